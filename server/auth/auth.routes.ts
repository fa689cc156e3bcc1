import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { problem } from '../http/problem.ts';
import { clientIpHeader } from './client-ip.ts';
import {
  clearSignInFailures,
  releaseSignInAttempt,
  reserveResetRequest,
  reserveSignInAttempt,
} from './sign-in-throttle.ts';

// better-auth answers everything under /api/auth. Around it we decide the client address, brake
// password guessing per account, and log every sign-in attempt (never the password).
export const authRoutes = new Hono<AppEnv>().all('/*', async (c) => {
  const { auth, pool, logger, resolveClientIp } = c.var.deps;
  const ip = resolveClientIp(socketAddress(c), c.req.header('x-forwarded-for') ?? null);
  const headers = new Headers(c.req.raw.headers);
  headers.set(clientIpHeader, ip);

  const isSignIn = c.req.method === 'POST' && c.req.path === '/api/auth/sign-in/email';
  const isResetRequest =
    c.req.method === 'POST' && c.req.path === '/api/auth/email-otp/request-password-reset';
  const email = isSignIn || isResetRequest ? await readEmail(c) : undefined;
  if (isResetRequest && email && !(await reserveResetRequest(pool, email))) {
    logger.warn({ event: 'reset-request', outcome: 'limited', ip }, 'reset code refused: too many requests');
    return problem(
      c,
      429,
      'too_many_reset_requests',
      'Too many reset codes were requested for this email. Please wait 15 minutes and try again.',
    );
  }
  if (isSignIn && email && !(await reserveSignInAttempt(pool, email))) {
    logger.warn({ event: 'sign-in', outcome: 'locked', email, ip }, 'sign-in refused: too many failures');
    return problem(
      c,
      429,
      'too_many_attempts',
      'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.',
    );
  }

  const response = await auth.handler(new Request(c.req.raw, { headers }));

  if (isSignIn) {
    const outcome = response.ok ? 'success' : response.status === 429 ? 'rate-limited' : 'failure';
    logger.info({ event: 'sign-in', outcome, status: response.status, email, ip }, 'sign-in attempt');
    // A 401 keeps its reserved attempt as a failure.
    if (email && response.ok) await clearSignInFailures(pool, email);
    else if (email && response.status !== 401) await releaseSignInAttempt(pool, email);
  }
  return response;
});

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

async function readEmail(c: Context): Promise<string | undefined> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
