// What changed between two answers to "which medications and supplements do you take": each one
// added was started, each one removed was stopped, so each can be asked since when. 'none' and
// the bare Other marker are answers, not medications.

import { noneId } from '../catalogues/catalogue-option.ts';
import { isOtherValue, otherMarker, otherText } from '../catalogues/other-value.ts';

export type MedicationListChange = { medication: string; change: 'started' | 'stopped' };

/** The name a change records: a custom entry without its 'Other: ' prefix. */
export function medicationName(value: string): string {
  return isOtherValue(value) ? otherText(value) : value;
}

/** A medication a date can belong to: not the 'none' answer, not the bare Other marker. */
export const isMedication = (value: string) =>
  value !== noneId && value !== otherMarker && medicationName(value).trim() !== '';

export function medicationListChanges(
  before: readonly string[],
  after: readonly string[],
): MedicationListChange[] {
  const had = new Set(before.filter(isMedication));
  const has = new Set(after.filter(isMedication));
  return [
    ...[...has]
      .filter((value) => !had.has(value))
      .map((value) => ({ medication: medicationName(value), change: 'started' as const })),
    ...[...had]
      .filter((value) => !has.has(value))
      .map((value) => ({ medication: medicationName(value), change: 'stopped' as const })),
  ];
}
