import { describe, expect, it } from 'vitest';
import { zoneToSync } from './use-timezone-sync.ts';

describe('zoneToSync', () => {
  it('sends a detected alias as the zone name the server stores', () => {
    expect(zoneToSync('Asia/Calcutta', 'UTC')).toBe('Asia/Kolkata');
    expect(zoneToSync('US/Pacific', null)).toBe('America/Los_Angeles');
  });

  it('sends nothing when the stored zone is the detected one under another name', () => {
    expect(zoneToSync('Asia/Calcutta', 'Asia/Kolkata')).toBeUndefined();
    expect(zoneToSync('Europe/London', 'Europe/London')).toBeUndefined();
  });

  it('sends nothing the server would refuse, or nothing detected', () => {
    expect(zoneToSync('IST', 'UTC')).toBeUndefined();
    expect(zoneToSync(undefined, 'UTC')).toBeUndefined();
  });
});
