// Food experiments: every sentence a person reads about an experiment, in one place, so
// the dashboard, the Experiments page and the doctor report say the same thing. Percentages are
// shown with the Insights rule (shownPercent: never 0% or 100%), so an experiment's 96% and a
// pattern's 96% read alike.

import { capitalise, foodNoun, plural, shownPercent, symptomNoun } from '#domain/insights/public.ts';
import { triggerFoodLabel } from '../catalogues/trigger-foods.ts';
import type { DayKey } from '../common/day-key.ts';
import { MAX_EXTENDED_DAYS, MAX_PLAN_DAYS } from './analysis/plan-design.ts';
import type { ExperimentReach, ReactionReach } from './analysis/types.ts';
import type {
  ExperimentAnalysis,
  ExperimentFood,
  ExperimentState,
  PlanDay,
  Portion,
  SymptomResult,
} from './experiment-schema.ts';
import { portionExample } from './portions.ts';
import type { TodayInPlan } from './schedule.ts';

/** 'dairy', 'red meat': the food inside a sentence. */
export function experimentFoodNoun(food: ExperimentFood): string {
  return foodNoun(food);
}

/** 'Dairy', 'Nightshades (tomatoes, peppers, potatoes, eggplant)': the food as a label. */
export function experimentFoodLabel(food: ExperimentFood): string {
  return triggerFoodLabel(food) ?? capitalise(foodNoun(food));
}

/** 'Dairy experiment'. */
export function experimentTitle(food: ExperimentFood): string {
  return `${capitalise(foodNoun(food))} experiment`;
}

const oneDecimal = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  // -0.0 reads as 0.0.
  return (Object.is(rounded, -0) ? 0 : rounded).toFixed(1);
};

export const PHASE_LABELS: Readonly<Record<PlanDay['phase'], string>> = {
  baseline: 'Usual days',
  avoid: 'Break',
  reintroduce: 'Reintroduction',
  washout: 'Settling days',
};

/** What a plan day asks, in a short line: 'No dairy', 'Medium portion of dairy', 'Eat as usual'. */
export function dayRuleText(day: Pick<PlanDay, 'food' | 'portion'>, food: ExperimentFood): string {
  const noun = foodNoun(food);
  if (day.food === 'avoid') return `No ${noun}`;
  if (day.food === 'eat') return `${capitalise(day.portion ?? 'medium')} portion of ${noun}`;
  return 'Eat as usual';
}

/** The plan day in plain words, with an example for a portion: the day-by-day plan's rows. */
export function dayRuleSentence(day: Pick<PlanDay, 'food' | 'portion'>, food: ExperimentFood): string {
  const noun = foodNoun(food);
  if (day.food === 'avoid') return `No ${noun} at all today.`;
  if (day.food === 'eat') {
    const portion = day.portion ?? 'medium';
    return `Have a ${portion} portion of ${noun} in one meal, for example ${portionExample(food, portion)}, and no other ${noun} today.`;
  }
  return 'Eat as you usually do.';
}

/**
 * What today asks, as the dashboard's headline: "Day 9 of 35: no dairy today", "Reintroduction,
 * portion 2 of 6: have a large portion of dairy, for example a glass of milk and a yogurt".
 */
export function todayHeadline(today: TodayInPlan, food: ExperimentFood): string {
  const noun = foodNoun(food);
  if (today.kind === 'before') {
    return today.daysUntil === 1
      ? `Your ${noun} experiment starts tomorrow`
      : `Your ${noun} experiment starts in ${today.daysUntil} days`;
  }
  if (today.kind === 'after') return `Your ${noun} experiment has ended`;
  const { day } = today;
  if (day.food === 'eat') {
    const portion = day.portion ?? 'medium';
    const which = today.portion
      ? `portion ${today.portion.number} of ${today.portion.total}`
      : `day ${today.phaseDay}`;
    return `Reintroduction, ${which}: have a ${portion} portion of ${noun}, for example ${portionExample(food, portion)}`;
  }
  const prefix = `Day ${today.number} of ${today.total}`;
  if (day.food === 'avoid') return `${prefix}: no ${noun} today`;
  return `${prefix}: eat as usual today`;
}

/** Why today is what it is, in a sentence under the headline. */
export function phaseExplanation(day: Pick<PlanDay, 'phase' | 'food'>, food: ExperimentFood): string {
  const noun = foodNoun(food);
  switch (day.phase) {
    case 'baseline':
      return 'These first days show how your symptoms go on ordinary days, to compare with later.';
    case 'avoid':
      return `Leave ${noun} out completely, also in sauces, baking and ready meals. Log your meals as usual.`;
    case 'reintroduce':
      return day.food === 'eat'
        ? `Have it once, in one meal, and log that meal with its portion size. Then no more ${noun} today.`
        : `No ${noun} today, so the last portion's effect can show.`;
    case 'washout':
      return `No ${noun} today, so the last portion's effect can show and settle before the next one.`;
  }
}

/** What is still needed today: a check-in every day, two around a portion. */
export function checkInAdvice(day: Pick<PlanDay, 'food'>, checkInsToday: number): string {
  if (day.food === 'eat') {
    return checkInsToday === 0
      ? 'Still needed today: a check-in this evening, and another tomorrow morning (some effects take a day to show).'
      : 'Thank you for checking in. Another check-in tomorrow morning helps: some effects take a day to show.';
  }
  return checkInsToday === 0
    ? 'Still needed today: a check-in, rating the symptoms you watch.'
    : "Today's check-in is done. Thank you.";
}

/** The kind word when a meal on a no-food day has the food: "That has dairy. It happens; ..." */
export function slipAcknowledgement(food: ExperimentFood): string {
  return `That has ${foodNoun(food)}. It happens; Tend takes it into account.`;
}

/** Whether a meal with these foods, logged on `day`, is a slip worth a kind word. */
export function shouldAcknowledgeSlip(
  day: Pick<PlanDay, 'food'> | null,
  food: ExperimentFood,
  mealFoods: readonly string[],
): boolean {
  return day !== null && day.food === 'avoid' && mealFoods.includes(food);
}

function effectPhrase(effect: NonNullable<SymptomResult['effect']>): string {
  return `(likely between ${oneDecimal(effect.low)} and ${oneDecimal(effect.high)})`;
}

function adverb(probability: number): string {
  if (probability >= 0.95) return 'very likely';
  if (probability >= 0.8) return 'likely';
  return 'probably';
}

// The shown percentage is always the chance that the food raises the symptom at all (the engine's
// probability), so each sentence and badge names it as that; a bare "96%." or "Unlikely, 8%" beside
// "No clear effect" left a reader to guess what was likely.

/** The chance as a parenthesis: '(96% chance)' after a raise, '(8% chance of any rise at all)' otherwise. */
function chancePhrase(result: Pick<SymptomResult, 'verdict' | 'probability'>): string {
  const percent = `${shownPercent(result.probability)}%`;
  if (result.verdict === 'raises') return `(${percent} chance)`;
  if (result.verdict === 'no-clear-effect') return `(${percent} chance of any rise at all)`;
  return `(${percent} chance so far of any rise)`;
}

/**
 * The verdict for one symptom in plain words, with the chance that the food raises it and the
 * effect with its interval: "Dairy very likely raises your digestive issues (96% chance): about
 * 1.2 points higher in the day after a medium portion of dairy (likely between 0.7 and 1.7)."
 */
export function verdictSentence(result: SymptomResult, food: ExperimentFood): string {
  const noun = foodNoun(food);
  const symptom = symptomNoun(result.symptom);
  const chance = chancePhrase(result);
  if (result.verdict === 'raises') {
    const effect = result.effect
      ? `: about ${oneDecimal(result.effect.estimate)} points higher in the day after a medium portion of ${noun} ${effectPhrase(result.effect)}`
      : '';
    return `${capitalise(noun)} ${adverb(result.probability)} raises your ${symptom} ${chance}${effect}.`;
  }
  if (result.verdict === 'no-clear-effect') {
    const effect = result.effect
      ? ` The estimate is ${oneDecimal(result.effect.estimate)} points ${effectPhrase(result.effect)}.`
      : '';
    if (result.reach === undefined || result.reach.ruledOut.length === 0)
      return `${capitalise(noun)} shows no clear effect on your ${symptom} ${chance}: an effect of a point or more is unlikely.${effect}`;
    const ruledOut = result.reach.ruledOut.map((kind) => REACH_PHRASES[kind].when);
    // Two or more kinds are set off by commas, so "of a point or more" is read with each.
    const when = ruledOut.length === 1 ? (ruledOut[0] as string) : `${ruledOut.join(', or ')},`;
    return `${capitalise(noun)} shows no clear effect on your ${symptom} ${chance}: a reaction of a point or more ${when} is unlikely.${notTestedSentence(result.reach)}${effect}`;
  }
  const open = result.reach === undefined ? '' : openSentence(result.reach);
  return `Not enough data yet to say whether your ${symptom} reacts to ${noun} ${chance}.${open}`;
}

// How each kind of reaction is named: after "no reaction of a point or more ...", and as a subject.
const REACH_PHRASES: Readonly<Record<ReactionReach, { when: string; subject: string }>> = {
  'after-a-portion': {
    when: 'within two days of a portion',
    subject: 'a reaction within two days of a portion',
  },
  'after-days-in-a-row': {
    when: 'after three days in a row of it',
    subject: 'a reaction that builds over three days in a row of it',
  },
  'after-a-week-of-daily-eating': {
    when: 'after a week of eating it daily',
    subject: 'a reaction that builds over a week of daily eating',
  },
};

function andList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** ' A reaction that builds over a week of daily eating was not tested.', or '' when all were. */
function notTestedSentence(reach: ExperimentReach): string {
  if (reach.notTested.length === 0) return '';
  const subjects = reach.notTested.map((kind) => REACH_PHRASES[kind].subject);
  return ` ${capitalise(andList(subjects))} ${subjects.length === 1 ? 'was' : 'were'} not tested.`;
}

/**
 * Why an open verdict is open, and what would settle it: the kinds of reaction of a point or more
 * the data could not rule out yet, then those it never tested.
 */
function openSentence(reach: ExperimentReach): string {
  const open = reach.open.filter((kind) => kind !== 'after-a-week-of-daily-eating');
  const untestable = reach.notTested.filter((kind) => kind !== 'after-a-week-of-daily-eating');
  let text = '';
  if (open.length > 0) {
    const subjects = open.map((kind) => REACH_PHRASES[kind].subject);
    text += ` ${capitalise(andList(subjects))} of a point or more ${open.length === 1 ? 'is' : 'are'} not ruled out yet: more portions, with check-ins at more times of day (extending the experiment, or a longer challenge later), can settle it.`;
  }
  if (untestable.length > 0) {
    const subjects = untestable.map((kind) => REACH_PHRASES[kind].subject);
    text += ` ${capitalise(andList(subjects))} ${untestable.length === 1 ? 'was' : 'were'} not tested yet.`;
  }
  return text;
}

/** A short label for the verdict: 'Raises it', 'No clear effect', 'Not enough data yet'. */
export function verdictLabel(result: Pick<SymptomResult, 'verdict'>): string {
  if (result.verdict === 'raises') return 'Raises it';
  if (result.verdict === 'no-clear-effect') return 'No clear effect';
  return 'Not enough data yet';
}

/**
 * The verdict with its chance, for a badge or a cell: 'Raises it (96% chance)', 'No clear effect
 * (8% chance of any rise at all)'. The same words as the sentence, so the two never disagree.
 */
export function verdictBadge(result: Pick<SymptomResult, 'verdict' | 'probability'>): string {
  return `${verdictLabel(result)} ${chancePhrase(result)}`;
}

/** '24 of 26 planned days kept': how closely the plan was followed, as far as the journal shows. */
export function adherenceSentence(adherence: ExperimentAnalysis['adherence']): string {
  if (adherence.days === 0) return 'No day with a food rule has passed yet.';
  return `${adherence.followed} of ${adherence.days} days with a food rule kept, as far as your journal shows.`;
}

/** What an experiment cannot tell, said under every result. */
export function cannotTell(food: ExperimentFood, analysis: ExperimentAnalysis | null): string[] {
  const noun = foodNoun(food);
  const lines = [
    `It tells about the portions you tried, not about much larger amounts of ${noun}, or about eating it every day for months.`,
    'Effects that take longer than about two days to show, or that build up over more days in a row than the plan has, can be missed.',
    '"No clear effect" means a reaction of a point or more is unlikely at the delays and build-ups the result names; a smaller one can still be there.',
    `It is not a test for an allergy or for celiac disease: those need a clinician's tests.`,
    'Whatever else changed at the same time (a flare, stress, a new medication) is taken into account as far as your journal records it, not beyond.',
  ];
  if (analysis && analysis.adherence.days > 0 && analysis.adherence.followed < analysis.adherence.days) {
    lines.push('Some planned days were not kept or not logged, which makes the result less sure.');
  }
  return lines;
}

/** The sentence above a result: what it covers, and how it ended. */
export function resultIntro(input: {
  food: ExperimentFood;
  state: ExperimentState;
  reintroduced: boolean;
  daysDone: number;
  totalDays: number;
}): string {
  const noun = foodNoun(input.food);
  // No plan day has come: there is no day to count ("day 0 of 35") and nothing to read.
  if (input.daysDone === 0) {
    return input.state === 'stopped' || input.state === 'finished'
      ? 'You stopped it before its first day, so nothing was recorded for it. Starting again later is fine.'
      : `Your ${noun} experiment has not begun yet. A result starts to show once ${noun} comes back.`;
  }
  if (input.state === 'stopped') {
    if (!input.reintroduced) {
      return `You stopped on day ${input.daysDone} of ${input.totalDays}, before ${noun} came back, so there is nothing to compare yet. Starting again later is fine.`;
    }
    return `You stopped early, on day ${input.daysDone} of ${input.totalDays}. This partial result reads the days you did; it is less sure than a whole experiment.`;
  }
  if (input.state === 'finished') return `Your ${noun} experiment is complete. Here is what it shows.`;
  if (!input.reintroduced) {
    return `So far, day ${input.daysDone} of ${input.totalDays}. A result starts to show once ${noun} comes back.`;
  }
  return `So far, day ${input.daysDone} of ${input.totalDays}. This is a result in progress; it firms up as the days go by.`;
}

const PORTION_SIZES = ['small', 'medium', 'large'] as const;

/**
 * One part of the plan's summary, in the plan's order: days as usual, days without the food, or
 * a run of alike challenges (the same number of portion days, each followed by the same number
 * of days without it). `from` and `to` are plan day numbers, from 1.
 */
export type PlanPart =
  | { kind: 'usual' | 'without'; days: number; from: number; to: number }
  | {
      kind: 'portions';
      /** How many challenges alike. */
      count: number;
      /** Consecutive days with one portion each, per challenge. */
      portionDays: number;
      /** Days without the food after each challenge (0 when the plan ends on a portion). */
      daysWithout: number;
      sizes: Portion[];
      from: number;
      to: number;
    };

type DayRun = { kind: 'usual' | 'eat' | 'without'; days: PlanDay[]; from: number };

function dayRuns(days: readonly PlanDay[]): DayRun[] {
  const runs: DayRun[] = [];
  days.forEach((day, index) => {
    const kind = day.food === 'eat' ? 'eat' : day.food === 'avoid' ? 'without' : 'usual';
    const last = runs.at(-1);
    if (last && last.kind === kind) last.days.push(day);
    else runs.push({ kind, days: [day], from: index + 1 });
  });
  return runs;
}

/**
 * The plan in parts, read from its days, so a summary of it cannot say other than the plan: each
 * run of days with a portion, with the days without the food right after it, is a challenge, and
 * challenges alike in a row are one part.
 */
export function planParts(days: readonly PlanDay[]): PlanPart[] {
  const parts: PlanPart[] = [];
  const runs = dayRuns(days);
  for (let index = 0; index < runs.length; index += 1) {
    const run = runs[index] as DayRun;
    const to = run.from + run.days.length - 1;
    if (run.kind !== 'eat') {
      parts.push({ kind: run.kind, days: run.days.length, from: run.from, to });
      continue;
    }
    const after = runs[index + 1];
    const washout = after?.kind === 'without' ? after : null;
    if (washout) index += 1;
    const daysWithout = washout?.days.length ?? 0;
    const sizes = run.days.map((day) => day.portion ?? 'medium');
    const last = parts.at(-1);
    if (
      last?.kind === 'portions' &&
      last.portionDays === run.days.length &&
      last.daysWithout === daysWithout &&
      last.to === run.from - 1
    ) {
      last.count += 1;
      last.sizes.push(...sizes);
      last.to = to + daysWithout;
    } else {
      parts.push({
        kind: 'portions',
        count: 1,
        portionDays: run.days.length,
        daysWithout,
        sizes,
        from: run.from,
        to: to + daysWithout,
      });
    }
  }
  return parts;
}

/** 'medium and large': the sizes a part asks for, smallest first. */
function sizesText(sizes: readonly Portion[]): string {
  const asked = PORTION_SIZES.filter((size) => sizes.includes(size));
  return asked.length > 1 ? `${asked.slice(0, -1).join(', ')} and ${asked.at(-1)}` : (asked[0] ?? 'medium');
}

const dayNumbers = (part: PlanPart) =>
  part.from === part.to ? `day ${part.from}` : `days ${part.from} to ${part.to}`;

function partText(part: PlanPart, noun: string, named: boolean): string {
  if (part.kind !== 'portions') {
    const length = plural(part.days, 'day', 'days');
    return part.kind === 'usual' ? `${length} eating as usual` : `${length} without ${noun}`;
  }
  const food = named ? 'it' : noun;
  const each = part.count === 1 ? '' : 'each ';
  const after =
    part.daysWithout === 0
      ? ''
      : `, ${each}followed by ${plural(part.daysWithout, 'day', 'days')} without it`;
  const sizes = `, ${sizesText(part.sizes)}`;
  if (part.portionDays === 1) {
    return `${plural(part.count, 'planned portion', 'planned portions')} of ${food}${sizes}${after}`;
  }
  const run = `${part.portionDays} days with one portion of ${food} a day`;
  return part.count === 1 ? `${run}${sizes}${after}` : `${part.count} stretches of ${run}${sizes}${after}`;
}

/**
 * The plan in one sentence, every figure read from its days: "35 days in all: 5 days eating as
 * usual (days 1 to 5), then 6 days without dairy (days 6 to 11), then 4 days with one portion of it
 * a day, medium, followed by 4 days without it (days 12 to 19), then 4 planned portions of it,
 * medium and large, each followed by 3 days without it (days 20 to 35)."
 */
export function planSummary(food: ExperimentFood, days: readonly PlanDay[]): string {
  const noun = foodNoun(food);
  let named = false;
  const parts = planParts(days).map((part) => {
    const text = `${partText(part, noun, named)} (${dayNumbers(part)})`;
    named ||= part.kind !== 'usual';
    return text;
  });
  return `${plural(days.length, 'day', 'days')} in all: ${parts.join(', then ')}.`;
}

/**
 * Why each part of the plan is as long as it is, one line a kind of part, read from its days so
 * the reasons cannot describe another plan. The lengths rest on how food reactions come and go: a
 * reaction can start up to a day and a half after a portion and last a day, so it can reach about
 * two and a half days; one that builds over days of eating fades over days too.
 */
export function planReasons(food: ExperimentFood, days: readonly PlanDay[]): string[] {
  const noun = foodNoun(food);
  const reasons: string[] = [];
  const add = (line: string) => {
    if (!reasons.includes(line)) reasons.push(line);
  };
  for (const part of planParts(days)) {
    if (part.kind === 'usual')
      add(
        `${plural(part.days, 'day', 'days')} as usual: your usual level of each symptom, with ${noun}, to compare the rest with.`,
      );
    else if (part.kind !== 'portions')
      add(
        `${plural(part.days, 'day', 'days')} without ${noun}: a reaction fades within about three days, and one that built up over days within about five, so the last days of the break show you without it.`,
      );
    else if (part.portionDays === 1)
      add(
        `One portion, then ${plural(part.daysWithout, 'day', 'days')} without: a reaction can come up to about two and a half days after a portion, so each one is seen whole before the next.`,
      );
    else
      add(
        `${part.portionDays} days in a row with a portion, then ${plural(part.daysWithout, 'day', 'days')} without: some reactions only build up after several days of eating a food, and fade over days after it.`,
      );
  }
  add(
    `It fits in ${MAX_PLAN_DAYS} days, or ${MAX_EXTENDED_DAYS} with its one extension: long enough to tell a reaction of a point or more from everyday ups and downs, short enough to keep to. A reaction that needs a week or more of daily eating would need a longer challenge, with a clinician.`,
  );
  return reasons;
}

/** What to expect, shown with the plan before starting. */
export function whatToExpect(food: ExperimentFood, plan: { days: readonly PlanDay[] }): string[] {
  return [
    planSummary(food, plan.days),
    'A check-in every day, rating the symptoms you watch. On a day with a portion, one in the evening and one the next morning.',
    'Log your meals as usual. A slip happens; Tend takes it into account.',
    'You can pause (for a trip or an illness), stop, or, when days are missing near the end, extend it once.',
    'At the end: for each symptom, whether the food raises it, with how sure Tend is and by how much.',
  ];
}

/** The safety notice, shown before starting and not skippable. */
export const SAFETY_NOTICE = {
  title: 'Before you start: safety first',
  points: [
    'Do not use this to test a food you have a diagnosed allergy to. Bringing it back needs a clinician.',
    'If you have diagnosed celiac disease, do not use this as a gluten challenge. That needs a clinician too.',
    'Stop and seek care if your symptoms get severe: trouble breathing, swelling of the lips or throat, blood in your stool, or pain that will not settle.',
    'If you are pregnant, have an eating disorder, or a child is doing this, talk to a clinician or a dietitian first.',
  ],
  confirm:
    'I have read this. I have no diagnosed allergy to this food, and this is not a gluten challenge for diagnosed celiac disease.',
} as const;

/** The state as a word for lists. */
export const STATE_LABELS: Readonly<Record<ExperimentState, string>> = {
  running: 'Under way',
  paused: 'Paused',
  stopped: 'Stopped early',
  finished: 'Complete',
};

/** The dates a status line reads: the schedule's first and last day, and the day it ended. */
export type ExperimentDates = { state: ExperimentState; start: DayKey; end: DayKey; endedOn: DayKey | null };

/** Stopped before its first day: no plan day came, so it has no days to show, only the day it was to start. */
export function stoppedBeforeItBegan(dates: Pick<ExperimentDates, 'state' | 'start' | 'endedOn'>): boolean {
  return dates.state === 'stopped' && dates.endedOn !== null && dates.endedOn < dates.start;
}

/** 'Stopped early', or 'Stopped before it began' for one stopped before its first day. */
export function experimentStateLabel(dates: Pick<ExperimentDates, 'state' | 'start' | 'endedOn'>): string {
  return stoppedBeforeItBegan(dates) ? 'Stopped before it began' : STATE_LABELS[dates.state];
}

/**
 * The days it covers, with `format` for a day: from its first day to the day it ended (to its
 * planned last day while under way), or the one day. Never a range that runs backwards: one
 * stopped before its first day has no days (see experimentStatusLine).
 */
export function experimentSpan(dates: ExperimentDates, format: (day: DayKey) => string): string {
  const last = dates.endedOn ?? dates.end;
  if (last <= dates.start) return format(dates.start);
  return `${format(dates.start)} to ${format(last)}`;
}

/** 'Stopped early, Sun, Nov 29 to Sat, Dec 5'; 'Stopped before it began (it was to start Sun, Nov 29)'. */
export function experimentStatusLine(dates: ExperimentDates, format: (day: DayKey) => string): string {
  if (stoppedBeforeItBegan(dates)) return `Stopped before it began (it was to start ${format(dates.start)})`;
  return `${STATE_LABELS[dates.state]}, ${experimentSpan(dates, format)}`;
}

/** 'Wed, Mar 11': a plan day in lists and tables. */
export function planDayLabel(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export type PlanStretch = { phase: PlanDay['phase']; from: number; to: number; days: PlanDay[] };

/** The plan in stretches of one phase, numbered from day 1: how the day-by-day plan is grouped. */
export function planStretches(days: readonly PlanDay[]): PlanStretch[] {
  const stretches: PlanStretch[] = [];
  days.forEach((day, index) => {
    const last = stretches.at(-1);
    if (last && last.phase === day.phase) {
      last.to = index + 1;
      last.days.push(day);
    } else stretches.push({ phase: day.phase, from: index + 1, to: index + 1, days: [day] });
  });
  return stretches;
}
