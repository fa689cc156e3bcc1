import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { emailOTP } from 'better-auth/plugins';
import { count } from 'drizzle-orm';
import { isCommonPassword } from '#domain/auth/common-passwords.ts';
import { invitationErrorCodes, invitationMessages } from '#domain/auth/invitation-code.ts';
import { passwordMaxLength, passwordMessages, passwordMinLength } from '#domain/auth/password-policy.ts';
import { signUpClosedMessage } from '#domain/auth/sign-up.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetCodeEmail } from '../mail/reset-code-email.ts';
import { clientIpHeader } from './client-ip.ts';
import { claimInvitation, releaseInvitation } from './invitations.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { signInFailureLimit, signInFailureWindowMs } from './sign-in-throttle.ts';

export const resetCodeLifetimeSeconds = 10 * 60;

/**
 * The sign-up's invitation code, normalised, as auth.routes.ts hands it to better-auth: in a header
 * it sets itself (dropping any the client sent), so that the account's fields never carry it.
 */
export const invitationCodeHeader = 'x-tend-invitation-code';

type AuthDeps = { config: Config; db: Database; logger: Logger; mailer: Mailer; secret: string };

// Request bodies that carry a new password, by better-auth path.
const newPasswordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/email-otp/reset-password': 'password',
  '/change-password': 'newPassword',
};

/**
 * SIGN_UP=closed, or SIGN_UP_LIMIT accounts already made. Counted before better-auth writes the
 * account: two sign-ups at the very same moment may both pass at the limit, one account over it.
 */
export async function signUpIsClosed(config: Config, db: Database): Promise<boolean> {
  if (!config.signUp.open) return true;
  if (config.signUp.limit === undefined) return false;
  const [row] = await db.select({ accounts: count() }).from(schema.user);
  return (row?.accounts ?? 0) >= config.signUp.limit;
}

async function refuseClosedSignUp(config: Config, db: Database): Promise<void> {
  if (await signUpIsClosed(config, db))
    throw new APIError('FORBIDDEN', { message: signUpClosedMessage, code: 'SIGN_UP_CLOSED' });
}

/**
 * SIGN_UP=invite: takes one use of the sign-up's invitation code, or refuses the sign-up with the
 * reason on the code's field. Runs after every other check of ours, and after better-auth's rate
 * limit, so that each guess of a code counts as a sign-up attempt.
 */
async function claimSignUpInvitation(db: Database, code: string | null | undefined): Promise<string> {
  if (!code) {
    throw new APIError('BAD_REQUEST', {
      message: invitationMessages.required,
      code: invitationErrorCodes.required,
    });
  }
  const claim = await claimInvitation(db, code);
  if (claim.ok) return claim.id;
  throw new APIError(claim.refusal === 'unknown' ? 'BAD_REQUEST' : 'FORBIDDEN', {
    message: invitationMessages[claim.refusal],
    code: invitationErrorCodes[claim.refusal],
  });
}

// The invitation a sign-up claimed, carried from the before hook to the after hook on the context.
type InvitationClaimContext = { invitationClaim?: string };

export function createAuth({ config, db, logger, mailer, secret }: AuthDeps) {
  return betterAuth({
    appName: 'Tend',
    // Health data stays here: no usage reports to anyone.
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => logger[level]({ source: 'better-auth' }, message),
    },
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request checks the database, so sign-out and deletion end a session at once.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60 * 10, max: 10 },
        '/email-otp/request-password-reset': { window: 60 * 10, max: 5 },
        '/email-otp/check-verification-otp': { window: 60 * 10, max: 10 },
        '/email-otp/reset-password': { window: 60 * 10, max: 10 },
        '/change-password': { window: 60 * 10, max: 10 },
        '/delete-user': { window: 60 * 10, max: 10 },
        // Not a route. The per-account sign-in brake keeps its rows in this table too, and
        // better-auth deletes rows older than the longest window it knows of: naming the brake's
        // window here keeps a lock for all of its 15 minutes instead of 10.
        '/sign-in-brake': { window: signInFailureWindowMs / 1000, max: signInFailureLimit },
      },
    },
    advanced: {
      cookiePrefix: 'tend',
      useSecureCookies: config.isProduction,
      // better-auth turns its Origin/CSRF check off when NODE_ENV=test; keep it on everywhere so
      // the tests prove what production does.
      disableOriginCheck: false,
      // The client address is decided by our own middleware (socket, or TRUST_PROXY), never by
      // a header the client could forge.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        // better-auth deletes without any password while the session is under a day old (freshAge);
        // erasing someone's health journal for good must take the password, never a session alone.
        if (ctx.path === '/delete-user' && !(typeof body?.password === 'string' && body.password !== '')) {
          throw new APIError('BAD_REQUEST', {
            message: 'Please enter your password to delete your account.',
            code: 'PASSWORD_REQUIRED',
          });
        }
        if (ctx.path === '/sign-up/email') await refuseClosedSignUp(config, db);
        const field = newPasswordFields[ctx.path];
        if (!field) return;
        const password = body?.[field];
        if (typeof password === 'string' && isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', {
            message: passwordMessages.tooCommon,
            code: 'PASSWORD_TOO_COMMON',
          });
        }
        // A password change ends every other session, whatever the client asked for; better-auth
        // then gives this device a fresh session.
        if (ctx.path === '/change-password' && body) {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
        if (ctx.path === '/sign-up/email' && config.signUp.invitation) {
          const invitationClaim = await claimSignUpInvitation(db, ctx.headers?.get(invitationCodeHeader));
          return { context: { invitationClaim } satisfies InvitationClaimContext };
        }
      }),
      // Session tokens are bearer credentials kept in an HttpOnly cookie so that page scripts never
      // see them; better-auth would still hand them to the page in these answers.
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        // The account was not made (the email taken, better-auth's own checks): the use goes back.
        const { invitationClaim } = ctx as InvitationClaimContext;
        if (ctx.path === '/sign-up/email' && invitationClaim && isAPIError(returned)) {
          await releaseInvitation(db, invitationClaim);
        }
        if ((ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email') && isTokenAnswer(returned)) {
          return ctx.json(withoutToken(returned));
        }
        if (ctx.path === '/list-sessions' && Array.isArray(returned)) {
          return ctx.json(returned.map(withoutToken));
        }
        if (ctx.path === '/get-session' && isSessionAnswer(returned)) {
          return ctx.json({ ...returned, session: withoutToken(returned.session) });
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: resetCodeLifetimeSeconds,
        allowedAttempts: 3,
        storeOTP: 'hashed',
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          if (type !== 'forget-password') return;
          // Not awaited: the reply to "send me a code" must take as long for an unknown email
          // as for a known one.
          mailer
            .send(resetCodeEmail({ to: email, code: otp, appUrl: config.appUrl }))
            .catch((error: unknown) => {
              logger.error({ err: error }, 'sending a password reset code failed');
            });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

function withoutToken<T>(session: T): Omit<T, 'token'> {
  if (typeof session !== 'object' || session === null) return session;
  const { token: _token, ...rest } = session as T & { token?: unknown };
  return rest;
}

function isTokenAnswer(value: unknown): value is { token: unknown } {
  return typeof value === 'object' && value !== null && 'token' in value;
}

function isSessionAnswer(value: unknown): value is { session: object } {
  return (
    typeof value === 'object' && value !== null && 'session' in value && typeof value.session === 'object'
  );
}
