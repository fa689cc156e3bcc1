export { buildTrends, ROLLING_WINDOW_DAYS, type SymptomSeries } from './aggregate.ts';
export {
  type ChartBox,
  longDayLabel,
  polylinePath,
  type SymptomChartGeometry,
  shortDayLabel,
  symptomChartGeometry,
} from './chart-geometry.ts';
export { type BandRect, dayBandRects } from './factor-geometry.ts';
export { buildFactorTrends, type MedicationMarker } from './factors.ts';
export {
  estimateTextWidth,
  layoutMedicationMarkers,
  type MarkerLayout,
  markerRoom,
  type TextWidth,
} from './marker-layout.ts';
export {
  buildScoreTrends,
  type ScoreTrend,
  scoreBandAreas,
  scoreChartMax,
  scoreTrendGeometry,
} from './scores.ts';
export { trendQueryFromSearch, trendsApiPath } from './trend-query.ts';
export type { DayRangeKeys } from './trend-range.ts';
export type { TrendsResponse } from './trends-response.ts';
