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

/**
 * How stale a session's updated_at may be before a request marks it active again: the devices
 * list's 'Last active'. better-auth only writes it when it renews a session (once a day), which
 * left the list frozen; a write on every request would double the cost of each one. So at most
 * one write per session every few minutes, which is all a time shown to the minute needs.
 */
export const sessionActivityIntervalMs = 5 * 60 * 1000;

const markActiveStatement = {
  name: 'tend-session-mark-active',
  // The condition makes requests that raced past the same stale time write once between them.
  text: 'update session set updated_at = $2 where id = $1 and updated_at < $3',
};

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
 * The common case (a live session not yet due for its daily sliding renewal) is one query, plus at
 * most one write every few minutes that marks the session active (sessionActivityIntervalMs). Every
 * other case (expired, unknown, due for renewal) goes through better-auth's own getSession, which
 * deletes expired sessions, renews due ones and sets or clears the cookie; its Set-Cookie headers
 * are passed on. See docs/decisions/006-session-reads.md.
 */
export function createSessionReader(auth: Auth, pool: pg.Pool) {
  type Settings = { secret: KeyObject; cookieName: string; expiresInMs: number; updateAgeMs: number };
  // Resolved once; every later request reads it without awaiting (a microtask hop each).
  let resolved: Settings | undefined;
  const settings: Promise<Settings> = auth.$context.then((context) => {
    resolved = {
      // Made once: a key object spares the HMAC its key set-up on every request.
      secret: createSecretKey(Buffer.from(context.secret, 'utf8')),
      cookieName: context.authCookies.sessionToken.name,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
    return resolved;
  });

  const lookUp = createSessionLookup(pool);

  // Requests of one burst read the same stale time; the first one's write serves them all.
  const marking = new Map<string, Promise<unknown>>();
  const markActive = (sessionId: string, now: number): Promise<unknown> => {
    const pending = marking.get(sessionId);
    if (pending) return pending;
    const write = pool
      .query({
        ...markActiveStatement,
        values: [sessionId, new Date(now), new Date(now - sessionActivityIntervalMs)],
      })
      .finally(() => marking.delete(sessionId));
    marking.set(sessionId, write);
    return write;
  };
  // A Cookie header whose session cookie verified once names the same token again (same secret,
  // same bytes), and a browser sends the same header on every request of a visit. So the token is
  // remembered by the whole header, instead of parsing the header, decoding the value and computing
  // the HMAC on every request: together about a twentieth of a journal read's server CPU. Only
  // headers that verified are kept, and the session itself is still read from the database on
  // every request. Bounded in count and in the length of a header kept; emptied when full.
  const verifiedHeaders = new Map<string, string>();
  const verifiedHeadersMax = 4096;
  const verifiedHeaderMaxLength = 1024;
  const tokenOf = (c: Context, { secret, cookieName }: Settings): string | null => {
    const header = c.req.header('cookie');
    if (!header) return null;
    const known = verifiedHeaders.get(header);
    if (known !== undefined) return known;
    const token = verifiedToken(getCookie(c, cookieName), secret);
    if (token && header.length <= verifiedHeaderMaxLength) {
      if (verifiedHeaders.size >= verifiedHeadersMax) verifiedHeaders.clear();
      verifiedHeaders.set(header, token);
    }
    return token;
  };

  return async function readSession(c: Context): Promise<SessionRead | null> {
    const current = resolved ?? (await settings);
    const token = tokenOf(c, current);
    if (!token) return null;

    const row = await lookUp(token);
    const now = Date.now();
    if (row) {
      const expiresAt = row.expires_at.getTime();
      const renewalDue = expiresAt - current.expiresInMs + current.updateAgeMs <= now;
      if (expiresAt > now && !renewalDue) {
        if (now - row.updated_at.getTime() >= sessionActivityIntervalMs)
          await markActive(row.session_id, now);
        return toRead(row);
      }
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
