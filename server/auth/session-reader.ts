import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type pg from 'pg';
import type { Auth } from './auth.ts';
import { createSessionLookup, type SessionRow } from './session-lookup.ts';

/** The signed-in person as every feature sees them: the account plus what the profile says of time. */
export type SignedInPerson = {
  id: string;
  name: string;
  email: string;
  /** The account creation date: nobody logs before it. */
  createdAt: Date;
  timeZone: string;
  onboardingComplete: boolean;
};

export type SessionRead = { person: SignedInPerson; sessionId: string };

// better-call's signed cookie: `${token}.${base64(HMAC-SHA256(secret, token))}`, URI-encoded.
const signatureLength = 44;

function verifiedToken(value: string | undefined, secret: KeyObject): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== signatureLength || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function toRead(row: SessionRow): SessionRead {
  return {
    sessionId: row.session_id,
    person: {
      id: row.user_id,
      name: row.name,
      email: row.email,
      createdAt: row.created_at,
      timeZone: row.timezone ?? 'UTC',
      onboardingComplete: row.onboarding_complete ?? false,
    },
  };
}

/**
 * Reads the session named by the request's cookie, checking the database for every request so that
 * sign-out, revocation and account deletion end a session at once (no cache, no cookie cache; only
 * requests that arrive together may share a lookup, see session-lookup.ts).
 *
 * The common case (a live session not yet due for its daily sliding renewal) is one query. Every
 * other case (expired, unknown, due for renewal) goes through better-auth's own getSession, which
 * deletes expired sessions, renews due ones and sets or clears the cookie; its Set-Cookie headers
 * are passed on. See docs/decisions/006-session-reads.md.
 */
export function createSessionReader(auth: Auth, pool: pg.Pool) {
  const settings = auth.$context.then((context) => ({
    // Made once: a key object spares the HMAC its key set-up on every request.
    secret: createSecretKey(Buffer.from(context.secret, 'utf8')),
    cookieName: context.authCookies.sessionToken.name,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  const lookUp = createSessionLookup(pool);
  // A cookie value that verified once verifies again (same secret, same bytes), so its token is
  // remembered instead of computing the HMAC on every request: about a twentieth of a journal
  // read's server CPU. Only verified values are kept, and the session itself is still read from the
  // database on every request. Bounded; emptied when full.
  const verifiedCookies = new Map<string, string>();
  const verifiedCookiesMax = 4096;
  const tokenOf = (value: string | undefined, secret: KeyObject): string | null => {
    if (!value) return null;
    const known = verifiedCookies.get(value);
    if (known !== undefined) return known;
    const token = verifiedToken(value, secret);
    if (token) {
      if (verifiedCookies.size >= verifiedCookiesMax) verifiedCookies.clear();
      verifiedCookies.set(value, token);
    }
    return token;
  };

  return async function readSession(c: Context): Promise<SessionRead | null> {
    const { secret, cookieName, expiresInMs, updateAgeMs } = await settings;
    const token = tokenOf(getCookie(c, cookieName), secret);
    if (!token) return null;

    const row = await lookUp(token);
    const now = Date.now();
    if (row) {
      const expiresAt = row.expires_at.getTime();
      const renewalDue = expiresAt - expiresInMs + updateAgeMs <= now;
      if (expiresAt > now && !renewalDue) return toRead(row);
    }

    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    if (!response) return null;
    const renewed = await lookUp(token);
    return renewed ? toRead(renewed) : null;
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
