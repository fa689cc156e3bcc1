import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { reserveInWindow } from './rate-limit.ts';

const { pool, close } = createTestApp();
afterAll(close);

const MINUTE = 60_000;

describe('reserveInWindow', () => {
  it('counts from the start of the window, so a steady trickle is never refused', async () => {
    const limit = { key: `test:${randomUUID()}`, limit: 2, windowMs: 60 * MINUTE };
    const start = 1_700_000_000_000;
    expect(await reserveInWindow(pool, limit, start)).toBe(true);
    expect(await reserveInWindow(pool, limit, start + 50 * MINUTE)).toBe(true);
    expect(await reserveInWindow(pool, limit, start + 55 * MINUTE)).toBe(false);
    // An hour after the first use the window is fresh, though the last use was 11 minutes ago.
    expect(await reserveInWindow(pool, limit, start + 61 * MINUTE)).toBe(true);
    expect(await reserveInWindow(pool, limit, start + 62 * MINUTE)).toBe(true);
    expect(await reserveInWindow(pool, limit, start + 63 * MINUTE)).toBe(false);
  });

  it('lets parallel requests take no more than the limit', async () => {
    const limit = { key: `test:${randomUUID()}`, limit: 5, windowMs: 60 * MINUTE };
    const results = await Promise.all(Array.from({ length: 12 }, () => reserveInWindow(pool, limit)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});
