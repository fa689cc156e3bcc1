// The doctor report's clinical questionnaires: a section per instrument the person filled in the
// report's days, with the instrument's name and published reference, the last score and its band,
// the range, the dates, and a chart of the scores with the bands drawn behind them. The scores are
// worked out again from the stored answers, so the report and the FHIR bundle always agree.

import { type DayKey, daysBetween, parseDayKey } from '#domain/common/day-key.ts';
import {
  type Answers,
  INSTRUMENTS,
  type InstrumentId,
  scoreQuestionnaire,
} from '#domain/questionnaires/public.ts';
import { scoreBandAreas, scoreChartMax } from '#domain/trends/public.ts';
import type { ReportRange } from './report-query.ts';

export type ReportQuestionnaire = { instrument: InstrumentId; date: DayKey; answers: Answers };

export type ScoreRow = { date: DayKey; dateLabel: string; value: string; band: string };
export type ScoreBandArea = { label: string; from: number; to: number };

export type ReportScoreSection = {
  instrument: InstrumentId;
  heading: string;
  reference: string;
  /** The last value with its band, the range and the dates, in plain sentences. */
  lines: string[];
  /** Every filled one in the range, oldest first: the chart's table. */
  rows: ScoreRow[];
  /** Null for an instrument with no total (the RA core set): its lines say each measure instead. */
  chart: {
    points: { date: DayKey; total: number }[];
    max: number;
    bands: ScoreBandArea[];
    alt: string;
  } | null;
};

export const SCORES_INTRO =
  'Validated questionnaires the person filled in at home, as published; each score is worked out from the answers. Shaded areas on a chart are the instrument’s published bands.';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function scoreDayLabel(day: DayKey): string {
  const { year, month, day: date } = parseDayKey(day);
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

function totalSection(id: InstrumentId, filled: readonly ReportQuestionnaire[]): ReportScoreSection {
  const instrument = INSTRUMENTS[id];
  const scored = filled.map((response) => ({
    date: response.date,
    score: scoreQuestionnaire(instrument, response.answers),
  }));
  const rows = scored.map(({ date, score }) => ({
    date,
    dateLabel: scoreDayLabel(date),
    value: String(score.total),
    band: score.band?.label ?? '',
  }));
  const totals = scored.map(({ score }) => score.total ?? 0);
  const low = Math.min(...totals);
  const high = Math.max(...totals);
  const last = rows.at(-1);
  const first = rows[0];
  const max = scoreChartMax(instrument, high);
  const lines = [
    `Last: ${last?.value}${last?.band ? `, ${last.band}` : ''} (${last?.dateLabel}).`,
    low === high
      ? `Every score was ${low}.`
      : `Range: ${low} to ${high} (the scale runs 0 to ${instrument.total?.max}).`,
    `Filled in ${times(rows.length)}, from ${first?.dateLabel} to ${last?.dateLabel}.`,
    `Bands: ${instrument.bands.map((band, index) => bandWords(instrument.bands, index, band.label)).join('; ')}.`,
  ];
  const alt = `${instrument.shortName} scores from ${first?.dateLabel} to ${last?.dateLabel}: ${rows
    .map((row) => `${row.dateLabel} ${row.value}${row.band ? ` (${row.band})` : ''}`)
    .join(', ')}.`;
  return {
    instrument: id,
    heading: instrument.name,
    reference: instrument.reference,
    lines,
    rows,
    chart: {
      points: scored.map(({ date, score }) => ({ date, total: score.total ?? 0 })),
      max,
      bands: scoreBandAreas(instrument, max).map(({ label, from, to }) => ({ label, from, to })),
      alt,
    },
  };
}

function bandWords(bands: (typeof INSTRUMENTS)[InstrumentId]['bands'], index: number, label: string) {
  const band = bands[index];
  const previous = bands[index - 1]?.below;
  if (band?.below === null || band === undefined) return `${label} from ${previous ?? 0}`;
  return previous === undefined
    ? `${label} under ${band.below}`
    : `${label} ${previous} to under ${band.below}`;
}

/** The RA core set: its measures are read one by one, so each has its last value and range. */
function measuresSection(id: InstrumentId, filled: readonly ReportQuestionnaire[]): ReportScoreSection {
  const instrument = INSTRUMENTS[id];
  const scored = filled.map((response) => ({
    date: response.date,
    measures: scoreQuestionnaire(instrument, response.answers).measures,
  }));
  const last = scored.at(-1);
  const first = scored[0];
  const unitText = (value: number, unit: string) => (unit === 'points' ? String(value) : `${value} ${unit}`);
  const lines = instrument.items.map((item) => {
    const values = scored.map(({ measures }) => measures.find((m) => m.id === item.id)?.value ?? 0);
    const unit = last?.measures.find((m) => m.id === item.id)?.unit ?? '';
    const lastValue = values.at(-1) ?? 0;
    const low = Math.min(...values);
    const high = Math.max(...values);
    const range = low === high ? '' : `; range ${unitText(low, unit)} to ${unitText(high, unit)}`;
    return `${item.title}: last ${unitText(lastValue, unit)}${range}.`;
  });
  lines.push(
    `Filled in ${times(scored.length)}, from ${first ? scoreDayLabel(first.date) : ''} to ${last ? scoreDayLabel(last.date) : ''}.`,
  );
  return {
    instrument: id,
    heading: instrument.name,
    reference: instrument.reference,
    lines,
    rows: scored.map(({ date, measures }) => ({
      date,
      dateLabel: scoreDayLabel(date),
      value: measures.map((m) => `${m.title} ${unitText(m.value, m.unit)}`).join(', '),
      band: '',
    })),
    chart: null,
  };
}

/** A section per instrument filled in the range, in Tend's order of instruments. */
export function scoresSection(
  questionnaires: readonly ReportQuestionnaire[],
  range: Pick<ReportRange, 'from' | 'to'>,
): ReportScoreSection[] {
  const inRange = questionnaires
    .filter((response) => response.date >= range.from && response.date <= range.to)
    .sort((a, b) => a.date.localeCompare(b.date));
  return Object.values(INSTRUMENTS).flatMap((instrument) => {
    const filled = inRange.filter((response) => response.instrument === instrument.id);
    if (filled.length === 0) return [];
    return [instrument.total ? totalSection(instrument.id, filled) : measuresSection(instrument.id, filled)];
  });
}

export type ScoreChartGeometry = {
  bands: { label: string; y: number; height: number; labelY: number }[];
  points: { x: number; y: number }[];
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
};

/** Where a score chart's parts go in a box, in the same units for the PDF and the page's SVG. */
export function scoreChartGeometry(
  chart: NonNullable<ReportScoreSection['chart']>,
  range: Pick<ReportRange, 'from' | 'to'>,
  box: { left: number; top: number; width: number; height: number },
): ScoreChartGeometry {
  const span = Math.max(1, daysBetween(range.from, range.to));
  const x = (day: DayKey) => box.left + (daysBetween(range.from, day) / span) * box.width;
  const y = (value: number) => box.top + box.height - (Math.min(value, chart.max) / chart.max) * box.height;
  const step = chart.max <= 10 ? 2 : 5;
  const yTicks = [];
  for (let value = 0; value <= chart.max; value += step) yTicks.push({ y: y(value), label: String(value) });
  return {
    bands: chart.bands.map((band) => ({
      label: band.label,
      y: y(band.to),
      height: y(band.from) - y(band.to),
      labelY: (y(band.to) + y(band.from)) / 2,
    })),
    points: chart.points.map((point) => ({ x: x(point.date), y: y(point.total) })),
    yTicks,
    xTicks: [
      { x: box.left, label: scoreDayLabel(range.from) },
      { x: box.left + box.width, label: scoreDayLabel(range.to) },
    ],
  };
}
