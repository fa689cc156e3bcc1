import { randomUUID } from 'node:crypto';

// Accounts for the benchmarks, made through the public API as the web app makes them.

export const benchPassword = 'gentle-morning-walk-42';

export type Account = { name: string; email: string; password: string; cookie: string };

/** Signs a fresh user up (which signs them in) and returns the session cookie. */
export async function signUp(
  appUrl: string,
  options: { name?: string; forwardedFor?: string } = {},
): Promise<Account> {
  const name = options.name ?? 'Bench';
  const email = `bench-${randomUUID()}@example.test`;
  const response = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: jsonHeaders(appUrl, options.forwardedFor),
    body: JSON.stringify({ name, email, password: benchPassword }),
  });
  if (!response.ok) throw new Error(`Sign-up failed (${response.status}): ${await response.text()}`);
  await response.arrayBuffer();
  return { name, email, password: benchPassword, cookie: cookieFrom(response) };
}

/** The Cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!cookie) throw new Error(`No session cookie in the answer to ${response.url}.`);
  return cookie;
}

/** Origin is required on state-changing requests (CSRF check); X-Forwarded-For only behind TRUST_PROXY. */
export function jsonHeaders(appUrl: string, forwardedFor?: string, cookie?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: appUrl,
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    ...(cookie ? { cookie } : {}),
  };
}

/**
 * Distinct client addresses for requests sent through the app's trusted local proxy, so its
 * per-address limits don't throttle a benchmark. From 198.18.0.0/15, the range reserved for
 * benchmarking (RFC 2544); only ever a header value, never a destination.
 */
export function clientAddresses(): () => string {
  let next = 0;
  return () => {
    const index = next++ % (2 * 65_536);
    return `198.${18 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
  };
}
