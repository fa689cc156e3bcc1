import { describe, expect, it } from 'vitest';
import { createClientIpResolver } from './client-ip.ts';

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const resolve = createClientIpResolver([]);
    expect(resolve('203.0.113.5', null)).toBe('203.0.113.5');
    expect(resolve('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(resolve('127.0.0.1', '198.51.100.1, 10.0.0.1')).toBe('127.0.0.1');
  });

  it('ignores a forged header from a peer that is not a trusted proxy', () => {
    const resolve = createClientIpResolver(['10.0.0.1']);
    expect(resolve('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(resolve('10.0.0.2', '198.51.100.1')).toBe('10.0.0.2');
  });

  it('believes a trusted proxy, walking the chain from the right past trusted hops', () => {
    const resolve = createClientIpResolver(['10.0.0.1', '10.0.0.2']);
    expect(resolve('10.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // The client wrote "198.51.100.66" itself; the proxies appended 203.0.113.9 and 10.0.0.2.
    expect(resolve('10.0.0.1', '198.51.100.66, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(resolve('10.0.0.1', ' 198.51.100.66 ,203.0.113.9,10.0.0.2 ')).toBe('203.0.113.9');
    // Entries that are not addresses are skipped, never taken for the client.
    expect(resolve('10.0.0.1', '203.0.113.9, not-an-ip')).toBe('203.0.113.9');
  });

  it('falls back to the socket address when a trusted proxy sends no usable header', () => {
    const resolve = createClientIpResolver(['10.0.0.1']);
    expect(resolve('10.0.0.1', null)).toBe('10.0.0.1');
    expect(resolve('10.0.0.1', '')).toBe('10.0.0.1');
    expect(resolve('10.0.0.1', 'garbage')).toBe('10.0.0.1');
  });

  it('trusts CIDR ranges, IPv4 and IPv6', () => {
    const resolve = createClientIpResolver(['10.0.0.0/8', 'fd00::/8']);
    expect(resolve('10.20.30.40', '203.0.113.9, 10.99.0.1')).toBe('203.0.113.9');
    expect(resolve('fd12:3456::1', '2001:db8::5, fd00::7')).toBe('2001:db8::5');
    expect(resolve('11.0.0.1', '203.0.113.9')).toBe('11.0.0.1');
    expect(resolve('fe80::1', '2001:db8::5')).toBe('fe80::1');
  });

  it('reads IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(createClientIpResolver([])('::ffff:203.0.113.5', null)).toBe('203.0.113.5');
    const resolve = createClientIpResolver(['10.0.0.1']);
    expect(resolve('::ffff:10.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(resolve('::ffff:10.0.0.1', '::ffff:198.51.100.1, ::ffff:10.0.0.1')).toBe('198.51.100.1');
    expect(resolve('::ffff:203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it('names a request without a socket "unknown" rather than trusting a header', () => {
    expect(createClientIpResolver([])(undefined, '198.51.100.1')).toBe('unknown');
    expect(createClientIpResolver(['10.0.0.1'])(undefined, '198.51.100.1')).toBe('unknown');
  });
});
