import { Hono } from 'hono';
import {
  medicationChangeDateProblem,
  medicationName,
  monthStartDay,
} from '#domain/medication-changes/public.ts';
import {
  type OnboardingComplete,
  onboardingCompleteSchema,
  sinceMessages,
} from '#domain/profile/onboarding.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { ProblemError } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { saveProfile, saveStartMonths } from './profile.service.ts';

/** A start month after this one, on the person's calendar, is refused before anything is stored. */
function checkStartMonths(since: OnboardingComplete['medicationsSince'], timeZone: string, now: Date) {
  for (const [index, { medication, month }] of (since ?? []).entries()) {
    if (medicationChangeDateProblem({ date: monthStartDay(month), now, timeZone }) === null) continue;
    const message = sinceMessages.future(medicationName(medication));
    throw new ProblemError(400, 'validation_failed', message, [
      { field: `medicationsSince.${index}.month`, message },
    ]);
  }
}

// Saving the profile and marking onboarding complete is one statement, so a person is never left
// "complete" with half a profile, or with a saved profile still sent back to onboarding. The start
// months of step 2's "Since when?" are written in the same transaction.
export const onboardingRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .post('/complete', validate('json', onboardingCompleteSchema), async (c) => {
    const { acceptedTerms: _accepted, tracking, medicationsSince, ...profile } = c.req.valid('json');
    const now = c.var.deps.now();
    checkStartMonths(medicationsSince, c.var.user.timeZone, now);
    await c.var.deps.db.transaction(async (tx) => {
      await saveProfile(tx, c.var.user.id, profile, { completeOnboarding: true, tracking });
      await saveStartMonths(tx, c.var.user.id, medicationsSince ?? [], now);
    });
    return c.json({ onboardingComplete: true });
  });
