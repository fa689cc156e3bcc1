import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { toStorableText } from '#domain/common/storable-text.ts';
import { problem } from './problem.ts';

type FieldError = { field: string; message: string };

/**
 * Zod issues as { field, message }; an unknown field is named by its key, not the object's path. A key
 * the client sent may itself hold a NUL or a lone surrogate (a symptom name): it is named with
 * U+FFFD in their place, so the problem never echoes the character it refuses.
 */
export function fieldErrors(error: { issues: z.core.$ZodIssue[] }): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map((segment) => toStorableText(String(segment))).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const field = toStorableText(key);
        return { field: base ? `${base}.${field}` : field, message: toStorableText(issue.message) };
      });
    }
    return [{ field: base || '(body)', message: toStorableText(issue.message) }];
  });
}

/**
 * Validates a request part with a domain schema, the same one the web form uses. A failure is a 400
 * problem whose detail is the first message and whose errors name every field; nothing is written.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const errors = fieldErrors(result.error);
      return problem(c, 400, 'validation_failed', errors[0]?.message ?? 'The request is not valid.', errors);
    }
  });
}
