// The report as a link shows it: only the parts the person chose, under the name they chose. The
// parts left out are emptied here, before any page or file is drawn, so no renderer can show them
// by mistake; the server also leaves unread what no chosen part needs.

import { chartAltText, type ReportModel, type ReportParts } from '../report/public.ts';
import type { ShareSection } from './share-link.ts';

export const SHARED_BY_SENTENCE = 'Shared by the person it belongs to; not medical advice.';

export function reportPartsOf(sections: readonly ShareSection[]): ReportParts {
  const has = (section: ShareSection) => sections.includes(section);
  return {
    symptoms: has('symptoms'),
    factors: has('factors'),
    medications: has('medications'),
    scores: has('scores'),
    experiments: has('experiments'),
    insights: has('insights'),
  };
}

const aboutParts: Record<string, keyof ReportParts> = {
  Conditions: 'symptoms',
  'Tracked symptoms': 'symptoms',
  Medications: 'medications',
  Supplements: 'medications',
};

export function limitReportModel(model: ReportModel, sections: readonly ShareSection[]): ReportModel {
  // Notes are written into the appendix's rows when the model is built, so they cannot be taken
  // out here: a link's model must be built without them.
  if (model.includeNotes) throw new Error('A shared report is built without the person’s notes.');
  const parts = reportPartsOf(sections);
  // Medication lines and period shading are drawn on the charts and named in their descriptions.
  const chartOverlay = {
    markers: parts.medications ? model.chartOverlay.markers : [],
    periodBands: parts.factors ? model.chartOverlay.periodBands : [],
    periodDays: parts.factors ? model.chartOverlay.periodDays : 0,
  };
  const charts = parts.symptoms
    ? model.charts.map((chart) => ({ ...chart, alt: chartAltText(chart.series, model.range, chartOverlay) }))
    : [];
  return {
    ...model,
    parts,
    about: model.about.filter((line) => {
      const part = aboutParts[line.label];
      return part !== undefined && parts[part];
    }),
    summary: parts.symptoms ? model.summary : [],
    charts,
    appendix: parts.symptoms ? model.appendix : [],
    daysWithEntries: parts.symptoms ? model.daysWithEntries : 0,
    patterns: parts.insights ? model.patterns : [],
    chartOverlay,
    tracking: {
      medicationTimeline: parts.medications ? model.tracking.medicationTimeline : [],
      factorLines: parts.factors ? model.tracking.factorLines : [],
    },
    experiments: parts.experiments ? model.experiments : [],
    scores: parts.scores ? model.scores : [],
  };
}
