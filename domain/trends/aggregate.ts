// The numbers behind the Trends page, the dashboard's week and the doctor report: per tracked
// symptom a daily average, worst rating and rolling average; per day how complete the log was; per
// week how often each trigger food was eaten. Pure and zone-aware: an entry belongs to the local
// day its occurredAt falls on in the person's zone, by the same rule as every other screen
// (rules/day-boundaries.ts), so a 23- or 25-hour daylight-saving day is still one day.

import type { InsightPattern, TriggerFood } from '#domain/insights/public.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import { goalCounts, goalProgress } from '#domain/journal/public.ts';
import { tagMeal } from '#domain/meal-tagging/public.ts';
import { triggerFoodOptions } from '../catalogues/trigger-foods.ts';
import { startOfLocalDay } from '../common/day-boundaries.ts';
import { addDays, type DayKey, daysBetween, weekdayIndex } from '../common/day-key.ts';
import { type DayRangeKeys, daysOfRange } from './trend-range.ts';

/** The rolling average covers the day and the 6 before it. */
export const ROLLING_WINDOW_DAYS = 7;
/**
 * Days with check-ins a rolling window needs before it shows a value: fewer would make the
 * "rolling" line a copy of one or two days' ratings, which reads as a trend that is not there.
 */
export const ROLLING_MIN_DAYS = 3;

export type SymptomDay = {
  day: DayKey;
  /** Check-ins that rated this symptom on this day. */
  checkIns: number;
  /** Mean rating of those check-ins; null on a day without one: a gap, never a zero. */
  average: number | null;
  worst: number | null;
  /** Mean of the daily averages of the last 7 days, or null with fewer than 3 days rated. */
  rolling: number | null;
};

export type SymptomPatternMark = Pick<InsightPattern, 'title' | 'confidence' | 'description' | 'trigger'>;

export type SymptomSeries = {
  symptom: string;
  /** One element per day of the range, oldest first. */
  days: SymptomDay[];
  summary: {
    /** Mean of every rating in the range (each check-in counts once), or null with none. */
    average: number | null;
    worst: number | null;
    daysLogged: number;
    checkIns: number;
  };
  /** The insights engine's reported patterns about this symptom, strongest first. */
  patterns: SymptomPatternMark[];
};

export type CompletenessDay = {
  day: DayKey;
  meals: number;
  checkIns: number;
  /** The dashboard's daily goal: at least 2 meals and 2 check-ins (rules/daily-goal.ts). */
  goalMet: boolean;
};

export type TriggerWeek = {
  /** The week's first day in the range (a Monday, or the range's first day). */
  from: DayKey;
  /** The week's last day in the range (a Sunday, or the range's last day). */
  to: DayKey;
  /** Days of this week inside the range: 7 except at the range's edges. */
  days: number;
};

export type TriggerFoodWeeks = {
  trigger: TriggerFood;
  label: string;
  /** Meals with this food, one count per element of `weeks`. */
  perWeek: number[];
  total: number;
  suspected: boolean;
};

export type TriggerFrequency = { weeks: TriggerWeek[]; foods: TriggerFoodWeeks[] };

export type TrendsInput = {
  /** Entries as the API returns them, in any order. Entries outside the range are ignored, except
   * that the 6 days before it feed the rolling average of its first days. */
  entries: readonly JournalEntryDto[];
  range: DayRangeKeys;
  timeZone: string;
  /** Tracked symptoms as the profile names them, in the profile's order. */
  symptoms: readonly string[];
  /** Trigger-food ids the person suspects. */
  suspectedTriggers?: readonly string[];
  /** The insights engine's reported patterns (its `patterns`, strongest first). */
  patterns?: readonly InsightPattern[];
};

export type TrendsData = {
  from: DayKey;
  to: DayKey;
  timeZone: string;
  days: DayKey[];
  symptoms: SymptomSeries[];
  completeness: CompletenessDay[];
  triggers: TriggerFrequency;
};

/** Two decimals: what a chart or a table can show, and what keeps the API's answer small. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

type DayRatings = Map<DayKey, number[]>;

export function buildTrends(input: TrendsInput): TrendsData {
  const { range, timeZone } = input;
  const days = daysOfRange(range);
  const earliest = addDays(range.from, -(ROLLING_WINDOW_DAYS - 1));
  const ratingsBySymptom = new Map<string, DayRatings>();
  // Each day's entries of the range, counted for the daily goal by its one rule (rules/daily-goal.ts).
  const entriesByDay = new Map<DayKey, JournalEntryDto[]>();
  const mealTags: { day: DayKey; tags: TriggerFood[] }[] = [];
  // People eat the same few meals again and again: a year's journal has far fewer distinct
  // descriptions than meals, and tagging is the largest cost of a long range.
  const tagsOf = new Map<string, TriggerFood[]>();

  const findDay = localDayFinder(earliest, range.to, timeZone);
  for (const entry of input.entries) {
    const day = findDay(entry.occurredAt);
    if (day === null) continue;
    const inRange = day >= range.from;
    if (inRange) {
      const ofDay = entriesByDay.get(day);
      if (ofDay === undefined) entriesByDay.set(day, [entry]);
      else ofDay.push(entry);
    }
    if (entry.type === 'food') {
      if (!inRange) continue;
      let tags = tagsOf.get(entry.content);
      if (tags === undefined) {
        tags = tagMeal(entry.content);
        tagsOf.set(entry.content, tags);
      }
      mealTags.push({ day, tags });
      continue;
    }
    if (entry.type !== 'symptom') continue;
    for (const [symptom, rating] of Object.entries(entry.details.symptomRatings)) {
      // 0 is "not rated" (the scale is 1 Very Mild to 5 Very Severe), as for the insights engine:
      // a gap, never a value that pulls an average down.
      if (rating < 1) continue;
      let byDay = ratingsBySymptom.get(symptom);
      if (byDay === undefined) {
        byDay = new Map();
        ratingsBySymptom.set(symptom, byDay);
      }
      const ratings = byDay.get(day);
      if (ratings === undefined) byDay.set(day, [rating]);
      else ratings.push(rating);
    }
  }

  // The profile's symptoms first, in its order; then any other symptom rated in the range (one the
  // person stopped tracking still has its history), alphabetically.
  const names = [...input.symptoms];
  const extra = [...ratingsBySymptom.entries()]
    .filter(([name, byDay]) => !names.includes(name) && [...byDay.keys()].some((day) => day >= range.from))
    .map(([name]) => name)
    .sort((a, b) => a.localeCompare(b));
  names.push(...extra);

  const patterns = input.patterns ?? [];
  const symptoms = names.map((symptom) =>
    symptomSeries(
      symptom,
      days,
      ratingsBySymptom.get(symptom) ?? new Map(),
      patterns.filter((pattern) => pattern.symptom === symptom),
    ),
  );

  const completeness = days.map((day): CompletenessDay => {
    const counts = goalCounts(entriesByDay.get(day) ?? []);
    return {
      day,
      meals: counts.meals,
      checkIns: counts.symptoms,
      goalMet: goalProgress(counts).complete,
    };
  });

  return {
    from: range.from,
    to: range.to,
    timeZone,
    days,
    symptoms,
    completeness,
    triggers: triggerFrequency(range, mealTags, input.suspectedTriggers ?? []),
  };
}

/**
 * The local day of an instant between `first` and `last`, or null outside them. The same rule as
 * localDayKey (a day is [its start, the next day's start)), but by a binary search over the days'
 * first instants, which day-boundaries.ts remembers: converting each of a year's 2,000 entries to
 * a wall clock through Intl was most of a long range's time.
 */
export function localDayFinder(
  first: DayKey,
  last: DayKey,
  timeZone: string,
): (instant: string) => DayKey | null {
  const days = daysOfRange({ from: first, to: last });
  const starts = [...days, addDays(last, 1)].map((day) => startOfLocalDay(day, timeZone).getTime());
  const end = starts[starts.length - 1] as number;
  return (instant) => {
    const ms = Date.parse(instant);
    if (!(ms >= (starts[0] as number) && ms < end)) return null;
    let low = 0;
    let high = days.length - 1;
    // The last day whose start is at or before the instant.
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= ms) low = middle;
      else high = middle - 1;
    }
    return days[low] as DayKey;
  };
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

function symptomSeries(
  symptom: string,
  days: readonly DayKey[],
  byDay: DayRatings,
  patterns: readonly InsightPattern[],
): SymptomSeries {
  // Daily averages from 6 days before the range, so its first days have a full rolling window.
  const lead = ROLLING_WINDOW_DAYS - 1;
  const averages: (number | null)[] = [];
  const start = days[0];
  if (start !== undefined) {
    for (let index = -lead; index < days.length; index += 1) {
      const ratings = byDay.get(index < 0 ? addDays(start, index) : (days[index] as DayKey));
      averages.push(ratings === undefined ? null : mean(ratings));
    }
  }
  let allRatings = 0;
  let ratingCount = 0;
  let worstOverall: number | null = null;
  let daysLogged = 0;
  const seriesDays = days.map((day, index): SymptomDay => {
    const ratings = byDay.get(day);
    let sum = 0;
    let rated = 0;
    for (let back = 0; back < ROLLING_WINDOW_DAYS; back += 1) {
      const average = averages[index + lead - back];
      if (average !== null && average !== undefined) {
        sum += average;
        rated += 1;
      }
    }
    const rolling = rated >= ROLLING_MIN_DAYS ? round2(sum / rated) : null;
    if (ratings === undefined) return { day, checkIns: 0, average: null, worst: null, rolling };
    daysLogged += 1;
    const worst = Math.max(...ratings);
    for (const rating of ratings) allRatings += rating;
    ratingCount += ratings.length;
    worstOverall = worstOverall === null ? worst : Math.max(worstOverall, worst);
    return { day, checkIns: ratings.length, average: round2(mean(ratings)), worst, rolling };
  });
  return {
    symptom,
    days: seriesDays,
    summary: {
      average: ratingCount === 0 ? null : round2(allRatings / ratingCount),
      worst: worstOverall,
      daysLogged,
      checkIns: ratingCount,
    },
    patterns: patterns.map(({ title, confidence, description, trigger }) => ({
      title,
      confidence,
      description,
      trigger,
    })),
  };
}

/** Monday-to-Sunday weeks, clipped to the range. */
export function weeksOfRange(range: DayRangeKeys): TriggerWeek[] {
  const weeks: TriggerWeek[] = [];
  let start = range.from;
  while (start <= range.to) {
    const sunday = addDays(start, 6 - weekdayIndex(start));
    // biome-ignore lint/complexity/useMathMinMax: day keys are strings; Math.min would make NaN.
    const end = sunday < range.to ? sunday : range.to;
    weeks.push({ from: start, to: end, days: daysBetween(start, end) + 1 });
    start = addDays(end, 1);
  }
  return weeks;
}

const catalogueOrder = triggerFoodOptions.map((option) => option.id);
const labels = new Map(triggerFoodOptions.map((option) => [option.id, option.label]));

function triggerFrequency(
  range: DayRangeKeys,
  mealTags: readonly { day: DayKey; tags: readonly TriggerFood[] }[],
  suspected: readonly string[],
): TriggerFrequency {
  const weeks = weeksOfRange(range);
  const weekOf = (day: DayKey): number => {
    // Weeks are few (53 at most): a binary search would be noise.
    for (let index = weeks.length - 1; index >= 0; index -= 1) {
      if (day >= (weeks[index] as TriggerWeek).from) return index;
    }
    return 0;
  };
  const counts = new Map<TriggerFood, number[]>();
  const countsFor = (trigger: TriggerFood): number[] => {
    let perWeek = counts.get(trigger);
    if (perWeek === undefined) {
      perWeek = weeks.map(() => 0);
      counts.set(trigger, perWeek);
    }
    return perWeek;
  };
  for (const trigger of suspected) {
    if (trigger !== 'none' && labels.has(trigger)) countsFor(trigger as TriggerFood);
  }
  for (const { day, tags } of mealTags) {
    const week = weekOf(day);
    for (const tag of tags) {
      const perWeek = countsFor(tag);
      perWeek[week] = (perWeek[week] ?? 0) + 1;
    }
  }
  const foods = [...counts.entries()].map(
    ([trigger, perWeek]): TriggerFoodWeeks => ({
      trigger,
      label: labels.get(trigger) ?? trigger,
      perWeek,
      total: perWeek.reduce((sum, count) => sum + count, 0),
      suspected: suspected.includes(trigger),
    }),
  );
  // Most eaten first; suspected foods before others at the same count, then the catalogue's order.
  foods.sort(
    (a, b) =>
      b.total - a.total ||
      Number(b.suspected) - Number(a.suspected) ||
      catalogueOrder.indexOf(a.trigger) - catalogueOrder.indexOf(b.trigger),
  );
  return { weeks, foods };
}
