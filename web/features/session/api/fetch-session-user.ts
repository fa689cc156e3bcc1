import type { InferResponseType } from 'hono/client';
import type { api } from '#web/lib/api-client.ts';
import { readJson } from '#web/lib/api-errors.ts';
import { takeEarly } from '#web/lib/early-response.ts';

export type SessionUser = InferResponseType<typeof api.me.$get, 200>;

/**
 * The signed-in user, or null when nobody is signed in. A plain fetch, typed from the server's
 * route: it also runs on the landing page, whose JavaScript budget neither the typed client nor
 * the query library may eat into.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const response = await (takeEarly('/api/me') ?? fetch('/api/me', { credentials: 'same-origin' }));
  if (response.status === 401) {
    // Read the (problem) body: an unread response keeps the request open in the browser.
    await response.text();
    return null;
  }
  return readJson<SessionUser>(response);
}

/** Where a signed-in person belongs: home once onboarding is complete, otherwise onboarding. */
export function homePathFor(user: { onboardingComplete?: boolean }): string {
  return user.onboardingComplete ? '/app/home' : '/onboarding';
}
