// The dashboard greeting, by the hour on the user's own clock (see localHour in day-boundaries.ts).

import { assertHour } from '../common/hour.ts';

export function greetingForHour(hour: number, name?: string | null): string {
  assertHour(hour);
  const greeting = hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening';
  // A name of only spaces would read "Good morning,  !"; treat it as no name.
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? greeting : `${greeting}, ${trimmed}!`;
}
