// The doctor report's tracking section: the medication timeline, and stress, sleep, periods and
// bowel movements over the range, in sentences a doctor reads at a glance.

import type { JournalEntryDto } from '#domain/journal/public.ts';
import {
  type MedicationChangeKind,
  type MedicationDatePrecision,
  medicationChangeText,
  medicationChangeWhen,
} from '#domain/medication-changes/public.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import type { DayKey } from '../common/day-key.ts';
import type { ReportRange } from './report-query.ts';

export type ReportMedicationChange = {
  date: DayKey;
  medication: string;
  change: MedicationChangeKind;
  doseNote: string;
  /** 'month' for a change known by its month; absent is 'day'. */
  precision?: MedicationDatePrecision;
};

export type TrackingSection = {
  /** Every change on record, oldest first: one before the range still explains it. */
  medicationTimeline: { date: string; text: string }[];
  /** One sentence per factor recorded in the range; empty when none was. */
  factorLines: string[];
};

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const days = (count: number) => counted(count, 'day', 'days');

export function trackingSection(input: {
  entries: readonly JournalEntryDto[];
  medicationChanges: readonly ReportMedicationChange[];
  range: Pick<ReportRange, 'from' | 'to' | 'days'>;
  timeZone: string;
}): TrackingSection {
  const { range, timeZone } = input;
  const stress: number[] = [];
  const sleep: number[] = [];
  const periodDays = new Set<DayKey>();
  const bowelDays = new Map<DayKey, { count: number; typeSum: number; blood: boolean }>();
  let bowelCount = 0;
  let urgent = 0;
  for (const entry of input.entries) {
    const day = localDayKey(entry.occurredAt, timeZone);
    if (day < range.from || day > range.to) continue;
    if (entry.type === 'symptom') {
      if (entry.details.stress !== undefined) stress.push(entry.details.stress);
      if (entry.details.sleepHours !== undefined) sleep.push(entry.details.sleepHours);
      if (entry.details.period === true) periodDays.add(day);
    } else if (entry.type === 'bowel') {
      bowelCount += 1;
      if (entry.details.urgency) urgent += 1;
      const summary = bowelDays.get(day) ?? { count: 0, typeSum: 0, blood: false };
      summary.count += 1;
      summary.typeSum += entry.details.bristolType;
      summary.blood ||= entry.details.blood;
      bowelDays.set(day, summary);
    }
  }
  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const factorLines: string[] = [];
  if (stress.length > 0)
    factorLines.push(
      `Stress, from 1 (calm) to 5 (very stressed): average ${oneDecimal(average(stress))} over ${counted(stress.length, 'check-in', 'check-ins')}, highest ${Math.max(...stress)}.`,
    );
  if (sleep.length > 0)
    factorLines.push(
      `Sleep: average ${oneDecimal(average(sleep))} hours a night over ${counted(sleep.length, 'night', 'nights')}, shortest ${Math.min(...sleep)} hours.`,
    );
  if (periodDays.size > 0) factorLines.push(`Period days: ${days(periodDays.size)} of ${range.days}.`);
  if (bowelCount > 0) {
    const all = [...bowelDays.values()];
    const typeAverage = all.reduce((sum, day) => sum + day.typeSum, 0) / bowelCount;
    const blood = all.filter((day) => day.blood).length;
    factorLines.push(
      `Bowel movements: ${bowelCount} on ${days(bowelDays.size)} (${oneDecimal(bowelCount / range.days)} a day over the range), average Bristol type ${oneDecimal(typeAverage)}, ${urgent} urgent, blood seen on ${days(blood)}.`,
    );
  }
  const medicationTimeline = [...input.medicationChanges]
    .sort((a, b) => a.date.localeCompare(b.date))
    // 'March 2025' for a change known by its month: the doctor is never shown a made-up day.
    .map((change) => ({ date: medicationChangeWhen(change, 'short'), text: medicationChangeText(change) }));
  return { medicationTimeline, factorLines };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A medication of the profile with when it was started, from its latest recorded start:
 * 'Humira, started March 2025'. `name` as the report shows it; undefined when no start is recorded.
 */
export function startedPhrase(name: string, changes: readonly ReportMedicationChange[]): string | undefined {
  const start = changes
    .filter((change) => change.change === 'started' && sameName(change.medication, name))
    .reduce<ReportMedicationChange | undefined>(
      (latest, change) => (latest === undefined || change.date >= latest.date ? change : latest),
      undefined,
    );
  return start === undefined ? undefined : `${name}, started ${medicationChangeWhen(start)}`;
}
