import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { journalEntries } from './db/schema/index.ts';
import { createLogger } from './logger.ts';
import { createTestApp } from './test/test-app.ts';

// Logs never hold journal content, names, other people's emails, codes or tokens: the
// logger drops the values a database error carries and redacts fields that hold personal data.

const lines: string[] = [];
const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
const { app, db, close } = createTestApp({ logger });
afterAll(close);

type LogLine = Record<string, unknown> & { msg: string; err?: Record<string, unknown> };
const entries = () => lines.map((line) => JSON.parse(line) as LogLine);

async function failure(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describe('logging errors from the database', () => {
  it('keeps what went wrong but never the journal text of a failed insert', async () => {
    const journalText = `strawberries and cream ${randomUUID()}\u0000`;
    const error = await failure(() =>
      db.insert(journalEntries).values({
        id: randomUUID(),
        userId: randomUUID(),
        type: 'food',
        content: journalText,
        occurredAt: new Date(),
        details: {},
      }),
    );
    // The error itself carries the text, in its message and its params: that is what must not leak.
    expect(String((error as Error).message)).toContain(journalText.slice(0, 30));

    lines.length = 0;
    logger.error({ err: error }, 'unhandled error');
    const [line] = entries();
    expect(line?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22021' } });
    expect(String(line?.err?.message)).toMatch(/^Failed query: insert into "journal_entries"/);
    expect(String(line?.err?.stack)).toContain('    at ');
    expect(lines.join('\n')).not.toContain(journalText.slice(0, 30));
  });

  it('drops a value PostgreSQL quotes in its own message', async () => {
    const journalText = `felt bloated after lunch ${randomUUID()}`;
    const error = await failure(() => db.execute(sql`select ${journalText}::int`));
    lines.length = 0;
    logger.error({ err: error }, 'unhandled error');
    const cause = entries()[0]?.err?.cause as Record<string, unknown>;
    expect(cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
      routine: expect.any(String),
    });
    expect(lines.join('\n')).not.toContain(journalText);
  });

  it('logs a request that fails in the database without its values', async () => {
    const journalText = `oat porridge with honey ${randomUUID()}`;
    app.post('/logger-test/fail', async () => {
      await db.execute(sql`select ${journalText}::int`);
      return new Response('unreachable');
    });
    lines.length = 0;
    const response = await app.request('/logger-test/fail', { method: 'POST' });
    expect(response.status).toBe(500);
    const unhandled = entries().find((entry) => entry.msg === 'unhandled error');
    expect(unhandled?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '22P02' } });
    expect(lines.join('\n')).not.toContain(journalText);
  });
});

describe('logging objects that hold personal data', () => {
  it('redacts names, emails, content, codes, tokens, cookies and authorization headers', () => {
    const secrets = {
      name: 'Robin Hood',
      email: 'robin@example.test',
      content: 'two slices of toast',
      code: '482913',
      otp: '771204',
      token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      cookie: 'tend.session_token=abc.def',
      authorization: 'Bearer AbCdEfGhIjKlMnOpQrStUvWx',
    };
    lines.length = 0;
    logger.info(
      {
        ...secrets,
        user: { name: secrets.name, email: secrets.email },
        entry: { content: secrets.content },
        headers: { cookie: secrets.cookie, authorization: secrets.authorization },
        req: { headers: { cookie: secrets.cookie, authorization: secrets.authorization } },
      },
      'something happened',
    );
    const logged = lines.join('\n');
    for (const [field, value] of Object.entries(secrets)) {
      expect(logged, field).not.toContain(value);
    }
    expect(entries()[0]).toMatchObject({ name: '[redacted]', user: { email: '[redacted]' } });
  });

  it('keeps a numeric code such as an exit status', () => {
    lines.length = 0;
    logger.error({ code: 1, signal: null }, 'the embedded PostgreSQL stopped unexpectedly');
    expect(entries()[0]).toMatchObject({ code: 1 });
  });
});
