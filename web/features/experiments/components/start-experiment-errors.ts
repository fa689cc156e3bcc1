import { ApiError } from '#web/lib/api-client.ts';

export const SAFETY_REQUIRED_MESSAGE = 'Please read the safety notice and tick the box to start.';

/** The start form's messages: one beside each field, one under the safety notice, one for the whole form. */
export type StartExperimentErrors = Partial<
  Record<'food' | 'symptoms' | 'start' | 'reminders' | 'safety' | 'form', string>
>;

const FIELDS = ['food', 'symptoms', 'start', 'reminders'] as const;
type Field = (typeof FIELDS)[number];
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

type Issue = { path: readonly PropertyKey[]; message: string };

/** The form's own check: the first problem with each field, and the safety box when it is not ticked. */
export function validationErrors(issues: readonly Issue[], safe: boolean): StartExperimentErrors {
  const next: StartExperimentErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (isField(field) && !next[field]) next[field] = issue.message;
  }
  if (!safe) next.safety = SAFETY_REQUIRED_MESSAGE;
  return next;
}

/**
 * What a failed start says: the server's messages beside the fields they name (the rest for the
 * whole form), or else what went wrong.
 */
export function startFailureErrors(error: unknown): StartExperimentErrors {
  if (error instanceof ApiError && error.errors?.length) {
    const fromServer: StartExperimentErrors = {};
    for (const { field, message } of error.errors) {
      if (isField(field)) fromServer[field] ??= message;
      else fromServer.form ??= message;
    }
    return fromServer;
  }
  return {
    form: error instanceof Error ? error.message : 'Starting the experiment failed. Please try again.',
  };
}
