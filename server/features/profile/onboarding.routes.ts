import { Hono } from 'hono';
import { onboardingCompleteSchema } from '../../../domain/schemas/onboarding.ts';
import type { SignedInEnv } from '../../app-env.ts';
import { validate } from '../../http/validate.ts';
import { requireSession } from '../../middleware/require-session.ts';
import { saveProfile } from './profile.service.ts';

// Saving the profile and marking onboarding complete is one statement, so a person is never left
// "complete" with half a profile, or with a saved profile still sent back to onboarding.
export const onboardingRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .post('/complete', validate('json', onboardingCompleteSchema), async (c) => {
    const { acceptedTerms: _accepted, tracking, ...profile } = c.req.valid('json');
    await saveProfile(c.var.deps.db, c.var.user.id, profile, { completeOnboarding: true, tracking });
    return c.json({ onboardingComplete: true });
  });
