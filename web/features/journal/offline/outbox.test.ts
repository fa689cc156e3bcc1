import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntryCreate, JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { Outbox } from './outbox.ts';
import { backoffDelay, classifyResponse, type QueuedChange, type SendResult } from './outbox-changes.ts';

// The queue against a real IndexedDB implementation (fake-indexeddb) and a fake server: a map of
// entries that applies what it is sent the way the API does (a create with a known id returns the
// first entry, a delete of a missing entry is a 404).

type Server = {
  entries: Map<string, JournalEntryDto>;
  requests: QueuedChange['kind'][];
  /** What the next sends answer before the change is applied; shifted one per send. */
  script: ('network' | '500' | 'lost-answer' | { refuse: number; detail: string })[];
  send: (change: QueuedChange) => Promise<SendResult>;
  /** Runs while a send is on its way, before the server answers. */
  during?: (() => Promise<void>) | undefined;
};

function fakeServer(): Server {
  const server: Server = {
    entries: new Map(),
    requests: [],
    script: [],
    async send(change) {
      server.requests.push(change.kind);
      const step = server.script.shift();
      if (server.during) {
        const during = server.during;
        server.during = undefined;
        await during();
      }
      if (step === 'network' || step === '500') return { outcome: 'retry' };
      if (typeof step === 'object') {
        return { outcome: 'refused', status: step.refuse, code: 'refused', detail: step.detail };
      }
      let result: SendResult;
      if (change.kind === 'create') {
        const existing = server.entries.get(change.entryId);
        const entry = existing ?? dtoOf(change.entry);
        server.entries.set(entry.id, entry);
        result = { outcome: 'sent', entry };
      } else if (change.kind === 'update') {
        const existing = server.entries.get(change.entryId);
        if (!existing)
          return { outcome: 'refused', status: 404, code: 'not_found', detail: 'This entry does not exist.' };
        const entry = { ...existing, ...change.change } as JournalEntryDto;
        server.entries.set(entry.id, entry);
        result = { outcome: 'sent', entry };
      } else {
        server.entries.delete(change.entryId);
        result = { outcome: 'sent' };
      }
      // Applied on the server, but the answer never came back.
      return step === 'lost-answer' ? { outcome: 'retry' } : result;
    },
  };
  return server;
}

function dtoOf(entry: JournalEntryCreate): JournalEntryDto {
  const at = '2026-03-10T12:00:00.000Z';
  const common = { id: entry.id, content: entry.content, occurredAt: at, createdAt: at, updatedAt: at };
  if (entry.type === 'food') return { ...common, type: 'food', details: entry.details };
  if (entry.type === 'bowel') return { ...common, type: 'bowel', details: entry.details };
  return { ...common, type: 'symptom', details: entry.details };
}

const meal = (content: string): JournalEntryCreate => ({
  id: randomUUID(),
  type: 'food',
  date: '2026-03-10',
  content,
  details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
});
const change = (content: string) =>
  ({
    content,
    details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false },
  }) as const;

const open: Outbox[] = [];
let clock = 0;
let online = true;

/** The delays the queue asked its timer for, newest last. */
let scheduled: number[] = [];

function outbox(server: Server, dbName = `outbox-${randomUUID()}`) {
  const box = new Outbox({
    dbName,
    send: (queued) => server.send(queued),
    now: () => clock,
    isOnline: () => online,
    // Timers are driven by the tests (advance the clock, call replay): none may fire by itself.
    schedule: (_run, ms) => {
      scheduled.push(ms);
      return () => {};
    },
  });
  open.push(box);
  return box;
}

afterEach(async () => {
  online = true;
  clock = 0;
  scheduled = [];
  vi.restoreAllMocks();
  for (const box of open.splice(0)) await box.close();
});

describe('saving through the queue', () => {
  it('sends a create at once when online and keeps nothing', async () => {
    const server = fakeServer();
    const box = outbox(server);
    await box.setUser('u1');
    const entry = meal('Rice');
    const outcome = await box.submit({ kind: 'create', entry });
    expect(outcome).toMatchObject({ status: 'sent', result: { entry: { id: entry.id, content: 'Rice' } } });
    expect(box.pending()).toEqual([]);
    expect(server.entries.size).toBe(1);
  });

  it('keeps a create made offline, through a reload, and sends it once when back online', async () => {
    const server = fakeServer();
    const dbName = `outbox-${randomUUID()}`;
    online = false;
    const first = outbox(server, dbName);
    await first.setUser('u1');
    const entry = meal('Soup');
    expect(await first.submit({ kind: 'create', entry })).toEqual({ status: 'queued' });
    expect(server.requests).toEqual([]);
    await first.close();

    // A new page: a new queue object on the same database.
    const second = outbox(server, dbName);
    await second.setUser('u1');
    expect(second.pending().map((queued) => queued.entryId)).toEqual([entry.id]);
    online = true;
    await second.replay();
    await second.replay();
    expect(second.pending()).toEqual([]);
    expect([...server.entries.keys()]).toEqual([entry.id]);
    expect(server.requests).toEqual(['create']);
  });

  it('keeps the moment an entry was logged through a reload and an edit, and sends it with the entry', async () => {
    const server = fakeServer();
    const sentLoggedAt: (string | undefined)[] = [];
    const serverSend = server.send;
    server.send = (queued) => {
      if (queued.kind === 'create') sentLoggedAt.push(queued.entry.loggedAt);
      return serverSend(queued);
    };
    const dbName = `outbox-${randomUUID()}`;
    online = false;
    const first = outbox(server, dbName);
    await first.setUser('u1');
    const entry = { ...meal('Oatcakes'), loggedAt: '2026-03-10T22:41:00.000Z' };
    await first.submit({ kind: 'create', entry });
    clock = Date.parse('2026-03-10T22:50:00.000Z');
    await first.submit({ kind: 'update', base: dtoOf(entry), change: change('Oatcakes and cheese') });
    await first.close();

    const second = outbox(server, dbName);
    await second.setUser('u1');
    online = true;
    await second.replay();
    expect(sentLoggedAt).toEqual(['2026-03-10T22:41:00.000Z']);
    expect(server.entries.get(entry.id)?.content).toBe('Oatcakes and cheese');
  });

  it('keeps each person’s changes apart', async () => {
    const server = fakeServer();
    const dbName = `outbox-${randomUUID()}`;
    online = false;
    const box = outbox(server, dbName);
    await box.setUser('u1');
    await box.submit({ kind: 'create', entry: meal('Mine') });
    await box.setUser('u2');
    expect(box.pending()).toEqual([]);
    online = true;
    await box.replay();
    expect(server.requests).toEqual([]);
    await box.setUser('u1');
    expect(box.pending()).toHaveLength(1);
  });
});

describe('a deleted account', () => {
  it('leaves nothing of its waiting changes on the device, and keeps other people’s', async () => {
    const server = fakeServer();
    const dbName = `outbox-${randomUUID()}`;
    online = false;
    const box = outbox(server, dbName);
    await box.setUser('u2');
    await box.submit({ kind: 'create', entry: meal('Theirs') });
    await box.setUser('u1');
    await box.submit({ kind: 'create', entry: meal('Mine') });
    await box.submit({ kind: 'create', entry: meal('Mine too') });
    await box.forget('u1');
    expect(box.pending()).toEqual([]);
    expect(box.userId).toBeUndefined();

    const reopened = outbox(server, dbName);
    await reopened.setUser('u1');
    expect(reopened.pending()).toEqual([]);
    await reopened.setUser('u2');
    expect(reopened.pending().map((queued) => queued.kind)).toEqual(['create']);
  });
});

describe('folding changes to the same entry', () => {
  it('folds an edit of a waiting create into it, and a delete of one removes it', async () => {
    const server = fakeServer();
    online = false;
    const box = outbox(server);
    await box.setUser('u1');
    const kept = meal('Porrdige');
    const dropped = meal('Mistake');
    await box.submit({ kind: 'create', entry: kept });
    await box.submit({ kind: 'create', entry: dropped });
    await box.submit({ kind: 'update', base: dtoOf(kept), change: change('Porridge') });
    await box.submit({ kind: 'delete', base: dtoOf(dropped) });
    expect(box.pending()).toHaveLength(1);
    expect(box.pending()[0]).toMatchObject({ kind: 'create', entry: { content: 'Porridge' } });

    online = true;
    await box.replay();
    expect(server.requests).toEqual(['create']);
    expect(server.entries.get(kept.id)?.content).toBe('Porridge');
    expect(server.entries.has(dropped.id)).toBe(false);
  });

  it('turns a delete of a create that was already tried into a delete: the server may have it', async () => {
    const server = fakeServer();
    const box = outbox(server);
    await box.setUser('u1');
    const entry = meal('Toast');
    server.script = ['lost-answer'];
    expect(await box.submit({ kind: 'create', entry })).toEqual({ status: 'queued' });
    expect(server.entries.has(entry.id)).toBe(true);

    online = false;
    await box.submit({ kind: 'delete', base: dtoOf(entry) });
    expect(box.pending()).toMatchObject([{ kind: 'delete' }]);
    online = true;
    clock += 120_000;
    await box.replay();
    expect(server.entries.has(entry.id)).toBe(false);
    expect(box.pending()).toEqual([]);
  });

  it('sends an edit made while its create was on the way, as an edit of the saved entry', async () => {
    const server = fakeServer();
    const box = outbox(server);
    await box.setUser('u1');
    const entry = meal('Salad');
    server.during = () => box.enqueue({ kind: 'update', base: dtoOf(entry), change: change('Green salad') });
    await box.submit({ kind: 'create', entry });
    await box.replay();
    expect(server.requests).toEqual(['create', 'update']);
    expect(server.entries.get(entry.id)?.content).toBe('Green salad');
    expect(box.pending()).toEqual([]);
  });

  it('replaces a waiting edit by a later one, and by a delete', async () => {
    const server = fakeServer();
    const a = dtoOf(meal('A'));
    const b = dtoOf(meal('B'));
    server.entries.set(a.id, a);
    server.entries.set(b.id, b);
    online = false;
    const box = outbox(server);
    await box.setUser('u1');
    await box.submit({ kind: 'update', base: a, change: change('A1') });
    await box.submit({ kind: 'update', base: a, change: change('A2') });
    await box.submit({ kind: 'update', base: b, change: change('B1') });
    await box.submit({ kind: 'delete', base: b });
    // Nothing follows a delete.
    await box.submit({ kind: 'update', base: b, change: change('B2') });
    expect(box.pending().map((queued) => queued.kind)).toEqual(['update', 'delete']);
    online = true;
    await box.replay();
    expect(server.requests).toEqual(['update', 'delete']);
    expect(server.entries.get(a.id)?.content).toBe('A2');
    expect(server.entries.has(b.id)).toBe(false);
  });
});

describe('failures', () => {
  it('retries network errors and 5xx with backoff, and stops at the first one', async () => {
    const server = fakeServer();
    const box = outbox(server);
    await box.setUser('u1');
    server.script = ['500'];
    const first = meal('One');
    expect(await box.submit({ kind: 'create', entry: first })).toEqual({ status: 'queued' });
    const [waiting] = box.pending();
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.notBefore).toBeGreaterThanOrEqual(1_000);

    // Not due yet: a replay now sends nothing.
    await box.replay();
    expect(server.requests).toEqual(['create']);

    server.script = ['network'];
    clock = 1_300;
    await box.replay();
    expect(box.pending()[0]?.attempts).toBe(2);
    expect(box.pending()[0]?.notBefore).toBeGreaterThanOrEqual(clock + 2_000);

    clock = 10_000;
    await box.replay();
    expect(box.pending()).toEqual([]);
    expect(server.entries.size).toBe(1);
    expect(server.requests).toEqual(['create', 'create', 'create']);
  });

  it('drops a refused change and reports it, to the caller or to the app, never retrying it', async () => {
    const server = fakeServer();
    const box = outbox(server);
    await box.setUser('u1');
    const refusals: string[] = [];
    box.onRefused(({ refusal }) => refusals.push(refusal.detail));

    server.script = [{ refuse: 422, detail: 'You cannot log entries for future dates.' }];
    const outcome = await box.submit({ kind: 'create', entry: meal('Tomorrow') });
    expect(outcome).toMatchObject({ status: 'refused', refusal: { status: 422 } });
    // The caller shows it; the app's listener is for replays nobody waits on.
    expect(refusals).toEqual([]);

    online = false;
    await box.submit({ kind: 'create', entry: meal('Old') });
    online = true;
    server.script = [{ refuse: 403, detail: 'This entry is older than 7 days and cannot be edited' }];
    await box.replay();
    expect(refusals).toEqual(['This entry is older than 7 days and cannot be edited']);
    expect(box.pending()).toEqual([]);
    await box.replay();
    expect(server.requests).toEqual(['create', 'create']);
  });
});

describe('when the network comes back', () => {
  it('waits out the failed change’s backoff, not a retry per waiting change', async () => {
    const server = fakeServer();
    online = false;
    const box = outbox(server);
    await box.setUser('u1');
    for (const name of ['One', 'Two', 'Three']) await box.submit({ kind: 'create', entry: meal(name) });
    online = true;
    server.script = ['500'];
    scheduled = [];
    await box.replay();
    // One request, then a timer for that change's backoff (1 to 1.2 s), not for the untried ones.
    expect(server.requests).toEqual(['create']);
    expect(scheduled.at(-1)).toBeGreaterThanOrEqual(1_000);
    expect(scheduled.at(-1)).toBeLessThanOrEqual(1_200);
  });

  it('sends at once on the browser’s online signal, backoff or not', async () => {
    const server = fakeServer();
    const box = outbox(server);
    await box.setUser('u1');
    server.script = ['network', 'network'];
    await box.submit({ kind: 'create', entry: meal('Late') });
    clock = 5_000;
    await box.replay();
    await box.replay();
    expect(box.pending()[0]?.notBefore).toBeGreaterThan(clock);
    await box.replay({ ignoreBackoff: true });
    expect(box.pending()).toEqual([]);
    expect(server.entries.size).toBe(1);
  });
});

describe('without IndexedDB', () => {
  it('still sends a change at once, and says when it could neither send nor keep it', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    });
    const server = fakeServer();
    const box = outbox(server);
    const entry = meal('Kept nowhere');
    expect(await box.submit({ kind: 'create', entry })).toMatchObject({ status: 'sent' });
    expect(server.entries.has(entry.id)).toBe(true);
    server.script = ['network'];
    await expect(box.submit({ kind: 'create', entry: meal('Lost') })).rejects.toThrow(/cannot keep it/);
  });
});

describe('classifyResponse and backoff', () => {
  it('treats only a 4xx problem as final, and sign-in, timeouts and rate limits as passing', () => {
    const problem = { code: 'x', detail: 'No.' };
    expect(classifyResponse(201, undefined)).toBe('sent');
    expect(classifyResponse(204, undefined)).toBe('sent');
    expect(classifyResponse(422, problem)).toBe('refused');
    expect(classifyResponse(403, problem)).toBe('refused');
    expect(classifyResponse(404, problem)).toBe('refused');
    expect(classifyResponse(400, undefined)).toBe('retry'); // not our API's answer (a proxy page)
    for (const status of [401, 408, 429, 500, 502, 503])
      expect(classifyResponse(status, problem)).toBe('retry');
  });

  it('doubles from a second up to a minute', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => backoffDelay(attempts, none))).toEqual([
      1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffDelay(1, () => 1)).toBe(1_200);
  });
});
