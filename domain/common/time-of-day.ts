// When in the day a symptom check-in refers to. Ranges are on the user's clock and half-open:
// 12pm itself is afternoon, 6am itself is morning.

import { assertHour } from './hour.ts';

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const DEFAULT_TIME_OF_DAY: TimeOfDay = 'morning';

export const TIME_OF_DAY_LABELS: Readonly<Record<TimeOfDay, string>> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  night: 'Night',
};

export const TIME_OF_DAY_RANGES: Readonly<Record<TimeOfDay, string>> = {
  morning: '6am – 12pm',
  afternoon: '12pm – 5pm',
  evening: '5pm – 9pm',
  night: '9pm – 6am',
};

export function timeOfDayForHour(hour: number): TimeOfDay {
  assertHour(hour);
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 21) return 'evening';
  return 'night';
}
