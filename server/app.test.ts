import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonBodyLimitBytes } from './app.ts';
import { createTestApp } from './test/test-app.ts';

// The app's cross-cutting behaviour: problem responses, security headers, caching, body limit and
// the SPA shell. Runs the real app (with a real database) in process.

// The web root sits in a folder named "assets" on purpose: only the web app's own assets/ folder
// makes files immutable.
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'tend-web-'));
const webRoot = path.join(tempDir, 'assets', 'web');
const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc.js"></script></head></html>\n';
mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
// The public pages' shell: index.html plus a preload of the router, which the landing page does without.
const siteHtml = indexHtml.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/router-abc.js"></head>',
);
writeFileSync(path.join(webRoot, 'site.html'), siteHtml);
// The signed-in shell: index.html plus preloads of the dashboard's route code.
const appHtml = indexHtml.replace('</head>', '<link rel="modulepreload" href="/assets/home-abc.js"></head>');
writeFileSync(path.join(webRoot, 'app.html'), appHtml);
// Insights' own shell preloads its page's code instead; Trends' is missing here, so it gets app.html.
const insightsHtml = indexHtml.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/insights-abc.js"></head>',
);
writeFileSync(path.join(webRoot, 'app-insights.html'), insightsHtml);
writeFileSync(path.join(webRoot, 'assets', 'app-abc.js'), 'console.log("tend");\n');
writeFileSync(path.join(webRoot, 'assets', 'app-abc.js.gz'), 'pretend this is gzip');
// The installable app's files sit at the root, outside assets/, under names that never change.
const serviceWorker = 'self.skipWaiting();\n';
writeFileSync(path.join(webRoot, 'sw.js'), serviceWorker);
writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Tend"}');
writeFileSync(path.join(webRoot, 'manifest.webmanifest.br'), 'pretend this is brotli');
// A file next to the web root that no request may reach.
writeFileSync(path.join(webRoot, '..', 'secret.txt'), 'not public\n');

const api = createTestApp();
const withSpa = createTestApp({ webRoot });
const production = createTestApp({
  env: { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(32), SMTP_URL: 'smtp://127.0.0.1:2525' },
  webRoot,
});

afterAll(async () => {
  await Promise.all([api.close(), withSpa.close(), production.close()]);
  rmSync(tempDir, { recursive: true, force: true });
});

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ status, code });
  expect(typeof body.detail).toBe('string');
  expect(body.detail).not.toBe('');
  return body;
}

function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectCommonSecurityHeaders(response: Response) {
  const csp = cspDirectives(response);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // No inline script, and no fallback that would allow one.
  expect(csp.get('default-src')).not.toContain("'unsafe-inline'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
}

function expectPageSecurityHeaders(response: Response) {
  expectCommonSecurityHeaders(response);
  const csp = cspDirectives(response);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
}

// API answers are data: their policy allows nothing, and other sites may not read them.
function expectApiSecurityHeaders(response: Response) {
  expectCommonSecurityHeaders(response);
  expect(cspDirectives(response).get('default-src')).toEqual(["'none'"]);
  expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  // Headers that only steer a document are not sent with data.
  expect(response.headers.get('permissions-policy')).toBeNull();
  expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
}

describe('problem responses', () => {
  it('answers an unknown /api path with a 404 problem', async () => {
    const response = await api.app.request('/api/no/such/thing');
    const body = await expectProblem(response, 404, 'not_found');
    expect(body.detail).toContain('/api/no/such/thing');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown method on a known /api path with a problem', async () => {
    await expectProblem(await api.app.request('/api/health', { method: 'DELETE' }), 404, 'not_found');
  });

  it('answers a path outside /api with a 404 problem when no web app is mounted', async () => {
    await expectProblem(await api.app.request('/some/page'), 404, 'not_found');
  });
});

describe('security headers', () => {
  it('are on API responses, problems included', async () => {
    expectApiSecurityHeaders(await api.app.request('/api/health'));
    expectApiSecurityHeaders(await api.app.request('/api/unknown'));
    expectApiSecurityHeaders(await api.app.request('/api/auth/get-session'));
  });

  it('are on pages and assets', async () => {
    expectPageSecurityHeaders(await withSpa.app.request('/'));
    expectPageSecurityHeaders(await withSpa.app.request('/app/today'));
    expectPageSecurityHeaders(await withSpa.app.request('/assets/app-abc.js'));
    expect((await withSpa.app.request('/')).headers.get('permissions-policy')).toContain('camera=()');
  });

  it('include HSTS only in production', async () => {
    for (const response of [await api.app.request('/api/health'), await withSpa.app.request('/')]) {
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    for (const response of [await production.app.request('/api/health'), await production.app.request('/')]) {
      const hsts = response.headers.get('strict-transport-security') ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
    }
  });

  it('give each request its own id', async () => {
    const first = (await api.app.request('/api/health')).headers.get('x-request-id');
    const second = (await api.app.request('/api/health')).headers.get('x-request-id');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });
});

describe('caching', () => {
  it('forbids storing any /api response', async () => {
    for (const response of [
      await api.app.request('/api/health'),
      await api.app.request('/api/unknown'),
      await withSpa.app.request('/api/unknown'),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('request body limit', () => {
  const overLimit = JSON.stringify({ note: 'x'.repeat(jsonBodyLimitBytes) });

  it('is 64 KiB', () => {
    expect(jsonBodyLimitBytes).toBe(64 * 1024);
  });

  it('refuses a JSON body over 64 KiB to an /api path with a 413 problem', async () => {
    const response = await api.app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(overLimit)) },
      body: overLimit,
    });
    await expectProblem(response, 413, 'body_too_large');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses it also when it is streamed without a length', async () => {
    const bytes = new TextEncoder().encode(overLimit);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 8192) {
          controller.enqueue(bytes.subarray(offset, offset + 8192));
        }
        controller.close();
      },
    });
    const response = await api.app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectProblem(response, 413, 'body_too_large');
  });

  it('lets a body within the limit through to routing', async () => {
    const withinLimit = JSON.stringify({ note: 'x'.repeat(jsonBodyLimitBytes - 100) });
    const response = await api.app.request('/api/health', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(withinLimit)),
      },
      body: withinLimit,
    });
    // There is no POST /api/health: the refusal is routing's, not the limit's.
    await expectProblem(response, 404, 'not_found');
  });
});

describe('the web app', () => {
  it('serves the shell for client-side routes, to be revalidated on every load', async () => {
    for (const route of ['/', '/?from=home', '/index.html']) {
      const response = await withSpa.app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // The landing page: the lighter index.html, without the router's preload.
      expect(await response.text(), route).toBe(indexHtml);
    }
    for (const route of ['/some/client/route', '/auth/sign-in', '/about', '/application']) {
      const response = await withSpa.app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text(), route).toBe(siteHtml);
    }
  });

  it('serves the signed-in shell, with its preloads, for the app and onboarding', async () => {
    for (const route of ['/app', '/app/home', '/app/journal/log?type=symptom', '/onboarding']) {
      const response = await withSpa.app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(appHtml);
    }
  });

  it("serves a page with its own shell that one, preloading that page's code only", async () => {
    for (const route of ['/app/insights', '/app/insights/']) {
      const response = await withSpa.app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text(), route).toBe(insightsHtml);
    }
    // A shell the build did not write falls back to the dashboard's.
    expect(await (await withSpa.app.request('/app/trends')).text()).toBe(appHtml);
  });

  it('announces the reads a signed-in page starts with, and none for public pages', async () => {
    const link = async (route: string) => (await withSpa.app.request(route)).headers.get('link');
    expect(await link('/app/home')).toBe(
      '</api/me>; rel=preload; as=fetch; crossorigin, </api/journal/today>; rel=preload; as=fetch; crossorigin, ' +
        '</api/profile>; rel=preload; as=fetch; crossorigin',
    );
    expect(await link('/app/insights')).toBe(
      '</api/me>; rel=preload; as=fetch; crossorigin, </api/insights>; rel=preload; as=fetch; crossorigin, ' +
        '</api/journal/today>; rel=preload; as=fetch; crossorigin',
    );
    expect(await link('/app/journal/history')).toBe('</api/me>; rel=preload; as=fetch; crossorigin');
    // Trends' read follows the range in the page's own address.
    expect(await link('/app/trends?range=7')).toBe(
      '</api/me>; rel=preload; as=fetch; crossorigin, </api/trends?range=7>; rel=preload; as=fetch; crossorigin',
    );
    expect(await link('/')).toBeNull();
    expect(await link('/auth/sign-in')).toBeNull();
  });

  it('serves hashed assets as immutable', async () => {
    const response = await withSpa.app.request('/assets/app-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("tend");\n');
  });

  it('serves a precompressed asset to a client that accepts it, still immutable', async () => {
    const response = await withSpa.app.request('/assets/app-abc.js', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never marks the shell immutable, even for a missing asset it stands in for', async () => {
    const response = await withSpa.app.request('/assets/app-old.js');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker to be revalidated on every load, so a new release reaches people', async () => {
    const response = await withSpa.app.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(serviceWorker);
  });

  it('serves the web app manifest as application/manifest+json, revalidated, also precompressed', async () => {
    for (const headers of [{ 'accept-encoding': 'identity' }, { 'accept-encoding': 'br' }]) {
      const response = await withSpa.app.request('/manifest.webmanifest', { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('keeps unknown /api paths as 404 problems, not the shell', async () => {
    await expectProblem(await withSpa.app.request('/api/unknown'), 404, 'not_found');
    await expectProblem(await withSpa.app.request('/api'), 404, 'not_found');
  });

  it('serves nothing from outside its folder', async () => {
    for (const route of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const response = await withSpa.app.request(route);
      expect(await response.text()).not.toContain('not public');
    }
  });
});
