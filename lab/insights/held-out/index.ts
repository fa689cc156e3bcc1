// The held-out family of synthetic journals (issue 24): a second generator written from its own
// assumptions, without reading the engine or the training generator, so that the engine's figures
// on it say how it does in a world it was not tuned on. Nothing may be fitted or chosen on it
// (README.md). Pure and deterministic: the same options give the same cohort on every machine.

import { addDays, type DayKey } from '#domain/common/day-key.ts';
import type { AnalyzeJournalInput, TriggerFood } from '#domain/insights/types.ts';
import { createRandom, mixSeed, type Random } from '../random.ts';
import { createLocalCalendar } from './local-calendar.ts';
import { type LoggedMeal, logJournal } from './logging.ts';
import { simulateMeals } from './meals.ts';
import { drawPerson, foodRates, type Person } from './person.ts';
import type { PlantedPair } from './symptoms.ts';
import { choosePairs, exposuresFor, MIN_DAILY_RATE, type TruePair } from './triggers.ts';
import { simulateWorld } from './world.ts';

export { HELD_OUT_ZONES } from './local-calendar.ts';
export type { HeldOutSymptomDetails } from './logging.ts';
export { PAIR_EFFECTS, TRIGGER_FREE_SHARE } from './triggers.ts';

export type TreatmentChange = {
  /** The person's calendar day, 'YYYY-MM-DD' in their zone. */
  date: DayKey;
  medication: string;
  change: 'started' | 'stopped' | 'dose-changed';
};

export type HeldOutPerson = {
  id: string;
  input: AnalyzeJournalInput & { treatmentChanges?: TreatmentChange[] };
  /** The real trigger-symptom pairs, each with its size in rating points (triggers.ts). */
  truth: {
    pairs: Array<{
      trigger: TriggerFood;
      symptom: string;
      effect: number;
      /** When the reaction falls after the meal, for the lab's oracle. */
      window: { fromHours: number; toHours: number };
    }>;
  };
  traits: {
    hasTreatmentChange: boolean;
    logsStress: boolean;
    [key: string]: unknown;
  };
};

export type HeldOutOptions = {
  people: number;
  days: number;
  seed: number;
  /** Share of people who record a 1-5 stress on their check-ins (`details.stress`); default 0.6. */
  stressLoggingShare?: number;
  /** Share who record last night's `sleepHours` and `sleepQuality` on the day's first check-in;
   * default 0.3. Both are optional check-in fields the journal schema may not have yet: set both
   * shares to 0 for entries that the schema of today accepts as they are. The world is the same
   * whatever the shares: only these fields appear or disappear, and loggers at a smaller share are
   * also loggers at a larger one. */
  sleepLoggingShare?: number;
};

export const DEFAULT_STRESS_LOGGING_SHARE = 0.6;
export const DEFAULT_SLEEP_LOGGING_SHARE = 0.3;

// Journals end on days spread over a year from here, so seasons and daylight-saving changes differ.
const FIRST_END_DAY: DayKey = '2025-06-01';

const SUSPECTED_BY_MANY: readonly TriggerFood[] = ['gluten', 'dairy', 'sugar', 'nightshades', 'caffeine'];

/** A food the person gives up when their treatment changes, or null (half of them give none up). */
function chooseCutFood(
  random: Random,
  rates: ReadonlyMap<TriggerFood, number>,
  pairs: readonly TruePair[],
): TriggerFood | null {
  if (!random.bernoulli(0.5)) return null;
  const firstPair = pairs[0];
  if (firstPair && random.bernoulli(0.4)) return firstPair.trigger;
  const common = [...rates.entries()]
    .filter(([, rate]) => rate >= MIN_DAILY_RATE)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (common.length === 0) return null;
  return random.weightedChoice(
    common.map(([food]) => food),
    common.map(([, rate]) => rate),
  );
}

function suspectedTriggers(random: Random, pairs: readonly TruePair[], cut: TriggerFood | null): string[] {
  const suspected = new Set<string>();
  for (const pair of pairs) if (random.bernoulli(0.5)) suspected.add(pair.trigger);
  // A food given up is nearly always one the person suspects: that is why they gave it up.
  if (cut !== null && random.bernoulli(0.85)) suspected.add(cut);
  for (const food of SUSPECTED_BY_MANY) if (random.bernoulli(0.12)) suspected.add(food);
  if (suspected.size === 0) return random.bernoulli(0.5) ? ['none'] : [];
  return [...suspected];
}

function generatePerson(index: number, options: Required<HeldOutOptions>): HeldOutPerson {
  const root = createRandom(mixSeed(options.seed, index));
  const endDay = addDays(FIRST_END_DAY, root.fork('end').int(0, 364));
  const person: Person = drawPerson(root.fork('person'), endDay, options.days);
  const rates = foodRates(person);
  const pairs = choosePairs(root.fork('pairs'), person.symptoms, rates);
  if (person.treatment) person.treatment.cutFood = chooseCutFood(root.fork('cut'), rates, pairs);
  const suspected = suspectedTriggers(root.fork('suspected'), pairs, person.treatment?.cutFood ?? null);

  const calendar = createLocalCalendar(person.firstDay, options.days, person.zone);
  const world = simulateWorld(root.fork('world'), person, calendar);
  const meals = simulateMeals(root.fork('meals'), person, calendar, world);
  const exposureStream = root.fork('exposures');
  const planted: PlantedPair[] = pairs.map((pair) => ({
    pair,
    exposures: exposuresFor(exposureStream, pair, meals),
  }));
  const now = calendar.instant(options.days - 1, 23 + 55 / 60);
  const logsStress = person.factorDraws.stress < options.stressLoggingShare;
  const logsSleep = person.factorDraws.sleep < options.sleepLoggingShare;
  const { entries, meals: loggedMeals } = logJournal(
    root.fork('logging'),
    person,
    calendar,
    world,
    meals,
    planted,
    { stress: logsStress, sleep: logsSleep },
    now,
  );

  const treatmentChanges: TreatmentChange[] = person.treatment
    ? [
        {
          date: calendar.dayKey(person.treatment.day),
          medication: person.treatment.medication,
          change: person.treatment.change,
        },
      ]
    : [];
  return {
    id: `held-out-${options.seed}-${index}`,
    input: {
      entries,
      profile: { symptoms: person.symptoms, suspectedTriggers: suspected, dietaryRestrictions: person.diets },
      now: new Date(now).toISOString(),
      timeZone: person.zone,
      treatmentChanges,
    },
    truth: {
      pairs: pairs.map(({ trigger, symptom, effect, onsetHours, durationHours }) => ({
        trigger,
        symptom,
        effect,
        window: { fromHours: onsetHours, toHours: onsetHours + durationHours },
      })),
    },
    traits: {
      hasTreatmentChange: person.treatment !== null,
      logsStress,
      logsSleep,
      triggerFree: pairs.length === 0,
      zone: person.zone,
      /** The food given up at the treatment change, and whether it was a real trigger. */
      cutFood: person.treatment?.cutFood ?? null,
      cutFoodIsTrigger: pairs.some((pair) => pair.trigger === person.treatment?.cutFood),
      /** A level shift the person never recorded (not a treatment change). */
      hasUnknownShift: person.unknownShift !== null,
      stopsLoggingOnDay: person.logging.stopDay,
      loggingFades: person.logging.fadeHalfLife !== null,
      stressSpellDays: world.days.filter((day) => day.stress > 0).length,
      flares: world.flares.length,
      mealsEaten: meals.length,
      mealsLogged: loggedMeals.length,
      pairDetails: pairs.map(({ trigger, symptom, effect, onsetHours, durationHours, shape }) => ({
        trigger,
        symptom,
        effect,
        onsetHours,
        durationHours,
        shape,
      })),
      /** Each logged meal's real foods, by entry id (what the text says, checked against tagMeal). */
      mealFoods: Object.fromEntries(loggedMeals.map((meal: LoggedMeal) => [meal.entry.id, meal.foods])),
    },
  };
}

export function generateHeldOutCohort(options: HeldOutOptions): HeldOutPerson[] {
  if (!Number.isInteger(options.people) || options.people < 0)
    throw new RangeError('people must be a whole number');
  if (!Number.isInteger(options.days) || options.days < 7)
    throw new RangeError('days must be a whole number >= 7');
  const resolved: Required<HeldOutOptions> = {
    people: options.people,
    days: options.days,
    seed: options.seed,
    stressLoggingShare: options.stressLoggingShare ?? DEFAULT_STRESS_LOGGING_SHARE,
    sleepLoggingShare: options.sleepLoggingShare ?? DEFAULT_SLEEP_LOGGING_SHARE,
  };
  const people: HeldOutPerson[] = [];
  for (let index = 0; index < options.people; index += 1) people.push(generatePerson(index, resolved));
  return people;
}
