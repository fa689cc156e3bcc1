// What other features use of the report: its model and the words a shared link's page repeats.
export {
  appendixIntro,
  chartAltText,
  chartsIntro,
  METHOD_PARAGRAPH,
  NO_PATTERNS_SENTENCE,
  type ReportChart,
  type ReportModel,
  type ReportParts,
  reportReadEnd,
  reportReadStart,
  summaryIntro,
} from './report-model.ts';
export { MAX_REPORT_DAYS, reportFileName } from './report-query.ts';
export {
  type ReportQuestionnaire,
  type ReportScoreSection,
  SCORES_INTRO,
  scoreChartGeometry,
} from './scores-section.ts';
