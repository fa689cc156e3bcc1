// What the person should know when something besides food moved their symptoms (issue 24): a
// recorded treatment change, a shift in every symptom the journal gives no reason for, recorded
// stress. The engine compares the days on either side of a change separately and adjusts for
// stress (decision 018); these sentences say so, in the data-sufficiency notes and after the
// evidence of a food whose meals changed with it ("Your symptoms fell after you started
// methotrexate on 3 March; Tend compares days on either side of that separately.").

import type { ContextCovariates } from '../analysis/context-covariates.ts';
import { foodIndex } from '../analysis/exposures.ts';
import { dayKeyOfNumber, type JournalData } from '../analysis/journal-data.ts';
import type { TriggerFood } from '../types.ts';
import { foodNoun } from './names.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// The two weeks on each side are what a person remembers as "before" and "after".
const SIDE_DAYS = 14;
// A change of the average rating smaller than this reads as "about the same".
const SAME_LEVEL = 0.2;
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
  return `${date} ${MONTHS[month - 1]}`;
}

export function contextNotes(data: JournalData, context: ContextCovariates): ContextNote[] {
  const notes: ContextNote[] = [];
  for (const column of context.columns) {
    if (column.day === undefined) continue;
    const day = column.day;
    const moved = movement(data, day);
    if (column.kind === 'treatment') {
      const change = data.treatmentChanges.find((candidate) => candidate.day === day);
      const what = change === undefined ? 'your treatment changed' : treatmentPhrase(change);
      notes.push({
        day,
        text: `Your symptoms ${moved} after ${what} on ${dayPhrase(day)}; Tend compares days on either side of that separately.`,
      });
    } else if (column.kind === 'shift') {
      notes.push({
        day,
        text: `Your symptoms ${moved} from about ${dayPhrase(day)}, for a reason the journal does not say; Tend compares days on either side of that separately.`,
      });
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

function treatmentPhrase(change: { medication: string; change: string }): string {
  const medication = change.medication.trim() === '' ? 'a medication' : change.medication.trim();
  switch (change.change) {
    case 'started':
      return `you started ${medication}`;
    case 'stopped':
      return `you stopped ${medication}`;
    default:
      return `your ${medication} dose changed`;
  }
}

/** 'fell', 'rose' or 'changed little': every rating in the two weeks after against before. */
function movement(data: JournalData, day: number): string {
  let beforeSum = 0;
  let before = 0;
  let afterSum = 0;
  let after = 0;
  for (const checkIn of data.checkIns) {
    if (checkIn.day < day - SIDE_DAYS || checkIn.day >= day + SIDE_DAYS) continue;
    for (const rating of checkIn.ratings.values()) {
      if (checkIn.day < day) {
        beforeSum += rating;
        before += 1;
      } else {
        afterSum += rating;
        after += 1;
      }
    }
  }
  if (before === 0 || after === 0) return 'changed';
  const change = afterSum / after - beforeSum / before;
  if (change <= -SAME_LEVEL) return 'fell';
  if (change >= SAME_LEVEL) return 'rose';
  return 'changed little';
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
