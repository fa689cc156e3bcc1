import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { noStore } from './no-store.ts';

describe('noStore', () => {
  it('marks the response no-store without rebuilding it', async () => {
    let built: Response | undefined;
    const app = new Hono().use(noStore).get('/data', (c) => {
      built = c.json({ private: true });
      return built;
    });
    const response = await app.request('/data');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response).toBe(built);
    expect(await response.json()).toEqual({ private: true });
  });

  it('marks a response the handler built itself, as better-auth does', async () => {
    const app = new Hono().use(noStore).get('/raw', () => Response.json({ token: 'x' }));
    const response = await app.request('/raw');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ token: 'x' });
  });

  it('replaces a weaker caching header a handler set', async () => {
    const app = new Hono().use(noStore).get('/cached', (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.text('x');
    });
    expect((await app.request('/cached')).headers.get('cache-control')).toBe('no-store');
  });
});
