// The insights engine's contract: what `analyzeJournal` takes and what it returns. Tools outside
// the app call it (docs/insights.md), so fields are only ever added, never renamed or removed.

import type { JournalEntryDto } from '#domain/journal/public.ts';
import type { TriggerFood } from '../catalogues/trigger-foods.ts';
import type { DayKey } from '../common/day-key.ts';

export type { TriggerFood };

/** The parts of the health profile the engine reads, as the profile stores them. */
export type InsightsProfile = {
  /** Tracked symptom names: catalogue labels and custom 'Other: text' entries. */
  symptoms: readonly string[];
  /** Trigger-food ids the person suspects ('none' is ignored). */
  suspectedTriggers: readonly string[];
  /** Diet ids; a diet that excludes a food makes its meals with that food rarer, never invalid. */
  dietaryRestrictions: readonly string[];
};

export type AnalyzeJournalInput = {
  /** Journal entries exactly as the API returns them, in any order. */
  entries: readonly JournalEntryDto[];
  profile: InsightsProfile;
  /** The analysis instant, ISO-8601. Nothing after it is read. */
  now: string;
  /** The person's IANA zone; an unknown name falls back to UTC. */
  timeZone: string;
  /**
   * Treatment changes the person recorded (optional): symptoms often step down or up from such a
   * day, and the engine compares the days on either side separately instead of crediting a food
   * eaten more or less since then.
   */
  treatmentChanges?: readonly TreatmentChange[];
};

export type TreatmentChange = {
  date: DayKey;
  medication: string;
  change: 'started' | 'stopped' | 'dose-changed';
};

export type AssociationStatus = 'pattern' | 'watching' | 'no-link' | 'not-enough-data';

/** A delay window after a meal, in hours: the symptom check-in falls `fromHours`-`toHours` later. */
export type DelayWindow = { fromHours: number; toHours: number };

/**
 * What kind of reaction a pattern looks like: within the day of the meal, a day or more after it,
 * or building over several days of eating the food.
 */
export const PATTERN_SHAPES = ['same-day', 'delayed', 'cumulative'] as const;
export type PatternShape = (typeof PATTERN_SHAPES)[number];

/**
 * A window the engine searches. A plain delay window sums the portions in it; a cumulative one
 * counts the days of the window with the food beyond the first (one day of it counts nothing), so
 * it measures several days of a food rather than one meal.
 */
export type ExposureWindow = DelayWindow & { cumulative?: true };

export type Association = {
  trigger: TriggerFood;
  /** The symptom as the profile names it. */
  symptom: string;
  /** The probability that eating this food really raises this symptom, in [0, 1]. */
  confidence: number;
  /** Shown to the person as a pattern. Exactly the associations with status 'pattern'. */
  reported: boolean;
  status: AssociationStatus;
  suspected: boolean;
  /** The best-supported delay window, or null when no window had data. */
  window: DelayWindow | null;
  /** What kind of reaction the best window shows; absent when no window had data. */
  shape?: PatternShape;
  /** Adjusted effect of one medium portion on the rating, in rating points, with an 80% interval. */
  effect: { estimate: number; low: number; high: number } | null;
  /** Meals (within the analysed journal) that contained the food. */
  meals: number;
  /** Check-ins of the symptom with and without the food in the best window. */
  checkIns: { exposed: number; unexposed: number };
  /** Raw averages behind the sentence: the symptom after the food against other times. */
  averages: { exposed: number; unexposed: number } | null;
  /** The plain evidence sentence, or what is still missing. */
  evidence: string;
};

/** The spec's pattern shape, strongest first. */
export type InsightPattern = {
  title: string;
  /** A probability in [0, 1]. */
  confidence: number;
  description: string;
  trigger: TriggerFood;
  symptom: string;
};

export type Recommendation = { title: string; description: string };

export type DailySummary = {
  /** The person's calendar day at `now`. */
  day: string;
  /** A few plain sentences about today and the last days. */
  text: string;
  meals: number;
  checkIns: number;
  /** Each symptom rated today against the person's own usual level. */
  symptoms: readonly {
    symptom: string;
    today: number | null;
    usual: number | null;
    comparison: 'higher' | 'usual' | 'lower' | 'no-rating' | 'no-baseline';
  }[];
};

export type DataSufficiency = {
  daysCovered: number;
  checkIns: number;
  meals: number;
  /** Enough data overall for patterns to be shown. */
  enough: boolean;
  /** What is still missing, in words; empty when nothing is. */
  missing: readonly string[];
  /**
   * What else moved the person's symptoms and how Tend allows for it, in words (a treatment
   * change, a shift the journal gives no reason for, recorded stress and sleep); may be empty.
   */
  notes?: readonly string[];
};

export type AnalyzeJournalResult = {
  associations: readonly Association[];
  patterns: readonly InsightPattern[];
  dailySummary: DailySummary;
  recommendations: readonly Recommendation[];
  dataSufficiency: DataSufficiency;
};
