import { createHmac } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { problem } from '../http/problem.ts';
import { invitationCodeHeader } from './auth.ts';
import { passAuthGate } from './auth-gate.ts';
import { clientIpHeader } from './client-ip.ts';
import {
  clearSignInFailures,
  releaseSignInAttempt,
  reserveResetRequest,
  reserveSignInAttempt,
} from './sign-in-throttle.ts';

export const authBasePath = '/api/auth';

// better-auth answers everything under /api/auth. Around it we let through only the endpoints the
// app uses, with bodies their schemas accept (auth-gate.ts), decide the client address, brake
// password guessing and reset codes per account, and log every sign-in attempt (never the password).
export const authRoutes = new Hono<AppEnv>().all('/*', async (c) => {
  const { auth, pool, logger, resolveClientIp } = c.var.deps;
  // Validation comes first: the brakes write the email into rate_limit, and PostgreSQL refuses
  // text such as a NUL character with an error.
  const gate = await passAuthGate(c, authBasePath);
  if (!gate.ok) return gate.response;

  const ip = resolveClientIp(socketAddress(c), c.req.header('x-forwarded-for') ?? null);
  const headers = new Headers(c.req.raw.headers);
  headers.set(clientIpHeader, ip);
  headers.delete('content-length');
  if (gate.body) headers.set('content-type', 'application/json');
  headers.delete(invitationCodeHeader);
  let body = gate.body;
  if (gate.endpoint === '/sign-up/email' && body) {
    const { invitationCode, ...account } = body;
    if (typeof invitationCode === 'string') headers.set(invitationCodeHeader, invitationCode);
    body = account;
  }

  const isSignIn = gate.endpoint === '/sign-in/email';
  const isResetRequest = gate.endpoint === '/email-otp/request-password-reset';
  const email = isSignIn || isResetRequest ? String(gate.body?.email).toLowerCase() : undefined;
  // The sign-in log lines name the account by a keyed hash: lines about one account can be followed
  // without the log holding anyone's address (an attacker's guesses are often someone else's).
  const account = email === undefined ? undefined : accountTag(email, auth.options.secret ?? '');
  if (isResetRequest && email && !(await reserveResetRequest(pool, email))) {
    logger.warn(
      { event: 'reset-request', outcome: 'limited', account, ip },
      'reset code refused: too many requests',
    );
    return problem(
      c,
      429,
      'too_many_reset_requests',
      'Too many reset codes were requested for this email. Please wait 15 minutes and try again.',
    );
  }
  if (isSignIn && email && !(await reserveSignInAttempt(pool, email))) {
    logger.warn({ event: 'sign-in', outcome: 'locked', account, ip }, 'sign-in refused: too many failures');
    return problem(
      c,
      429,
      'too_many_attempts',
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
    );
  }

  const response = await auth.handler(
    new Request(c.req.url, {
      method: c.req.method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    }),
  );

  if (isSignIn) {
    const outcome = response.ok ? 'success' : response.status === 429 ? 'rate-limited' : 'failure';
    logger.info({ event: 'sign-in', outcome, status: response.status, account, ip }, 'sign-in attempt');
    // A 401 keeps its reserved attempt as a failure.
    if (email && response.ok) await clearSignInFailures(pool, email);
    else if (email && response.status !== 401) await releaseSignInAttempt(pool, email);
  }
  return response;
});

/**
 * The tag an email gets in the log: 12 hex digits of an HMAC keyed by the auth secret, never the
 * address itself. Keyed, so that someone reading the log cannot test guessed addresses against it.
 */
export function accountTag(email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`log-account:${email.trim().toLowerCase()}`)
    .digest('hex')
    .slice(0, 12);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}
