import { describe, expect, it } from 'vitest';
import { earlyReadsFor } from './early-reads.ts';

describe('earlyReadsFor', () => {
  it('gives the dashboard its session, today and profile reads, also at /app and with a trailing slash', () => {
    for (const path of ['/app/home', '/app/home/', '/app', '/app/']) {
      expect(earlyReadsFor(path)).toEqual(['/api/me', '/api/journal/today', '/api/profile']);
    }
  });

  it('gives Insights its session, insights and today reads, also with a trailing slash', () => {
    for (const path of ['/app/insights', '/app/insights/']) {
      expect(earlyReadsFor(path)).toEqual(['/api/me', '/api/insights', '/api/journal/today']);
    }
  });

  it('gives every other signed-in page the session read alone', () => {
    for (const path of ['/app/journal/log', '/app/journal/history', '/app/profile', '/onboarding']) {
      expect(earlyReadsFor(path)).toEqual(['/api/me']);
    }
  });

  it('gives Trends its one read, at the address of the range the page shows', () => {
    expect(earlyReadsFor('/app/trends')).toEqual(['/api/me', '/api/trends']);
    expect(earlyReadsFor('/app/trends/', '?range=7')).toEqual(['/api/me', '/api/trends?range=7']);
    expect(earlyReadsFor('/app/trends', '?to=2026-11-20&from=2026-11-01&range=7')).toEqual([
      '/api/me',
      '/api/trends?from=2026-11-01&to=2026-11-20',
    ]);
    expect(earlyReadsFor('/app/trends', '?range=14')).toEqual(['/api/me', '/api/trends']);
  });

  it('gives public and auth pages nothing, so visitors ask for no personal data', () => {
    for (const path of ['/', '/about', '/auth/sign-in', '/application', '/apps/home', '/onboarding-help']) {
      expect(earlyReadsFor(path)).toEqual([]);
    }
  });
});
