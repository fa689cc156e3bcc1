import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { tagMeal } from '#domain/meal-tagging/tag-meal.ts';
import { prepareJournal } from '../analysis/journal-data.ts';
import { isTriggerFood } from '../analysis/trigger-food.ts';
import { analyzeJournal } from '../index.ts';
import { checkIn, meal } from '../test-support/journal-builder.ts';
import type { AnalyzeJournalInput } from '../types.ts';
import { contextNotes } from './context-notes.ts';

// The sentence about a recorded medication change, as a person reads it under
// "Besides food": a change is stated only from at least 7 days with check-ins on each side, with
// its size and a 90% interval; before that, only that the change is recorded.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CHANGE_DAY = Date.parse('2026-11-28T00:00:00Z');
const BEFORE = [3, 4, 3, 3, 4, 3, 4, 3, 3, 4, 3, 4, 3, 3];

/**
 * Two weeks of evening check-ins before a Mesalamine dose change on 28 November, then `after`
 * (one rating a day), read the evening of the last day logged (or of the change day).
 */
function journal(after: readonly number[], before: readonly number[] = BEFORE): AnalyzeJournalInput {
  const entries: JournalEntryDto[] = [];
  const evening = (day: number) => new Date(CHANGE_DAY + day * DAY + 20 * HOUR);
  before.forEach((rating, index) => {
    const day = index - before.length;
    entries.push(meal(new Date(CHANGE_DAY + day * DAY + 12 * HOUR), 'Chicken and rice'));
    entries.push(checkIn(evening(day), { Fatigue: rating, 'Joint pain': rating }));
  });
  after.forEach((rating, day) => {
    entries.push(meal(new Date(CHANGE_DAY + day * DAY + 12 * HOUR), 'Chicken and rice'));
    entries.push(checkIn(evening(day), { Fatigue: rating, 'Joint pain': rating }));
  });
  return {
    entries,
    profile: { symptoms: ['Fatigue', 'Joint pain'], suspectedTriggers: [], dietaryRestrictions: [] },
    now: new Date(evening(Math.max(after.length - 1, 0)).getTime() + HOUR).toISOString(),
    timeZone: 'UTC',
    treatmentChanges: [{ date: '2026-11-28', medication: 'Mesalamine', change: 'dose-changed' }],
  };
}

const notesOf = (input: AnalyzeJournalInput) => analyzeJournal(input).dataSufficiency.notes ?? [];

const WAITING =
  'Tend will compare your symptoms in the two weeks before and after it once each side has 7 days with a check-in';

describe('the note on a recorded treatment change', () => {
  it('with no check-in after the change: recorded, and no claim about the symptoms', () => {
    expect(notesOf(journal([]))).toEqual([
      `Your Mesalamine dose change on 28 November is recorded. ${WAITING} (so far 14 before and none after).`,
    ]);
  });

  it('with one check-in after it, however different: still only recorded', () => {
    const notes = notesOf(journal([1]));
    expect(notes).toEqual([
      `Your Mesalamine dose change on 28 November is recorded. ${WAITING} (so far 14 before and 1 after).`,
    ]);
    expect(notes.join(' ')).not.toMatch(/rose|fell|higher|lower/);
  });

  it('with 14 days after it: the size, its interval and the days it rests on', () => {
    // Daily averages 3.36 before and 1.64 after; pooled variance 0.247 on 26 degrees of freedom:
    // 1.71 points lower, give or take t(0.95, 26) 1.71 x sqrt(0.247 x 2/14) = 0.32.
    const after = [2, 1, 2, 2, 1, 2, 1, 2, 2, 1, 2, 1, 2, 2];
    expect(notesOf(journal(after))).toEqual([
      'Comparing the two weeks before and after your Mesalamine dose changed on 28 November (14 days with check-ins on each side), your symptoms were rated about 1.7 points lower on average after it: likely between 1.4 and 2.0 points lower. Tend compares the days on either side separately.',
    ]);
  });

  it('with 14 days after it and no real change: says the data does not show a clear one', () => {
    const notes = notesOf(journal([4, 3, 3, 4, 3, 3, 4, 3, 4, 3, 3, 4, 3, 3]));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^Comparing the two weeks before and after your Mesalamine dose changed on 28 November \(14 days with check-ins on each side\), your journal does not show a clear change in your symptoms: likely somewhere between \d\.\d points lower and \d\.\d points higher\. Tend compares the days on either side separately\.$/,
    );
  });

  it('once the two weeks after it are over with too few days, says so instead of waiting', () => {
    const input = journal([2, 1, 2]);
    input.now = new Date(CHANGE_DAY + 20 * DAY).toISOString();
    expect(notesOf(input)).toEqual([
      'Your Mesalamine dose change on 28 November is recorded, but the two weeks before and after it have too few days with check-ins to compare (14 before and 3 after, of 7 needed on each side).',
    ]);
  });

  it('names a start and a stop as they were recorded', () => {
    const started = journal([]);
    started.treatmentChanges = [{ date: '2026-11-28', medication: 'Humira', change: 'started' }];
    expect(notesOf(started)[0]).toMatch(/^Starting Humira on 28 November is recorded\. /);
    const stopped = journal([]);
    stopped.treatmentChanges = [{ date: '2026-11-28', medication: ' ', change: 'stopped' }];
    expect(notesOf(stopped)[0]).toMatch(/^Stopping a medication on 28 November is recorded\. /);
  });
});

describe('the note on a shift the journal gives no reason for', () => {
  const shiftNote = (input: AnalyzeJournalInput) => {
    const data = prepareJournal({
      ...input,
      symptoms: input.profile.symptoms,
      suspectedTriggers: [],
      isTriggerFood,
      tag: tagMeal,
    });
    const day = Math.floor(CHANGE_DAY / DAY);
    const values = Float64Array.from(data.checkIns, (entry) => (entry.day >= day ? 1 : 0));
    return contextNotes(data, { columns: [{ kind: 'shift', day, values }], detectedShiftDay: day });
  };

  it('gives no size without 7 days with check-ins on each side', () => {
    expect(shiftNote(journal([1, 2, 1])).map((note) => note.text)).toEqual([
      'Your ratings seem to change around 28 November, for a reason the journal does not say; there are too few days with check-ins near it to say by how much (14 before and 3 after, of 7 needed on each side). Tend compares the days on either side separately.',
    ]);
  });

  it('says when the two weeks either side show no clear change', () => {
    const [note] = shiftNote(journal([4, 3, 3, 4, 3, 3, 4, 3, 4, 3, 3, 4, 3, 3]));
    expect(note?.text).toMatch(
      /^Your ratings seem to change around 28 November, for a reason the journal does not say, but the two weeks before and after it \(14 days with check-ins on each side\) show no clear change: likely somewhere between \d\.\d points lower and \d\.\d points higher\. /,
    );
  });
});
