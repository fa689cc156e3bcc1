// The SECOND TRAINING experiment world (decision 029, addendum 2): people running the experiment's
// plan, built from its own assumptions, deliberately unlike the analysis's model (day-level AR(1)
// errors plus check-in noise, a linear response on the 0-5 scale, reactions as flat kernels) and
// unlike training-world.ts (which shares the training diary generator's symptom process). Choices
// may be made on it as on the first training world; the held-out world stays unseen.
//
// Assumptions:
// - Symptoms are a latent process: a hidden two-state (calm/flare) Markov chain per person, flares
//   lasting days and loading on each symptom differently; heavy-tailed day and half-day shocks
//   (Student t, 3 df); a weekly rhythm; a slow drift; a stress process with multi-day episodes
//   (recorded as 1-5 on check-ins by some people); for 30%, a medication change that eases (or
//   worsens) symptoms gradually from a day in the plan, recorded 60% of the time.
// - A rating is an ordinal read-out of the latent through the person's own thresholds: even,
//   compressed (few high ratings), stretched (quick to the ceiling) or coarse (only a few levels
//   used, some people never say 0); some people repeat their last rating unless it moved a lot,
//   and some leave a symptom unrated when they feel nothing of it (the app saves no check-in
//   whose ratings are all 0, so a day of nothing felt has no check-in).
// - Half of the people test a real trigger of one of their symptoms: its reaction starts 2-40 h
//   after a portion and follows a gamma-shaped course (a peak, then a tail), its peak at a medium
//   portion is the declared effect (0.5, 1.0 or 1.5 points on the latent scale), and its dose-
//   response saturates, is linear, or acts only above a portion threshold (small portions below
//   it). 40% of people also react to another food they eat. Otherwise the tested food does nothing.
// - The plan is followed imperfectly: slips on 5-12% of avoid and washout days (a portion of the
//   food, logged half the time), skipped portions (0-30%), portions at any hour of the day; meals
//   logged 75-98% of the time, check-ins answered 55-95% and fading over the plan, spells of days
//   with nothing logged (likelier in a flare), late entries placed at the slot's nominal time.

import { addDays } from '../../../rules/day-key.ts';
import type { MealSize } from '../../../rules/meal-options.ts';
import type { MealTime } from '../../../rules/meal-time.ts';
import { NOMINAL_TIMES } from '../../../rules/nominal-time.ts';
import { type TimeOfDay, timeOfDayForHour } from '../../../rules/time-of-day.ts';
import type { JournalEntryDto } from '../../../schemas/journal-entry.ts';
import { DISHES, type Dish } from '../../benchmark/dish-library.ts';
import { localClock } from '../../benchmark/local-clock.ts';
import { TIME_ZONES } from '../../benchmark/persona.ts';
import { EFFECT_SIZES } from '../../benchmark/planted-triggers.ts';
import { clamp, createRandom, mixSeed, type Random } from '../../benchmark/random.ts';
import type { TriggerFood } from '../../types.ts';
import { DEFAULT_DESIGN } from '../plan-design.ts';
import { extendExperiment, planExperimentWith } from '../plan-experiment.ts';
import type { ExperimentDay } from '../types.ts';
import type { ExperimentCase } from './experiment-case.ts';
import type { WorldOptions } from './training-world.ts';

const SYMPTOMS = [
  'Bloating',
  'Fatigue',
  'Headache',
  'Joint pain',
  'Brain fog',
  'Stomach pain',
  'Skin irritation',
  'Nausea',
] as const;
const FOODS: readonly TriggerFood[] = [
  'dairy',
  'gluten',
  'eggs',
  'nightshades',
  'legumes',
  'soy',
  'caffeine',
  'citrus',
  'nuts',
  'corn',
  'alcohol',
  'sugar',
  'red-meat',
];
const MEDICATIONS = ['mesalazine', 'omeprazole', 'amitriptyline', 'prednisolone', 'cetirizine'];
/** This world's own doses (the analysis assumes small 0.6, large 1.4 at most through its logging). */
const DOSE: Readonly<Record<MealSize, number>> = { small: 0.5, medium: 1, large: 1.6 };

export type ReactionShape = {
  /** Hours from the portion to the reaction's start. */
  onsetHours: number;
  /** Gamma course: shape (> 1) and scale in hours; the peak is at (shape - 1) · scale after onset. */
  shape: number;
  scaleHours: number;
  /** Peak rise on the latent scale at a medium portion (dose 1). */
  effect: number;
  doseResponse: 'saturating' | 'linear' | 'threshold';
  /** saturating: the dose at which the response is 63% of its maximum; threshold: the least dose. */
  doseParameter: number;
};

/** The reaction's rise `hours` after a portion of dose `dose`: the peak at dose 1 is `effect`. */
export function reactionRise(reaction: ReactionShape, hours: number, dose: number): number {
  const u = hours - reaction.onsetHours;
  if (u <= 0) return 0;
  const mode = (reaction.shape - 1) * reaction.scaleHours;
  const course = (u / mode) ** (reaction.shape - 1) * Math.exp(-(u - mode) / reaction.scaleHours);
  return reaction.effect * course * doseFactor(reaction, dose);
}

export function doseFactor(reaction: ReactionShape, dose: number): number {
  if (reaction.doseResponse === 'linear') return dose;
  if (reaction.doseResponse === 'threshold') return dose >= reaction.doseParameter ? 1 : 0;
  const c = reaction.doseParameter;
  return (1 - Math.exp(-dose / c)) / (1 - Math.exp(-1 / c));
}

/** Hours after onset beyond which the course is under 1% of its peak (nothing is added after). */
function reactionSpan(reaction: ReactionShape): number {
  let u = (reaction.shape - 1) * reaction.scaleHours;
  while (reactionRise({ ...reaction, effect: 1, doseResponse: 'linear' }, reaction.onsetHours + u, 1) > 0.01)
    u += 1;
  return reaction.onsetHours + u;
}

function drawReaction(random: Random, effect: number): ReactionShape {
  const shape = random.uniform(1.5, 5);
  const meanHours = random.uniform(6, 30);
  const doseResponse = random.weightedChoice(
    ['saturating', 'linear', 'threshold'] as const,
    [0.5, 0.25, 0.25],
  );
  return {
    onsetHours: random.uniform(2, 40),
    shape,
    scaleHours: meanHours / shape,
    effect,
    doseResponse,
    doseParameter: doseResponse === 'threshold' ? random.uniform(0.55, 0.75) : random.uniform(0.3, 1.2),
  };
}

/** Student t with 3 degrees of freedom, scaled to unit variance. */
function heavyTailed(random: Random): number {
  const z = random.normal();
  let chi = 0;
  for (let i = 0; i < 3; i += 1) chi += random.normal() ** 2;
  return z / Math.sqrt(chi / 3) / Math.sqrt(3);
}

type ScaleUse = {
  thresholds: number[];
  /** Levels the person uses; a rating is moved down to the nearest of them (at least the lowest). */
  levels: number[] | null;
  readNoise: number;
  stickiness: number;
  skipZero: boolean;
};

function drawScaleUse(random: Random): ScaleUse {
  const style = random.weightedChoice(
    ['even', 'compressed', 'stretched', 'coarse'] as const,
    [0.4, 0.2, 0.2, 0.2],
  );
  const spacing =
    style === 'compressed' ? random.uniform(1.3, 1.8) : style === 'stretched' ? random.uniform(0.5, 0.8) : 1;
  const first = style === 'stretched' ? random.uniform(0.6, 1.2) : random.uniform(0.3, 0.7);
  const thresholds = [0, 1, 2, 3, 4].map((k) => first + k * spacing + random.normal(0, 0.1));
  thresholds.sort((a, b) => a - b);
  const levels =
    style === 'coarse'
      ? random.choice([
          [0, 2, 4],
          [1, 3, 5],
          [0, 1, 3, 5],
          [0, 2, 3, 5],
          [1, 2, 4],
        ])
      : null;
  return {
    thresholds,
    levels,
    readNoise: random.uniform(0.15, 0.45),
    stickiness: random.bernoulli(0.4) ? random.uniform(0.2, 0.6) : 0,
    skipZero: random.bernoulli(0.25),
  };
}

function readOut(use: ScaleUse, latent: number, random: Random, last: number | undefined): number {
  // Logistic reading noise: the person's sense of the symptom at that moment.
  const u = Math.min(Math.max(random.next(), 1e-9), 1 - 1e-9);
  const felt = latent + use.readNoise * Math.log(u / (1 - u));
  let rating = 0;
  for (const threshold of use.thresholds) if (felt > threshold) rating += 1;
  if (use.levels !== null) {
    const allowed = use.levels.filter((level) => level <= rating);
    rating = allowed.length > 0 ? Math.max(...allowed) : (use.levels[0] as number);
  }
  if (last !== undefined && Math.abs(rating - last) <= 1 && random.bernoulli(use.stickiness)) return last;
  return rating;
}

type Meal = {
  day: number;
  hour: number;
  slot: MealTime;
  text: string;
  size: MealSize;
  foods: readonly TriggerFood[];
  dose: number;
  slip: boolean;
  portion: boolean;
};

function mealSize(random: Random): MealSize {
  return random.weightedChoice(['small', 'medium', 'large'] as const, [0.25, 0.55, 0.2]);
}

function dishesFor(slot: MealTime, kind: Dish['kind'][]): Dish[] {
  return DISHES.filter((dish) => dish.slots.includes(slot) && kind.includes(dish.kind));
}

/** The dish a challenge portion is: one with the food alone if there is one, else the fewest others. */
function challengeDish(food: TriggerFood): Dish {
  const candidates = DISHES.filter((dish) => dish.triggers.includes(food));
  candidates.sort((a, b) => a.triggers.length - b.triggers.length || a.id.localeCompare(b.id));
  return candidates[0] as Dish;
}

type Person = {
  symptoms: string[];
  food: TriggerFood;
  real: boolean;
  target: string | null;
  reaction: ReactionShape | null;
  other: { food: TriggerFood; symptom: string; reaction: ReactionShape } | null;
};

export function generateSecondTrainingExperiment(
  seed: number,
  options: WorldOptions = {},
): ExperimentCase & { person: Person } {
  const design = options.design ?? DEFAULT_DESIGN;
  const random = createRandom(seed);
  const who = random.fork('who');
  const timeZone = who.choice(TIME_ZONES);
  const symptoms = who.shuffle(SYMPTOMS).slice(0, who.int(2, 5));
  const food = who.choice(FOODS);
  const real = who.bernoulli(0.5);
  const target = real ? who.choice(symptoms) : null;
  const reaction = real ? drawReaction(random.fork('reaction'), who.choice(EFFECT_SIZES)) : null;
  const otherFood = who.choice(FOODS.filter((f) => f !== food));
  const other = who.bernoulli(0.4)
    ? {
        food: otherFood,
        symptom: who.choice(symptoms),
        reaction: drawReaction(random.fork('other-reaction'), who.uniform(0.5, 1.5)),
      }
    : null;
  const person: Person = { symptoms, food, real, target, reaction, other };

  // The calendar: 7-40 days of journal, then the plan and its extension.
  const preDays = who.int(7, 40);
  const startDate = addDays('2025-02-03', who.int(0, 300));
  const planStart = addDays(startDate, preDays);
  const plan = planExperimentWith({ food, symptoms, start: planStart, timeZone }, design);
  const extended = extendExperiment(plan, design) ?? plan;
  const totalDays = preDays + extended.days.length + 1;
  const planDay = (day: number): ExperimentDay | null => extended.days[day - preDays] ?? null;
  const start = new Date(`${startDate}T00:00:00Z`);
  const clock = localClock(
    { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate() },
    timeZone,
  );

  // Hidden state per day: flare (Markov), stress (episodes), off-spells (nothing logged).
  const days = random.fork('days');
  const toFlare = days.uniform(0.02, 0.1);
  const toCalm = days.uniform(0.15, 0.45);
  const stressEpisode = days.uniform(0.02, 0.08);
  const offStart = days.uniform(0.005, 0.035);
  const flare: number[] = [];
  const stress: number[] = [];
  const off: boolean[] = [];
  let inFlare = days.bernoulli(toFlare / (toFlare + toCalm));
  let flareSize = days.uniform(1, 2.5);
  let episode = 0;
  let offLeft = 0;
  let stressLevel = days.uniform(1.5, 2.5);
  for (let day = 0; day < totalDays; day += 1) {
    if (inFlare ? days.bernoulli(toCalm) : days.bernoulli(toFlare)) {
      inFlare = !inFlare;
      flareSize = days.uniform(1, 2.5);
    }
    flare.push(inFlare ? flareSize * days.uniform(0.7, 1.1) : 0);
    if (episode === 0 && days.bernoulli(stressEpisode)) episode = days.int(2, 6);
    stressLevel = 0.6 * stressLevel + 0.4 * days.uniform(1.3, 2.7);
    stress.push(stressLevel + (episode > 0 ? days.uniform(1, 2) : 0));
    if (episode > 0) episode -= 1;
    const plannedDay = planDay(day) !== null;
    if (offLeft === 0 && days.bernoulli(offStart * (inFlare ? 2 : 1) * (plannedDay ? 0.5 : 1)))
      offLeft = days.int(1, 4);
    off.push(offLeft > 0);
    if (offLeft > 0) offLeft -= 1;
  }

  // Each symptom's own process.
  const shapeRandom = random.fork('symptom-shape');
  const symptomShape = symptoms.map(() => ({
    base: shapeRandom.uniform(0.3, 2.6),
    flareLoad: shapeRandom.bernoulli(0.8) ? shapeRandom.uniform(0.3, 1.2) : 0,
    dayScale: shapeRandom.uniform(0.25, 0.8),
    halfScale: shapeRandom.uniform(0.15, 0.5),
    evening: shapeRandom.uniform(-0.6, 0.6),
    week: { amplitude: shapeRandom.uniform(0, 0.4), phase: shapeRandom.uniform(0, 2 * Math.PI) },
    drift: shapeRandom.normal(0, 0.4),
    stress: shapeRandom.uniform(0, 0.45),
  }));
  const shocks = random.fork('shocks');
  const dayShock = symptomShape.map((s) =>
    Array.from({ length: totalDays }, () => s.dayScale * heavyTailed(shocks)),
  );
  const halfShock = symptomShape.map((s) =>
    Array.from({ length: totalDays * 2 }, () => s.halfScale * heavyTailed(shocks)),
  );
  const weekday = (day: number) => new Date(Date.parse(`${clock.dayKey(day)}T12:00:00Z`)).getUTCDay();

  const medRandom = random.fork('medication');
  const medication = medRandom.bernoulli(0.3)
    ? {
        day: preDays + medRandom.int(2, plan.days.length - 3),
        tau: medRandom.uniform(2, 10),
        effects: symptoms.map(() => (medRandom.bernoulli(0.8) ? -1 : 1) * medRandom.uniform(0.3, 1.2)),
        recorded: medRandom.bernoulli(0.6),
        name: medRandom.choice(MEDICATIONS),
      }
    : null;

  // Meals: a repertoire of dishes; the food on as-usual days at the person's own rate.
  const eat = random.fork('meals');
  const foodRate = eat.uniform(0.3, 1.2); // meals with the food per day, as usual
  const snackRate = eat.uniform(0.2, 0.8);
  const repertoire = (slot: MealTime, withFood: boolean) => {
    const pool = dishesFor(slot, slot === 'snacks' ? ['snack'] : ['main']).filter(
      (dish) => dish.triggers.includes(food) === withFood,
    );
    return pool.length > 0
      ? pool
      : dishesFor(slot, ['main', 'snack', 'side']).filter((d) => d.triggers.includes(food) === withFood);
  };
  const favourites = new Map<string, Dish[]>();
  for (const slot of ['breakfast', 'lunch', 'dinner', 'snacks'] as const)
    for (const withFood of [true, false]) {
      const pool = repertoire(slot, withFood);
      favourites.set(
        `${slot}-${withFood}`,
        eat.shuffle(pool).slice(0, Math.max(1, Math.min(pool.length, eat.int(3, 8)))),
      );
    }
  const pick = (slot: MealTime, withFood: boolean): Dish | null => {
    const list = favourites.get(`${slot}-${withFood}`) ?? [];
    return list.length > 0 ? eat.choice(list) : null;
  };
  const slipRate = eat.uniform(0.05, 0.12);
  const skipRate = eat.uniform(0, 0.3);
  const dish = challengeDish(food);
  const meals: Meal[] = [];
  let skippedPortions = 0;
  const hours: Record<MealTime, [number, number]> = {
    breakfast: [6.5, 9.5],
    lunch: [11.5, 14.5],
    snacks: [15, 17],
    dinner: [18, 21],
  };
  for (let day = 0; day < totalDays; day += 1) {
    const rule = planDay(day);
    const asUsual = rule === null || rule.food === 'as-usual';
    const slots: MealTime[] = ['breakfast', 'lunch', 'dinner'];
    if (eat.bernoulli(snackRate)) slots.push('snacks');
    const foodShare = asUsual ? Math.min(0.9, foodRate / slots.length) : 0;
    const slipToday = rule?.food === 'avoid' && eat.bernoulli(slipRate);
    const slipSlot = slipToday ? eat.choice(slots) : null;
    for (const slot of slots) {
      const withFood = slot === slipSlot || eat.bernoulli(foodShare);
      const chosen = pick(slot, withFood) ?? pick(slot, false);
      if (chosen === null) continue;
      const size = mealSize(eat);
      const hasFood = chosen.triggers.includes(food);
      meals.push({
        day,
        hour: eat.uniform(...hours[slot]),
        slot,
        text: eat.bernoulli(0.6) ? (chosen.texts[0] as string) : eat.choice(chosen.texts),
        size,
        foods: chosen.triggers,
        dose: DOSE[size] * eat.uniform(0.8, 1.25),
        slip: slot === slipSlot && hasFood,
        portion: false,
      });
    }
    if (rule?.food === 'eat') {
      if (eat.bernoulli(skipRate)) skippedPortions += 1;
      else {
        const hour = eat.uniform(8, 20);
        const size = rule.portion ?? 'medium';
        meals.push({
          day,
          hour,
          slot: hour < 10.5 ? 'breakfast' : hour < 15 ? 'lunch' : hour < 17.5 ? 'snacks' : 'dinner',
          text: eat.bernoulli(0.6) ? (dish.texts[0] as string) : eat.choice(dish.texts),
          size,
          foods: dish.triggers,
          dose: DOSE[size] * eat.uniform(0.85, 1.15),
          slip: false,
          portion: true,
        });
      }
    }
  }
  meals.sort((a, b) => a.day - b.day || a.hour - b.hour);

  // The latent at (day, hour): everything above, plus the reactions to the portions before it.
  const exposures = (trigger: TriggerFood) =>
    meals
      .filter((meal) => meal.foods.includes(trigger))
      .map((meal) => ({ at: meal.day * 24 + meal.hour, dose: meal.dose }));
  const tested = reaction ? { exposures: exposures(food), span: reactionSpan(reaction) } : null;
  const second = other ? { exposures: exposures(other.food), span: reactionSpan(other.reaction) } : null;
  const rise = (
    which: { exposures: { at: number; dose: number }[]; span: number },
    shape: ReactionShape,
    t: number,
  ) => {
    let total = 0;
    for (const exposure of which.exposures) {
      const lag = t - exposure.at;
      if (lag > 0 && lag < which.span) total += reactionRise(shape, lag, exposure.dose);
    }
    return Math.min(total, 2 * shape.effect);
  };
  const latent = (index: number, day: number, hour: number): number => {
    const s = symptomShape[index] as (typeof symptomShape)[number];
    const name = symptoms[index] as string;
    const t = day * 24 + hour;
    let value =
      s.base +
      s.flareLoad * (flare[day] ?? 0) +
      (dayShock[index]?.[day] ?? 0) +
      (halfShock[index]?.[day * 2 + (hour >= 14 ? 1 : 0)] ?? 0) +
      (hour >= 16 ? s.evening : 0) +
      s.week.amplitude * Math.sin((2 * Math.PI * weekday(day)) / 7 + s.week.phase) +
      (s.drift * day) / 60 +
      s.stress * ((stress[day] ?? 2) - 2);
    if (medication && day >= medication.day)
      value +=
        (medication.effects[index] ?? 0) *
        (1 - Math.exp(-(day - medication.day + hour / 24) / medication.tau));
    if (tested && reaction && name === target) value += rise(tested, reaction, t);
    if (second && other && name === other.symptom) value += rise(second, other.reaction, t);
    return value;
  };

  // Check-ins: the person's habit, the plan's asks, fading, off-spells, read-outs.
  const habit = random.fork('check-ins');
  const answer = habit.uniform(0.55, 0.95);
  const afternoonHabit = habit.bernoulli(0.25);
  const fade = habit.uniform(0, 0.35);
  const flareEffect = habit.uniform(0.7, 1.2);
  const recordsStress = habit.bernoulli(0.4);
  const use = drawScaleUse(random.fork('scale-use'));
  const read = random.fork('read-out');
  type CheckIn = {
    day: number;
    hour: number;
    timeOfDay: TimeOfDay;
    ratings: Record<string, number>;
    stress?: number;
  };
  const checkIns: CheckIn[] = [];
  const last: Array<number | undefined> = symptoms.map(() => undefined);
  for (let day = 0; day < totalDays; day += 1) {
    if (off[day]) continue;
    const rule = planDay(day);
    const planWeek = rule ? (day - preDays) / 7 : 0;
    const p = clamp(
      answer * (rule ? 1.1 : 1) * (1 - (fade * planWeek) / 5) * ((flare[day] ?? 0) > 0 ? flareEffect : 1),
      0.1,
      0.97,
    );
    const times: number[] = [];
    if (habit.bernoulli(p)) times.push(habit.uniform(6.5, 10.5));
    if (afternoonHabit && habit.bernoulli(p)) times.push(habit.uniform(13, 16.5));
    if (habit.bernoulli(p)) times.push(habit.uniform(18, 22.5));
    if (options.challengeCheckIns !== false && rule?.food === 'eat') {
      const portion = meals.find((meal) => meal.day === day && meal.portion);
      if (portion && habit.bernoulli(0.6)) {
        const asked = Math.min(portion.hour + habit.uniform(3, 6), 23.5);
        if (times.every((time) => Math.abs(time - asked) > 2)) times.push(asked);
      }
    }
    times.sort((a, b) => a - b);
    times.forEach((hour, order) => {
      const ratings: Record<string, number> = {};
      symptoms.forEach((name, index) => {
        const rating = readOut(use, latent(index, day, hour), read, last[index]);
        last[index] = rating;
        if (!(use.skipZero && rating === 0)) ratings[name] = rating;
      });
      // The app refuses a check-in without a rating above 0: a day of nothing felt is not saved.
      if (!Object.values(ratings).some((rating) => rating > 0)) return;
      const checkIn: CheckIn = { day, hour, timeOfDay: timeOfDayForHour(Math.floor(hour)), ratings };
      if (recordsStress && order === 0 && habit.bernoulli(0.8))
        checkIn.stress = Math.round(clamp((stress[day] ?? 2) + habit.normal(0, 0.4), 1, 5));
      checkIns.push(checkIn);
    });
  }

  // Logging: meals logged or not, slips half the time, late entries at the slot's nominal time.
  const log = random.fork('logging');
  const mealLog = log.uniform(0.75, 0.98);
  const late = log.uniform(0.05, 0.35);
  const entries: JournalEntryDto[] = [];
  const stamp = (day: number, hour: number, slot: MealTime | TimeOfDay) => {
    const actual = clock.instantMs(day, hour);
    if (!log.bernoulli(late)) return { occurredAt: actual, createdAt: actual };
    const nominal = NOMINAL_TIMES[slot];
    const occurredAt = clock.instantMs(day, nominal.hour + nominal.minute / 60);
    return { occurredAt, createdAt: Math.max(actual, occurredAt) + log.uniform(2, 40) * 3_600_000 };
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  for (const meal of meals) {
    if (off[meal.day]) continue;
    const chance = meal.slip ? 0.5 : meal.portion ? 0.97 : mealLog;
    if (!log.bernoulli(chance)) continue;
    const when = stamp(meal.day, meal.hour, meal.slot);
    entries.push({
      id: log.uuid(),
      type: 'food',
      content: meal.text,
      occurredAt: iso(when.occurredAt),
      createdAt: iso(when.createdAt),
      updatedAt: iso(when.createdAt),
      details: { mealTime: meal.slot, mealSize: meal.size, mealSource: 'home', wasPhotoAnalyzed: false },
    });
  }
  for (const checkIn of checkIns) {
    const when = stamp(checkIn.day, checkIn.hour, checkIn.timeOfDay);
    entries.push({
      id: log.uuid(),
      type: 'symptom',
      content: '',
      occurredAt: iso(when.occurredAt),
      createdAt: iso(when.createdAt),
      updatedAt: iso(when.createdAt),
      details: {
        symptomRatings: checkIn.ratings,
        time_of_day: checkIn.timeOfDay,
        ...(checkIn.stress === undefined ? {} : { stress: checkIn.stress }),
      },
    });
  }
  entries.sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));

  const endOf = (length: number) => new Date(clock.instantMs(preDays + length, 9)).toISOString();
  const nowAtEnd = endOf(plan.days.length);
  const extendedNow = endOf(extended.days.length);
  const known = (entry: JournalEntryDto, now: string) => Date.parse(entry.createdAt) <= Date.parse(now);
  const truth: Record<string, number> = {};
  for (const name of symptoms) truth[name] = name === target && reaction ? reaction.effect : 0;
  const suspect = random.fork('profile');
  return {
    id: `second-training-${seed}`,
    input: {
      plan,
      entries: entries.filter((entry) => known(entry, nowAtEnd)),
      profile: {
        symptoms: [...symptoms],
        suspectedTriggers: suspect.bernoulli(0.7) ? [food] : [],
        dietaryRestrictions: ['none'],
      },
      now: nowAtEnd,
      timeZone,
      treatmentChanges:
        medication?.recorded === true
          ? [
              {
                date: clock.dayKey(medication.day),
                medication: medication.name,
                change:
                  medication.effects.filter((e) => e < 0).length * 2 >= symptoms.length
                    ? 'started'
                    : 'stopped',
              },
            ]
          : [],
    },
    extended: {
      plan: extended,
      now: extendedNow,
      entries: entries.filter((entry) => known(entry, extendedNow)),
    },
    truth,
    traits: {
      real,
      slipRate,
      skippedPortions,
      treatmentChange: medication !== null,
      delayHours: reaction
        ? {
            from: Math.round(reaction.onsetHours),
            to: Math.round(reaction.onsetHours + reaction.shape * reaction.scaleHours),
          }
        : null,
    },
    person,
  };
}

export function secondTrainingCohort(
  seed: number,
  people: number,
  options: WorldOptions = {},
): ExperimentCase[] {
  return Array.from({ length: people }, (_, index) => {
    const { person: _person, ...item } = generateSecondTrainingExperiment(mixSeed(seed, index), options);
    return item;
  });
}
