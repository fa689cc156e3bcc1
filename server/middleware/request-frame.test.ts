import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { framedServerOptions } from '../http/framed-server-response.ts';
import { createLogger } from '../logger.ts';
import { requestFrame } from './request-frame.ts';

const lines: string[] = [];
const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
const deps = { config: { isProduction: false }, logger } as unknown as AppDeps;

function framedApp() {
  return new Hono<AppEnv>().use(requestFrame(deps));
}

describe('requestFrame', () => {
  it('marks an API answer no-store with the API headers, without rebuilding it', async () => {
    let built: Response | undefined;
    const app = framedApp().get('/api/data', (c) => {
      built = c.json({ private: true });
      return built;
    });
    const response = await app.request('/api/data');
    expect(response).toBe(built);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ private: true });
  });

  it('sets its headers on an answer the handler built itself, as better-auth does', async () => {
    const app = framedApp().get('/api/raw', () => Response.json({ token: 'x' }));
    const response = await app.request('/api/raw');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(await response.json()).toEqual({ token: 'x' });
  });

  it('replaces a weaker caching header an API handler set, and leaves pages their own', async () => {
    const app = framedApp()
      .get('/api/cached', (c) => {
        c.header('Cache-Control', 'public, max-age=60');
        return c.text('x');
      })
      .get('/page', (c) => {
        c.header('Cache-Control', 'no-cache');
        return c.html('<p>x</p>');
      });
    expect((await app.request('/api/cached')).headers.get('cache-control')).toBe('no-store');
    const page = await app.request('/page');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('frames error answers too', async () => {
    const app = framedApp().get('/api/fails', () => {
      throw new Error('boom');
    });
    app.onError((_error, c) => c.json({ status: 500 }, 500));
    const response = await app.request('/api/fails');
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it("keeps a proxy's request id when it is safe, and makes a new one otherwise", async () => {
    const app = framedApp().get('/api/id', (c) => c.text(c.get('requestId')));
    const kept = await app.request('/api/id', { headers: { 'X-Request-Id': 'proxy-id_42=' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-id_42=');
    expect(await kept.text()).toBe('proxy-id_42=');
    for (const unsafe of ['has space', 'x'.repeat(256), 'semi;colon', '<script>']) {
      const response = await app.request('/api/id', { headers: { 'X-Request-Id': unsafe } });
      expect(response.headers.get('x-request-id')).not.toBe(unsafe);
      expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    }
  });

  it('logs one line per request with its id, method, path and status, never its query', async () => {
    const app = framedApp().get('/api/search', (c) => c.text('ok', 201));
    lines.length = 0;
    const response = await app.request('/api/search?email=robin@example.test');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'request',
      requestId: response.headers.get('x-request-id'),
      method: 'GET',
      path: '/api/search',
      status: 201,
    });
    expect(typeof line.ms).toBe('number');
    expect(lines[0]).not.toContain('robin');
  });
});

// As the app runs (server/index.ts): the headers are fixed on Node's response before the handler.
describe('requestFrame behind Node', () => {
  const app = framedApp()
    .get('/api/data', (c) => c.json({ private: true }))
    .get('/api/cached', (c) => {
      // A handler cannot weaken what the frame fixed, in either of hono's ways of writing headers.
      c.header('Cache-Control', 'public, max-age=60');
      c.header('Content-Security-Policy', 'default-src *');
      return c.text('x');
    })
    .get('/api/raw', () => Response.json({ token: 'x' }, { headers: { 'cache-control': 'max-age=60' } }))
    .get('/api/fails', () => {
      throw new Error('boom');
    })
    .get('/page', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html('<p>x</p>');
    });
  app.onError((_error, c) => c.json({ status: 500 }, 500));
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: framedServerOptions,
  });
  const listening = new Promise<string>((resolve) =>
    server.once('listening', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const get = async (path: string, headers: Record<string, string> = {}) =>
    fetch(`${await listening}${path}`, { headers });

  it('gives an API answer the API headers and its id, and logs it', async () => {
    lines.length = 0;
    const response = await get('/api/data?email=robin@example.test', { 'X-Request-Id': 'proxy-id_42=' });
    expect(await response.json()).toEqual({ private: true });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toBe('proxy-id_42=');
    expect(response.headers.get('permissions-policy')).toBeNull();
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ requestId: 'proxy-id_42=', path: '/api/data', status: 200 }),
    ]);
  });

  it("keeps the frame's values over a handler's own, on answers it built either way", async () => {
    const cached = await get('/api/cached');
    expect(await cached.text()).toBe('x');
    expect(cached.headers.get('cache-control')).toBe('no-store');
    expect(cached.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const raw = await get('/api/raw');
    expect(await raw.json()).toEqual({ token: 'x' });
    expect(raw.headers.get('cache-control')).toBe('no-store');
    expect(raw.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
  });

  it('frames error answers and pages, and leaves pages their own caching', async () => {
    const failed = await get('/api/fails');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(failed.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    const page = await get('/page');
    expect(await page.text()).toBe('<p>x</p>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });
});
