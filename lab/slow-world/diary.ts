// One slow-world person's diary, from their meals to their journal: the body, each real reaction's
// course, the felt levels, the check-ins and the entries. The experiment cohort and the insights
// family both draw the person, the meals and the reactions, then call this.

import { addDays, type DayKey, parseDayKey } from '#domain/common/day-key.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { type LocalClock, localClock } from '#lab/insights/local-clock.ts';
import type { Random } from '#lab/insights/random.ts';
import { drawBody, feltBeforeFood } from './body.ts';
import { type CheckInHabits, drawCheckIns, type SlowCheckIn } from './check-ins.ts';
import { writeEntries } from './logging.ts';
import type { SlowMeal } from './meals.ts';
import type { SlowPerson } from './person.ts';
import {
  drawReaction,
  REACTION_KINDS,
  type ReactionKind,
  reactionCourse,
  type SlowReaction,
} from './reactions.ts';

/** Diaries start on a day drawn from here, so zones' clock changes fall at different points. */
const EARLIEST_START: DayKey = '2025-01-06';

export type SlowDiary = {
  entries: JournalEntryDto[];
  checkIns: SlowCheckIn[];
  clock: LocalClock;
  /** Symptom `index`'s felt level at `hour` of `day`, food reactions included (for checks only). */
  felt: (index: number, day: number, hour: number) => number;
};

export function drawStartDay(random: Random): DayKey {
  return addDays(EARLIEST_START, random.int(0, 330));
}

/** A reaction's kind and size: cumulative and 24-72 h reactions are as common as quick ones. */
export function drawPair(random: Random, food: TriggerFood, symptomIndex: number): SlowReaction {
  const kind = random.weightedChoice<ReactionKind>(REACTION_KINDS, [0.25, 0.2, 0.25, 0.3]);
  const effect = random.weightedChoice([0.5, 1, 1.5] as const, [0.2, 0.4, 0.4]);
  return drawReaction(random, food, symptomIndex, kind, effect);
}

/** A food eaten on at least a quarter of days, likelier the more often it is eaten; null if none. */
export function drawEatenFood(
  random: Random,
  shares: ReadonlyMap<TriggerFood, number>,
  except: readonly TriggerFood[] = [],
): TriggerFood | null {
  const eaten = [...shares]
    .filter(([food, share]) => share >= 0.25 && !except.includes(food))
    .sort(([a], [b]) => a.localeCompare(b));
  if (eaten.length === 0) return null;
  return random.weightedChoice(
    eaten.map(([food]) => food),
    eaten.map(([, share]) => share),
  );
}

export function simulateSlowDiary(
  random: Random,
  person: SlowPerson,
  start: DayKey,
  totalDays: number,
  meals: readonly SlowMeal[],
  reactions: readonly SlowReaction[],
  habits: CheckInHabits = {},
): SlowDiary {
  const body = drawBody(random.fork('body'), person, totalDays);
  const courses = reactions.map((reaction) => ({
    index: reaction.symptomIndex,
    course: reactionCourse(
      reaction,
      meals
        .filter((meal) => meal.foods.includes(reaction.food))
        .map((meal) => ({ day: meal.day, hour: meal.hour, dose: meal.dose }))
        .sort((a, b) => a.day * 24 + a.hour - (b.day * 24 + b.hour)),
      totalDays,
    ),
  }));
  const felt = (index: number, day: number, hour: number) => {
    let level = feltBeforeFood(person, body, index, day, hour);
    for (const { index: target, course } of courses) if (target === index) level += course(day, hour);
    return level;
  };
  const checkIns = drawCheckIns(random.fork('check-ins'), person, totalDays, felt, habits);
  const clock = localClock(parseDayKey(start), person.zone);
  const entries = writeEntries(random.fork('logging'), person, clock, meals, checkIns);
  return { entries, checkIns, clock, felt };
}
