import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUp } from '#server/test/users.ts';

const { app, close } = createTestApp();
afterAll(close);

const validProfile = {
  name: 'Robin',
  conditions: ['Rheumatoid Arthritis', 'Other: Sjögren syndrome'],
  medications: ['Methotrexate'],
  supplements: ['Vitamin D'],
  symptoms: ['Joint pain', 'Fatigue'],
  dietaryRestrictions: ['gluten-free'],
  suspectedTriggers: ['none'],
};

async function profileOf(cookie: string) {
  const response = await send(app, '/api/profile', { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe('profile API', () => {
  it('starts empty and named after the account, then saves and reads back', async () => {
    const { cookie } = await signUp(app, { name: 'Robin' });
    expect(await profileOf(cookie)).toMatchObject({ name: 'Robin', symptoms: [], onboardingComplete: false });

    const saved = await send(app, '/api/profile', { method: 'PUT', cookie, body: validProfile });
    expect(saved.status).toBe(200);
    expect(await profileOf(cookie)).toMatchObject({
      ...validProfile,
      onboardingComplete: false,
      timezone: 'UTC',
    });
  });

  it("keeps each person's profile their own", async () => {
    const alice = await signUp(app, { name: 'Alice' });
    const bob = await signUp(app, { name: 'Bob' });
    await send(app, '/api/profile', { method: 'PUT', cookie: alice.cookie, body: validProfile });
    await send(app, '/api/profile', {
      method: 'PUT',
      cookie: bob.cookie,
      body: { ...validProfile, name: 'Bob', symptoms: ['Headaches'] },
    });
    expect((await profileOf(alice.cookie)).symptoms).toEqual(['Joint pain', 'Fatigue']);
    expect((await profileOf(bob.cookie)).symptoms).toEqual(['Headaches']);

    // A user id in the body is an unknown field, not a way into someone else's profile.
    const sneaky = await send(app, '/api/profile', {
      method: 'PUT',
      cookie: bob.cookie,
      body: { ...validProfile, userId: alice.userId, name: 'Mallory' },
    });
    expect(sneaky.status).toBe(400);
    expect((await profileOf(alice.cookie)).name).toBe('Robin');
  });

  const badPayloads: [string, Record<string, unknown>, string][] = [
    ['an unknown field', { ...validProfile, onboardingComplete: true }, 'onboardingComplete'],
    ['a wrong type', { ...validProfile, symptoms: 'Fatigue' }, 'symptoms'],
    ['an over-long name', { ...validProfile, name: 'x'.repeat(81) }, 'name'],
    [
      'an over-long custom entry',
      { ...validProfile, conditions: [`Other: ${'y'.repeat(101)}`] },
      'conditions.0',
    ],
    [
      'none mixed with diets',
      { ...validProfile, dietaryRestrictions: ['none', 'vegan'] },
      'dietaryRestrictions',
    ],
    [
      'none mixed with triggers',
      { ...validProfile, suspectedTriggers: ['none', 'gluten'] },
      'suspectedTriggers',
    ],
    ['no symptoms', { ...validProfile, symptoms: [] }, 'symptoms'],
  ];

  it.each(badPayloads)(
    'refuses %s with a 400 naming the field, and changes nothing',
    async (_label, body, field) => {
      const { cookie } = await signUp(app);
      await send(app, '/api/profile', { method: 'PUT', cookie, body: validProfile });
      const before = await profileOf(cookie);

      const response = await send(app, '/api/profile', { method: 'PUT', cookie, body });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      const problem = await response.json();
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors.map((error: { field: string }) => error.field)).toContain(field);
      expect(await profileOf(cookie)).toEqual(before);
    },
  );

  it('saves the browser time zone and refuses an unknown one', async () => {
    const { cookie } = await signUp(app);
    const ok = await send(app, '/api/profile/timezone', {
      method: 'PUT',
      cookie,
      body: { timezone: 'Europe/Berlin' },
    });
    expect(ok.status).toBe(200);
    expect((await profileOf(cookie)).timezone).toBe('Europe/Berlin');

    const bad = await send(app, '/api/profile/timezone', {
      method: 'PUT',
      cookie,
      body: { timezone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ field: 'timezone', message: 'Unknown time zone' }]);
    expect((await profileOf(cookie)).timezone).toBe('Europe/Berlin');
  });

  it('keeps the account name before onboarding when the time zone or tracking was saved first', async () => {
    const { cookie } = await signUp(app, { name: 'Robin' });
    await send(app, '/api/profile/timezone', { method: 'PUT', cookie, body: { timezone: 'Europe/Berlin' } });
    expect(await profileOf(cookie)).toMatchObject({
      name: 'Robin',
      timezone: 'Europe/Berlin',
      onboardingComplete: false,
    });
    const other = await signUp(app, { name: 'Sam' });
    await send(app, '/api/profile/tracking', {
      method: 'PUT',
      cookie: other.cookie,
      body: { stress: true, sleep: false, periods: false, bowel: false },
    });
    expect(await profileOf(other.cookie)).toMatchObject({ name: 'Sam', onboardingComplete: false });
  });

  it('completes onboarding in one step, tells the session, and never un-completes it', async () => {
    const { cookie } = await signUp(app);
    const refused = await send(app, '/api/onboarding/complete', { cookie, body: { ...validProfile } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).detail).toBe('Terms acceptance required');
    expect((await (await send(app, '/api/me', { cookie })).json()).onboardingComplete).toBe(false);

    const done = await send(app, '/api/onboarding/complete', {
      cookie,
      body: { ...validProfile, acceptedTerms: true },
    });
    expect(done.status).toBe(200);
    expect((await (await send(app, '/api/me', { cookie })).json()).onboardingComplete).toBe(true);

    await send(app, '/api/profile', { method: 'PUT', cookie, body: { ...validProfile, name: 'Robin B.' } });
    expect(await profileOf(cookie)).toMatchObject({ name: 'Robin B.', onboardingComplete: true });
  });

  it("keeps onboarding's optional tracking choice with the profile, or leaves the defaults to the conditions", async () => {
    const tracking = async (cookie: string) => (await send(app, '/api/profile/tracking', { cookie })).json();
    const chosen = await signUp(app);
    const wrong = await send(app, '/api/onboarding/complete', {
      cookie: chosen.cookie,
      body: {
        ...validProfile,
        acceptedTerms: true,
        tracking: { stress: 'yes', sleep: true, periods: true, bowel: false },
      },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors[0]).toMatchObject({
      field: 'tracking.stress',
      message: 'Tracking stress must be on or off (true or false).',
    });
    // Nothing of the refused answers was kept.
    expect((await (await send(app, '/api/me', { cookie: chosen.cookie })).json()).onboardingComplete).toBe(
      false,
    );

    const choice = { stress: false, sleep: true, periods: true, bowel: true };
    const done = await send(app, '/api/onboarding/complete', {
      cookie: chosen.cookie,
      body: { ...validProfile, acceptedTerms: true, tracking: choice },
    });
    expect(done.status).toBe(200);
    expect(await tracking(chosen.cookie)).toEqual(choice);

    const untouched = await signUp(app);
    await send(app, '/api/onboarding/complete', {
      cookie: untouched.cookie,
      body: { ...validProfile, conditions: ["Crohn's Disease"], acceptedTerms: true },
    });
    expect(await tracking(untouched.cookie)).toEqual({
      stress: true,
      sleep: true,
      periods: false,
      bowel: true,
    });
  });

  it('records step 2\'s "Since when?" as starts known by their month, or nothing when a month is bad', async () => {
    const person = await signUp(app);
    const body = {
      ...validProfile,
      medications: ['Humira (adalimumab)', 'Other: Low-dose naltrexone'],
      acceptedTerms: true,
    };
    const changes = async () =>
      (await (await send(app, '/api/medication-changes', { cookie: person.cookie })).json()).changes;

    const future = await send(app, '/api/onboarding/complete', {
      cookie: person.cookie,
      body: { ...body, medicationsSince: [{ medication: 'Humira (adalimumab)', month: '2999-01' }] },
    });
    expect(future.status).toBe(400);
    expect((await future.json()).errors[0]).toEqual({
      field: 'medicationsSince.0.month',
      message: 'The month you started Humira (adalimumab) cannot be in the future.',
    });
    const old = await send(app, '/api/onboarding/complete', {
      cookie: person.cookie,
      body: { ...body, medicationsSince: [{ medication: 'Humira (adalimumab)', month: '1899-12' }] },
    });
    expect(old.status).toBe(400);
    expect((await old.json()).detail).toBe('The date of a medication change cannot be before 1900.');
    expect(await changes()).toEqual([]);
    expect((await (await send(app, '/api/me', { cookie: person.cookie })).json()).onboardingComplete).toBe(
      false,
    );

    const done = await send(app, '/api/onboarding/complete', {
      cookie: person.cookie,
      body: {
        ...body,
        medicationsSince: [
          { medication: 'Humira (adalimumab)', month: '2025-03' },
          { medication: 'Other: Low-dose naltrexone', month: '2019-11' },
        ],
      },
    });
    expect(done.status).toBe(200);
    expect(
      (await changes()).map(({ date, precision, medication, change }: Record<string, string>) => ({
        date,
        precision,
        medication,
        change,
      })),
    ).toEqual([
      { date: '2019-11-01', precision: 'month', medication: 'Low-dose naltrexone', change: 'started' },
      { date: '2025-03-01', precision: 'month', medication: 'Humira (adalimumab)', change: 'started' },
    ]);
  });

  it('exports the account and profile as a JSON download', async () => {
    const { cookie, email } = await signUp(app, { name: 'Robin' });
    await send(app, '/api/profile', { method: 'PUT', cookie, body: validProfile });
    const response = await send(app, '/api/export', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="tend-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const body = await response.json();
    expect(body).toMatchObject({ format: 'tend-export', version: 2 });
    expect(body.account).toMatchObject({ name: 'Robin', email });
    // The stored 'none' (still figuring out triggers) is a yes-or-no answer, not an item of a list.
    expect(body.profile).toMatchObject({
      ...validProfile,
      suspectedTriggers: [],
      stillFiguringOutTriggers: true,
      takesNoPrescriptionMedications: false,
      stillFiguringOutDiet: false,
    });
  });

  it('never writes the word "none" inside the export’s profile lists', async () => {
    const { cookie } = await signUp(app, { name: 'Robin' });
    const noneAnswers = {
      ...validProfile,
      medications: ['none'],
      dietaryRestrictions: ['none'],
      suspectedTriggers: ['none'],
    };
    const saved = await send(app, '/api/profile', { method: 'PUT', cookie, body: noneAnswers });
    expect(saved.status).toBe(200);
    // Stored as the spec's ids: the profile itself still reads them back.
    expect(await profileOf(cookie)).toMatchObject({
      medications: ['none'],
      dietaryRestrictions: ['none'],
      suspectedTriggers: ['none'],
    });
    const body = await (await send(app, '/api/export', { cookie })).json();
    expect(body.profile).toMatchObject({
      medications: [],
      takesNoPrescriptionMedications: true,
      dietaryRestrictions: [],
      stillFiguringOutDiet: true,
      suspectedTriggers: [],
      stillFiguringOutTriggers: true,
    });
    for (const list of [
      'conditions',
      'medications',
      'supplements',
      'symptoms',
      'dietaryRestrictions',
      'suspectedTriggers',
    ])
      expect(body.profile[list]).not.toContain('none');
  });
});
