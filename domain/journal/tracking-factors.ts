// What a person can record beside meals and symptoms: stress, last night's sleep, a
// period day and bowel movements. The field names and ranges are a public contract (tools outside
// the app read the check-in's details and the bowel entry's details), so they live here once.

export const STRESS_LEVELS = [1, 2, 3, 4, 5] as const;
export type StressLevel = (typeof STRESS_LEVELS)[number];

export const STRESS_LABELS: Readonly<Record<StressLevel, string>> = {
  1: 'Calm',
  2: 'A little stressed',
  3: 'Somewhat stressed',
  4: 'Stressed',
  5: 'Very stressed',
};

export const SLEEP_QUALITY_LEVELS = [1, 2, 3, 4, 5] as const;
export type SleepQuality = (typeof SLEEP_QUALITY_LEVELS)[number];

export const SLEEP_QUALITY_LABELS: Readonly<Record<SleepQuality, string>> = {
  1: 'Very poor',
  2: 'Poor',
  3: 'Fair',
  4: 'Good',
  5: 'Very good',
};

export const SLEEP_HOURS_MAX = 16;
export const SLEEP_HOURS_STEP = 0.5;

/** 0 to 16 in half hours: what the sleep field accepts. */
export function isSleepHours(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= SLEEP_HOURS_MAX && Number.isInteger(value * 2);
}

/** '7.5 h' as people read it: '7½ hours', '1 hour'. */
export function sleepHoursText(hours: number): string {
  const whole = Math.floor(hours);
  const half = hours - whole === 0.5;
  if (whole === 0 && half) return 'half an hour';
  const number = half ? `${whole}½` : `${whole}`;
  return `${number} ${hours === 1 ? 'hour' : 'hours'}`;
}

export const BRISTOL_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export type BristolType = (typeof BRISTOL_TYPES)[number];

/** The Bristol stool scale in words: a short name and a plain description, no pictures needed. */
export const BRISTOL_DESCRIPTIONS: Readonly<Record<BristolType, { name: string; description: string }>> = {
  1: { name: 'Hard lumps', description: 'Separate hard lumps, like nuts, hard to pass' },
  2: { name: 'Lumpy', description: 'Sausage-shaped but lumpy' },
  3: { name: 'Cracked', description: 'Like a sausage with cracks on the surface' },
  4: { name: 'Smooth', description: 'Like a sausage or snake, smooth and soft' },
  5: { name: 'Soft blobs', description: 'Soft blobs with clear-cut edges, passed easily' },
  6: { name: 'Mushy', description: 'Fluffy, mushy pieces with ragged edges' },
  7: { name: 'Watery', description: 'Watery, no solid pieces, entirely liquid' },
};

export type CheckInFactors = {
  stress?: number | undefined;
  sleepHours?: number | undefined;
  sleepQuality?: number | undefined;
  period?: boolean | undefined;
};

export type BowelMovement = { bristolType: number; urgency: boolean; blood: boolean };

function labelOf<K extends number>(labels: Readonly<Record<K, string>>, value: number): string {
  return (labels as Readonly<Record<number, string>>)[value] ?? String(value);
}

/**
 * A check-in's factors in words, one phrase each, in a fixed order: ['Stress: calm (1)',
 * 'Slept 7½ hours', 'Sleep quality: good (4)', 'Period day']. Empty when none was recorded; a
 * period recorded as false says nothing (it is the absence of a period, not news).
 */
export function checkInFactorPhrases(factors: CheckInFactors): string[] {
  const phrases: string[] = [];
  if (factors.stress !== undefined)
    phrases.push(`Stress: ${labelOf(STRESS_LABELS, factors.stress).toLowerCase()} (${factors.stress})`);
  if (factors.sleepHours !== undefined) phrases.push(`Slept ${sleepHoursText(factors.sleepHours)}`);
  if (factors.sleepQuality !== undefined)
    phrases.push(
      `Sleep quality: ${labelOf(SLEEP_QUALITY_LABELS, factors.sleepQuality).toLowerCase()} (${factors.sleepQuality})`,
    );
  if (factors.period === true) phrases.push('Period day');
  return phrases;
}

/** 'Type 4, smooth, urgent, with blood': a bowel movement in one line. */
export function bowelMovementText(movement: BowelMovement): string {
  const type = BRISTOL_DESCRIPTIONS[movement.bristolType as BristolType];
  const parts = [
    type ? `Type ${movement.bristolType}, ${type.name.toLowerCase()}` : `Type ${movement.bristolType}`,
  ];
  if (movement.urgency) parts.push('urgent');
  if (movement.blood) parts.push('with blood');
  return parts.join(', ');
}
