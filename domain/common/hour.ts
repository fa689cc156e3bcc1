// Rules keyed by the hour on the user's clock share one guard, so a stray 24 or 7.5 (an hour
// from the wrong source) fails loudly instead of silently picking the last branch.

export function assertHour(hour: number): void {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be a whole number from 0 to 23, got ${hour}`);
  }
}
