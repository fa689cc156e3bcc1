import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const generated = new Date('2026-05-01T10:00:00Z');
const later = (ms: number) => new Date(generated.getTime() + ms);

describe('timeAgo', () => {
  it('reads the first minute, and a clock slightly behind, as just now', () => {
    expect(timeAgo(generated, generated)).toBe('just now');
    expect(timeAgo(generated, later(59_999))).toBe('just now');
    expect(timeAgo(generated, later(-5_000))).toBe('just now');
  });

  it('counts whole minutes, hours and days, singular and plural', () => {
    expect(timeAgo(generated, later(60_000))).toBe('1 minute ago');
    expect(timeAgo(generated, later(5 * 60_000 + 30_000))).toBe('5 minutes ago');
    expect(timeAgo(generated, later(60 * 60_000))).toBe('1 hour ago');
    expect(timeAgo(generated, later(2 * 60 * 60_000 + 59 * 60_000))).toBe('2 hours ago');
    expect(timeAgo(generated, later(24 * 60 * 60_000))).toBe('1 day ago');
    expect(timeAgo(generated, later(3 * 24 * 60 * 60_000))).toBe('3 days ago');
  });
});
