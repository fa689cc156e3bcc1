// "What else to track": stress, sleep, periods and bowel movements, each on or off. Off
// hides the factor everywhere (the check-in form, the journal's bowel tab, History, Trends). A
// choice not made yet takes the default: stress and sleep on (they sit folded and optional in the
// check-in), periods off (only for people who turn them on), bowel movements on for people whose
// profile names a bowel condition, where they are the main measure (decision 019).

export const TRACKED_FACTORS = ['stress', 'sleep', 'periods', 'bowel'] as const;
export type TrackedFactor = (typeof TRACKED_FACTORS)[number];

export type TrackingPreferences = Readonly<Record<TrackedFactor, boolean>>;

/** What each switch says in "What else to track". */
export const TRACKED_FACTOR_LABELS: Readonly<Record<TrackedFactor, { name: string; hint: string }>> = {
  stress: { name: 'Stress', hint: 'How stressed you felt, from calm to very stressed' },
  sleep: {
    name: 'Sleep',
    hint: "Last night's hours and how well you slept, on the first check-in of the day",
  },
  periods: { name: 'Periods', hint: 'Whether a day is a period day' },
  bowel: { name: 'Bowel movements', hint: 'Each one, by its type on the Bristol scale, in two taps' },
};

/** Conditions (profile labels) for which bowel movements are offered on by default. */
export const BOWEL_CONDITIONS: readonly string[] = [
  'Inflammatory Bowel Disease (IBD)',
  "Crohn's Disease",
  'Ulcerative Colitis',
  'Celiac Disease',
];

/** True when the profile names IBD, Crohn's disease, ulcerative colitis or celiac disease. */
export function hasBowelCondition(conditions: readonly string[]): boolean {
  return conditions.some((condition) => BOWEL_CONDITIONS.includes(condition));
}

export function defaultTracking(conditions: readonly string[]): TrackingPreferences {
  return { stress: true, sleep: true, periods: false, bowel: hasBowelCondition(conditions) };
}

/** Stored choices (null or undefined: not chosen yet) over the defaults for these conditions. */
export function resolveTracking(
  stored: Partial<Record<TrackedFactor, boolean | null | undefined>>,
  conditions: readonly string[],
): TrackingPreferences {
  const defaults = defaultTracking(conditions);
  return {
    stress: stored.stress ?? defaults.stress,
    sleep: stored.sleep ?? defaults.sleep,
    periods: stored.periods ?? defaults.periods,
    bowel: stored.bowel ?? defaults.bowel,
  };
}
