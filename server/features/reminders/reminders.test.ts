import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_REMINDERS, reminderMessages } from '#domain/reminders/reminders.ts';
import { connectDatabase } from '#server/db/client.ts';
import { createPushSender } from '#server/features/reminders/sender/push-sender.ts';
import {
  type ReminderSender,
  startReminderSender,
} from '#server/features/reminders/sender/reminder-sender.ts';
import { setDueJob } from '#server/features/reminders/sender/schedule.ts';
import { SENDER_NICE, startSenderThread } from '#server/features/reminders/sender/sender-thread.ts';
import { loadVapidKeys } from '#server/features/reminders/sender/vapid-keys.ts';
import { createLogger } from '#server/logger.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { type LocalPushService, startLocalPushService } from '#server/test/push-service.ts';
import { type SmtpInbox, startSmtpInbox } from '#server/test/smtp-inbox.ts';
import { createTestApp, testAppUrl } from '#server/test/test-app.ts';
import { send, setTimeZone, signUp } from '#server/test/users.ts';

let push: LocalPushService;
let inbox: SmtpInbox;
let testApp: ReturnType<typeof createTestApp>;
const queue = connectDatabase(inject('databaseUrl'), { max: 6 });
// As server/index.ts does for its queue pool (graphile-worker warns on stderr without them).
queue.pool.on('error', () => {});
queue.pool.on('connect', (client) => client.on('error', () => {}));
const senders: ReminderSender[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  push = await startLocalPushService();
  inbox = await startSmtpInbox();
  testApp = createTestApp({ env: { SMTP_URL: inbox.url } });
  // The test button sends from the request, through the same sender as the queue.
  const keys = await loadVapidKeys(testApp.db, testApp.config);
  testApp.deps.reminders.sendPush = createPushSender(keys, { timeoutMs: 800, agent: push.agent });
});

afterAll(async () => {
  for (const sender of senders) await sender.stop();
  await queue.pool.end();
  await testApp.close();
  await push.close();
  await inbox.close();
});

/** One app instance's sender, on its own pool, as server/index.ts starts it. */
async function startSender() {
  const config = testApp.config;
  const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void logLines.push(line) });
  const keys = await loadVapidKeys(queue.db, config);
  const sender = await startReminderSender({
    pool: queue.pool,
    db: queue.db,
    logger,
    config,
    mailer: createMailer(config, logger),
    authSecret: 'test-secret-test-secret-test-secret-0123',
    // A short timeout so that a hung push service fails within the test.
    sendPush: createPushSender(keys, { timeoutMs: 800, agent: push.agent }),
  });
  senders.push(sender);
  return sender;
}

async function api(cookie: string, path: string, method = 'GET', body?: unknown) {
  return send(testApp.app, `/api/reminders${path}`, {
    method,
    cookie,
    ...(body === undefined ? {} : { body }),
  });
}

async function addDevice(cookie: string) {
  const subscription = push.subscribe();
  const response = await api(cookie, '/devices', 'POST', { ...subscription, label: 'Test browser' });
  expect(response.status).toBe(201);
  return { subscription, device: (await response.json()) as { id: string } };
}

/** Makes a reminder due `agoMs` ago, as if its time had just come (or passed while the server was down). */
async function makeDue(reminderId: string, agoMs = 1000) {
  const dueAt = new Date(Date.now() - agoMs);
  await testApp.db.execute(
    sql`update reminders set next_due_at = ${dueAt.toISOString()} where id = ${reminderId}`,
  );
  await setDueJob(testApp.db, reminderId, dueAt);
  return dueAt;
}

async function createReminder(cookie: string, body: Record<string, unknown>) {
  const response = await api(cookie, '', 'POST', { weekdays: [1, 2, 3, 4, 5, 6, 7], ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; nextAt: string; name: string };
}

async function outcomes(reminderId: string) {
  const { rows } = await testApp.db.execute<{ outcome: string }>(
    sql`select outcome from reminder_deliveries where reminder_id = ${reminderId} order by due_at`,
  );
  return rows.map((row) => row.outcome);
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

describe('reminders API', () => {
  it('creates, lists, changes and deletes reminders, with their next time in the person zone', async () => {
    const { cookie } = await signUp(testApp.app);
    await setTimeZone(testApp.app, cookie, 'Asia/Tokyo');
    const created = await createReminder(cookie, { kind: 'check-in', time: '20:00' });
    expect(created.name).toBe('Evening check-in');
    // 20:00 in Tokyo is 11:00 UTC.
    expect(new Date(created.nextAt).getUTCHours()).toBe(11);

    const overview = (await (await api(cookie, '')).json()) as {
      reminders: Array<{ id: string; time: string }>;
      pushPublicKey: string;
      emailAvailable: boolean;
    };
    expect(overview.reminders.map((reminder) => reminder.id)).toEqual([created.id]);
    expect(overview.pushPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(overview.emailAvailable).toBe(true);

    const changed = await api(cookie, `/${created.id}`, 'PUT', {
      kind: 'check-in',
      time: '08:15',
      weekdays: [1],
      channel: 'email',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      time: '08:15',
      weekdays: [1],
      channel: 'email',
      name: 'Morning check-in',
    });

    // The zone moves: the reminder stays at 08:15 on the person's new clock.
    await setTimeZone(testApp.app, cookie, 'Europe/Lisbon');
    const moved = (await (await api(cookie, '')).json()) as { reminders: Array<{ nextAt: string }> };
    const nextAt = new Date(moved.reminders[0]?.nextAt ?? '');
    const lisbon = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Lisbon',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    }).format(nextAt);
    expect(lisbon).toBe('Mon 08:15');

    expect((await api(cookie, `/${created.id}`, 'DELETE')).status).toBe(204);
    const { rows } = await testApp.db.execute(
      sql`select 1 from graphile_worker._private_jobs where key = ${`reminder:${created.id}`}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('sets up a preset in one request', async () => {
    const { cookie } = await signUp(testApp.app);
    const response = await api(cookie, '/presets', 'POST', { preset: 'check-ins' });
    expect(response.status).toBe(201);
    const { reminders } = (await response.json()) as { reminders: Array<{ name: string }> };
    expect(reminders.map((reminder) => reminder.name)).toEqual(['Morning check-in', 'Evening check-in']);
  });

  it.each([
    [{ kind: 'meal', time: '25:00', weekdays: [1] }, 'time', reminderMessages.time],
    [{ kind: 'meal', time: '12:00', weekdays: [] }, 'weekdays', reminderMessages.weekdays],
    [{ kind: 'meal', time: '12:00', weekdays: [1], owner: 'x' }, 'owner', 'Unknown field "owner"'],
  ])('refuses %j naming %s, and stores nothing', async (body, field, message) => {
    const { cookie } = await signUp(testApp.app);
    const response = await api(cookie, '', 'POST', body);
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { detail: string; errors: Array<{ field: string }> };
    expect(problem.detail).toBe(message);
    expect(problem.errors[0]?.field).toBe(field);
    expect(((await (await api(cookie, '')).json()) as { reminders: unknown[] }).reminders).toEqual([]);
  });

  it(`refuses more than ${MAX_REMINDERS} reminders, even sent at once`, async () => {
    const { cookie } = await signUp(testApp.app);
    const responses = await Promise.all(
      Array.from({ length: MAX_REMINDERS + 6 }, (_, i) =>
        api(cookie, '', 'POST', {
          kind: 'meal',
          time: `0${i % 10}:${String(i).padStart(2, '0')}`.slice(-5),
          weekdays: [1],
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_REMINDERS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    const refused = responses.find((response) => response.status === 409) as Response;
    expect(((await refused.json()) as { detail: string }).detail).toBe(reminderMessages.tooMany);
  });

  it('moves every reminder that comes by notification to email, keeping its time, and only this person’s', async () => {
    const owner = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const lunch = await createReminder(owner.cookie, { kind: 'meal', time: '12:30', channel: 'push' });
    await createReminder(owner.cookie, { kind: 'check-in', time: '20:00', channel: 'email' });
    await createReminder(other.cookie, { kind: 'meal', time: '12:30', channel: 'push' });

    const moved = await api(owner.cookie, '/by-email', 'POST');
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ changed: 1 });
    const mine = (await (await api(owner.cookie, '')).json()) as {
      reminders: Array<{ id: string; channel: string; time: string; nextAt: string }>;
    };
    expect(mine.reminders.map((each) => [each.time, each.channel])).toEqual([
      ['12:30', 'email'],
      ['20:00', 'email'],
    ]);
    expect(mine.reminders.find((each) => each.id === lunch.id)?.nextAt).toBe(lunch.nextAt);
    const theirs = (await (await api(other.cookie, '')).json()) as { reminders: Array<{ channel: string }> };
    expect(theirs.reminders.map((each) => each.channel)).toEqual(['push']);

    // Without a mail server, email cannot stand in: said, and nothing moves.
    testApp.deps.reminders.emailAvailable = false;
    try {
      const refused = await api(other.cookie, '/by-email', 'POST');
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { detail: string }).detail).toBe(
        'This Tend cannot send emails: no mail server is set up.',
      );
    } finally {
      testApp.deps.reminders.emailAvailable = true;
    }
    const still = (await (await api(other.cookie, '')).json()) as { reminders: Array<{ channel: string }> };
    expect(still.reminders.map((each) => each.channel)).toEqual(['push']);
  });

  it("never touches another person's reminders or devices", async () => {
    const owner = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const reminder = await createReminder(owner.cookie, { kind: 'meal', time: '12:30' });
    const { device } = await addDevice(owner.cookie);
    expect(
      (await api(other.cookie, `/${reminder.id}`, 'PUT', { kind: 'meal', time: '13:00', weekdays: [1] }))
        .status,
    ).toBe(404);
    expect((await api(other.cookie, `/${reminder.id}`, 'DELETE')).status).toBe(404);
    expect((await api(other.cookie, `/devices/${device.id}`, 'DELETE')).status).toBe(404);
    const overview = (await (await api(owner.cookie, '')).json()) as {
      reminders: Array<{ time: string }>;
      devices: unknown[];
    };
    expect(overview.reminders[0]?.time).toBe('12:30');
    expect(overview.devices).toHaveLength(1);
  });

  it('refuses a subscription that is not https or has keys of the wrong length', async () => {
    const { cookie } = await signUp(testApp.app);
    const good = push.subscribe();
    const cases = [
      [{ ...good, endpoint: 'http://push.example.net/x' }, reminderMessages.endpoint],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, reminderMessages.p256dh],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } }, reminderMessages.auth],
    ] as const;
    for (const [body, message] of cases) {
      const response = await api(cookie, '/devices', 'POST', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { detail: string }).detail).toBe(message);
    }
    expect(((await (await api(cookie, '')).json()) as { devices: unknown[] }).devices).toEqual([]);
  });

  it('refuses a local push service in production', async () => {
    const production = createTestApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), SMTP_URL: inbox.url },
    });
    try {
      const { cookie } = await signUp(production.app);
      const response = await send(production.app, '/api/reminders/devices', {
        method: 'POST',
        cookie,
        body: push.subscribe(),
      });
      expect(response.status).toBe(400);
    } finally {
      await production.close();
    }
  });

  it('sends a test notification to every device, encrypted for each', async () => {
    const { cookie } = await signUp(testApp.app);
    expect((await api(cookie, '/test', 'POST', { channel: 'push' })).status).toBe(409);
    await addDevice(cookie);
    await addDevice(cookie);
    const before = push.received.length;
    const response = await api(cookie, '/test', 'POST', { channel: 'push' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { devices: Array<{ outcome: string }> };
    expect(body.devices.map((device) => device.outcome)).toEqual(['sent', 'sent']);
    const messages = push.received.slice(before);
    expect(messages).toHaveLength(2);
    expect(messages[0]?.payload).toMatchObject({
      title: 'Tend',
      body: 'This is how your reminders will look.',
    });
  });
});

describe('the reminder sender', () => {
  beforeAll(async () => {
    await startSender();
  });

  it('delivers a due reminder to each device: encrypted, signed, short-lived, saying nothing about health', async () => {
    const { cookie } = await signUp(testApp.app);
    const { subscription } = await addDevice(cookie);
    const reminder = await createReminder(cookie, { kind: 'check-in', time: '20:00' });
    const before = push.received.length;
    await makeDue(reminder.id);
    await push.waitFor(before + 1);
    const message = push.received.find((received) => subscription.endpoint.endsWith(received.subscriptionId));
    expect(message?.payload).toEqual({
      title: 'Tend',
      body: 'Time for your evening check-in',
      url: '/app/journal/log?type=symptoms',
      tag: 'reminder-check-in',
    });
    expect(message?.ttl).toBeGreaterThan(0);
    expect(message?.ttl).toBeLessThanOrEqual(6 * 3600);
    expect(message?.topic).toBe('tend-reminder');
    const keys = (await (await api(cookie, '')).json()) as { pushPublicKey: string };
    expect(message?.vapidKey).toBe(keys.pushPublicKey);
    await waitUntil(async () => (await outcomes(reminder.id)).length === 1);
    expect(await outcomes(reminder.id)).toEqual(['sent']);
    // It moved on to its next time, a day later.
    const after = (await (await api(cookie, '')).json()) as { reminders: Array<{ nextAt: string }> };
    expect(new Date(after.reminders[0]?.nextAt ?? '').getTime()).toBeGreaterThan(Date.now());
  });

  it('drops a reminder more than an hour late, skips one already answered, and holds one while paused', async () => {
    const { cookie } = await signUp(testApp.app);
    await addDevice(cookie);
    const late = await createReminder(cookie, { kind: 'meal', time: '12:30' });
    await makeDue(late.id, 2 * 3600_000);
    await waitUntil(async () => (await outcomes(late.id)).length === 1);
    expect(await outcomes(late.id)).toEqual(['late']);
    expect(logLines.some((line) => line.includes('more than an hour late'))).toBe(true);

    // A check-in logged today under the same time of day answers the reminder.
    const current = new Date();
    const hour = current.getUTCHours();
    const time = `${String(hour).padStart(2, '0')}:00`;
    const timeOfDay =
      hour >= 6 && hour < 12
        ? 'morning'
        : hour >= 12 && hour < 17
          ? 'afternoon'
          : hour >= 17 && hour < 21
            ? 'evening'
            : 'night';
    const logged = await send(testApp.app, '/api/journal/entries', {
      cookie,
      body: {
        id: crypto.randomUUID(),
        type: 'symptom',
        date: current.toISOString().slice(0, 10),
        content: '',
        details: { time_of_day: timeOfDay, symptomRatings: { Fatigue: 2 } },
      },
    });
    expect(logged.status, await logged.clone().text()).toBeLessThan(300);
    const answered = await createReminder(cookie, { kind: 'check-in', time });
    await makeDue(answered.id);
    await waitUntil(async () => (await outcomes(answered.id)).length === 1);
    expect(await outcomes(answered.id)).toEqual(['already-logged']);

    expect((await api(cookie, '/pause', 'POST', { days: 3 })).status).toBe(200);
    const paused = await createReminder(cookie, { kind: 'meal', time: '18:30' });
    await makeDue(paused.id);
    await waitUntil(async () => (await outcomes(paused.id)).length === 1);
    expect(await outcomes(paused.id)).toEqual(['paused']);
  });

  it('forgets a device the push service says is gone, and retries then logs a failing one', async () => {
    const { cookie } = await signUp(testApp.app);
    const gone = await addDevice(cookie);
    const failing = await addDevice(cookie);
    const hanging = await addDevice(cookie);
    push.behave(gone.subscription.endpoint, { status: 410 });
    push.behave(failing.subscription.endpoint, { status: 500 });
    push.behave(hanging.subscription.endpoint, 'hang');
    const reminder = await createReminder(cookie, { kind: 'meal', time: '08:00' });
    await makeDue(reminder.id);
    await waitUntil(async () => {
      const { devices } = (await (await api(cookie, '')).json()) as { devices: Array<{ id: string }> };
      return !devices.some((device) => device.id === gone.device.id);
    });
    // Retried with backoff (about 3, 7 and 20 s), then given up with an error in the log.
    await waitUntil(
      async () =>
        logLines.filter((line) => line.includes('giving up') && line.includes(reminder.id)).length === 2,
      60_000,
    );
    const failures = logLines.filter(
      (line) => line.includes(reminder.id) && line.includes('will be retried'),
    );
    expect(failures.length).toBeGreaterThanOrEqual(6);
    expect(logLines.some((line) => line.includes('giving up') && line.includes('answered 500'))).toBe(true);
  }, 90_000);

  it('emails a reminder with a one-click unsubscribe that stops that reminder only', async () => {
    const person = await signUp(testApp.app);
    const reminder = await createReminder(person.cookie, {
      kind: 'check-in',
      time: '09:00',
      channel: 'email',
    });
    const other = await createReminder(person.cookie, { kind: 'meal', time: '12:30', channel: 'email' });
    await makeDue(reminder.id);
    const message = await inbox.waitForMessage(person.email, { timeoutMs: 15_000 });
    expect(message.subject).toBe('Time for your morning check-in');
    // Long headers are folded onto the next line (RFC 5322); a mail client unfolds them.
    const headers = (message.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <([^>]+)>/im.exec(headers)?.[1];
    expect(header).toBeDefined();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    const link = new URL(header as string);
    expect(link.origin).toBe(testAppUrl);

    // A forged token, and this reminder's token pointed at the other reminder, are refused.
    const token = link.searchParams.get('token') as string;
    const forged = `${reminder.id}.${'A'.repeat(43)}`;
    const moved = token.replace(reminder.id, other.id);
    for (const bad of [forged, moved, 'nonsense']) {
      const query = `?token=${encodeURIComponent(bad)}`;
      const response = await testApp.app.request(`/api/unsubscribe${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(400);
      expect((await testApp.app.request(`/api/unsubscribe/reminder${query}`)).status).toBe(400);
    }

    // The email's own link is the web app's page, which asks before it stops anything; the
    // header's address opened in a browser leads there too, and a GET changes nothing.
    const pageLink = new URL(/^Stop this reminder's emails: (\S+)$/m.exec(message.text)?.[1] ?? '');
    expect(pageLink.origin).toBe(testAppUrl);
    expect(pageLink.pathname).toBe('/unsubscribe');
    expect(pageLink.searchParams.get('token')).toBe(token);
    const opened = await testApp.app.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${pageLink.pathname}${pageLink.search}`);
    const shown = await testApp.app.request(`/api/unsubscribe/reminder${link.search}`);
    expect(await shown.json()).toEqual({ name: 'Morning check-in', enabled: true });

    // RFC 8058: a POST without cookies or origin, as a mail provider sends it.
    const response = await testApp.app.request(`${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Morning check-in', enabled: false });
    const after = await testApp.app.request(`/api/unsubscribe/reminder${link.search}`);
    expect(await after.json()).toEqual({ name: 'Morning check-in', enabled: false });
    const overview = (await (await api(person.cookie, '')).json()) as {
      reminders: Array<{ id: string; enabled: boolean }>;
    };
    expect(overview.reminders.find((each) => each.id === reminder.id)?.enabled).toBe(false);
    expect(overview.reminders.find((each) => each.id === other.id)?.enabled).toBe(true);
  });

  it('sends each due reminder exactly once with two instances on one database', async () => {
    await startSender();
    const people = await Promise.all(Array.from({ length: 4 }, () => signUp(testApp.app)));
    const ids: string[] = [];
    for (const person of people) {
      await addDevice(person.cookie);
      const response = await api(person.cookie, '/presets', 'POST', { preset: 'meals' });
      const { reminders } = (await response.json()) as { reminders: Array<{ id: string }> };
      const more = await api(person.cookie, '/presets', 'POST', { preset: 'check-ins' });
      ids.push(
        ...reminders.map((r) => r.id),
        ...((await more.json()) as { reminders: Array<{ id: string }> }).reminders.map((r) => r.id),
      );
    }
    const before = push.received.length;
    // All due in the same instant, as at the top of a busy minute.
    const dueAt = new Date(Date.now() - 500);
    await testApp.db.transaction(async (tx) => {
      for (const id of ids) {
        await tx.execute(sql`update reminders set next_due_at = ${dueAt.toISOString()} where id = ${id}`);
        await setDueJob(tx, id, dueAt);
      }
    });
    await push.waitFor(before + ids.length);
    // Give a duplicate time to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(push.received.length - before).toBe(ids.length);
    const { rows } = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reminder_deliveries where reminder_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(rows[0]?.n).toBe(ids.length);
  });

  it('says in /api/health whether the sender runs', async () => {
    const instance = createTestApp();
    const health = async () =>
      ((await (await instance.app.request('/api/health')).json()) as { reminders: string }).reminders;
    try {
      expect(await health()).toBe('off');
      const sender = await startSender();
      instance.deps.reminders.sender = sender;
      expect(await health()).toBe('running');
      await sender.stop();
      expect(await health()).toBe('stopped');
    } finally {
      await instance.close();
    }
  });
  it('runs on a thread of its own at a lower priority, delivering from the queue until stopped', async () => {
    // The in-process senders of the tests above would take the job; only the thread runs now.
    for (const sender of senders.splice(0)) await sender.stop();
    // SENDER_NICE steps below this process's own priority (the tests may run under `nice`).
    const senderNice = Math.min(19, getPriority() + SENDER_NICE);
    const nicedThreads = () =>
      readdirSync('/proc/self/task').filter((task) => {
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) === senderNice;
      }).length;
    const nicedBefore = nicedThreads();
    const thread = await startSenderThread(
      {
        config: testApp.config,
        databaseUrl: inject('databaseUrl'),
        authSecret: 'test-secret-test-secret-test-secret-0123',
      },
      createLogger({ logLevel: 'warn' }, { write: (line: string) => void logLines.push(line) }),
    );
    try {
      expect(thread.running()).toBe(true);
      expect(nicedThreads()).toBeGreaterThan(nicedBefore);
      const person = await signUp(testApp.app);
      const reminder = await createReminder(person.cookie, { kind: 'meal', time: '12:30', channel: 'email' });
      await makeDue(reminder.id);
      const message = await inbox.waitForMessage(person.email, { timeoutMs: 15_000 });
      expect(message.subject).toMatch(/^Time to log your /);
      await waitUntil(async () => (await outcomes(reminder.id)).length === 1);
      expect(await outcomes(reminder.id)).toEqual(['sent']);
      // A database on this machine's loopback: the thread's PostgreSQL backends were lowered with it.
      const local = ['127.0.0.1', 'localhost'].includes(new URL(inject('databaseUrl')).hostname);
      const { rows } = await testApp.db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const backendNice = (pid: number) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        } catch {
          return undefined; // the connection ended since
        }
      };
      // SENDER_NICE steps below the backend's own priority (the database's, not this process's).
      if (local) expect(rows.some((row) => (backendNice(row.pid) ?? 0) >= SENDER_NICE)).toBe(true);
    } finally {
      await thread.stop();
    }
    expect(thread.running()).toBe(false);
    expect(nicedThreads()).toBe(nicedBefore);
  });
});

describe("a person's reminders are theirs", () => {
  it('are in the JSON export, without device secrets, and erased with the account', async () => {
    const person = await signUp(testApp.app);
    await createReminder(person.cookie, { kind: 'check-in', time: '20:00' });
    await addDevice(person.cookie);
    await api(person.cookie, '/settings', 'PUT', {
      quietHours: { start: '22:00', end: '07:00' },
      offerDismissed: true,
    });
    const exported = (await (await send(testApp.app, '/api/export', { cookie: person.cookie })).json()) as {
      reminders: {
        reminders: Array<{ time: string }>;
        quietHours: unknown;
        devices: Array<Record<string, unknown>>;
      };
    };
    expect(exported.reminders.reminders.map((reminder) => reminder.time)).toEqual(['20:00']);
    expect(exported.reminders.quietHours).toEqual({ start: '22:00', end: '07:00' });
    expect(exported.reminders.devices).toEqual([{ label: 'Test browser', addedAt: expect.any(String) }]);

    const deleted = await send(testApp.app, '/api/auth/delete-user', {
      cookie: person.cookie,
      body: { password: person.password },
    });
    expect(deleted.status).toBe(200);
    for (const table of ['reminders', 'push_subscriptions', 'reminder_settings', 'reminder_deliveries']) {
      const { rows } = await testApp.db.execute(
        sql`select 1 from ${sql.identifier(table)} where user_id = ${person.userId}`,
      );
      expect(rows, table).toHaveLength(0);
    }
  });
});
