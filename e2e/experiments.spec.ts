import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays } from '../domain/common/day-key.ts';
import { planDayLabel } from '../domain/experiments/wording.ts';
import { backdateAccount, shiftExperiment } from './support/e2e-database.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Food experiments: find out for sure. Starting an experiment with the keyboard only (the safety notice
// must be ticked), the day's step on the dashboard with a slip acknowledged kindly, and the result
// of a plan followed to its end with a planted journal, in light and dark and at 390 px.

type PlanDay = { date: string; phase: string; food: string; portion?: string };
type Experiment = { id: string; plan: { start: string; end: string; days: PlanDay[] } };

const symptoms = ['Digestive issues', 'Fatigue'];

/** A verdict sentence about dairy and digestive issues, its percentage named as a chance. */
const verdictSentencePattern =
  /^(Dairy|Not enough data).* (dairy|digestive issues).*\(\d+% chance[^)]*\).*\.$/;

async function serverToday(page: Page): Promise<string> {
  const today = await page.request.get('/api/journal/today');
  expect(today.ok(), await today.text()).toBe(true);
  return ((await today.json()) as { date: string }).date;
}

async function email(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/me')).json()) as { email: string }).email;
}

async function startViaApi(page: Page, origin: string, start: string): Promise<Experiment> {
  const response = await page.request.post('/api/experiments', {
    data: { food: 'dairy', symptoms: ['Digestive issues'], start },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Experiment;
}

async function expectFits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test('starting an experiment with the keyboard only: the plan day by day, and the safety notice first', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded({ symptoms });
  await page.goto('/app/home');
  await tabTo(page, page.getByRole('link', { name: 'Experiments' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  await expect(page.getByText('None yet.')).toBeVisible();

  const food = page.getByLabel('Food to test');
  await tabTo(page, food);
  // A native select moves through its options with the arrow keys.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(food).toHaveValue('dairy');
  await expect(page.getByRole('heading', { name: 'Your plan, day by day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Has dairy' })).toBeVisible();
  // The plan says why its parts are as long as they are, the days in a row among them.
  await expect(page.getByRole('heading', { name: 'Why these days' })).toBeVisible();
  await expect(
    page.getByText(/days in a row with a portion, then \d+ days without: some reactions/),
  ).toBeVisible();
  await expect(page.getByText('oat milk', { exact: false }).first()).toBeVisible();
  await tabTo(page, page.getByText(/^Show all \d+ days$/));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/Have a medium portion of dairy in one meal, for example a glass of milk/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The start button does nothing until the safety notice is ticked.
  const startButton = page.getByRole('button', { name: 'Start the experiment' });
  await tabTo(page, startButton);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please read the safety notice and tick the box to start.')).toBeVisible();
  expect(
    ((await (await page.request.get('/api/experiments')).json()) as { experiments: unknown[] }).experiments,
  ).toEqual([]);

  const safety = page.getByRole('checkbox', { name: /I have read this/ });
  await tabTo(page, safety);
  await page.keyboard.press('Space');
  await expect(safety).toBeChecked();
  await tabTo(page, startButton);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Dairy experiment' })).toBeVisible();
  await expect(page.getByText('Your dairy experiment starts tomorrow')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the summary shown before starting says what the day-by-day plan under it says', async ({
  page,
  signUpOnboarded,
}) => {
  // Several page loads and an axe check: under the shared machine's load they pass 60 s.
  test.slow();
  await signUpOnboarded({ symptoms });
  await page.goto('/app/experiments');
  await page.getByLabel('Food to test').selectOption('dairy');
  const plan = page.getByRole('region', { name: 'Your plan, day by day' });
  const summary = plan.getByRole('listitem').filter({ hasText: /^\d+ days in all: / });
  await expect(summary).toHaveCount(1);
  const sentence = (await summary.textContent()) ?? '';
  await plan.getByText(/^Show all \d+ days$/).click();
  const showAll = (await plan.getByText(/^Show all \d+ days$/).textContent()) ?? '';
  const headings = await plan.getByRole('heading', { level: 4, name: /^Days? \d+/ }).allTextContents();
  expect(headings.length).toBeGreaterThan(3);

  // The plan's stretches as its headings give them: "Days 1 to 5: Usual days", "Day 12: Reintroduction".
  const stretches = headings.map((text) => {
    const [, from, to = from, label] = /^Days? (\d+)(?: to (\d+))?: (.+)$/.exec(text) ?? [];
    return { from: Number(from), to: Number(to), label };
  });
  const total = Number(/^(\d+) days in all/.exec(sentence)?.[1]);
  expect(showAll).toBe(`Show all ${total} days`);
  expect(stretches.at(-1)?.to).toBe(total);

  // Each part of the sentence covers exactly the stretches of its kind, in the plan's order.
  const parts = /^\d+ days in all: (.+)\.$/.exec(sentence)?.[1]?.split(', then ') ?? [];
  let next = 0;
  for (const part of parts) {
    const [, body = '', one, from = one, to = one] =
      /^(.+) \((?:day (\d+)|days (\d+) to (\d+))\)$/.exec(part) ?? [];
    const covered = [];
    while (next < stretches.length && (stretches[next]?.to ?? 0) <= Number(to))
      covered.push(stretches[next++]);
    expect(covered[0]?.from, part).toBe(Number(from));
    expect(covered.at(-1)?.to, part).toBe(Number(to));
    const length = Number(to) - Number(from) + 1;
    if (/^\d+ days? eating as usual$/.test(body)) {
      expect(covered.map((stretch) => stretch?.label)).toEqual(['Usual days']);
      expect(body).toBe(`${length} days eating as usual`);
    } else if (/^\d+ days? without dairy$/.test(body)) {
      expect(covered.map((stretch) => stretch?.label)).toEqual(['Break']);
      expect(body).toBe(`${length} days without dairy`);
    } else {
      // Single portions ("3 planned portions of it, medium and large, each followed by 3 days
      // without it") or a run ("4 days with one portion of it a day, medium, followed by 5 days
      // without it").
      const [, count, runDays, without] =
        /^(?:(\d+) planned portions? of it|(\d+) days with one portion of it a day), .+?, (?:each )?followed by (\d+) days? without it$/.exec(
          body,
        ) ?? [];
      expect(count ?? runDays, part).toBeDefined();
      const portions = covered.filter((stretch) => stretch?.label === 'Reintroduction');
      expect(portions, part).toHaveLength(runDays ? 1 : Number(count));
      for (const stretch of portions)
        expect((stretch?.to ?? 0) - (stretch?.from ?? 0) + 1, part).toBe(runDays ? Number(runDays) : 1);
      for (const stretch of covered.filter((each) => each?.label !== 'Reintroduction')) {
        expect(stretch?.label).toBe('Settling days');
        expect((stretch?.to ?? 0) - (stretch?.from ?? 0) + 1, part).toBe(Number(without));
      }
    }
  }
  expect(next).toBe(stretches.length);
  await expectNoAxeViolations(page);
});

test('an experiment stopped before its first day reads "Stopped before it began": no day 0, no range backwards', async ({
  page,
  signUpOnboarded,
  baseURL,
}) => {
  // Several page loads and an axe check: under the shared machine's load they pass 60 s.
  test.slow();
  await signUpOnboarded({ symptoms });
  const tomorrow = addDays(await serverToday(page), 1);
  await startViaApi(page, baseURL as string, tomorrow);
  await page.goto('/app/experiments');
  // The page's first load under a busy machine (CI's load of 25-30) has taken more than 10 s.
  await expect(page.getByText('Your dairy experiment starts tomorrow')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop the experiment' }).click();
  await page
    .getByRole('dialog', { name: 'Stop this experiment?' })
    .getByRole('button', { name: 'Stop it' })
    .click();

  const past = page.getByRole('region', { name: 'Past experiments' });
  const entry = past.getByRole('listitem').filter({ hasText: 'Dairy experiment' });
  await expect(
    entry.getByText(`Stopped before it began (it was to start ${planDayLabel(tomorrow)})`),
  ).toBeVisible();
  await entry.getByText('Dairy experiment', { exact: true }).click();
  await expect(entry.getByRole('heading', { name: 'No result' })).toBeVisible();
  await expect(
    entry.getByText(
      'You stopped it before its first day, so nothing was recorded for it. Starting again later is fine.',
    ),
  ).toBeVisible();
  await expect(entry.getByText(/day 0|Stopped early|\d to [A-Z]/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const csv = await (await page.request.get('/api/export/csv')).text();
  expect(csv).toContain(`Dairy experiment: Stopped before it began (it was to start ${tomorrow})`);
});

test('the navigation names Experiments and fits on one line from 1024 px, in the menu below', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded({ symptoms });
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto('/app/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Experiments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  await expectFits(page);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/app/experiments');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Experiments' })).toHaveAttribute('aria-current', 'page');
    // One line inside the window: the last control of the bar ends within it, and the bar keeps its height.
    const signOut = await nav.getByRole('button', { name: 'Sign Out' }).boundingBox();
    expect((signOut?.x ?? 0) + (signOut?.width ?? 0), `at ${width} px`).toBeLessThanOrEqual(width);
    expect((await nav.boundingBox())?.height ?? 0, `at ${width} px`).toBeLessThanOrEqual(66);
  }
});

test('"Test this" on a suspected trigger in the Profile leads to the Experiments page with the food chosen', async ({
  page,
  signUpOnboarded,
  baseURL,
}) => {
  await signUpOnboarded({ symptoms });
  const saved = await page.request.put('/api/profile', {
    data: {
      name: 'Robin',
      conditions: ['Rheumatoid Arthritis'],
      medications: ['none'],
      supplements: [],
      symptoms,
      dietaryRestrictions: ['none'],
      suspectedTriggers: ['gluten'],
    },
    headers: { origin: baseURL as string },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/app/profile');
  await page.getByRole('link', { name: /Test this\s*: an experiment with Gluten/ }).click();
  await expect(page).toHaveURL(/\/app\/experiments\?food=gluten$/);
  await expect(page.getByLabel('Food to test')).toHaveValue('gluten');
});

test('the day’s step on the dashboard, what is still needed, and a slip acknowledged kindly', async ({
  page,
  signUpOnboarded,
  baseURL,
}) => {
  const origin = baseURL as string;
  await signUpOnboarded({ symptoms });
  const today = await serverToday(page);
  const experiment = await startViaApi(page, origin, today);
  // Today becomes the second day without dairy.
  const firstAvoid = experiment.plan.days.findIndex((day) => day.phase === 'avoid');
  await shiftExperiment(await email(page), -(firstAvoid + 1));
  const total = experiment.plan.days.length;

  await page.goto('/app/home');
  const card = page.getByRole('region', { name: /Dairy experiment/ });
  await expect(card.getByText(`Day ${firstAvoid + 2} of ${total}: no dairy today`)).toBeVisible();
  await expect(
    card.getByText('Still needed today: a check-in, rating the symptoms you watch.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const checkIn = await page.request.post('/api/journal/entries', {
    data: {
      id: randomUUID(),
      type: 'symptom',
      date: today,
      content: '',
      details: { symptomRatings: { 'Digestive issues': 2 }, time_of_day: 'morning' },
    },
    headers: { origin },
  });
  expect(checkIn.status()).toBe(201);
  await page.reload();
  await expect(card.getByText("Today's check-in is done. Thank you.")).toBeVisible();

  // A meal with dairy on a day without it: saved, and met with a kind word.
  await page.goto('/app/journal/log');
  await page.getByLabel('What did you eat?').fill('Cheese omelette');
  await page.getByRole('radio', { name: 'Medium' }).check();
  await page.getByRole('radio', { name: 'Home' }).check();
  await page.getByRole('button', { name: 'Save meal' }).click();
  await expect(page.getByText('Meal logged. Thank you for tracking.')).toBeVisible();
  await expect(page.getByText('That has dairy. It happens; Tend takes it into account.')).toBeVisible();
});

test('the extension is offered once days are missing, says why, and extends the plan once', async ({
  page,
  signUpOnboarded,
  baseURL,
}) => {
  await signUpOnboarded({ symptoms });
  const experiment = await startViaApi(page, baseURL as string, await serverToday(page));
  const extend = page.getByRole('button', { name: 'Extend the plan' });
  await page.goto('/app/experiments');
  await expect(page.getByRole('heading', { level: 2, name: 'Dairy experiment' })).toBeVisible();
  // Day 1: nothing can be missing yet, so nothing to extend.
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(extend).toHaveCount(0);

  // Three days on, none of them with a check-in.
  await shiftExperiment(await email(page), -3);
  await page.reload();
  await expect(extend).toHaveAccessibleDescription(/^Some days are missing a check-in/);
  await expectNoAxeViolations(page);
  await extend.click();
  await expect(page.getByRole('status').filter({ hasText: 'The plan is extended' })).toHaveText(
    'The plan is extended with a few more days of portions.',
  );
  await expect(extend).toHaveCount(0);
  const current = (await (await page.request.get('/api/experiments/current')).json()) as {
    experiment: { extended: boolean; schedule: { days: unknown[] } } | null;
  };
  expect(current.experiment?.extended).toBe(true);
  expect(current.experiment?.schedule.days.length).toBeGreaterThan(experiment.plan.days.length);
});

test('a portion day on the dashboard names which portion of the plan it is, its size and an example', async ({
  page,
  signUpOnboarded,
  baseURL,
}) => {
  const origin = baseURL as string;
  await signUpOnboarded({ symptoms });
  const experiment = await startViaApi(page, origin, await serverToday(page));
  const portions = experiment.plan.days.filter((day) => day.food === 'eat');
  const second = experiment.plan.days.indexOf(portions[1] as (typeof portions)[number]);
  // Today becomes the plan's second portion day.
  await shiftExperiment(await email(page), -second);

  await page.goto('/app/home');
  const card = page.getByRole('region', { name: /Dairy experiment/ });
  await expect(
    card.getByText(
      new RegExp(
        `^Reintroduction, portion 2 of ${portions.length}: have a ${portions[1]?.portion} portion of dairy, for example `,
      ),
    ),
  ).toBeVisible();
  await expect(card.getByText(/^Still needed today: a check-in this evening/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the result of a plan followed to its end, with a planted journal, in light and dark and at 390 px', async ({
  page,
  signUpOnboarded,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL as string;
  await signUpOnboarded({ symptoms });
  const today = await serverToday(page);
  const experiment = await startViaApi(page, origin, today);
  const length = experiment.plan.days.length;
  const who = await email(page);
  // The plan ended yesterday: it ran from `length` days ago.
  await backdateAccount(who, length + 1);
  await shiftExperiment(who, -length);
  const days = experiment.plan.days.map((day, index) => ({ ...day, date: addDays(today, index - length) }));
  const portionDays = new Set(days.filter((day) => day.food === 'eat').map((day) => day.date));
  const queue: object[] = [];
  days.forEach((day, index) => {
    const raised = portionDays.has(day.date) || portionDays.has(addDays(day.date, -1));
    const noise = [0, 1, -1, 0, 1][index % 5] as number;
    queue.push(
      {
        type: 'food',
        date: day.date,
        content: 'Oatmeal with blueberries',
        details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
      },
      {
        type: 'food',
        date: day.date,
        content: day.food === 'eat' ? 'A glass of milk' : 'Grilled chicken with rice',
        details: { mealTime: 'dinner', mealSize: day.portion ?? 'medium', mealSource: 'home' },
      },
      {
        type: 'symptom',
        date: day.date,
        content: '',
        details: {
          symptomRatings: { 'Digestive issues': (raised ? 4 : 1) + Math.max(0, noise), Fatigue: 2 },
          time_of_day: 'morning',
        },
      },
      {
        type: 'symptom',
        date: day.date,
        content: '',
        details: {
          symptomRatings: { 'Digestive issues': (raised ? 4 : 1) + Math.max(0, -noise), Fatigue: 2 },
          time_of_day: 'evening',
        },
      },
    );
  });
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const response = await page.request.post('/api/journal/entries', {
        data: { id: randomUUID(), ...entry },
        headers: { origin },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  // A Harvey-Bradshaw Index the day before the plan and one near its end: shown beside the verdict.
  const profile = await page.request.put('/api/profile', {
    data: {
      name: 'Robin',
      conditions: ['Rheumatoid Arthritis', "Crohn's Disease"],
      medications: ['none'],
      supplements: [],
      symptoms,
      dietaryRestrictions: ['none'],
      suspectedTriggers: [],
    },
    headers: { origin },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  for (const [date, stools] of [
    [addDays(today, -length - 1), 4],
    [addDays(today, -3), 1],
  ] as const) {
    const filled = await page.request.post('/api/questionnaires', {
      data: {
        instrument: 'hbi',
        date,
        answers: {
          'well-being': 1,
          'abdominal-pain': 1,
          'liquid-stools': stools,
          'abdominal-mass': 0,
          complications: [],
        },
      },
      headers: { origin },
    });
    expect(filled.status(), await filled.text()).toBe(201);
  }

  await page.goto('/app/experiments');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  // A verdict still open at the end extends the plan once; otherwise it is complete. Either way,
  // stopping now keeps what the days show, so the result is read in the past experiments.
  const stop = page.getByRole('button', { name: 'Stop the experiment' });
  const past = page.getByRole('region', { name: 'Past experiments' });
  await expect(stop.or(past.getByText('Dairy experiment', { exact: true }))).toBeVisible();
  if (await stop.isVisible()) {
    await expect(page.getByRole('heading', { name: "At the plan's original end" })).toBeVisible();
    await stop.click();
    await page
      .getByRole('dialog', { name: 'Stop this experiment?' })
      .getByRole('button', { name: 'Stop it' })
      .click();
  }
  const entry = past.getByRole('listitem').filter({ hasText: 'Dairy experiment' });
  await entry.getByText('Dairy experiment', { exact: true }).click();
  const result = entry
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Digestive issues' }) });
  // Each percentage says what it is the chance of: in the sentence, and in the badge beside it.
  await expect(result.getByText(verdictSentencePattern)).toBeVisible();
  await expect(
    result.getByText(/^(Raises it|No clear effect|Not enough data yet) \(\d+% chance[^)]*\)$/),
  ).toBeVisible();
  await expect(result.getByText(/\d%\.$/)).toHaveCount(0);
  await expect(
    result.getByRole('img', { name: /Digestive issues across the experiment, day by day/ }),
  ).toBeVisible();
  await result.getByText('Show the numbers for Digestive issues').click();
  const table = result.getByRole('table', { name: 'Digestive issues, day by day' });
  // Every day of the plan (and of its extension, when it extended itself), and the header.
  // A web-first wait for the last of them: a count taken at once can run before the table renders.
  await expect(table.getByRole('row').nth(length)).toBeAttached();
  await expect(table.getByRole('row').nth(1)).toContainText('Usual days');
  await expect(entry.getByRole('heading', { name: 'What this experiment cannot tell' })).toBeVisible();
  await expect(entry.getByText(/days with a food rule kept, as far as your journal shows/)).toBeVisible();
  const scores = entry.getByRole('region', { name: 'Your questionnaire scores' });
  await expect(scores.getByText('the verdict above does not use it', { exact: false })).toBeVisible();
  await expect(
    scores.getByRole('row', { name: /Harvey-Bradshaw Index 6 \(mild\).* 3 \(remission\)/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFits(page);
  await expectNoAxeViolations(page);

  // The ended experiment is evidence the Insights page shows beside the journal's patterns.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app/insights');
  const findings = page.getByRole('region', { name: 'From your experiments' });
  await expect(findings.getByRole('heading', { level: 3, name: /^Dairy experiment/ })).toBeVisible();
  await expect(findings.getByText(verdictSentencePattern)).toBeVisible();
  await expect(findings.getByRole('link', { name: 'See your experiments' })).toHaveAttribute(
    'href',
    '/app/experiments',
  );
  await expectNoAxeViolations(page);
});
