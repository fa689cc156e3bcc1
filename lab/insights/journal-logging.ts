// Which of the day's meals and check-ins a person actually writes down, when, and how the app
// stores them: the entries the engine sees. Logging fades over the weeks, whole days are missed,
// and some entries are written later: the same day or on a later day. The stored time follows
// decision 017 (nominal-time.ts): the moment of writing while the slot is still going on, the
// slot's nominal time once it is over or on a later day.

import type { FoodEntryDto, JournalEntryDto, SymptomEntryDto } from '#domain/journal/journal-entry.ts';
import { SLOT_END_HOURS } from '#domain/journal/nominal-time.ts';
import type { DayState, SimMeal } from './daily-life.ts';
import type { LocalClock } from './local-clock.ts';
import type { Persona } from './persona.ts';
import type { Random } from './random.ts';
import type { SimCheckIn } from './symptom-process.ts';

export type LoggedJournal = {
  entries: JournalEntryDto[];
  /** The entry id of each meal, in the order of `meals`; null for a meal that was never logged. */
  mealEntryIds: (string | null)[];
};

type Timing = { occurredAtMs: number; createdAtMs: number };

const NOTES: readonly string[] = [
  'Stiff hands this morning',
  'Tired after lunch',
  'Slept badly',
  'Busy day',
  'Feeling okay',
  'Bit achy',
  'Long walk today',
  'Headache in the evening',
];

function adherence(persona: Persona, day: number): number {
  const { start, floor, decayDays } = persona.logging;
  return floor + (start - floor) * Math.exp(-day / decayDays);
}

/** Saturday or Sunday on the person's calendar. */
function isWeekend(clock: LocalClock, day: number): boolean {
  const weekday = new Date(`${clock.dayKey(day)}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The share of what happens that day which gets logged, before any single entry's chance. */
function dayFactor(persona: Persona, clock: LocalClock, day: number): number {
  if (persona.dropoutDay !== null && day >= persona.dropoutDay) return 0;
  return isWeekend(clock, day) ? 1 - persona.weekendDip : 1;
}

// Symptoms people add in a note-like way now and then without tracking them ("Other: ..."): the
// engine must ignore a rating it was not asked to follow.
const STRAY_SYMPTOMS = ['Other: Cramps', 'Other: Dizziness', 'Other: Back pain', 'Other: Dry eyes'];

function timingOf(
  random: Random,
  persona: Persona,
  clock: LocalClock,
  day: number,
  hour: number,
  slot: Parameters<LocalClock['nominalMs']>[1],
): Timing {
  const { backdated, lateSameDay } = persona.logging;
  // As the habit fades, more of what does get logged is caught up on later.
  const fade = 1 - adherence(persona, day);
  const draw = random.next();
  const backdate = (): Timing => ({
    occurredAtMs: clock.nominalMs(day, slot),
    createdAtMs: clock.instantMs(day + 1 + random.poisson(0.5), random.uniform(7, 22.5)),
  });
  if (draw < backdated + fade * 0.1) return backdate();
  if (draw < backdated + fade * 0.1 + lateSameDay) {
    const writtenAt = hour + random.uniform(1, 10);
    // Past midnight it is tomorrow, and the app treats the entry as backdated.
    if (writtenAt >= 23.95) return backdate();
    return sameDay(clock, day, slot, writtenAt);
  }
  // Logged on the spot, give or take the time to type it.
  return sameDay(clock, day, slot, Math.min(hour + random.uniform(0, 0.4), 23.99));
}

/**
 * An entry written on its own day at `writtenAt` (local hours), stored as the server would
 * (decision 017): at the moment of writing while its slot is still going on, at the slot's nominal
 * time once the slot is over (a lunch caught up at 5 pm sits at 12:30, not 5 pm).
 */
function sameDay(
  clock: LocalClock,
  day: number,
  slot: Parameters<LocalClock['nominalMs']>[1],
  writtenAt: number,
): Timing {
  const createdAtMs = clock.instantMs(day, writtenAt);
  const over = writtenAt >= SLOT_END_HOURS[slot];
  return { occurredAtMs: over ? clock.nominalMs(day, slot) : createdAtMs, createdAtMs };
}

function stamps(random: Random, timing: Timing) {
  // A few entries are corrected afterwards; only updatedAt shows it.
  const updatedAtMs = random.bernoulli(0.03)
    ? timing.createdAtMs + random.uniform(0.1, 48) * 3_600_000
    : timing.createdAtMs;
  return {
    occurredAt: new Date(Math.round(timing.occurredAtMs)).toISOString(),
    createdAt: new Date(Math.round(timing.createdAtMs)).toISOString(),
    updatedAt: new Date(Math.round(updatedAtMs)).toISOString(),
  };
}

function symptomRatings(random: Random, persona: Persona, checkIn: SimCheckIn): Record<string, number> {
  const ratings: Record<string, number> = {};
  let rated = 0;
  for (const trait of persona.symptoms) {
    if (random.bernoulli(trait.ratedShare)) {
      ratings[trait.name] = checkIn.ratings.get(trait.name) as number;
      rated += 1;
    } else if (random.bernoulli(0.3)) {
      // The form sends 0 for a symptom left untouched; other clients leave the key out.
      ratings[trait.name] = 0;
    }
  }
  // A check-in must rate something (the schema refuses all zeros): the person rates one at least.
  if (rated === 0) {
    const trait = random.choice(persona.symptoms);
    ratings[trait.name] = checkIn.ratings.get(trait.name) as number;
  }
  if (random.bernoulli(0.02)) ratings[random.choice(STRAY_SYMPTOMS)] = random.int(1, 4);
  return ratings;
}

/**
 * The check-in factors (issue 23's `details.stress`, `sleepHours`, `sleepQuality`), for people who
 * record them: stress at most check-ins, last night's sleep at the first check-in of the day.
 */
function factors(
  random: Random,
  persona: Persona,
  state: DayState | undefined,
  firstOfDay: boolean,
): Record<string, number> {
  if (!persona.recordsFactors || state === undefined) return {};
  const recorded: Record<string, number> = {};
  if (random.bernoulli(0.85)) {
    recorded.stress = Math.min(5, Math.max(1, Math.round(1 + 4 * state.stressLevel + random.normal(0, 0.5))));
  }
  if (firstOfDay && random.bernoulli(0.8)) {
    recorded.sleepHours = state.sleepHours;
    recorded.sleepQuality = state.sleepQuality;
  }
  return recorded;
}

export function logJournal(
  random: Random,
  persona: Persona,
  clock: LocalClock,
  states: readonly DayState[],
  meals: readonly SimMeal[],
  checkIns: readonly SimCheckIn[],
): LoggedJournal {
  const entries: JournalEntryDto[] = [];
  // Whole days go unlogged more often as the habit fades.
  const dayOff = states.map((_, day) => random.bernoulli(0.35 * (1 - adherence(persona, day))));
  const dayShare = states.map((_, day) => dayFactor(persona, clock, day));
  const mealEntryIds = meals.map((meal) => {
    const share = adherence(persona, meal.day) * (dayShare[meal.day] as number);
    if (dayOff[meal.day] || !random.bernoulli(share)) return null;
    const id = random.uuid();
    const entry: FoodEntryDto = {
      id,
      type: 'food',
      content: meal.text,
      details: {
        mealTime: meal.slot,
        mealSize: meal.size,
        mealSource: meal.source,
        wasPhotoAnalyzed: random.bernoulli(0.04),
      },
      ...stamps(random, timingOf(random, persona, clock, meal.day, meal.hour, meal.slot)),
    };
    entries.push(entry);
    return id;
  });
  let lastCheckInDay = -1;
  for (const checkIn of checkIns) {
    // Feeling bad is a reason to open the app: check-ins are more faithful during a flare.
    const faithful =
      (adherence(persona, checkIn.day) + 0.05 + (states[checkIn.day]?.flare ? 0.15 : 0)) *
      (dayShare[checkIn.day] as number);
    if (dayOff[checkIn.day] || !random.bernoulli(Math.min(1, faithful))) continue;
    const firstOfDay = checkIn.day !== lastCheckInDay;
    lastCheckInDay = checkIn.day;
    // Built apart so the factor fields (issue 23, not yet in this schema's type) ride along.
    const details = {
      symptomRatings: symptomRatings(random, persona, checkIn),
      time_of_day: checkIn.timeOfDay,
      ...factors(random, persona, states[checkIn.day], firstOfDay),
    };
    const entry: SymptomEntryDto = {
      id: random.uuid(),
      type: 'symptom',
      content: random.bernoulli(0.1) ? random.choice(NOTES) : '',
      details,
      ...stamps(random, timingOf(random, persona, clock, checkIn.day, checkIn.hour, checkIn.timeOfDay)),
    };
    entries.push(entry);
  }
  return { entries, mealEntryIds };
}
