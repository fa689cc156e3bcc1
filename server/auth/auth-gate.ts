import type { Context } from 'hono';
import type { z } from 'zod';
import {
  changePasswordRequestSchema,
  checkResetCodeRequestSchema,
  deleteAccountRequestSchema,
  emptyRequestSchema,
  resetCodeRequestSchema,
  resetPasswordRequestSchema,
  revokeSessionRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '#domain/auth/auth-requests.ts';
import { problem } from '../http/problem.ts';
import { fieldErrors } from '../http/validate.ts';

// better-auth mounts some forty endpoints; the app uses a dozen (web/lib/auth-client.ts and its
// callers). Every other one is a side door: `/forget-password/email-otp` and
// `/email-otp/send-verification-otp` mail reset codes past the per-account brake, `/update-user`
// sets a name or image with none of the profile's rules. Only the endpoints below are served, and
// each body is checked by a strict schema before better-auth (whose own parsing answers 500 to
// deep nesting or NUL characters) sees it.

type Endpoint = { method: 'GET' } | { method: 'POST'; body: z.ZodType };

const exposedEndpoints: Record<string, Endpoint> = {
  '/sign-up/email': { method: 'POST', body: signUpRequestSchema },
  '/sign-in/email': { method: 'POST', body: signInRequestSchema },
  '/sign-out': { method: 'POST', body: emptyRequestSchema },
  '/get-session': { method: 'GET' },
  '/list-sessions': { method: 'GET' },
  '/revoke-session': { method: 'POST', body: revokeSessionRequestSchema },
  '/revoke-other-sessions': { method: 'POST', body: emptyRequestSchema },
  '/change-password': { method: 'POST', body: changePasswordRequestSchema },
  '/delete-user': { method: 'POST', body: deleteAccountRequestSchema },
  '/email-otp/request-password-reset': { method: 'POST', body: resetCodeRequestSchema },
  '/email-otp/check-verification-otp': { method: 'POST', body: checkResetCodeRequestSchema },
  '/email-otp/reset-password': { method: 'POST', body: resetPasswordRequestSchema },
};

/** Deeper than any body the app sends (they are flat), far shallower than what overflows a parser. */
export const maxJsonDepth = 32;

export type GateResult =
  | { ok: true; endpoint: string; body: Record<string, unknown> | undefined }
  | { ok: false; response: Response };

/**
 * Decides whether a request to /api/auth/* may reach better-auth: the endpoint must be one the app
 * uses, with its method, and a POST body must be JSON (or empty where nothing is taken) that its
 * schema accepts. `body` is the schema's output, the only body better-auth is then given.
 */
export async function passAuthGate(c: Context, basePath: string): Promise<GateResult> {
  const endpoint = c.req.path.startsWith(`${basePath}/`) ? c.req.path.slice(basePath.length) : c.req.path;
  const rule = Object.hasOwn(exposedEndpoints, endpoint) ? exposedEndpoints[endpoint] : undefined;
  if (!rule || rule.method !== c.req.method) {
    return {
      ok: false,
      response: problem(c, 404, 'not_found', `There is no API endpoint at ${c.req.path}.`),
    };
  }
  if (rule.method === 'GET') return { ok: true, endpoint, body: undefined };

  const text = await c.req.text();
  let input: unknown = {};
  // better-auth's client sends sign-out and the like without a body.
  if (text.trim() !== '' || rule.body !== emptyRequestSchema) {
    if (!isJsonMediaType(c.req.header('content-type'))) {
      return {
        ok: false,
        response: problem(
          c,
          415,
          'unsupported_media_type',
          'The request body must be JSON (application/json).',
        ),
      };
    }
    if (nestingExceeds(text, maxJsonDepth)) {
      return {
        ok: false,
        response: problem(
          c,
          400,
          'too_deeply_nested',
          `The request body nests deeper than ${maxJsonDepth} levels.`,
        ),
      };
    }
    try {
      input = JSON.parse(text);
    } catch {
      return {
        ok: false,
        response: problem(c, 400, 'malformed_json', 'The request body is not valid JSON.'),
      };
    }
  }

  const result = rule.body.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    return {
      ok: false,
      response: problem(
        c,
        400,
        'validation_failed',
        errors[0]?.message ?? 'The request is not valid.',
        errors,
      ),
    };
  }
  return { ok: true, endpoint, body: result.data as Record<string, unknown> };
}

function isJsonMediaType(contentType: string | undefined): boolean {
  const essence = contentType?.split(';')[0]?.trim().toLowerCase();
  return essence === 'application/json';
}

/**
 * Whether brackets outside strings nest deeper than `limit`, in one pass without recursion: better-auth
 * and zod walk parsed bodies recursively, and 20,000 nested arrays overflow the stack (a RangeError,
 * answered 500). Malformed text is left for JSON.parse to refuse.
 */
export function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}
