// What the person should know when something besides food moved their symptoms: a
// recorded treatment change, a shift in every symptom the journal gives no reason for, recorded
// stress. The engine compares the days on either side of a change separately and adjusts for
// stress (decision 018); these sentences say so, in the data-sufficiency notes and after the
// evidence of a food whose meals changed with it. A sentence about a medicine can make someone
// doubt it, so it states a change only from enough days on both sides (analysis/before-after.ts),
// with its size and a 90% interval, and says plainly when the days show no clear change; with
// fewer days it says only that the change is recorded and what Tend is waiting for.

import { MONTH_NAMES } from '#domain/common/day-key.ts';
import { type BeforeAfter, beforeAfter, MIN_DAYS_PER_SIDE, SIDE_DAYS } from '../analysis/before-after.ts';
import type { ContextCovariates } from '../analysis/context-covariates.ts';
import { foodIndex } from '../analysis/exposures.ts';
import { dayKeyOfNumber, type JournalData } from '../analysis/journal-data.ts';
import type { TriggerFood } from '../types.ts';
import { capitalise, foodNoun, formatRating } from './names.ts';

// A food eaten on at least twice (or at most half) as many days after a change as before it.
const CHANGED_HABIT = 2;

export type ContextNote = {
  /** The local day of the change. */
  day: number;
  /** The sentence for the data-sufficiency notes. */
  text: string;
};

/** "3 March" for a day number. */
export function dayPhrase(day: number): string {
  const [, month, date] = dayKeyOfNumber(day).split('-').map(Number) as [number, number, number];
  return `${date} ${MONTH_NAMES[month - 1]}`;
}

export function contextNotes(data: JournalData, context: ContextCovariates): ContextNote[] {
  const notes: ContextNote[] = [];
  for (const column of context.columns) {
    if (column.day === undefined) continue;
    const day = column.day;
    const figures = beforeAfter(data.checkIns, day);
    if (column.kind === 'treatment') {
      const change = data.treatmentChanges.find((candidate) => candidate.day === day);
      notes.push({ day, text: treatmentSentence(change, day, figures, data.today) });
    } else if (column.kind === 'shift') {
      notes.push({ day, text: shiftSentence(day, figures) });
    }
  }
  if (context.columns.some((column) => column.kind === 'factor')) {
    notes.push({
      day: Number.NaN,
      text: 'Tend takes the stress and sleep you record into account, so a food you eat more on hard days is not blamed for what those days do.',
    });
  }
  return notes;
}

type Change = { medication: string; change: string } | undefined;

const SEPARATELY = 'Tend compares the days on either side separately.';

function treatmentSentence(change: Change, day: number, figures: BeforeAfter, today: number): string {
  const date = dayPhrase(day);
  const { difference } = figures;
  if (difference === null) {
    const recorded = `${capitalise(changeNoun(change))} on ${date} is recorded`;
    // Once the two weeks after it are over, waiting would not bring the days (backdating aside).
    if (today >= day + SIDE_DAYS) {
      return `${recorded}, but the two weeks before and after it have too few days with check-ins to compare (${sideCounts(figures)}, of ${MIN_DAYS_PER_SIDE} needed on each side).`;
    }
    return `${recorded}. Tend will compare your symptoms in the two weeks before and after it once each side has ${MIN_DAYS_PER_SIDE} days with a check-in (so far ${sideCounts(figures)}).`;
  }
  const comparing = `Comparing the two weeks before and after ${changeClause(change)} on ${date} (${daysWithCheckIns(figures)})`;
  const direction = clearDirection(difference);
  if (direction === null) {
    return `${comparing}, your journal does not show a clear change in your symptoms: ${unclearRange(difference)}. ${SEPARATELY}`;
  }
  return `${comparing}, your symptoms were rated ${clearChange(difference, direction)}. ${SEPARATELY}`;
}

function shiftSentence(day: number, figures: BeforeAfter): string {
  const date = dayPhrase(day);
  const { difference } = figures;
  const seem = `Your ratings seem to change around ${date}, for a reason the journal does not say`;
  if (difference === null) {
    return `${seem}; there are too few days with check-ins near it to say by how much (${sideCounts(figures)}, of ${MIN_DAYS_PER_SIDE} needed on each side). ${SEPARATELY}`;
  }
  const direction = clearDirection(difference);
  if (direction === null) {
    return `${seem}, but the two weeks before and after it (${daysWithCheckIns(figures)}) show no clear change: ${unclearRange(difference)}. ${SEPARATELY}`;
  }
  return `Comparing the two weeks before and after about ${date} (${daysWithCheckIns(figures)}), your symptoms were rated ${clearChange(difference, direction)}, for a reason the journal does not say. ${SEPARATELY}`;
}

type Difference = NonNullable<BeforeAfter['difference']>;

// A bound that rounds to 0.0 on the page is no evidence of a direction.
const SHOWN_ZERO = 0.05;

function clearDirection(difference: Difference): 'higher' | 'lower' | null {
  if (difference.low >= SHOWN_ZERO) return 'higher';
  if (difference.high <= -SHOWN_ZERO) return 'lower';
  return null;
}

/** 'about 0.8 points higher on average after it: likely between 0.3 and 1.3 points higher'. */
function clearChange(difference: Difference, direction: 'higher' | 'lower'): string {
  const near = direction === 'higher' ? difference.low : difference.high;
  const far = direction === 'higher' ? difference.high : difference.low;
  return `about ${points(difference.estimate)} ${direction} on average after it: likely between ${formatRating(Math.abs(near))} and ${formatRating(Math.abs(far))} points ${direction}`;
}

/** 'likely somewhere between 0.4 points lower and 0.6 points higher'. */
function unclearRange(difference: Difference): string {
  return `likely somewhere between ${bound(difference.low)} and ${bound(difference.high)}`;
}

function bound(value: number): string {
  if (Math.abs(value) < SHOWN_ZERO) return 'no change';
  return `${points(value)} ${value > 0 ? 'higher' : 'lower'}`;
}

function points(value: number): string {
  const shown = formatRating(Math.abs(value));
  return `${shown} ${shown === '1.0' ? 'point' : 'points'}`;
}

/** '14 days with check-ins on each side', '12 days with check-ins before and 14 after'. */
function daysWithCheckIns({ daysBefore, daysAfter }: BeforeAfter): string {
  return daysBefore === daysAfter
    ? `${daysBefore} days with check-ins on each side`
    : `${daysBefore} days with check-ins before and ${daysAfter} after`;
}

/** '14 before and none after': days with a check-in within two weeks of the change. */
function sideCounts({ daysBefore, daysAfter }: BeforeAfter): string {
  const count = (days: number) => (days === 0 ? 'none' : String(days));
  return `${count(daysBefore)} before and ${count(daysAfter)} after`;
}

/**
 * The note to add after a food's evidence: the change across which the person's meals with the
 * food changed most (eaten on at least twice or at most half as many days), or null.
 */
export function foodNote(data: JournalData, notes: readonly ContextNote[], food: TriggerFood): string | null {
  for (const note of notes) {
    if (!Number.isFinite(note.day)) continue;
    const before = shareOfDaysWith(data, food, note.day - SIDE_DAYS * 2, note.day);
    const after = shareOfDaysWith(data, food, note.day, note.day + SIDE_DAYS * 2);
    if (before === null || after === null) continue;
    if (before >= CHANGED_HABIT * after || after >= CHANGED_HABIT * before) {
      const more = after > before ? 'more' : 'less';
      return `You ate ${foodNoun(food)} ${more} often after ${dayPhrase(note.day)}, so that change weighs less in its evidence. ${note.text}`;
    }
  }
  return null;
}

function medicationOf(change: { medication: string }): string {
  return change.medication.trim() === '' ? 'a medication' : change.medication.trim();
}

/** 'you started Humira', 'your Mesalamine dose changed': the change as a clause. */
function changeClause(change: Change): string {
  if (change === undefined) return 'your treatment changed';
  switch (change.change) {
    case 'started':
      return `you started ${medicationOf(change)}`;
    case 'stopped':
      return `you stopped ${medicationOf(change)}`;
    default:
      return `your ${medicationOf(change)} dose changed`;
  }
}

/** 'starting Humira', 'your Mesalamine dose change': the change as a noun. */
function changeNoun(change: Change): string {
  if (change === undefined) return 'your treatment change';
  switch (change.change) {
    case 'started':
      return `starting ${medicationOf(change)}`;
    case 'stopped':
      return `stopping ${medicationOf(change)}`;
    default:
      return `your ${medicationOf(change)} dose change`;
  }
}

/** Share of days with meals logged in [from, to) that had the food, or null without such days. */
function shareOfDaysWith(data: JournalData, food: TriggerFood, from: number, to: number): number | null {
  const index = foodIndex(food);
  const days = new Set<number>();
  const withFood = new Set<number>();
  for (const meal of data.meals) {
    if (meal.day < from || meal.day >= to) continue;
    days.add(meal.day);
    if (meal.foods.some((candidate) => foodIndex(candidate) === index)) withFood.add(meal.day);
  }
  if (days.size < 7) return null;
  return withFood.size / days.size;
}
