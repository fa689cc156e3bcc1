// The last signed-in person, as much as the journal needs to work offline (whose queue, which
// calendar): a reload without a network cannot ask /api/me, and the log page would have no
// "today" and no account date. Only the id, the zone and the dates: no name, no email.

export type RememberedUser = { id: string; timezone: string; createdAt: string; onboardingComplete: boolean };

const storageKey = 'tend-last-user';
// Questionnaire answers in progress that a browser may still hold under the prefix they were first
// kept under, outside 'tend-offline:': health answers, so they go on sign-out too.
const formerDraftPrefix = 'tend.questionnaire-draft.';

export function rememberSignedInUser(user: RememberedUser): void {
  const { id, timezone, createdAt, onboardingComplete } = user;
  try {
    localStorage.setItem(storageKey, JSON.stringify({ id, timezone, createdAt, onboardingComplete }));
  } catch {
    // Storage can be unavailable (privacy modes): the app then needs the network to open the log.
  }
}

export function lastSignedInUser(): RememberedUser | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Partial<RememberedUser> | null;
    if (
      typeof stored?.id === 'string' &&
      typeof stored.timezone === 'string' &&
      typeof stored.createdAt === 'string'
    ) {
      return {
        id: stored.id,
        timezone: stored.timezone,
        createdAt: stored.createdAt,
        onboardingComplete: true,
      };
    }
  } catch {
    // Unreadable or unavailable: as if nobody had been remembered.
  }
  return undefined;
}

/**
 * Forgets the person, and what features kept for them on this device (keys starting
 * 'tend-offline:': offline copies, questionnaire answers in progress).
 */
export function forgetSignedInUser(): void {
  try {
    localStorage.removeItem(storageKey);
    for (const key of Object.keys(localStorage))
      if (key.startsWith('tend-offline:') || key.startsWith(formerDraftPrefix)) localStorage.removeItem(key);
  } catch {
    // Nothing was stored then.
  }
}
