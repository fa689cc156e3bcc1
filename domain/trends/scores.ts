// A chart per clinical questionnaire score on Trends: the scores of the range at their days, over
// the instrument's bands. Weekly scores are sparse, so the line joins the filled weeks and each one
// is a dot; the table under the chart says every score and its band.

import type { DayKey } from '#domain/common/day-key.ts';
import {
  type Answers,
  INSTRUMENTS,
  type Instrument,
  type InstrumentId,
  scoreQuestionnaire,
} from '#domain/questionnaires/public.ts';
import { type AxisTick, type ChartBox, type DayChartFrame, dayAxis, linearScale } from './chart-geometry.ts';

export type FilledQuestionnaire = { instrument: InstrumentId; date: DayKey; answers: Answers };
export type ScoreBandArea = { id: string; label: string; from: number; to: number };
export type ScorePoint = { date: DayKey; total: number; band: string };

export type ScoreTrend = {
  instrument: InstrumentId;
  name: string;
  shortName: string;
  /** The whole scale, as the instrument publishes it. */
  scaleMax: number;
  /** The chart's top: the whole scale when it is short, else a little above the last band's edge. */
  max: number;
  bands: ScoreBandArea[];
  points: ScorePoint[];
};

export function scoreChartMax(instrument: Instrument, highest: number): number {
  const scaleMax = instrument.total?.max ?? highest;
  if (scaleMax <= 20) return scaleMax;
  const lastEdge = instrument.bands.flatMap((band) => (band.below === null ? [] : [band.below])).at(-1) ?? 0;
  return Math.min(scaleMax, Math.ceil(Math.max(highest, lastEdge + 3) / 5) * 5);
}

export function scoreBandAreas(instrument: Instrument, max: number): ScoreBandArea[] {
  let from = 0;
  return instrument.bands.map((band) => {
    const area = {
      id: band.id,
      label: band.label,
      from,
      to: band.below === null ? max : Math.min(band.below, max),
    };
    from = band.below ?? max;
    return area;
  });
}

/** A trend per instrument with a total filled in the range (the RA core set has none to chart). */
export function buildScoreTrends(
  filled: readonly FilledQuestionnaire[],
  range: { from: DayKey; to: DayKey },
): ScoreTrend[] {
  const inRange = filled
    .filter((response) => response.date >= range.from && response.date <= range.to)
    .sort((a, b) => a.date.localeCompare(b.date));
  return Object.values(INSTRUMENTS).flatMap((instrument) => {
    if (!instrument.total) return [];
    const points = inRange
      .filter((response) => response.instrument === instrument.id)
      .map((response) => {
        const score = scoreQuestionnaire(instrument, response.answers);
        return { date: response.date, total: score.total ?? 0, band: score.band?.label ?? '' };
      });
    if (points.length === 0) return [];
    const max = scoreChartMax(instrument, Math.max(...points.map((point) => point.total)));
    return [
      {
        instrument: instrument.id,
        name: instrument.name,
        shortName: instrument.shortName,
        scaleMax: instrument.total.max,
        max,
        bands: scoreBandAreas(instrument, max),
        points,
      },
    ];
  });
}

export type ScoreTrendGeometry = DayChartFrame & {
  bands: { id: string; label: string; top: number; height: number; middle: number }[];
  points: { x: number; y: number; date: DayKey; total: number }[];
};

/** The score chart on the same day axis as every other Trends chart, so their days line up. */
export function scoreTrendGeometry(
  trend: ScoreTrend,
  days: readonly DayKey[],
  box: ChartBox,
  maxDayTicks = 6,
): ScoreTrendGeometry {
  const { plot, dayWidth, dayX, xTicks } = dayAxis(box, days, maxDayTicks);
  const y = linearScale([0, trend.max], [plot.bottom, plot.top]);
  const step = trend.max <= 10 ? 2 : 5;
  const yTicks: AxisTick[] = [];
  for (let value = 0; value <= trend.max; value += step)
    yTicks.push({ value, position: y(value), label: String(value) });
  const index = new Map(days.map((day, i) => [day, i]));
  return {
    width: box.width,
    height: box.height,
    plot,
    dayWidth,
    dayX,
    yTicks,
    xTicks,
    bands: trend.bands.map((band) => ({
      id: band.id,
      label: band.label,
      top: y(band.to),
      height: y(band.from) - y(band.to),
      middle: (y(band.to) + y(band.from)) / 2,
    })),
    points: trend.points.flatMap((point) => {
      const at = index.get(point.date);
      if (at === undefined) return [];
      return [
        {
          x: dayX[at] as number,
          y: y(Math.min(point.total, trend.max)),
          date: point.date,
          total: point.total,
        },
      ];
    }),
  };
}
