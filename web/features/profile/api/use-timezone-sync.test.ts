import { describe, expect, it } from 'vitest';
import { zoneToSync } from './use-timezone-sync.ts';

describe('zoneToSync', () => {
  it('sends nothing when the stored zone is the detected one under another name', () => {
    // The server stores Asia/Kolkata for Asia/Calcutta, which some engines report.
    expect(zoneToSync('Asia/Calcutta', 'Asia/Kolkata')).toBeUndefined();
    expect(zoneToSync('US/Pacific', 'America/Los_Angeles')).toBeUndefined();
    expect(zoneToSync('Europe/London', 'Europe/London')).toBeUndefined();
  });

  it('sends a zone that differs from the stored one, as detected, for the server to map', () => {
    expect(zoneToSync('Asia/Calcutta', 'UTC')).toBe('Asia/Calcutta');
    expect(zoneToSync('Europe/Paris', null)).toBe('Europe/Paris');
    expect(zoneToSync('Europe/Paris', 'Not/AZone')).toBe('Europe/Paris');
  });

  it('sends nothing when nothing was detected', () => {
    expect(zoneToSync(undefined, 'UTC')).toBeUndefined();
  });
});
