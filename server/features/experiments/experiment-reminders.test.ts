import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDayKey, todayKey } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { EXPERIMENT_MESSAGES } from '#domain/experiments/experiment-schema.ts';
import { planExperiment } from '#domain/insights/index.ts';
import { minimalProfile } from '#domain/profile/test-support/minimal-profile.ts';
import { MAX_REMINDERS, reminderMessages } from '#domain/reminders/reminders.ts';
import { connectDatabase } from '#server/db/client.ts';
import { createPushSender } from '#server/features/reminders/sender/push-sender.ts';
import {
  type ReminderSender,
  startReminderSender,
} from '#server/features/reminders/sender/reminder-sender.ts';
import { setDueJob } from '#server/features/reminders/sender/schedule.ts';
import { loadVapidKeys } from '#server/features/reminders/sender/vapid-keys.ts';
import { createLogger } from '#server/logger.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { type LocalPushService, startLocalPushService } from '#server/test/push-service.ts';
import { type SmtpInbox, startSmtpInbox } from '#server/test/smtp-inbox.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// Reminders that follow a food experiment (issues 25 and 26): made with the experiment in one
// transaction, and sent through the real queue, a real local Web Push service (payloads decrypted)
// and a real SMTP catcher only on the days the person's running experiment asks something.

let push: LocalPushService;
let inbox: SmtpInbox;
let testApp: ReturnType<typeof createTestApp>;
const queue = connectDatabase(inject('databaseUrl'), { max: 4 });
queue.pool.on('error', () => {});
queue.pool.on('connect', (client) => client.on('error', () => {}));
let sender: ReminderSender | undefined;

const zone = 'UTC';
const today = () => todayKey(new Date(), zone);

beforeAll(async () => {
  push = await startLocalPushService();
  inbox = await startSmtpInbox();
  testApp = createTestApp({ env: { SMTP_URL: inbox.url } });
  const logger = createLogger({ logLevel: 'warn' }, { write: () => {} });
  const keys = await loadVapidKeys(queue.db, testApp.config);
  sender = await startReminderSender({
    pool: queue.pool,
    db: queue.db,
    logger,
    config: testApp.config,
    mailer: createMailer(testApp.config, logger),
    authSecret: 'test-secret-test-secret-test-secret-0123',
    sendPush: createPushSender(keys, { timeoutMs: 800, agent: push.agent }),
  });
});

afterAll(async () => {
  await sender?.stop();
  await queue.pool.end();
  await testApp.close();
  await push.close();
  await inbox.close();
});

async function person() {
  const user = await signUpInZone(testApp.app, zone);
  const saved = await send(testApp.app, '/api/profile', {
    method: 'PUT',
    cookie: user.cookie,
    body: { ...minimalProfile, symptoms: ['Fatigue', 'Digestive issues'] },
  });
  expect(saved.status).toBe(200);
  return user;
}

const call = (cookie: string, path: string, method = 'GET', body?: unknown) =>
  send(testApp.app, path, { method, cookie, ...(body === undefined ? {} : { body }) });

async function addDevice(cookie: string) {
  const subscription = push.subscribe();
  const response = await call(cookie, '/api/reminders/devices', 'POST', { ...subscription, label: 'Phone' });
  expect(response.status).toBe(201);
  return subscription;
}

type Reminder = {
  id: string;
  kind: string;
  time: string;
  channel: string;
  name: string;
  nextAt: string | null;
  quiet: string | null;
};

async function listReminders(cookie: string): Promise<Reminder[]> {
  return ((await (await call(cookie, '/api/reminders')).json()) as { reminders: Reminder[] }).reminders;
}

async function createReminder(cookie: string, body: Record<string, unknown>): Promise<Reminder> {
  const response = await call(cookie, '/api/reminders', 'POST', { weekdays: [1, 2, 3, 4, 5, 6, 7], ...body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Reminder;
}

const dairy = (extra: Record<string, unknown> = {}) => ({
  food: 'dairy',
  symptoms: ['Digestive issues'],
  start: today(),
  ...extra,
});

async function stored(userId: string) {
  const { rows: experiments } = await testApp.pool.query('select state from experiments where user_id = $1', [
    userId,
  ]);
  const { rows: reminders } = await testApp.pool.query(
    'select kind, time from reminders where user_id = $1 order by kind',
    [userId],
  );
  return { experiments, reminders };
}

async function makeDue(reminderId: string) {
  const dueAt = new Date(Date.now() - 1000);
  await testApp.db.execute(
    sql`update reminders set next_due_at = ${dueAt.toISOString()} where id = ${reminderId}`,
  );
  await setDueJob(testApp.db, reminderId, dueAt);
}

async function outcomes(reminderId: string) {
  const { rows } = await testApp.db.execute<{ outcome: string }>(
    sql`select outcome from reminder_deliveries where reminder_id = ${reminderId} order by due_at`,
  );
  return rows.map((row) => row.outcome);
}

async function fire(reminderId: string): Promise<string> {
  const before = (await outcomes(reminderId)).length;
  await makeDue(reminderId);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const all = await outcomes(reminderId);
    if (all.length > before) return all.at(-1) as string;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reminder was not handled in time');
}

/** An experiment planned from `start`, written straight to the table (the API refuses a start in the past). */
async function insertExperiment(userId: string, start: string, state: 'running' | 'paused' = 'running') {
  const plan = planExperiment({ food: 'dairy', symptoms: ['Digestive issues'], start, timeZone: zone });
  const pauses = state === 'paused' ? [{ from: today(), to: null }] : [];
  await testApp.pool.query(
    `insert into experiments (user_id, food, symptoms, start, plan, state, pauses)
     values ($1, 'dairy', $2, $3, $4, $5, $6)`,
    [userId, ['Digestive issues'], start, JSON.stringify(plan), state, JSON.stringify(pauses)],
  );
  return plan;
}

async function log(cookie: string, type: 'food' | 'symptom', content: string) {
  const details =
    type === 'food'
      ? { mealTime: 'lunch', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false }
      : { time_of_day: 'afternoon', symptomRatings: { 'Digestive issues': 2 } };
  const response = await call(cookie, '/api/journal/entries', 'POST', {
    id: randomUUID(),
    type,
    date: today(),
    content,
    details,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

describe('experiment reminders through the reminders API', () => {
  it('creates, changes and refuses kinds as any reminder', async () => {
    const { cookie } = await person();
    const step = await createReminder(cookie, { kind: 'experiment', time: '08:00' });
    // On, with no experiment under way: no "Next:", and the list says why.
    expect(step).toMatchObject({
      kind: 'experiment',
      name: 'Experiment step',
      nextAt: null,
      quiet: 'no-experiment',
    });
    const changed = await call(cookie, `/api/reminders/${step.id}`, 'PUT', {
      kind: 'experiment-check-in',
      time: '16:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ kind: 'experiment-check-in', name: 'Experiment check-in' });

    const refused = await call(cookie, '/api/reminders', 'POST', {
      kind: 'experiments',
      time: '08:00',
      weekdays: [1],
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(reminderMessages.kind);
  });
});

describe("the reminders list's next time follows the experiment", () => {
  it('names the next day the plan asks for each, or why there is none', async () => {
    const { cookie, userId } = await person();
    const step = await createReminder(cookie, { kind: 'experiment', time: '08:00' });
    const checkIn = await createReminder(cookie, { kind: 'experiment-check-in', time: '16:00' });
    const meal = await createReminder(cookie, { kind: 'meal', time: '12:30' });
    const { rows } = await testApp.pool.query<{ id: string; next_due_at: Date }>(
      'select id, next_due_at from reminders where user_id = $1',
      [userId],
    );
    const stored = (id: string) => rows.find((row) => row.id === id)?.next_due_at.toISOString();
    const byId = async () => new Map((await listReminders(cookie)).map((each) => [each.id, each]));

    // Started tomorrow: the step comes on the plan's first day; the check-in on its first portion.
    const plan = await insertExperiment(userId, addDays(today(), 1));
    const firstPortion = plan.days.find((day) => day.food === 'eat')?.date;
    let list = await byId();
    expect(localDayKey(list.get(step.id)?.nextAt ?? '', zone)).toBe(plan.start);
    expect(localDayKey(list.get(checkIn.id)?.nextAt ?? '', zone)).toBe(firstPortion);
    expect(list.get(checkIn.id)?.quiet).toBeNull();
    // Other reminders keep their plain due time.
    expect(list.get(meal.id)).toMatchObject({ nextAt: stored(meal.id), quiet: null });

    await testApp.pool.query(`update experiments set state = 'paused', pauses = $2 where user_id = $1`, [
      userId,
      JSON.stringify([{ from: today(), to: null }]),
    ]);
    list = await byId();
    expect(list.get(step.id)).toMatchObject({ nextAt: null, quiet: 'paused' });

    await testApp.pool.query('delete from experiments where user_id = $1', [userId]);
    list = await byId();
    expect(list.get(checkIn.id)).toMatchObject({ nextAt: null, quiet: 'no-experiment' });
    // Switched off, it is simply off.
    const off = await call(cookie, `/api/reminders/${step.id}`, 'PUT', {
      kind: 'experiment',
      time: '08:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      enabled: false,
    });
    expect(await off.json()).toMatchObject({ enabled: false, nextAt: null, quiet: null });
  });
});

describe('starting an experiment with reminders', () => {
  it('offers them to a person who has reminders on, and says which experiment reminders they have', async () => {
    const { cookie } = await person();
    const offer = async () => (await call(cookie, '/api/experiments/reminders')).json();
    expect(await offer()).toEqual({ remindersOn: false, existing: [] });
    await addDevice(cookie);
    expect(await offer()).toEqual({ remindersOn: true, existing: [] });
    await createReminder(cookie, { kind: 'experiment', time: '07:30', enabled: false });
    expect(await offer()).toEqual({
      remindersOn: true,
      existing: [{ kind: 'experiment', time: '07:30', enabled: false }],
    });
  });

  it('stores the experiment and its reminders together, by notification on a person with a device', async () => {
    const { cookie, userId } = await person();
    await addDevice(cookie);
    const response = await call(
      cookie,
      '/api/experiments',
      'POST',
      dairy({ reminders: { step: '08:00', checkIn: '16:00' } }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const reminders = await listReminders(cookie);
    expect(reminders.map(({ kind, time, channel }) => ({ kind, time, channel }))).toEqual([
      { kind: 'experiment', time: '08:00', channel: 'push' },
      { kind: 'experiment-check-in', time: '16:00', channel: 'push' },
    ]);
    expect(reminders.every((reminder) => reminder.nextAt !== null)).toBe(true);
    const { rows } = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker._private_jobs
           where key in (${sql.join(
             reminders.map((reminder) => sql`${`reminder:${reminder.id}`}`),
             sql`, `,
           )})`,
    );
    expect(rows[0]?.n).toBe(2);

    // Stopped, then a second experiment: the person's reminders follow it, none is added twice.
    const { id } = (await response.json()) as { id: string };
    expect((await call(cookie, `/api/experiments/${id}/stop`, 'POST')).status).toBe(200);
    const again = await call(
      cookie,
      '/api/experiments',
      'POST',
      dairy({ food: 'eggs', reminders: { step: '09:00', checkIn: null } }),
    );
    expect(again.status).toBe(201);
    expect((await stored(userId)).reminders).toEqual([
      { kind: 'experiment', time: '08:00' },
      { kind: 'experiment-check-in', time: '16:00' },
    ]);
  });

  it('stores nothing when the reminders cannot be added, the time is wrong or another experiment runs', async () => {
    const { cookie, userId } = await person();
    // One place left: two reminders do not fit, and the experiment is not started either.
    for (let index = 0; index < MAX_REMINDERS - 1; index += 1) {
      await createReminder(cookie, { kind: 'meal', time: `${String(index).padStart(2, '0')}:00` });
    }
    const full = await call(
      cookie,
      '/api/experiments',
      'POST',
      dairy({ reminders: { step: '08:00', checkIn: '16:00' } }),
    );
    expect(full.status).toBe(409);
    expect(JSON.stringify(await full.json())).toContain(reminderMessages.tooMany);
    expect(await stored(userId)).toMatchObject({ experiments: [] });
    expect((await stored(userId)).reminders).toHaveLength(MAX_REMINDERS - 1);

    const wrongTime = await call(
      cookie,
      '/api/experiments',
      'POST',
      dairy({ reminders: { step: '25:00', checkIn: null } }),
    );
    expect(wrongTime.status).toBe(400);
    expect(JSON.stringify(await wrongTime.json())).toContain(EXPERIMENT_MESSAGES.reminderTime);
    const unknownField = await call(
      cookie,
      '/api/experiments',
      'POST',
      dairy({ reminders: { step: '08:00', checkIn: null, sms: true } }),
    );
    expect(unknownField.status).toBe(400);
    expect((await stored(userId)).experiments).toEqual([]);

    // One place is enough for the step alone.
    const started = await call(
      cookie,
      '/api/experiments',
      'POST',
      dairy({ reminders: { step: '08:00', checkIn: null } }),
    );
    expect(started.status).toBe(201);
    expect((await stored(userId)).reminders).toHaveLength(MAX_REMINDERS);
  });

  it('three starts at once store one experiment and one set of reminders', async () => {
    const { cookie, userId } = await person();
    const body = dairy({ reminders: { step: '08:00', checkIn: '16:00' } });
    const statuses = (
      await Promise.all([1, 2, 3].map(() => call(cookie, '/api/experiments', 'POST', body)))
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409, 409]);
    const { experiments, reminders } = await stored(userId);
    expect(experiments).toHaveLength(1);
    expect(reminders).toEqual([
      { kind: 'experiment', time: '08:00' },
      { kind: 'experiment-check-in', time: '16:00' },
    ]);
  });
});

describe('sending experiment reminders', () => {
  it("sends today's step on a plan day, saying nothing of the food, and opens the Experiments page", async () => {
    const { cookie } = await person();
    const subscription = await addDevice(cookie);
    expect((await call(cookie, '/api/experiments', 'POST', dairy())).status).toBe(201);
    const step = await createReminder(cookie, { kind: 'experiment', time: '08:00' });
    const before = push.received.length;
    expect(await fire(step.id)).toBe('sent');
    await push.waitFor(before + 1);
    const message = push.received.find((received) => subscription.endpoint.endsWith(received.subscriptionId));
    expect(message?.payload).toEqual({
      title: 'Tend',
      body: "Time for today's experiment step",
      url: '/app/experiments',
      tag: 'reminder-experiment',
    });
    expect(JSON.stringify(message?.payload)).not.toMatch(/dairy|milk|digestive/i);
  });

  it('keeps quiet, without an error, when no experiment runs: none yet, paused, stopped, deleted, or before its first day', async () => {
    const { cookie, userId } = await person();
    await addDevice(cookie);
    const step = await createReminder(cookie, { kind: 'experiment', time: '08:00' });
    const checkIn = await createReminder(cookie, { kind: 'experiment-check-in', time: '16:00' });
    const before = push.received.length;
    expect(await fire(step.id)).toBe('no-step');
    expect(await fire(checkIn.id)).toBe('no-step');

    const later = await call(cookie, '/api/experiments', 'POST', dairy({ start: addDays(today(), 3) }));
    expect(later.status).toBe(201);
    expect(await fire(step.id)).toBe('no-step');
    const { id } = (await later.json()) as { id: string };
    expect((await call(cookie, `/api/experiments/${id}`, 'DELETE')).status).toBe(204);

    const running = await call(cookie, '/api/experiments', 'POST', dairy());
    const { id: runningId } = (await running.json()) as { id: string };
    // A baseline day asks no portion: the check-in after a portion keeps quiet, the step does not.
    expect(await fire(checkIn.id)).toBe('no-step');
    expect(await fire(step.id)).toBe('sent');
    expect((await call(cookie, `/api/experiments/${runningId}/pause`, 'POST')).status).toBe(200);
    expect(await fire(step.id)).toBe('no-step');
    expect((await call(cookie, `/api/experiments/${runningId}/stop`, 'POST')).status).toBe(200);
    expect(await fire(step.id)).toBe('no-step');
    // Only the one sent above reached the push service; the reminders themselves stay, moved on.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(push.received.length - before).toBe(1);
    const { rows } = await testApp.pool.query(
      'select count(*)::int as n from reminders where user_id = $1 and next_due_at > now()',
      [userId],
    );
    expect(rows[0].n).toBe(2);
  });

  it('on a portion day sends the check-in after the portion, until one is logged after it', async () => {
    const { cookie, userId } = await person();
    await addDevice(cookie);
    // Started 11 days ago: today is the plan's first portion day.
    const plan = await insertExperiment(userId, addDays(today(), -11));
    expect(plan.days[11]).toMatchObject({ food: 'eat', portion: 'medium' });
    const step = await createReminder(cookie, { kind: 'experiment', time: '08:00' });
    const checkIn = await createReminder(cookie, { kind: 'experiment-check-in', time: '16:00' });
    const before = push.received.length;
    expect(await fire(checkIn.id)).toBe('sent');
    await push.waitFor(before + 1);
    expect(push.received.at(-1)?.payload).toMatchObject({
      body: 'Time for your experiment check-in',
      url: '/app/journal/log?type=symptoms',
    });
    // The portion logged: the step is done; the check-in after it is still wanted.
    await log(cookie, 'food', 'A glass of milk');
    expect(await fire(step.id)).toBe('already-logged');
    expect(await fire(checkIn.id)).toBe('sent');
    // A check-in after the portion answers it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await log(cookie, 'symptom', '');
    expect(await fire(checkIn.id)).toBe('already-logged');
  });

  it('emails the step to a person without a device, naming no food', async () => {
    const { cookie, email, userId } = await person();
    await insertExperiment(userId, addDays(today(), -10)); // a day without the food
    const step = await createReminder(cookie, { kind: 'experiment', time: '08:00', channel: 'email' });
    expect(await fire(step.id)).toBe('sent');
    const message = await inbox.waitForMessage(email, { timeoutMs: 15_000 });
    expect(message.subject).toBe("Time for today's experiment step");
    expect(message.text).toContain('/app/experiments');
    expect(`${message.text}${message.html}`).not.toMatch(/dairy|milk|digestive/i);
    // That day asks for a check-in: once logged, the step is not sent again that day.
    await log(cookie, 'symptom', '');
    expect(await fire(step.id)).toBe('already-logged');
  });
});
