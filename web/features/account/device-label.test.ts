import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-label.ts';

describe('describeDevice', () => {
  it('names common browsers and systems', () => {
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toEqual({ label: 'Edge on Windows', kind: 'computer' });
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
      ),
    ).toEqual({ label: 'Safari on macOS', kind: 'computer' });
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ label: 'Safari on iOS', kind: 'phone' });
    expect(
      describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'),
    ).toEqual({ label: 'Chrome on Android', kind: 'phone' });
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toEqual({
      label: 'Firefox on Linux',
      kind: 'computer',
    });
  });

  it('says so when it cannot tell', () => {
    expect(describeDevice(null).label).toBe('Unknown device');
    expect(describeDevice('').label).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0').label).toBe('Unknown device');
  });
});
