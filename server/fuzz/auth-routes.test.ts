import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText } from '#domain/common/storable-text.ts';
import {
  contentTypeArb,
  type FuzzRequest,
  fuzzParameters,
  fuzzRequest,
  mutatedBody,
  pathSegmentArb,
  queryArb,
  textArb,
} from '../test/fuzz.ts';
import { createTestApp } from '../test/test-app.ts';
import { signUp, testPassword, uniqueEmail } from '../test/users.ts';

// Property-based fuzzing of the better-auth endpoints the web app uses (server/auth, web/lib):
// whatever arrives, never a 5xx, and nothing stored that PostgreSQL could not hold as sent. Kept
// apart from app-routes.test.ts because the validating layer in front of better-auth is its own
// piece of work. Bounded like the app fuzz: see server/test/fuzz.ts for FUZZ_RUNS and FUZZ_SEED.

const { app, pool, close } = createTestApp();
afterAll(close);

type Person = { userId: string; email: string; cookie: string };
const people: Person[] = [];
/** Emails the fuzz signed up, to check what was stored for them. */
const emails: string[] = [];

beforeAll(async () => {
  for (let index = 0; index < 2; index++) {
    const { userId, email, cookie } = await signUp(app);
    people.push({ userId, email, cookie });
    emails.push(email);
  }
});

const personArb = fc.constantFrom(0, 1).map((index) => people[index] as Person);

const mostly = <T>(valid: fc.Arbitrary<T>, other: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 10, arbitrary: valid }, { weight: 1, arbitrary: other });

// Fresh emails mostly (so sign-ups get as far as creating a user), known ones, and hostile text.
const emailArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null).map(() => uniqueEmail('fuzz')) },
  { weight: 2, arbitrary: personArb.map((person) => person.email) },
  { weight: 2, arbitrary: textArb.map((text) => `${text}@example.test`) },
  { weight: 1, arbitrary: textArb },
);
const passwordArb = mostly(
  fc.constantFrom(testPassword, 'another-gentle-walk-7', 'wrong-password-123'),
  textArb,
);
const nameArb = mostly(fc.constantFrom('Robin', 'Zoë', '李'), textArb);
const otpArb = mostly(fc.constantFrom('123456', '000000'), textArb);
const otpTypeArb = mostly(fc.constantFrom('forget-password', 'email-verification', 'sign-in'), textArb);

type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  /** A valid-looking body for POST endpoints. */
  body?: fc.Arbitrary<Record<string, unknown>>;
  runs: number;
  signedIn: boolean;
};

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: fc.record({ name: nameArb, email: emailArb, password: passwordArb }),
    runs: 25,
    signedIn: false,
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: fc.record({ email: emailArb, password: passwordArb }),
    runs: 25,
    signedIn: false,
  },
  { method: 'GET', path: '/api/auth/get-session', runs: 15, signedIn: true },
  { method: 'GET', path: '/api/auth/list-sessions', runs: 15, signedIn: true },
  {
    method: 'POST',
    path: '/api/auth/update-user',
    body: fc.record({ name: nameArb }, { requiredKeys: [] }),
    runs: 30,
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    // Mostly a wrong current password: the person keeps their password for the other runs.
    body: fc.record({
      currentPassword: mostly(fc.constant('wrong-password-123'), textArb),
      newPassword: passwordArb,
      revokeOtherSessions: fc.oneof(
        { weight: 10, arbitrary: fc.boolean() as fc.Arbitrary<unknown> },
        { weight: 1, arbitrary: textArb },
      ),
    }),
    runs: 25,
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/auth/revoke-session',
    body: fc.record({ token: mostly(fc.constantFrom('no-such-token', ''), textArb) }),
    runs: 25,
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/auth/delete-user',
    body: fc.record({ password: mostly(fc.constant('wrong-password-123'), textArb) }, { requiredKeys: [] }),
    runs: 20,
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/auth/email-otp/request-password-reset',
    body: fc.record({ email: emailArb }),
    runs: 25,
    signedIn: false,
  },
  {
    method: 'POST',
    path: '/api/auth/forget-password/email-otp',
    body: fc.record({ email: emailArb }),
    runs: 20,
    signedIn: false,
  },
  {
    method: 'POST',
    path: '/api/auth/email-otp/send-verification-otp',
    body: fc.record({ email: emailArb, type: otpTypeArb }),
    runs: 20,
    signedIn: false,
  },
  {
    method: 'POST',
    path: '/api/auth/email-otp/check-verification-otp',
    body: fc.record({ email: emailArb, otp: otpArb, type: otpTypeArb }),
    runs: 25,
    signedIn: false,
  },
  {
    method: 'POST',
    path: '/api/auth/email-otp/reset-password',
    body: fc.record({ email: emailArb, otp: otpArb, password: passwordArb }),
    runs: 25,
    signedIn: false,
  },
  // Last: they end sessions, which the endpoints above need.
  {
    method: 'POST',
    path: '/api/auth/revoke-other-sessions',
    body: fc.constant({}),
    runs: 10,
    signedIn: true,
  },
  { method: 'POST', path: '/api/auth/sign-out', body: fc.constant({}), runs: 10, signedIn: true },
];

function requestArb(endpoint: Endpoint): fc.Arbitrary<(person: Person) => FuzzRequest> {
  if (endpoint.body === undefined) {
    return queryArb.map((query) => ({ cookie }) => ({
      method: endpoint.method,
      path: `${endpoint.path}${query}`,
      ...(endpoint.signedIn ? { cookie } : {}),
    }));
  }
  return fc
    .tuple(mutatedBody(endpoint.body), contentTypeArb, fc.boolean())
    .map(([body, contentType, withCookie]) => ({ cookie }) => ({
      method: endpoint.method,
      path: endpoint.path,
      body,
      contentType,
      // Public endpoints also meet a signed-in browser now and then.
      ...(endpoint.signedIn || withCookie ? { cookie } : {}),
    }));
}

describe('fuzzing the auth endpoints the app uses: never a 5xx', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(endpoint), personArb, async (build, person) => {
          const request = build(person);
          const { status, body } = await fuzzRequest(app, request);
          if (
            request.path === '/api/auth/sign-up/email' &&
            status === 200 &&
            request.body &&
            'json' in request.body
          ) {
            const email = (body as { user?: { email?: string } }).user?.email;
            if (email) emails.push(email);
          }
        }),
        fuzzParameters(endpoint.runs),
      );
    });
  }

  it('any method on any path under /api/auth', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
        fc.array(
          fc.oneof(
            fc.constantFrom('sign-in', 'email', 'email-otp', 'session', 'user', 'ok', 'error'),
            pathSegmentArb,
          ),
          { minLength: 1, maxLength: 3 },
        ),
        queryArb,
        personArb,
        async (method, segments, query, person) => {
          await fuzzRequest(app, {
            method,
            path: `/api/auth/${segments.join('/')}${query}`,
            cookie: person.cookie,
            ...(method === 'GET' || method === 'OPTIONS' ? {} : { body: { json: {} } }),
          });
        },
      ),
      fuzzParameters(40),
    );
  });
});

describe('after the auth fuzz, everything stored is storable as sent', () => {
  it('names and emails of the accounts the fuzz touched', async () => {
    const { rows } = await pool.query('select name, email from "user" where email = any($1)', [emails]);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(isStorableText(row.name) && isStorableText(row.email), text).toBe(true);
      // The fuzz never sends U+FFFD: one stored means a lone surrogate was quietly replaced.
      expect(text).not.toContain('\uFFFD');
    }
  });
});
