// Turns the API's journal entries into what the analysis reads: meals (an instant, the foods the
// description names, a dose) and symptom check-ins (an instant, a local day, the time of day, the
// tracked symptoms' ratings), sorted by time. Everything the API can store must pass through here
// without an exception; what cannot be used is left out, never guessed.

import { otherMarker } from '#domain/catalogues/other-value.ts';
import { formatDayKey } from '#domain/common/day-key.ts';
import { TIMES_OF_DAY, type TimeOfDay } from '#domain/common/time-of-day.ts';
import { normalizeTimeZone } from '#domain/common/time-zone.ts';
import { zoneOffsetMs } from '#domain/common/zoned-time.ts';
import type { JournalEntryDto, MealSize } from '#domain/journal/public.ts';
import type { TriggerFood } from '../types.ts';

export type Meal = {
  at: number;
  /** The person's day number (days since 1970-01-01 on their calendar). */
  day: number;
  foods: readonly TriggerFood[];
  /** Portion as a multiple of a medium one. */
  dose: number;
};

export type CheckIn = {
  at: number;
  /** Days since 1970-01-01 on the person's calendar: the cluster of the check-in's errors. */
  day: number;
  /** The instant read on the person's wall clock, as milliseconds since 1970-01-01 local time. */
  local: number;
  timeOfDay: TimeOfDay;
  /** Ratings of tracked symptoms only, 1-5; unrated (0) and untracked names are absent. */
  ratings: ReadonlyMap<string, number>;
  /**
   * The check-in factors, null when not recorded: stress 1-5 at this check-in, and the
   * night before this local day (hours slept, quality 1-5, from any check-in of the day).
   */
  stress: number | null;
  sleepHours: number | null;
  sleepQuality: number | null;
};

export type JournalData = {
  timeZone: string;
  now: number;
  /** The person's day number at `now`. */
  today: number;
  symptoms: readonly string[];
  suspected: ReadonlySet<TriggerFood>;
  meals: readonly Meal[];
  checkIns: readonly CheckIn[];
  /** Local day numbers with at least one meal or check-in. */
  loggedDays: ReadonlySet<number>;
  /** Local day numbers with at least one meal: days whose food is known, at least in part. */
  mealDays: ReadonlySet<number>;
  /** How many local days have a check-in: the reporting rules and the calibration read it. */
  checkInDays: number;
  /**
   * Recorded treatment changes: the local day number each acts from, and what changed. Every one
   * the person recorded, those before the journal included: `changesWithinJournal` picks the ones
   * the journal can compare across.
   */
  treatmentChanges: readonly TreatmentChangeDay[];
};

export type TreatmentChangeDay = { day: number; medication: string; change: string };

// Small 0.6, medium 1.0, large 1.4 (the design): portions scale the dose, not the presence.
const DOSE_BY_SIZE: Readonly<Record<MealSize, number>> = { small: 0.6, medium: 1, large: 1.4 };

const MS_PER_DAY = 86_400_000;
const QUARTER_HOUR_MS = 900_000;

export type PrepareInput = {
  entries: readonly JournalEntryDto[];
  symptoms: readonly string[];
  suspectedTriggers: readonly string[];
  now: string;
  timeZone: string;
  isTriggerFood: (id: string) => id is TriggerFood;
  /** The meal tagger: tagMeal in the app; the bench may pass the true labels to isolate tagging. */
  tag: (text: string) => readonly TriggerFood[];
  /** Recorded treatment changes, as the caller passed them (anything unusable is left out). */
  treatmentChanges?: unknown;
};

export function prepareJournal(input: PrepareInput): JournalData {
  const timeZone = usableTimeZone(input.timeZone);
  const localOf = localTimeFunction(timeZone);
  const dayOf = (at: number) => Math.floor(localOf(at) / MS_PER_DAY);
  const entries = latestVersions(input.entries);
  const parsedNow = Date.parse(input.now);
  const now = Number.isFinite(parsedNow) ? parsedNow : latestInstant(entries);

  const symptoms = trackedSymptoms(input.symptoms);
  const symptomByKey = new Map(symptoms.map((name) => [symptomKey(name), name]));
  const suspected = new Set(input.suspectedTriggers.filter(input.isTriggerFood));

  const meals: Meal[] = [];
  const checkIns: CheckIn[] = [];
  const loggedDays = new Set<number>();
  const mealDays = new Set<number>();
  for (const entry of entries) {
    const at = Date.parse(entry.occurredAt);
    // An entry "after now" is one the analysis must not see yet (the bench cuts journals this way,
    // and a clock skew must not let tomorrow's entry count today).
    if (!Number.isFinite(at) || at > now) continue;
    const local = localOf(at);
    const day = Math.floor(local / MS_PER_DAY);
    if (entry.type === 'food') {
      const dose = DOSE_BY_SIZE[entry.details.mealSize] ?? 1;
      meals.push({ at, day, foods: input.tag(entry.content), dose });
      loggedDays.add(day);
      mealDays.add(day);
    } else if (entry.type === 'symptom') {
      // A bowel movement is not read here: the engine has no rule for it yet.
      const ratings = new Map<string, number>();
      for (const [name, rating] of Object.entries(entry.details.symptomRatings)) {
        const symptom = symptomByKey.get(symptomKey(name));
        if (symptom === undefined || !Number.isInteger(rating) || rating < 1 || rating > 5) continue;
        ratings.set(symptom, rating);
      }
      const timeOfDay = (TIMES_OF_DAY as readonly string[]).includes(entry.details.time_of_day)
        ? entry.details.time_of_day
        : 'morning';
      loggedDays.add(day);
      const details = entry.details as Readonly<Record<string, unknown>>;
      if (ratings.size > 0) {
        checkIns.push({
          at,
          day,
          local,
          timeOfDay,
          ratings,
          stress: numberIn(details.stress, 1, 5),
          sleepHours: numberIn(details.sleepHours, 0, 24),
          sleepQuality: numberIn(details.sleepQuality, 1, 5),
        });
      }
    }
  }
  meals.sort((a, b) => a.at - b.at);
  checkIns.sort((a, b) => a.at - b.at);
  shareSleepWithinDays(checkIns);
  return {
    timeZone,
    now,
    today: dayOf(now),
    symptoms,
    suspected,
    meals,
    checkIns,
    loggedDays,
    mealDays,
    checkInDays: new Set(checkIns.map((checkIn) => checkIn.day)).size,
    treatmentChanges: treatmentChangesOf(input.treatmentChanges),
  };
}

/** A finite number within [low, high], or null: the factors arrive from any client, or not at all. */
function numberIn(value: unknown, low: number, high: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= low && value <= high ? value : null;
}

/** Last night's sleep is recorded once a day but holds for every check-in of that day. */
function shareSleepWithinDays(checkIns: CheckIn[]): void {
  const byDay = new Map<number, { hours: number | null; quality: number | null }>();
  for (const checkIn of checkIns) {
    const known = byDay.get(checkIn.day) ?? { hours: null, quality: null };
    known.hours ??= checkIn.sleepHours;
    known.quality ??= checkIn.sleepQuality;
    byDay.set(checkIn.day, known);
  }
  for (const checkIn of checkIns) {
    const known = byDay.get(checkIn.day);
    checkIn.sleepHours ??= known?.hours ?? null;
    checkIn.sleepQuality ??= known?.quality ?? null;
  }
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function treatmentChangesOf(value: unknown): JournalData['treatmentChanges'] {
  if (!Array.isArray(value)) return [];
  const changes: TreatmentChangeDay[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { date, medication, change } = item as Record<string, unknown>;
    const match = typeof date === 'string' ? DAY_KEY.exec(date) : null;
    if (match === null) continue;
    const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (!Number.isFinite(ms)) continue;
    changes.push({
      day: Math.floor(ms / MS_PER_DAY),
      medication: typeof medication === 'string' ? medication : '',
      change: typeof change === 'string' ? change : '',
    });
  }
  return changes.sort((a, b) => a.day - b.day);
}

/**
 * The changes the journal can compare across: those after the day of its first check-in. One on or
 * before that day (a medicine taken since before the person joined Tend) is the journal's starting
 * state: every check-in lies on its far side, so there is no day before it to compare with, and it
 * is no change "inside" the journal.
 */
export function changesWithinJournal(
  data: Pick<JournalData, 'checkIns' | 'treatmentChanges'>,
): readonly TreatmentChangeDay[] {
  const first = data.checkIns[0];
  if (first === undefined) return [];
  return data.treatmentChanges.filter((change) => change.day > first.day);
}

/** The changes made on or before the journal's first check-in day: the treatment it starts with. */
export function startingTreatment(
  data: Pick<JournalData, 'checkIns' | 'treatmentChanges'>,
): readonly TreatmentChangeDay[] {
  const within = new Set(changesWithinJournal(data));
  return data.treatmentChanges.filter((change) => !within.has(change));
}

/** The day key of a day number, for wording. */
export function dayKeyOfNumber(day: number): string {
  const date = new Date(day * MS_PER_DAY);
  return formatDayKey({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

function usableTimeZone(timeZone: string): string {
  const normalized = typeof timeZone === 'string' ? normalizeTimeZone(timeZone) : null;
  return normalized ?? 'UTC';
}

function localTimeFunction(timeZone: string): (at: number) => number {
  // Offsets change at most once in any UTC day (transitions are weeks apart in every zone), so
  // when a UTC day starts and ends on the same offset, that offset holds for all of it: two Intl
  // calls per day instead of one per entry. Days with a change fall back to quarter hours: every
  // offset in use is a multiple of 15 minutes and changes only at such an instant.
  const dayOffsets = new Map<number, number | null>();
  const quarterOffsets = new Map<number, number>();
  return (at) => {
    const utcDay = Math.floor(at / MS_PER_DAY);
    let offset = dayOffsets.get(utcDay);
    if (offset === undefined) {
      const start = safeOffset(utcDay * MS_PER_DAY, timeZone);
      const end = safeOffset((utcDay + 1) * MS_PER_DAY - 1, timeZone);
      offset = start === end ? start : null;
      dayOffsets.set(utcDay, offset);
    }
    if (offset === null) {
      const bucket = Math.floor(at / QUARTER_HOUR_MS);
      offset = quarterOffsets.get(bucket);
      if (offset === undefined) {
        offset = safeOffset(bucket * QUARTER_HOUR_MS, timeZone);
        quarterOffsets.set(bucket, offset);
      }
    }
    return at + offset;
  };
}

function safeOffset(at: number, timeZone: string): number {
  try {
    return zoneOffsetMs(new Date(at), timeZone);
  } catch {
    // Instants outside what Intl formats (beyond ±8.64e15 ms) cannot be stored by the API; UTC
    // keeps the function total all the same.
    return 0;
  }
}

/** One version per id, the most recently updated: a replayed create or an export merged twice. */
function latestVersions(entries: readonly JournalEntryDto[]): JournalEntryDto[] {
  const byId = new Map<string, JournalEntryDto>();
  for (const entry of entries) {
    const kept = byId.get(entry.id);
    if (kept === undefined || Date.parse(entry.updatedAt) > Date.parse(kept.updatedAt))
      byId.set(entry.id, entry);
  }
  return [...byId.values()];
}

function latestInstant(entries: readonly JournalEntryDto[]): number {
  let latest = 0;
  for (const entry of entries) {
    const at = Date.parse(entry.occurredAt);
    if (Number.isFinite(at) && at > latest) latest = at;
  }
  return latest;
}

/** Tracked symptoms in profile order, without the bare 'Other' marker or repeats. */
function trackedSymptoms(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    if (typeof name !== 'string' || name.trim() === '' || name === otherMarker) continue;
    const key = symptomKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  return kept;
}

// Ratings are keyed by the label the form showed; a profile edited since may differ in case or
// surrounding spaces only, and those are the same symptom to the person.
function symptomKey(name: string): string {
  return name.trim().toLowerCase();
}
