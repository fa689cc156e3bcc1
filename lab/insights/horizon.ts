// A person's journal as it stood at the end of an earlier day: the benchmark asks how the engine
// does after 30, 60, 90 and 120 days of the same diary, so each person is generated once and cut.

import { parseDayKey } from '#domain/common/day-key.ts';
import { type JournalData, prepareJournal } from '#domain/insights/analysis/journal-data.ts';
import { isTriggerFood } from '#domain/insights/analysis/trigger-food.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { tagMeal } from '#domain/meal-tagging/tag-meal.ts';
import { localClock } from './local-clock.ts';
import type { SyntheticPerson } from './synthetic-diary.ts';

export type JournalAtHorizon = { entries: JournalEntryDto[]; now: string };

/**
 * The entries that existed at the end of diary day `days - 1` (they were written by then), with
 * `now` at that moment. An edit made after it has not happened yet, so its updatedAt is undone.
 */
export function journalAtHorizon(person: SyntheticPerson, days: number): JournalAtHorizon {
  if (days > person.days) throw new RangeError(`The diary has ${person.days} days, not ${days}`);
  const nowMs = localClock(parseDayKey(person.firstDay), person.timeZone).endOfDayMs(days - 1);
  const entries: JournalEntryDto[] = [];
  for (const entry of person.entries) {
    if (Date.parse(entry.createdAt) > nowMs) continue;
    entries.push(Date.parse(entry.updatedAt) > nowMs ? { ...entry, updatedAt: entry.createdAt } : entry);
  }
  return { entries, now: new Date(nowMs).toISOString() };
}

/**
 * The journal at a horizon as the engine reads it: prepared as analyzeJournal prepares it, with
 * the treatment changes the person had recorded by then.
 */
export function preparedJournalAtHorizon(
  person: SyntheticPerson,
  days: number,
  tag: (text: string) => readonly TriggerFood[] = tagMeal,
): JournalData {
  const journal = journalAtHorizon(person, days);
  return prepareJournal({
    entries: journal.entries,
    symptoms: person.profile.symptoms,
    suspectedTriggers: person.profile.suspectedTriggers,
    now: journal.now,
    timeZone: person.timeZone,
    isTriggerFood,
    tag,
    treatmentChanges: person.treatmentChanges.filter(
      (change) => Date.parse(`${change.date}T00:00:00Z`) <= Date.parse(journal.now),
    ),
  });
}
