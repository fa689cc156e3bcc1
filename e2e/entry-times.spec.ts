import { expect, test, writeEntryViaApi } from './support/test.ts';

// Issue 13, item 5: today's entries showed the moment they were typed ('Lunch meal · 6:17 PM' above
// an earlier dinner) while past days showed slot times. Every day shows the time the person chose
// and orders by it.
test('today’s entries show the chosen meal slot or time of day, latest first, on the log page and in History', async ({
  page,
  baseURL,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  const { date } = (await (await page.request.get('/api/journal/today')).json()) as { date: string };
  const origin = baseURL as string;
  // Typed in this order: the dinner first, the lunch caught up afterwards, then a morning check-in.
  for (const [content, mealTime] of [
    ['Fish with rice', 'dinner'],
    ['Lentil soup', 'lunch'],
  ] as const) {
    await writeEntryViaApi(page, origin, {
      type: 'food',
      date,
      content,
      details: { mealTime, mealSize: 'medium', mealSource: 'home' },
    });
  }
  await writeEntryViaApi(page, origin, {
    type: 'symptom',
    date,
    details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'morning' },
  });
  const expected = [
    ['Dinner meal', '6:30 PM · Meal'],
    ['Lunch meal', '12:30 PM · Meal'],
    ['Morning symptoms', '9:00 AM · Symptom check-in'],
  ];

  await page.goto('/app/journal/log');
  const today = page.getByRole('region', { name: "Today's entries" }).getByRole('article');
  await expect(today).toHaveCount(3);
  for (const [index, [title, time]] of expected.entries()) {
    await expect(today.nth(index).getByRole('heading')).toHaveText(title as string);
    await expect(today.nth(index)).toContainText(time as string);
  }

  await page.goto('/app/journal/history');
  const day = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: /^Today/ }) });
  const toggle = day.getByRole('heading', { level: 2 }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const entries = day.getByRole('article');
  await expect(entries).toHaveCount(3);
  for (const [index, [title, time]] of expected.entries()) {
    await expect(entries.nth(index).getByRole('heading')).toHaveText(title as string);
    await expect(entries.nth(index)).toContainText(time as string);
  }
  await expect(entries.nth(1).getByRole('button', { name: 'Edit lunch meal at 12:30 PM' })).toBeVisible();
});
