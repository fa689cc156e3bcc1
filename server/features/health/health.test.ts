import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';

const { app, close } = createTestApp();
afterAll(close);

describe('GET /api/health', () => {
  it('reports ok with the database up and the version', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    // No reminder sender runs in an API test app: server/index.ts starts one beside the HTTP server.
    expect(await response.json()).toEqual({
      status: 'ok',
      version: '0.0.0',
      database: 'up',
      reminders: 'off',
    });
  });

  it('is never cached', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
