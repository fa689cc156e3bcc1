import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDayKey, todayKey } from '#domain/common/day-boundaries.ts';
import { weekdayIndex } from '#domain/common/day-key.ts';
import { reminderMessages } from '#domain/reminders/reminders.ts';
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

// The questionnaire reminder, through the reminders API and the real sender: the real queue, a
// real local Web Push service (payloads decrypted) and a real SMTP catcher. It comes only on the
// questionnaire's due day, not once it is filled in or when it is off, and says nothing of health.

let push: LocalPushService;
let inbox: SmtpInbox;
let testApp: ReturnType<typeof createTestApp>;
const queue = connectDatabase(inject('databaseUrl'), { max: 4 });
queue.pool.on('error', () => {});
queue.pool.on('connect', (client) => client.on('error', () => {}));
let sender: ReminderSender | undefined;

const zone = 'UTC';
const today = () => todayKey(new Date(), zone);
const todaysWeekday = () => weekdayIndex(today());
const otherWeekday = () => (todaysWeekday() + 1) % 7;

/** Words that would tell a reader of the lock screen or the inbox about a person's health. */
const healthWords =
  /crohn|colitis|arthritis|psoria|harvey|bradshaw|hbi|sccai|psaid|disease|bowel|stool|pain|flare|symptom|ra core|weekly|4-weekly/i;

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

const call = (cookie: string, path: string, method = 'GET', body?: unknown) =>
  send(testApp.app, path, { method, cookie, ...(body === undefined ? {} : { body }) });

async function person(conditions: string[] = ["Crohn's Disease"]) {
  const user = await signUpInZone(testApp.app, zone);
  await testApp.pool.query('update user_profiles set conditions = $1 where user_id = $2', [
    conditions,
    user.userId,
  ]);
  return user;
}

async function schedule(cookie: string, frequency: string, weekday: number) {
  const response = await call(cookie, '/api/questionnaires/settings', 'PUT', {
    frequency,
    weekday,
    instruments: null,
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

type Reminder = {
  id: string;
  kind: string;
  weekdays: number[];
  name: string;
  nextAt: string | null;
  quiet: string | null;
};

async function listReminders(cookie: string): Promise<Reminder[]> {
  return ((await (await call(cookie, '/api/reminders')).json()) as { reminders: Reminder[] }).reminders;
}

async function questionnaireReminder(cookie: string, extra: Record<string, unknown> = {}): Promise<Reminder> {
  const response = await call(cookie, '/api/reminders', 'POST', {
    kind: 'questionnaire',
    time: '08:00',
    weekdays: [3],
    ...extra,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Reminder;
}

async function addDevice(cookie: string) {
  const subscription = push.subscribe();
  const response = await call(cookie, '/api/reminders/devices', 'POST', { ...subscription, label: 'Phone' });
  expect(response.status).toBe(201);
  return subscription;
}

async function outcomes(reminderId: string) {
  const { rows } = await testApp.db.execute<{ outcome: string }>(
    sql`select outcome from reminder_deliveries where reminder_id = ${reminderId} order by due_at`,
  );
  return rows.map((row) => row.outcome);
}

/** Makes the reminder due a second ago and waits for the sender's outcome. */
async function fire(reminderId: string): Promise<string> {
  const before = (await outcomes(reminderId)).length;
  const dueAt = new Date(Date.now() - 1000);
  await testApp.db.execute(
    sql`update reminders set next_due_at = ${dueAt.toISOString()} where id = ${reminderId}`,
  );
  await setDueJob(testApp.db, reminderId, dueAt);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const all = await outcomes(reminderId);
    if (all.length > before) return all.at(-1) as string;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reminder was not handled in time');
}

const hbiToday = () => ({
  instrument: 'hbi',
  date: today(),
  answers: {
    'well-being': 1,
    'abdominal-pain': 1,
    'liquid-stools': 2,
    'abdominal-mass': 0,
    complications: [],
  },
});

describe('setting a questionnaire reminder', () => {
  it('is refused, with the reason and nothing stored, to a person with no questionnaire on', async () => {
    const { cookie, userId } = await person(['Ankylosing Spondylitis']);
    const refused = await call(cookie, '/api/reminders', 'POST', {
      kind: 'questionnaire',
      time: '08:00',
      weekdays: [1],
    });
    expect(refused.status, await refused.clone().text()).toBe(400);
    const problem = await refused.json();
    expect(problem.detail).toBe(reminderMessages.noQuestionnaire);
    expect(problem.errors).toEqual([{ field: 'kind', message: reminderMessages.noQuestionnaire }]);
    // Changing a reminder into one is refused the same way, and the reminder is left as it was.
    const meal = await call(cookie, '/api/reminders', 'POST', { kind: 'meal', time: '12:30', weekdays: [1] });
    const { id } = (await meal.json()) as { id: string };
    const changed = await call(cookie, `/api/reminders/${id}`, 'PUT', {
      kind: 'questionnaire',
      time: '08:00',
      weekdays: [1],
    });
    expect(changed.status).toBe(400);
    const { rows } = await testApp.pool.query('select kind from reminders where user_id = $1', [userId]);
    expect(rows).toEqual([{ kind: 'meal' }]);

    // A condition that offers one, but the questionnaire turned off: refused too.
    const off = await person();
    await schedule(off.cookie, 'off', 0);
    const refusedOff = await call(off.cookie, '/api/reminders', 'POST', {
      kind: 'questionnaire',
      time: '08:00',
      weekdays: [1],
    });
    expect(refusedOff.status).toBe(400);
  });

  it("is looked at every day, lists the questionnaire's next due day, and says why it is quiet when turned off", async () => {
    const { cookie } = await person();
    await schedule(cookie, 'weekly', otherWeekday());
    const reminder = await questionnaireReminder(cookie);
    // The days sent are not kept: the questionnaire's settings decide.
    expect(reminder).toMatchObject({
      kind: 'questionnaire',
      name: 'Questionnaire',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
    });
    expect(weekdayIndex(localDayKey(reminder.nextAt ?? '', zone))).toBe(otherWeekday());

    await schedule(cookie, 'off', 0);
    const [quiet] = await listReminders(cookie);
    expect(quiet).toMatchObject({ nextAt: null, quiet: 'no-questionnaire' });
  });
});

describe('sending the questionnaire reminder', () => {
  it('sends on the due day only, not once filled in or when off, and names nothing of health', async () => {
    const { cookie } = await person(["Crohn's Disease", 'Psoriatic Arthritis']);
    const subscription = await addDevice(cookie);
    await schedule(cookie, 'weekly', todaysWeekday());
    const reminder = await questionnaireReminder(cookie);
    const before = push.received.length;

    expect(await fire(reminder.id)).toBe('sent');
    await push.waitFor(before + 1);
    const message = push.received.find((received) => subscription.endpoint.endsWith(received.subscriptionId));
    expect(message?.payload).toEqual({
      title: 'Tend',
      body: 'Your questionnaire is ready in Tend',
      url: '/app',
      tag: 'reminder-questionnaire',
    });
    expect(JSON.stringify(message?.payload)).not.toMatch(healthWords);

    // Another weekday is the questionnaire's: today it keeps quiet.
    await schedule(cookie, 'weekly', otherWeekday());
    expect(await fire(reminder.id)).toBe('no-step');
    // Every 4 weeks, counted from the first chosen weekday: today when it is today's, else not.
    await schedule(cookie, 'every-4-weeks', otherWeekday());
    expect(await fire(reminder.id)).toBe('no-step');
    await schedule(cookie, 'every-4-weeks', todaysWeekday());
    expect(await fire(reminder.id)).toBe('sent');

    // One of the two filled in: the other is still due. Both filled in: skipped.
    await schedule(cookie, 'weekly', todaysWeekday());
    expect((await call(cookie, '/api/questionnaires', 'POST', hbiToday())).status).toBe(201);
    expect(await fire(reminder.id)).toBe('sent');
    await testApp.pool.query(
      `update questionnaire_settings set instruments = '{hbi}' where user_id = (select user_id from reminders where id = $1)`,
      [reminder.id],
    );
    expect(await fire(reminder.id)).toBe('already-logged');

    await schedule(cookie, 'off', todaysWeekday());
    expect(await fire(reminder.id)).toBe('no-step');

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(push.received.length - before).toBe(3);
    expect(push.received.slice(before).every((each) => !healthWords.test(JSON.stringify(each.payload)))).toBe(
      true,
    );
  });

  it('emails a person without a device, naming neither the questionnaire nor the condition', async () => {
    const { cookie, email } = await person(["Crohn's Disease"]);
    await schedule(cookie, 'weekly', todaysWeekday());
    const reminder = await questionnaireReminder(cookie, { channel: 'email' });
    expect(await fire(reminder.id)).toBe('sent');
    const message = await inbox.waitForMessage(email, { timeoutMs: 15_000 });
    expect(message.subject).toBe('Your questionnaire is ready in Tend');
    expect(message.text).toContain('/app');
    expect(`${message.subject}${message.text}${message.html}`).not.toMatch(healthWords);
  });
});
