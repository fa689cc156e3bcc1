// The doctor report as plain data: every sentence, number and row the PDF shows, decided here so
// it can be tested without a PDF and so the renderer only places things. The numbers come from the
// shared trends module (domain/trends, the same as the Trends page) and the patterns from the
// insights engine, both over the report's range only: what the doctor reads is what the charts show.

import type { StoredProfileLists } from '#domain/export/public.ts';
import { analyzeJournal, confidenceWords, SHOWN_PERCENT_MAX } from '#domain/insights/public.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import {
  bowelMovementText,
  checkInFactorPhrases,
  MEAL_SIZE_LABELS,
  MEAL_SOURCE_LABELS,
  MEAL_TIME_LABELS,
  RATING_LABELS,
  type Rating,
} from '#domain/journal/public.ts';
import type { DayRangeKeys } from '#domain/trends/public.ts';
import {
  buildFactorTrends,
  buildTrends,
  longDayLabel,
  type MedicationMarker,
  ROLLING_WINDOW_DAYS,
  type SymptomSeries,
  shortDayLabel,
} from '#domain/trends/public.ts';
import { isOtherValue, otherText } from '../catalogues/other-value.ts';
import { dayRange, formatTimeInZone, localDayKey } from '../common/day-boundaries.ts';
import { addDays, type DayKey } from '../common/day-key.ts';
import { TIME_OF_DAY_LABELS } from '../common/time-of-day.ts';
import type { InstantInput } from '../common/zoned-time.ts';
import {
  experimentsSection,
  type ReportExperiment,
  type ReportExperimentBlock,
} from './experiments-section.ts';
import { type ReportRange, rangeLabel } from './report-query.ts';
import { type ReportQuestionnaire, type ReportScoreSection, scoresSection } from './scores-section.ts';
import {
  type ReportMedicationChange,
  startedPhrase,
  type TrackingSection,
  trackingSection,
} from './tracking-section.ts';

export { rangeLabel };

export const REPORT_TITLE = 'Symptom and food report';

export const NOT_MEDICAL_ADVICE =
  'Tend is not medical advice. The patterns below are associations in this person’s own records, ' +
  'not proof that a food causes a symptom; please read them together with your clinical judgement.';

export const METHOD_PARAGRAPH =
  'How the patterns were found: for every food group and symptom, Tend fits a regression on this ' +
  'person’s own check-ins in this range, asking whether the symptom was rated higher in the hours ' +
  'after meals with that food (several delay windows from 0 to 54 hours), adjusted for the time of ' +
  'day, the previous rating, the person’s other symptoms and foods eaten together. Days without a ' +
  'logged meal count as unknown, not as “not eaten”. The estimates become a calibrated confidence ' +
  '(the chance the link is real, not a measure of its size), shown as at most ' +
  `${SHOWN_PERCENT_MAX}% since no finding from a journal is certain; only pairs with at least 8 meals, 20 ` +
  'check-ins and 21 days of check-ins, chosen so that on average at most 1 in 10 is wrong, are ' +
  'reported. Each comes with the raw averages behind it, which can be checked in the appendix.';

export const NO_PATTERNS_SENTENCE =
  'Tend did not find a pattern it could report in this range. That does not mean there is none: ' +
  'a pattern needs enough meals and check-ins to be told apart from chance.';

/** The symptom form's scale in its own words; a stored 0, like a symptom left out, is not rated. */
export const RATING_SCALE = `1 (${RATING_LABELS[1]}) to 5 (${RATING_LABELS[5]})`;

export const NOT_RATED = 'Not rated';

/** Under 'Symptoms at a glance': the scale, then how much of the range has entries. */
export function summaryIntro(daysWithEntries: number, rangeDays: number): string {
  return (
    `Ratings from ${RATING_SCALE}, as chosen on the symptom form; “${NOT_RATED}” where a symptom ` +
    `has no rating. Entries on ${daysWithEntries} of ${rangeDays} days.`
  );
}

export function appendixIntro(includeNotes: boolean): string {
  return includeNotes
    ? `Meals with their descriptions, and check-ins with their notes and ratings from ${RATING_SCALE}, day by day.`
    : `Meals with their descriptions, and check-ins with their ratings from ${RATING_SCALE}, day by day. ` +
        'The person chose to leave out their notes.';
}

/** The profile's lists as stored (the export reads the same shape), and the person's name. */
export type ReportProfile = { name: string } & StoredProfileLists;

export type SummaryRow = { symptom: string; average: string; worst: string; daysLogged: string };

export type ReportPattern = { title: string; confidence: string; evidence: string };

export type ReportChart = { symptom: string; series: SymptomSeries; alt: string };

/** What every chart of the report carries besides its symptom, as on the Trends page. */
export type ReportChartOverlay = {
  /** The medication changes dated in the range, oldest first: a labelled dashed line each. */
  markers: MedicationMarker[];
  /** The range's period days as runs of days: shaded. */
  periodBands: DayRangeKeys[];
  periodDays: number;
};

const NO_CHART_OVERLAY: ReportChartOverlay = { markers: [], periodBands: [], periodDays: 0 };

/** Under 'Symptom trends': how to read the charts, including what the overlay marks when it does. */
export function chartsIntro(overlay: ReportChartOverlay): string {
  const lines =
    'Blue line: the daily average rating. Dark line: the 7-day average. Red dots: the worst rating ' +
    'of the day. A break in a line is a day without a check-in for that symptom, not a zero.';
  const marks: string[] = [];
  if (overlay.markers.length > 0)
    marks.push(
      'Dashed lines: medication changes, labelled beside the line (where labels do not fit, numbered, ' +
        'and the numbers are listed under the chart).',
    );
  if (overlay.periodDays > 0) marks.push('Shaded days: period days.');
  return marks.length === 0 ? lines : `${lines} ${marks.join(' ')}`;
}

/** The overlay in words for a chart's alternative text: ' Marked: Started Humira on Nov 3. ...'. */
function overlayAltText(overlay: ReportChartOverlay): string {
  const parts: string[] = [];
  if (overlay.markers.length > 0)
    parts.push(
      `Marked: ${overlay.markers.map((marker) => `${marker.label} on ${shortDayLabel(marker.date)}`).join('; ')}.`,
    );
  if (overlay.periodDays > 0)
    parts.push(`${overlay.periodDays} period ${overlay.periodDays === 1 ? 'day is' : 'days are'} shaded.`);
  return parts.length === 0 ? '' : ` ${parts.join(' ')}`;
}

/**
 * The medication changes in the range and the period days, from the same code as the Trends
 * page's overlay. Period days are shaded whenever a check-in recorded one, like the report's
 * tracking section counts them, whether or not periods are tracked today.
 */
export function reportChartOverlay(input: {
  entries: readonly JournalEntryDto[];
  range: ReportRange;
  timeZone: string;
  medicationChanges: readonly ReportMedicationChange[];
}): ReportChartOverlay {
  const factors = buildFactorTrends({
    entries: input.entries,
    range: input.range,
    timeZone: input.timeZone,
    tracking: { stress: false, sleep: false, bowel: false, periods: true },
    medicationChanges: input.medicationChanges,
  });
  return {
    markers: factors.medicationChanges,
    periodBands: factors.periods?.bands ?? [],
    periodDays: factors.periods?.days.length ?? 0,
  };
}

export type AppendixRow = { time: string; kind: string; details: string };
export type AppendixDay = { day: DayKey; label: string; rows: AppendixRow[] };

/** The report's parts; a shared link may show only some (domain/sharing). */
export type ReportParts = Readonly<
  Record<'symptoms' | 'factors' | 'medications' | 'scores' | 'experiments' | 'insights', boolean>
>;

export const ALL_REPORT_PARTS: ReportParts = {
  symptoms: true,
  factors: true,
  medications: true,
  scores: true,
  experiments: true,
  insights: true,
};

export type ReportModel = {
  title: string;
  /** What the report shows: a part left out is not drawn at all, not drawn as empty. */
  parts: ReportParts;
  /** Who and when, under the title. */
  subtitle: string;
  rangeLabel: string;
  generatedLabel: string;
  about: { label: string; value: string }[];
  summary: SummaryRow[];
  daysWithEntries: number;
  patterns: ReportPattern[];
  charts: ReportChart[];
  /** The medication lines and period shading drawn on every chart. */
  chartOverlay: ReportChartOverlay;
  appendix: AppendixDay[];
  includeNotes: boolean;
  range: ReportRange;
  /** The medication timeline, and stress, sleep, periods and bowel movements. */
  tracking: TrackingSection;
  /** Every food experiment, newest first, with its verdicts per symptom. */
  experiments: ReportExperimentBlock[];
  /** A section per clinical questionnaire filled in the range. */
  scores: ReportScoreSection[];
};

export type ReportInput = {
  profile: ReportProfile;
  /** The entries from 6 days before the range to its end (the rolling average reads back a week). */
  entries: readonly JournalEntryDto[];
  range: ReportRange;
  timeZone: string;
  now: InstantInput;
  includeNotes: boolean;
  /** Every dated medication change on record; none when absent. */
  medicationChanges?: readonly ReportMedicationChange[];
  /** Every food experiment on record, newest first; none when absent. */
  experiments?: readonly ReportExperiment[];
  /** Filled clinical questionnaires; those of the range are shown, none when absent. */
  questionnaires?: readonly ReportQuestionnaire[];
};

/** The first instant the report reads: the rolling average of the range's first day needs 6 more. */
export function reportReadStart(range: Pick<ReportRange, 'from'>, timeZone: string): Date {
  return dayRange(addDays(range.from, -(ROLLING_WINDOW_DAYS - 1)), timeZone).start;
}

/** The instant after the range's last day. */
export function reportReadEnd(range: Pick<ReportRange, 'to'>, timeZone: string): Date {
  return dayRange(range.to, timeZone).end;
}

/** A profile answer as people read it: 'Other: Lupus' is 'Lupus', 'none' is 'None'. */
export function displayChoice(value: string): string {
  if (isOtherValue(value)) return otherText(value);
  return value === 'none' ? 'None' : value;
}

export function displayList(values: readonly string[]): string {
  return values.length === 0 ? 'None recorded' : values.map(displayChoice).join(', ');
}

/**
 * The profile's medications (or supplements) with their recorded start: 'Humira, started March
 * 2025; Methotrexate'. Semicolons part them once a start is named, so the commas stay inside one.
 */
export function displayMedications(
  values: readonly string[],
  changes: readonly ReportMedicationChange[],
): string {
  const names = values.map(displayChoice);
  const phrases = names.map((name) => startedPhrase(name, changes) ?? name);
  if (values.length === 0) return 'None recorded';
  return phrases.some((phrase, index) => phrase !== names[index]) ? phrases.join('; ') : phrases.join(', ');
}

/** A rating for a table cell: one decimal, or 'Not rated' where there is none. */
export function ratingCell(value: number | null): string {
  return value === null ? NOT_RATED : (Math.round(value * 10) / 10).toFixed(1);
}

/** One rating of a check-in as the form names it: '3 (Moderate)'; 0 is 'not rated'. */
export function ratingWords(rating: number): string {
  const label = RATING_LABELS[rating as Rating];
  return label === undefined ? NOT_RATED.toLowerCase() : `${rating} (${label})`;
}

/** The text alternative of one symptom's chart: what a reader of the picture would take from it. */
export function chartAltText(
  series: SymptomSeries,
  range: ReportRange,
  overlay: ReportChartOverlay = NO_CHART_OVERLAY,
): string {
  const name = displayChoice(series.symptom);
  const { average, worst, daysLogged } = series.summary;
  const span = `${shortDayLabel(range.from)} to ${shortDayLabel(range.to)}`;
  const marked = overlayAltText(overlay);
  if (daysLogged === 0) return `${name}, ${span}: no check-ins rated this symptom in this range.${marked}`;
  const rolling = series.days.map((day) => day.rolling).filter((value): value is number => value !== null);
  const first = rolling[0];
  const last = rolling.at(-1);
  const trend =
    first === undefined || last === undefined
      ? ''
      : ` The 7-day average went from ${ratingCell(first)} at the start to ${ratingCell(last)} at the end.`;
  return (
    `${name}, daily ratings from ${RATING_SCALE}, ${span}: rated on ${daysLogged} of ${range.days} days, ` +
    `average ${ratingCell(average)}, worst ${worst}.${trend}${marked}`
  );
}

function entryRow(entry: JournalEntryDto, timeZone: string, includeNotes: boolean): AppendixRow {
  const time = formatTimeInZone(entry.occurredAt, timeZone);
  if (entry.type === 'food') {
    const { mealTime, mealSize, mealSource } = entry.details;
    return {
      time,
      kind: `Meal (${MEAL_TIME_LABELS[mealTime]})`,
      details: `${entry.content} (${MEAL_SIZE_LABELS[mealSize].toLowerCase()}, ${MEAL_SOURCE_LABELS[mealSource].toLowerCase()})`,
    };
  }
  const note = includeNotes && entry.content.trim() !== '' ? `. Note: ${entry.content.trim()}` : '';
  if (entry.type === 'bowel') {
    return { time, kind: 'Bowel movement', details: `${bowelMovementText(entry.details)}${note}` };
  }
  const ratings = Object.entries(entry.details.symptomRatings)
    .map(([symptom, rating]) => `${displayChoice(symptom)} ${ratingWords(rating)}`)
    .join(', ');
  const factors = checkInFactorPhrases(entry.details);
  const factorText = factors.length > 0 ? `. ${factors.join(', ')}` : '';
  return {
    time,
    kind: `Check-in (${TIME_OF_DAY_LABELS[entry.details.time_of_day]})`,
    details: `${ratings}${factorText}${note}`,
  };
}

/** The appendix: each day of the range that has entries, oldest first, its entries in time order. */
export function appendixDays(
  entries: readonly JournalEntryDto[],
  range: ReportRange,
  timeZone: string,
  includeNotes: boolean,
): AppendixDay[] {
  const byDay = new Map<DayKey, JournalEntryDto[]>();
  for (const entry of entries) {
    const day = localDayKey(entry.occurredAt, timeZone);
    if (day < range.from || day > range.to) continue;
    const list = byDay.get(day);
    if (list === undefined) byDay.set(day, [entry]);
    else list.push(entry);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({
      day,
      label: longDayLabel(day),
      rows: list
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
        .map((entry) => entryRow(entry, timeZone, includeNotes)),
    }));
}

export function buildReportModel(input: ReportInput): ReportModel {
  const { profile, range, timeZone, includeNotes } = input;
  const inRange = input.entries.filter((entry) => {
    const day = localDayKey(entry.occurredAt, timeZone);
    return day >= range.from && day <= range.to;
  });
  // The engine reads nothing after `now`: the range's end, or the present for a range ending today.
  const end = reportReadEnd(range, timeZone);
  const now = new Date(input.now);
  const analysisNow = (end < now ? new Date(end.getTime() - 1) : now).toISOString();
  const insights = analyzeJournal({
    entries: inRange,
    profile: {
      symptoms: profile.symptoms,
      suspectedTriggers: profile.suspectedTriggers,
      dietaryRestrictions: profile.dietaryRestrictions,
    },
    now: analysisNow,
    timeZone,
    treatmentChanges: input.medicationChanges?.map(({ date, medication, change }) => ({
      date,
      medication,
      change,
    })),
  });
  const trends = buildTrends({
    entries: input.entries,
    range,
    timeZone,
    symptoms: profile.symptoms,
    suspectedTriggers: profile.suspectedTriggers,
    patterns: insights.patterns,
  });
  const appendix = appendixDays(inRange, range, timeZone, includeNotes);
  const label = rangeLabel(range);
  const chartOverlay = reportChartOverlay({
    entries: inRange,
    range,
    timeZone,
    medicationChanges: input.medicationChanges ?? [],
  });
  return {
    title: REPORT_TITLE,
    parts: ALL_REPORT_PARTS,
    subtitle: `${profile.name} · ${label}`,
    rangeLabel: label,
    generatedLabel: `Made with Tend on ${longDayLabel(localDayKey(input.now, timeZone))}. Times are in ${timeZone}.`,
    about: [
      { label: 'Conditions', value: displayList(profile.conditions) },
      { label: 'Medications', value: displayMedications(profile.medications, input.medicationChanges ?? []) },
      { label: 'Supplements', value: displayMedications(profile.supplements, input.medicationChanges ?? []) },
      { label: 'Tracked symptoms', value: displayList(profile.symptoms) },
    ],
    summary: trends.symptoms.map((series) => ({
      symptom: displayChoice(series.symptom),
      average: ratingCell(series.summary.average),
      worst: series.summary.worst === null ? NOT_RATED : String(series.summary.worst),
      daysLogged: `${series.summary.daysLogged} of ${range.days}`,
    })),
    daysWithEntries: appendix.length,
    patterns: insights.patterns.map((pattern) => ({
      title: pattern.title,
      confidence: confidenceWords(pattern.confidence),
      evidence: pattern.description,
    })),
    charts: trends.symptoms.map((series) => ({
      symptom: displayChoice(series.symptom),
      series,
      alt: chartAltText(series, range, chartOverlay),
    })),
    chartOverlay,
    appendix,
    includeNotes,
    range,
    tracking: trackingSection({
      entries: inRange,
      medicationChanges: input.medicationChanges ?? [],
      range,
      timeZone,
    }),
    experiments: experimentsSection(input.experiments ?? []),
    scores: scoresSection(input.questionnaires ?? [], range),
  };
}
