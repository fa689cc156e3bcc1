import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/common/day-key.ts';
import { bearableCsv } from '#domain/import/test-support/fixtures.ts';
import { createTestApp, testAppUrl } from '#server/test/test-app.ts';
import { signUpInZone } from '#server/test/users.ts';

// Over a real socket, an upload is read from Node's request into one buffer and moved to the
// import thread (tests that call the app directly take the web Request's path instead). A body of
// a few kB lies in Node's shared buffer pool, which must be copied rather than moved; a larger one
// has a buffer of its own.

const { app, close } = createTestApp();
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as http.Server;
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await close();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day key as Bearable writes it: '2nd Jun 2020'. */
function bearableDay(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  const teen = day >= 11 && day <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th');
  return `${day}${suffix} ${MONTHS[month - 1]} ${year}`;
}

/** A headache every morning for `days` days from 1 June 2020. */
function headacheDays(days: number): string {
  const rows = Array.from({ length: days }, (_, index) => {
    const day = bearableDay(addDays('2020-06-01', index));
    return `${day},,am,Symptoms,2,Headache (Moderate),`;
  });
  return ['date,weekday,time of day,category,rating/amount,detail,notes', ...rows].join('\n');
}

async function preview(cookie: string, text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'bearable.csv'));
  const response = await fetch(`${baseUrl}/api/imports/preview`, {
    method: 'POST',
    headers: { origin: testAppUrl, cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('an upload read straight from the socket', () => {
  it('previews a small file, whose bytes lie in the shared pool', async () => {
    const { cookie } = await signUpInZone(app, 'Europe/London');
    expect(bearableCsv.length).toBeLessThan(2000);
    const { status, body } = await preview(cookie, bearableCsv);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.format).toBe('bearable');
    expect(body.range).toEqual({ first: '2020-09-22', last: '2020-09-25' });
  });

  it('previews a larger file, whose buffer is its own, every row of it', async () => {
    const { cookie } = await signUpInZone(app, 'Europe/London');
    const text = headacheDays(400);
    expect(text.length).toBeGreaterThan(16_000);
    const { status, body } = await preview(cookie, text);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.range).toEqual({ first: '2020-06-01', last: addDays('2020-06-01', 399) });
    expect((body.counts as Record<string, number>).symptom).toBe(400);
  });
});
