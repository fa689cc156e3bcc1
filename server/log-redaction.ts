// Logs must never hold journal content, names, other people's emails, codes or tokens. Callers log
// ids and outcomes (sign-in lines name the account by a keyed hash, see server/auth/auth.routes.ts);
// this catches whatever a caller logs by mistake, under these keys at any depth of plain objects
// and arrays.
//
// It replaces pino's `redact` option: that ran every top-level value and the message through a
// redactor that parsed each of its 13 wildcard paths again on every call, a quarter of everything
// the server allocated under bench:journal's load and about a tenth of a journal read's CPU.
// Here a line whose keys are all harmless (the request line) is checked by a few set lookups
// and logged as it is, without a copy.
const redactedKeys = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'otp',
  'code',
  'token',
  'name',
  'email',
  'content',
  'notes',
  'cookie',
  'authorization',
  'set-cookie',
]);

export const redactedValue = '[redacted]';

// Deep enough for any object a caller builds by hand (req.headers.cookie is depth 2). What lies
// deeper (or a cycle) is not walked and so not logged either.
const maxDepth = 6;
export const tooDeepValue = '[too deep to log]';

/** Reset codes are text; a number under `code` is an exit or status code and stays readable. */
function redacts(key: string, value: unknown): boolean {
  if (!redactedKeys.has(key)) return false;
  return !(key === 'code' && typeof value === 'number');
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The log fields with every personal value replaced by '[redacted]'. Returns the same object when
 * nothing needed redacting; otherwise copies only the objects on the way to a redacted value, so
 * the caller's object is never changed. Errors are not plain objects and are left to the `err`
 * serializer (server/logger.ts), which keeps only fields without values.
 */
export function redactPersonalFields<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null) return value;
  if (depth > maxDepth) return tooDeepValue as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item = value[index];
      const redacted = redactPersonalFields(item, depth + 1);
      if (redacted !== item) {
        copy ??= value.slice();
        copy[index] = redacted;
      }
    }
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const field = value[key];
    const redacted = redacts(key, field) ? redactedValue : redactPersonalFields(field, depth + 1);
    if (redacted !== field) {
      copy ??= { ...value };
      copy[key] = redacted;
    }
  }
  return (copy ?? value) as T;
}
