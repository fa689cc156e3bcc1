import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { minimalProfile } from '#domain/profile/test-support/minimal-profile.ts';
import { NOT_MEDICAL_ADVICE } from '#domain/report/report-model.ts';
import { MAX_REPORT_DAYS, REPORT_RANGE_MESSAGES } from '#domain/report/report-query.ts';
import { readPdf } from '#server/test/pdf-reader.ts';
import { seedJournal } from '#server/test/seed-journal.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// The app's clock: 18:00 UTC on 10 March 2026, already the 11th in Auckland.
const clock = new Date('2026-03-10T18:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

const profile = {
  ...minimalProfile,
  name: 'Robin Example',
  conditions: ['Rheumatoid Arthritis', 'Other: Lupus'],
  medications: ['Methotrexate'],
  supplements: ['Vitamin D'],
  symptoms: ['Joint pain', 'Fatigue'],
  suspectedTriggers: ['dairy'],
};

async function person(timezone = 'Europe/London', overrides: Partial<typeof profile> = {}) {
  const user = await signUpInZone(app, timezone);
  await pool.query('update "user" set created_at = $1 where id = $2', ['2025-01-01T00:00:00Z', user.userId]);
  const saved = await send(app, '/api/profile', {
    method: 'PUT',
    cookie: user.cookie,
    body: { ...profile, ...overrides },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return user;
}

async function report(cookie: string, query = '') {
  const response = await send(app, `/api/report.pdf${query}`, { cookie });
  expect(response.status, response.ok ? '' : await response.clone().text()).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, pdf: await readPdf(bytes) };
}

async function refused(cookie: string, query: string) {
  const response = await send(app, `/api/report.pdf${query}`, { cookie });
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  return (await response.json()) as { detail: string; errors: { field: string; message: string }[] };
}

/** Every page's text, lines joined, so a sentence the layout wrapped reads as one. */
const text = (pdf: { pages: string[] }) => pdf.pages.join('\n').replace(/\s+/g, ' ');

describe('GET /api/report.pdf', () => {
  it('streams a PDF named for its range: by default the last 90 days on the person’s calendar', async () => {
    const { cookie } = await person('Pacific/Auckland');
    const { response, bytes, pdf } = await report(cookie);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    // Today in Auckland is 11 March; 90 days back is 12 December.
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="tend-report-2025-12-12-to-2026-03-11.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(pdf.pages[0]).toContain('Dec 12, 2025 to Mar 11, 2026 (90 days)');
  });

  it('is a tagged PDF with a title, a language, headings, a table and figures with alt text', async () => {
    const { cookie, userId } = await person();
    await seedJournal(pool, { userId, timeZone: 'Europe/London', lastDay: '2026-03-10', days: 30 });
    const { pdf } = await report(cookie, '?from=2026-02-09&to=2026-03-10');
    expect(pdf.title).toBe('Symptom and food report: Robin Example · Feb 9, 2026 to Mar 10, 2026 (30 days)');
    expect(pdf.language).toBe('en');
    expect(pdf.marked).toBe(true);
    expect(pdf.roles).toEqual(expect.arrayContaining(['H1', 'H2', 'H3', 'P', 'Table', 'TR', 'TH', 'TD']));
    const figures = pdf.roles.filter((role) => role.startsWith('Figure'));
    expect(figures).toEqual([
      expect.stringMatching(
        /^Figure: Joint pain, daily ratings from 1 \(Very Mild\) to 5 \(Very Severe\), Feb 9 to Mar 10: rated on 30 of 30 days/,
      ),
      expect.stringMatching(
        /^Figure: Fatigue, daily ratings from 1 \(Very Mild\) to 5 \(Very Severe\), Feb 9 to Mar 10: rated on 30 of 30 days/,
      ),
    ]);
  });

  it('has the summary on page 1: profile, the table, the patterns and the statement that it is not advice', async () => {
    const { cookie, userId } = await person();
    await seedJournal(pool, { userId, timeZone: 'Europe/London', lastDay: '2026-03-10', days: 90 });
    const { pdf } = await report(cookie);
    const first = pdf.pages[0] ?? '';
    expect(first).toContain('Robin Example');
    expect(first).toContain('Conditions: Rheumatoid Arthritis, Lupus');
    expect(first).toContain('Medications: Methotrexate');
    expect(first).toContain('Supplements: Vitamin D');
    expect(first).toContain('Tracked symptoms: Joint pain, Fatigue');
    expect(first.replace(/\s+/g, ' ')).toContain(NOT_MEDICAL_ADVICE);
    expect(first).toMatch(/Symptom\s*Average\s*Worst\s*Days logged/);
    expect(first).toMatch(/Joint pain\s*\d\.\d\s*\d\s*90 of 90/);
    expect(first).toMatch(/Fatigue\s*3\.0\s*5\s*90 of 90/);
    expect(first).toContain('Patterns Tend found');
    expect(first).toMatch(
      /Dairy and joint pain: (Very likely|Likely|More likely than not), \d+% chance that it holds\. In the/,
    );
    expect(first).toContain('How the patterns were found');
    expect(pdf.pages[1]).toContain('Symptom trends');
  });

  it('names the rating scale in the symptom form’s words, and “Not rated” where there is none', async () => {
    const { cookie, userId } = await person('Europe/London', {
      symptoms: ['Joint pain', 'Fatigue', 'Brain fog'],
    });
    await seedJournal(pool, { userId, timeZone: 'Europe/London', lastDay: '2026-03-10', days: 10 });
    await pool.query(
      `insert into journal_entries (id, user_id, type, content, occurred_at, details)
       values ($1, $2, 'symptom', '', '2026-03-10T15:00:00Z', $3)`,
      [randomUUID(), userId, { symptomRatings: { Fatigue: 0, 'Joint pain': 2 }, time_of_day: 'afternoon' }],
    );
    const { pdf } = await report(cookie, '?from=2026-03-01&to=2026-03-10');
    const all = text(pdf);
    expect(text({ pages: [pdf.pages[0] ?? ''] })).toContain(
      'Ratings from 1 (Very Mild) to 5 (Very Severe), as chosen on the symptom form; “Not rated” where a symptom has no rating.',
    );
    expect(all).not.toContain('0 (none)');
    // (The method's "from 0 to 54 hours" is about delays, not ratings.)
    expect(all).not.toMatch(/\b0 to 5\b/);
    // Brain fog was never rated; the summary says so instead of a dash.
    expect(pdf.pages[0]).toMatch(/Brain fog\s*Not rated\s*Not rated\s*0 of 10/);
    expect(all).toContain('check-ins with their ratings from 1 (Very Mild) to 5 (Very Severe)');
    // A stored 0 is "not rated", not a rating: listed as such and left out of the averages.
    expect(all).toContain('Fatigue not rated, Joint pain 2 (Mild)');
    expect(pdf.pages[0]).toMatch(/Fatigue\s*\d\.\d\s*\d\s*10 of 10/);
  });

  it('lays the charts out to use the pages: never one small chart on a page of white space', async () => {
    const symptomsOf = (pdfPage: string, names: string[]) =>
      pdfPage.split('\n').filter((line) => names.includes(line.trim())).length;
    // Four charts: two pages of two, tall, then the appendix under the last one.
    const four = ['Joint pain', 'Fatigue', 'Brain fog', 'Headaches'];
    const many = await person('Europe/London', { symptoms: four });
    await seedJournal(pool, {
      userId: many.userId,
      timeZone: 'Europe/London',
      lastDay: '2026-03-10',
      days: 30,
    });
    const { pdf } = await report(many.cookie, '?from=2026-02-09&to=2026-03-10');
    expect(pdf.pages.slice(1, 3).map((page) => symptomsOf(page, four))).toEqual([2, 2]);
    expect(pdf.pages[2]).toContain('Appendix: every entry');
    expect(pdf.pages[1]).not.toContain('Appendix: every entry');

    // One chart: it and the start of the appendix share the page.
    const one = await person('Europe/London', { symptoms: ['Fatigue'] });
    await seedJournal(pool, {
      userId: one.userId,
      timeZone: 'Europe/London',
      lastDay: '2026-03-10',
      days: 30,
    });
    await pool.query(
      `update journal_entries set details = jsonb_set(details, '{symptomRatings}', (details->'symptomRatings') - 'Joint pain')
        where user_id = $1 and type = 'symptom'`,
      [one.userId],
    );
    const single = (await report(one.cookie, '?from=2026-02-09&to=2026-03-10')).pdf;
    expect(single.pages[1]).toContain('Symptom trends');
    expect(symptomsOf(single.pages[1] ?? '', ['Fatigue', 'Joint pain'])).toBe(1);
    expect(single.pages[1]).toContain('Appendix: every entry');
  });

  it('leaves the notes out unless asked, and includes them when asked', async () => {
    const { cookie, userId } = await person();
    await seedJournal(pool, { userId, timeZone: 'Europe/London', lastDay: '2026-03-10', days: 10 });
    const range = '?from=2026-03-01&to=2026-03-10';
    const without = text((await report(cookie, range)).pdf);
    expect(without).toContain('Porridge with milk and honey');
    expect(without).not.toContain('Stiff hands this morning');
    expect(without).toContain('chose to leave out their notes');
    const withNotes = text((await report(cookie, `${range}&notes=true`)).pdf);
    expect(withNotes).toContain('Note: Stiff hands this morning');
    expect(text((await report(cookie, `${range}&notes=false`)).pdf)).not.toContain('Stiff hands');
  });

  it('never includes another person’s entries or profile', async () => {
    const owner = await person('Europe/London', { name: 'Owner Person' });
    const other = await person('Europe/London', {
      name: 'Someone Else',
      medications: ['Other: Secretamab'],
    });
    await seedJournal(pool, {
      userId: other.userId,
      timeZone: 'Europe/London',
      lastDay: '2026-03-10',
      days: 30,
    });
    const secret = {
      id: randomUUID(),
      type: 'food',
      date: '2026-03-10',
      content: 'A meal only the other person ate',
      details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home' },
    };
    expect((await send(app, '/api/journal/entries', { cookie: other.cookie, body: secret })).status).toBe(
      201,
    );
    const mine = text((await report(owner.cookie, '?notes=true')).pdf);
    expect(mine).toContain('Owner Person');
    expect(mine).not.toContain('Someone Else');
    expect(mine).not.toContain('Secretamab');
    expect(mine).not.toContain('A meal only the other person ate');
    expect(mine).not.toContain('Porridge');
    expect(mine).toContain('No entries in this range.');
    expect(text((await report(other.cookie)).pdf)).toContain('A meal only the other person ate');
  });

  it('makes a year’s report: every day in the appendix, the charts over the whole year', async () => {
    const { cookie, userId } = await person('America/New_York');
    await seedJournal(pool, { userId, timeZone: 'America/New_York', lastDay: '2026-03-10', days: 400 });
    const { bytes, pdf } = await report(cookie, '?from=2025-03-11&to=2026-03-10&notes=true');
    expect(bytes.length).toBeLessThan(2_000_000);
    const all = text(pdf);
    const lines = pdf.pages.join('\n');
    expect(pdf.pages[0]).toMatch(/Joint pain\s*\d\.\d\s*\d\s*365 of 365/);
    // The day before the range is read only for the rolling average, never listed.
    expect(all).not.toContain('Monday, Mar 10, 2025');
    expect(all).toContain('Tuesday, Mar 11, 2025');
    expect(all).toContain('Tuesday, Mar 10, 2026');
    // Across both daylight-saving changes every check-in stays at 9:00 AM local time.
    expect(all.match(/9:00 AM, Check-in \(Morning\)/g)).toHaveLength(365);
    // One heading per day, each a line of its own.
    const dayHeadings = /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]{2} \d+, 20\d\d$/gm;
    expect(lines.match(dayHeadings)).toHaveLength(365);
  });

  it.each([
    ['?from=2026-03-10', 'to', REPORT_RANGE_MESSAGES.both],
    ['?to=2026-03-10', 'from', REPORT_RANGE_MESSAGES.both],
    ['?from=2026-03-10&to=2026-03-01', 'from', REPORT_RANGE_MESSAGES.order],
    ['?from=2025-03-09&to=2026-03-10', 'from', REPORT_RANGE_MESSAGES.tooLong],
    ['?from=2026-02-30&to=2026-03-10', 'from', REPORT_RANGE_MESSAGES.day],
    ['?from=10/03/2026&to=2026-03-10', 'from', REPORT_RANGE_MESSAGES.day],
    ['?from=2026-03-01&to=2026-03-11', 'to', REPORT_RANGE_MESSAGES.future],
    ['?notes=yes', 'notes', REPORT_RANGE_MESSAGES.notes],
    ['?notes=true&notes=false', 'notes', REPORT_RANGE_MESSAGES.notes],
  ])('refuses %s with a problem naming %s', async (query, field, message) => {
    const { cookie } = await person();
    const problem = await refused(cookie, query);
    expect(problem.detail).toBe(message);
    expect(problem.errors).toContainEqual({ field, message });
  });

  it('refuses an unknown parameter, and accepts exactly a year', async () => {
    const { cookie } = await person();
    expect((await refused(cookie, '?userId=someone')).errors[0]?.field).toBe('userId');
    const { pdf } = await report(cookie, '?from=2025-03-10&to=2026-03-10');
    expect(pdf.pages[0]).toContain(`(${MAX_REPORT_DAYS} days)`);
  });

  it('keeps no copy: making a report writes nothing to the database', async () => {
    const { cookie, userId } = await person();
    const rowsOf = async () =>
      (
        await pool.query(
          `select (select count(*) from journal_entries where user_id = $1)::int as entries,
                  (select count(*) from user_insights where user_id = $1)::int as insights,
                  (select updated_at from user_profiles where user_id = $1) as profile`,
          [userId],
        )
      ).rows[0];
    const before = await rowsOf();
    await report(cookie);
    expect(await rowsOf()).toEqual(before);
  });
});

describe('the report’s section on medications and factors', () => {
  it('lists the medication timeline and sums stress, sleep, period days and bowel movements', async () => {
    const { cookie } = await person('Europe/London');
    for (const body of [
      { date: '2026-03-03', medication: 'Humira', change: 'started', doseNote: '40 mg' },
      { date: '2025-11-20', medication: 'Prednisone', change: 'stopped' },
    ]) {
      expect((await send(app, '/api/medication-changes', { cookie, body })).status).toBe(201);
    }
    const entries = [
      {
        type: 'symptom',
        date: '2026-03-09',
        content: '',
        details: {
          symptomRatings: { Fatigue: 3 },
          time_of_day: 'morning',
          stress: 5,
          sleepHours: 4.5,
          period: true,
        },
      },
      {
        type: 'bowel',
        date: '2026-03-09',
        content: '',
        details: { bristolType: 7, urgency: true, blood: true },
      },
    ];
    for (const entry of entries) {
      const response = await send(app, '/api/journal/entries', {
        cookie,
        body: { id: randomUUID(), ...entry },
      });
      expect(response.status).toBe(201);
    }
    const { pdf } = await report(cookie);
    const all = text(pdf);
    expect(all).toContain('Medication changes');
    expect(all).toContain('Nov 20, 2025: Stopped Prednisone');
    expect(all).toContain('Mar 3, 2026: Started Humira (40 mg)');
    expect(all).toContain(
      'Stress, from 1 (calm) to 5 (very stressed): average 5.0 over 1 check-in, highest 5.',
    );
    expect(all).toContain('Sleep: average 4.5 hours a night over 1 night');
    expect(all).toContain('Period days: 1 day of 90.');
    expect(all).toContain('Bowel movements: 1 on 1 day');
    expect(all).toContain('Bowel movement');
  });

  it('draws the medication change as a labelled line and the period day as shading on every chart', async () => {
    const { cookie } = await person('Europe/London');
    const change = { date: '2026-03-03', medication: 'Humira', change: 'started', doseNote: '40 mg' };
    expect((await send(app, '/api/medication-changes', { cookie, body: change })).status).toBe(201);
    for (const [date, period] of [
      ['2026-03-01', false],
      ['2026-03-05', true],
      ['2026-03-09', false],
    ] as const) {
      const body = {
        id: randomUUID(),
        type: 'symptom',
        date,
        content: '',
        details: { symptomRatings: { Fatigue: 3, 'Joint pain': 2 }, time_of_day: 'morning', period },
      };
      expect((await send(app, '/api/journal/entries', { cookie, body })).status).toBe(201);
    }
    const { pdf } = await report(cookie, '?from=2026-02-25&to=2026-03-10');
    // The charts start on a page of their own, after the medication timeline's page.
    const chartsPage = pdf.pages.find((page) => page.includes('Symptom trends')) ?? '';
    const chartsText = chartsPage.replace(/\s+/g, ' ');
    expect(chartsText).toContain('Dashed lines: medication changes');
    expect(chartsText).toContain('Shaded days: period days.');
    // One label per chart, the label's own words (the timeline's has the dose).
    expect(chartsText.match(/Started Humira/g)).toHaveLength(2);
    expect(chartsText).not.toContain('40 mg');
    const figures = pdf.roles.filter((role) => role.startsWith('Figure'));
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      expect(figure).toContain('Marked: Started Humira on Mar 3. 1 period day is shaded.');
    }
  });
});

describe('the report’s section on food experiments', () => {
  it('lists each experiment with its verdict per symptom in plain words', async () => {
    const { cookie, userId } = await person('Europe/London');
    const days = [
      { date: '2026-02-01', phase: 'avoid', food: 'avoid' },
      { date: '2026-02-02', phase: 'reintroduce', food: 'eat', portion: 'medium' },
    ];
    await pool.query(
      `insert into experiments (user_id, food, symptoms, start, plan, state, result, ended_on)
       values ($1, 'dairy', '{Joint pain}', '2026-02-01', $2, 'finished', $3, '2026-02-02')`,
      [
        userId,
        JSON.stringify({
          food: 'dairy',
          symptoms: ['Joint pain'],
          start: '2026-02-01',
          end: '2026-02-02',
          days,
        }),
        JSON.stringify({
          status: 'finished',
          results: [
            {
              symptom: 'Joint pain',
              probability: 0.962,
              verdict: 'raises',
              effect: { estimate: 1.2, low: 0.7, high: 1.7 },
            },
          ],
          adherence: { days: 2, followed: 2 },
        }),
      ],
    );
    const all = text((await report(cookie)).pdf);
    expect(all).toContain('Food experiments');
    expect(all).toContain('Dairy experiment (complete, Feb 1, 2026 to Feb 2, 2026)');
    expect(all).toContain(
      'Dairy very likely raises your joint pain (96% chance): about 1.2 points higher in the day after a medium portion of dairy (likely between 0.7 and 1.7).',
    );
    expect(all).toContain('2 of 2 days with a food rule kept');
    expect(all).not.toContain('does not use it');
  });

  it('puts the questionnaire scores before and during the plan beside its verdict', async () => {
    const { cookie, userId } = await person('Europe/London');
    const days = [
      { date: '2026-02-01', phase: 'avoid', food: 'avoid' },
      { date: '2026-02-02', phase: 'reintroduce', food: 'eat', portion: 'medium' },
    ];
    await pool.query(
      `insert into experiments (user_id, food, symptoms, start, plan, state, result, ended_on)
       values ($1, 'dairy', '{Joint pain}', '2026-02-01', $2, 'finished', $3, '2026-02-02')`,
      [
        userId,
        JSON.stringify({
          food: 'dairy',
          symptoms: ['Joint pain'],
          start: '2026-02-01',
          end: '2026-02-02',
          days,
        }),
        JSON.stringify({
          status: 'finished',
          results: [{ symptom: 'Joint pain', probability: 0.5, verdict: 'not-enough-data', effect: null }],
          adherence: { days: 2, followed: 2 },
        }),
      ],
    );
    for (const [day, total, band] of [
      ['2026-01-26', 7, 'mild'],
      ['2026-02-02', 4, 'remission'],
    ] as const) {
      await pool.query(
        `insert into questionnaire_responses (user_id, instrument, day, week_start, answers, total, band)
         values ($1, 'hbi', $2, $2, $3, $4, $5)`,
        [
          userId,
          day,
          JSON.stringify({
            'well-being': 1,
            'abdominal-pain': 1,
            'liquid-stools': total - 2,
            'abdominal-mass': 0,
            complications: [],
          }),
          total,
          band,
        ],
      );
    }
    const all = text((await report(cookie)).pdf);
    expect(all).toContain(
      'Your Harvey-Bradshaw Index: 7 (mild) in the two weeks before the plan, 4 (remission) during the plan or the week after it.',
    );
    expect(all).toContain('This is shown for reference; the verdict above does not use it.');
  });

  it('says an experiment stopped before its first day was stopped before it began, with no range', async () => {
    const { cookie, userId } = await person('Europe/London');
    const days = [
      { date: '2026-02-11', phase: 'baseline', food: 'as-usual' },
      { date: '2026-02-12', phase: 'avoid', food: 'avoid' },
    ];
    await pool.query(
      `insert into experiments (user_id, food, symptoms, start, plan, state, result, ended_on)
       values ($1, 'dairy', '{Joint pain}', '2026-02-11', $2, 'stopped', null, '2026-02-10')`,
      [
        userId,
        JSON.stringify({
          food: 'dairy',
          symptoms: ['Joint pain'],
          start: '2026-02-11',
          end: '2026-02-12',
          days,
        }),
      ],
    );
    const all = text((await report(cookie)).pdf);
    expect(all).toContain('Dairy experiment (stopped before it began: it was to start Feb 11, 2026)');
    expect(all).toContain('No result: it was stopped before its first day.');
    expect(all).not.toMatch(/Feb 11, 2026 to Feb 1[01], 2026/);
  });

  it('has no such section without experiments', async () => {
    const { cookie } = await person('Europe/London');
    expect(text((await report(cookie)).pdf)).not.toContain('Food experiments');
  });
});

describe('the report’s section per clinical questionnaire', () => {
  async function fill(
    userId: string,
    instrument: string,
    day: string,
    answers: object,
    total: number | null,
  ) {
    await pool.query(
      `insert into questionnaire_responses (user_id, instrument, day, week_start, answers, total, band)
       values ($1, $2, $3, $3, $4, $5, null)`,
      [userId, instrument, day, JSON.stringify(answers), total],
    );
  }
  const hbi = (stools: number) => ({
    'well-being': 1,
    'abdominal-pain': 1,
    'liquid-stools': stools,
    'abdominal-mass': 0,
    complications: ['arthralgia'],
  });

  it('gives each instrument its name, reference, last value and band, range, dates and a chart with the bands', async () => {
    const { cookie, userId } = await person();
    await fill(userId, 'hbi', '2026-02-22', hbi(9), 12);
    await fill(userId, 'hbi', '2026-03-01', hbi(2), 5);
    await fill(
      userId,
      'ra-core',
      '2026-03-02',
      { 'patient-global': 4, pain: 6, 'morning-stiffness': 30 },
      null,
    );
    const { pdf } = await report(cookie, '?from=2026-02-15&to=2026-03-10');
    const all = text(pdf);
    expect(all).toContain('Clinical questionnaires');
    expect(all).toContain('Harvey-Bradshaw Index');
    expect(all).toContain('Harvey RF, Bradshaw JM. A simple index of Crohn');
    expect(all).toContain('Last: 5, mild (Mar 1, 2026).');
    expect(all).toContain('Range: 5 to 12 (the scale runs 0 to 58).');
    expect(all).toContain('Filled in twice, from Feb 22, 2026 to Mar 1, 2026.');
    expect(all).toContain('ACR core set: patient-reported items');
    expect(all).toContain('Morning stiffness: last 30 minutes.');
    // The chart's bands are labelled beside it, and its figure says every score.
    expect(all).toContain('moderate');
    expect(all).toContain('severe');
    expect(pdf.roles).toContain(
      'Figure: HBI scores from Feb 22, 2026 to Mar 1, 2026: Feb 22, 2026 12 (moderate), Mar 1, 2026 5 (mild).',
    );
  });

  it('has no such section without questionnaires in the range', async () => {
    const { cookie, userId } = await person();
    await fill(userId, 'hbi', '2025-06-01', hbi(2), 5);
    const { pdf } = await report(cookie, '?from=2026-02-15&to=2026-03-10');
    expect(text(pdf)).not.toContain('Clinical questionnaires');
  });
});
