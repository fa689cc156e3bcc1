import { BlockList, isIP } from 'node:net';

/** Set by our middleware on every request before better-auth sees it; any client value is replaced. */
export const clientIpHeader = 'x-tend-client-ip';

export type ClientIpResolver = (socketAddress: string | undefined, forwardedFor: string | null) => string;

/**
 * The client is the socket's peer, unless that peer is one of TRUST_PROXY's proxies: then the
 * X-Forwarded-For chain is walked from the right, skipping trusted hops, and the first untrusted
 * address is the client. A forged header from anyone else is ignored.
 */
export function createClientIpResolver(trustedProxies: string[]): ClientIpResolver {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };

  return (socketAddress, forwardedFor) => {
    const peer = normalise(socketAddress ?? '') || 'unknown';
    if (trustedProxies.length === 0 || !isTrusted(peer) || !forwardedFor) return peer;
    const hops = forwardedFor
      .split(',')
      .map((hop) => normalise(hop.trim()))
      .filter((hop) => isIP(hop) !== 0);
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index] as string;
      if (!isTrusted(hop)) return hop;
    }
    return hops[0] ?? peer;
  };
}

// IPv4 clients on a dual-stack socket appear as ::ffff:1.2.3.4.
function normalise(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
