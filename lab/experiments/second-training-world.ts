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
//
// Each part is a module of ./second-world/ (days, symptom levels, reactions, ratings, meals,
// check-ins, logging); this file draws the person and puts them together.

import { addDays } from '#domain/common/day-key.ts';
import { DEFAULT_DESIGN } from '#domain/experiments/analysis/plan-design.ts';
import { extendExperiment, planExperimentWith } from '#domain/experiments/analysis/plan-experiment.ts';
import type { ExperimentDay } from '#domain/experiments/analysis/types.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { localClock } from '../insights/local-clock.ts';
import { TIME_ZONES } from '../insights/persona.ts';
import { EFFECT_SIZES } from '../insights/planted-triggers.ts';
import { createRandom, mixSeed } from '../insights/random.ts';
import type { ExperimentCase } from './experiment-case.ts';
import { drawCheckIns } from './second-world/check-ins.ts';
import { drawDayStates } from './second-world/days.ts';
import { logJournalEntries } from './second-world/logging.ts';
import { drawMeals, type Meal } from './second-world/meals.ts';
import { drawScaleUse, type ScaleUse } from './second-world/ratings.ts';
import {
  drawReaction,
  type Exposed,
  type ReactionShape,
  reactionAt,
  reactionSpan,
} from './second-world/reactions.ts';
import {
  drawMedicationChange,
  drawSymptomNoise,
  levelBeforeReactions,
  type MedicationChange,
} from './second-world/symptom-levels.ts';
import type { WorldOptions } from './training-world.ts';

export { doseFactor, type ReactionShape, reactionRise } from './second-world/reactions.ts';

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

type Person = {
  symptoms: string[];
  food: TriggerFood;
  real: boolean;
  target: string | null;
  reaction: ReactionShape | null;
  other: { food: TriggerFood; symptom: string; reaction: ReactionShape } | null;
};

/** What the world knew beyond `person`, for diagnosis only (lab/bench/experiments-diagnose.ts). */
export type Hidden = {
  scaleUse: ScaleUse;
  medication: MedicationChange | null;
  flareDays: number;
  totalDays: number;
  preDays: number;
  meals: readonly Meal[];
  planDay: (day: number) => ExperimentDay | null;
};

/**
 * For diagnosis only (lab/bench/experiments-diagnose.ts): the same person with one part of the
 * world taken out, every other part's draws unchanged (each part has its own random stream; the
 * reading noise shifts once a rating changes, since a repeat is drawn only near the last rating).
 */
export type Ablation = {
  medication?: boolean;
  coarse?: boolean;
  sticky?: boolean;
  flare?: boolean;
  drift?: boolean;
  evening?: boolean;
  shocks?: boolean;
  week?: boolean;
  stress?: boolean;
};

export function generateSecondTrainingExperiment(
  seed: number,
  options: WorldOptions = {},
  ablate: Ablation = {},
): ExperimentCase & { person: Person; hidden: Hidden } {
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

  const states = drawDayStates(random.fork('days'), totalDays, (day) => planDay(day) !== null);
  const noise = drawSymptomNoise(
    random.fork('symptom-shape'),
    random.fork('shocks'),
    symptoms.length,
    totalDays,
  );
  const weekday = (day: number) => new Date(Date.parse(`${clock.dayKey(day)}T12:00:00Z`)).getUTCDay();
  const drawnMedication = drawMedicationChange(
    random.fork('medication'),
    preDays,
    plan.days.length,
    symptoms.length,
  );
  const medication = ablate.medication ? null : drawnMedication;
  if (ablate.drift || ablate.evening || ablate.shocks || ablate.week || ablate.stress)
    noise.shapes.forEach((shape, index) => {
      if (ablate.drift) shape.drift = 0;
      if (ablate.evening) shape.evening = 0;
      if (ablate.week) shape.week.amplitude = 0;
      if (ablate.stress) shape.stress = 0;
      if (ablate.shocks) {
        noise.dayShock[index]?.fill(0);
        noise.halfShock[index]?.fill(0);
      }
    });
  const levelStates = ablate.flare ? { ...states, flare: states.flare.map(() => 0) } : states;
  const { meals, slipRate, skippedPortions } = drawMeals(random.fork('meals'), food, totalDays, planDay);

  // The latent at (day, hour): everything above, plus the reactions to the portions before it.
  const exposed = (trigger: TriggerFood, shape: ReactionShape): Exposed => ({
    exposures: meals
      .filter((meal) => meal.foods.includes(trigger))
      .map((meal) => ({ at: meal.day * 24 + meal.hour, dose: meal.dose })),
    span: reactionSpan(shape),
  });
  const tested = reaction ? exposed(food, reaction) : null;
  const second = other ? exposed(other.food, other.reaction) : null;
  const latent = (index: number, day: number, hour: number): number => {
    const name = symptoms[index] as string;
    const t = day * 24 + hour;
    let value = levelBeforeReactions(noise, levelStates, medication, weekday(day), index, day, hour);
    if (tested && reaction && name === target) value += reactionAt(tested, reaction, t);
    if (second && other && name === other.symptom) value += reactionAt(second, other.reaction, t);
    return value;
  };

  const drawnScaleUse = drawScaleUse(random.fork('scale-use'));
  const scaleUse = {
    ...drawnScaleUse,
    levels: ablate.coarse ? null : drawnScaleUse.levels,
    stickiness: ablate.sticky ? 0 : drawnScaleUse.stickiness,
  };
  const checkIns = drawCheckIns(
    {
      habit: random.fork('check-ins'),
      read: random.fork('read-out'),
      use: scaleUse,
    },
    {
      symptoms,
      states,
      preDays,
      planDay,
      meals,
      challengeCheckIns: options.challengeCheckIns !== false,
      latent,
    },
  );
  const entries = logJournalEntries(random.fork('logging'), clock, meals, checkIns, states.off);

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
    hidden: {
      scaleUse,
      medication,
      flareDays: states.flare.filter((load) => load > 0).length,
      totalDays,
      preDays,
      meals,
      planDay,
    },
  };
}

export function secondTrainingCohort(
  seed: number,
  people: number,
  options: WorldOptions = {},
): ExperimentCase[] {
  return Array.from({ length: people }, (_, index) => {
    const {
      person: _person,
      hidden: _hidden,
      ...item
    } = generateSecondTrainingExperiment(mixSeed(seed, index), options);
    return item;
  });
}
