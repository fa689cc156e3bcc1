// The doctor report drawn with pdfkit: a tagged PDF (headings, paragraphs, tables and figures with
// alt text in the structure tree, decoration marked as artifacts) in Liberation Sans, which ships
// in ./fonts so nothing is fetched when a report is made. Page 1 is the summary a doctor reads
// first; the charts and the appendix follow. Everything it says comes from the report model.

import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { EXPERIMENTS_INTRO } from '#domain/report/experiments-section.ts';
import type { ReportChart, ReportChartOverlay, ReportModel } from '#domain/report/report-model.ts';
import {
  appendixIntro,
  chartsIntro,
  METHOD_PARAGRAPH,
  NO_PATTERNS_SENTENCE,
  NOT_MEDICAL_ADVICE,
  summaryIntro,
} from '#domain/report/report-model.ts';
import { type ReportScoreSection, SCORES_INTRO, scoreChartGeometry } from '#domain/report/scores-section.ts';
import type { MarkerLayout } from '#domain/trends/public.ts';
import { polylinePath, shortDayLabel } from '#domain/trends/public.ts';
import {
  APPENDIX_MIN_SPACE,
  CHART_GAP,
  CHART_HEADING_SPACE,
  type ChartMeasure,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  chartBox,
  MARGIN,
  MARKER_LABEL_SIZE,
  markerLabelTop,
  needsNewPage,
  PAGE,
  placedChart,
  planChartPages,
  summaryColumns,
} from './pdf-layout.ts';

// Read once: a report is made on request, and the fonts never change while the server runs.
const fonts = {
  regular: readFileSync(new URL('./fonts/LiberationSans-Regular.ttf', import.meta.url)),
  bold: readFileSync(new URL('./fonts/LiberationSans-Bold.ttf', import.meta.url)),
};

const ink = '#111827';
const muted = '#374151';
const rule = '#9ca3af';
const grid = '#e5e7eb';
const averageColour = '#1d4ed8';
const rollingColour = '#111827';
const worstColour = '#b91c1c';
const periodShade = '#fde8e8';
const KEY_SIZE = 8;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Starts the document; the caller reads it as a stream and must call finishReport. */
export function renderReport(model: ReportModel): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    tagged: true,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    // No default font: pdfkit would open Helvetica, and opening Liberation Sans under two names makes
    // it parse the font file again on every font change (its cache keys on the first name only).
    font: null as unknown as string,
    bufferPages: true,
    info: {
      Title: `${model.title}: ${model.subtitle}`,
      Author: 'Tend',
      Subject: 'Symptoms, meals and patterns for a medical appointment',
      Creator: 'Tend',
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');
  const root = doc.struct('Document');
  doc.addStructure(root);

  summaryPage(doc, root, model);
  trackingSection(doc, root, model);
  experimentsSection(doc, root, model);
  scoresSection(doc, root, model);
  chartPages(doc, root, model);
  appendixPages(doc, root, model);
  footers(doc, model);
  root.end();
  doc.end();
  return doc;
}

function heading(doc: Doc, root: Struct, level: 1 | 2 | 3, text: string) {
  const size = level === 1 ? 20 : level === 2 ? 14 : 12;
  if (level > 1) doc.moveDown(level === 2 ? 0.8 : 0.5);
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(ink)
    .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH, structParent: root, structType: `H${level}` });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, root: Struct, text: string, options: { size?: number; colour?: string } = {}) {
  doc
    .font('regular')
    .fontSize(options.size ?? 10.5)
    .fillColor(options.colour ?? ink)
    .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH, structParent: root, structType: 'P', lineGap: 1.5 });
  doc.moveDown(0.4);
}

/** A label in bold and its value, one paragraph: 'Conditions: Rheumatoid arthritis, ...'. */
function labelled(doc: Doc, root: Struct, label: string, value: string, size = 10.5) {
  const p = doc.struct('P');
  root.add(p);
  const width = CONTENT_WIDTH;
  p.add(
    doc.struct('Span', {}, () => {
      doc
        .font('bold')
        .fontSize(size)
        .fillColor(ink)
        .text(`${label}: `, MARGIN, doc.y, { width, continued: true });
    }),
  );
  p.add(
    doc.struct('Span', {}, () => {
      doc.font('regular').text(value, { width, lineGap: 1.5 });
    }),
  );
  p.end();
  doc.moveDown(0.2);
}

function artifact(doc: Doc, draw: () => void) {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

function summaryPage(doc: Doc, root: Struct, model: ReportModel) {
  heading(doc, root, 1, model.title);
  paragraph(doc, root, model.subtitle, { size: 12 });
  paragraph(doc, root, model.generatedLabel, { size: 9.5, colour: muted });

  // The disclaimer sits at the top, boxed, so it is read before any pattern.
  const top = doc.y + 2;
  doc.font('bold').fontSize(10);
  const height = doc.heightOfString(NOT_MEDICAL_ADVICE, { width: CONTENT_WIDTH - 16 }) + 12;
  artifact(doc, () => {
    doc.rect(MARGIN, top, CONTENT_WIDTH, height).lineWidth(1).strokeColor(rule).stroke();
  });
  doc.fillColor(ink).text(NOT_MEDICAL_ADVICE, MARGIN + 8, top + 6, {
    width: CONTENT_WIDTH - 16,
    structParent: root,
    structType: 'P',
  });
  doc.y = top + height + 4;

  if (model.about.length > 0) heading(doc, root, 2, 'About this person');
  for (const { label, value } of model.about) labelled(doc, root, label, value);

  if (model.parts.symptoms) symptomsAtAGlance(doc, root, model);
  if (model.parts.insights) patternsFound(doc, root, model);
}

function symptomsAtAGlance(doc: Doc, root: Struct, model: ReportModel) {
  heading(doc, root, 2, 'Symptoms at a glance');
  paragraph(doc, root, summaryIntro(model.daysWithEntries, model.range.days), { size: 9.5, colour: muted });
  table(
    doc,
    root,
    ['Symptom', 'Average', 'Worst', 'Days logged'],
    model.summary.map((row) => [row.symptom, row.average, row.worst, row.daysLogged]),
    summaryColumns(),
  );
  if (model.summary.length === 0) paragraph(doc, root, 'No symptoms are tracked or rated in this range.');
}

function patternsFound(doc: Doc, root: Struct, model: ReportModel) {
  heading(doc, root, 2, 'Patterns Tend found');
  if (model.patterns.length === 0) paragraph(doc, root, NO_PATTERNS_SENTENCE);
  for (const pattern of model.patterns) {
    // 'Very likely, 99% chance that it holds.': the percentage says what it is the chance of.
    labelled(doc, root, pattern.title, `${pattern.confidence} chance that it holds. ${pattern.evidence}`);
  }
  paragraph(doc, root, METHOD_PARAGRAPH, { size: 9, colour: muted });
}

/**
 * A tagged table (Table, TR, TH, TD), drawn by hand: pdfkit's own table lays out each cell through
 * a deep merge of styles (about 12 ms a row) and reparses a font for each styled header cell.
 */
function table(doc: Doc, root: Struct, header: string[], rows: string[][], widths: number[]) {
  const tableStruct = doc.struct('Table');
  root.add(tableStruct);
  const padX = 4;
  const padY = 3;
  [header, ...rows].forEach((cells, rowIndex) => {
    const isHeader = rowIndex === 0;
    doc
      .font(isHeader ? 'bold' : 'regular')
      .fontSize(9.5)
      .fillColor(ink);
    const height =
      Math.max(
        ...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * padX })),
      ) +
      2 * padY;
    if (needsNewPage(doc.y, height)) doc.addPage();
    const top = doc.y;
    const row = doc.struct('TR');
    tableStruct.add(row);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      const left = x;
      row.add(
        doc.struct(isHeader ? 'TH' : 'TD', {}, () => {
          doc.text(cell, left + padX, top + padY, { width: width - 2 * padX });
        }),
      );
      x += width;
    });
    row.end();
    artifact(doc, () => {
      doc
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + widths.reduce((sum, each) => sum + each, 0), top + height)
        .lineWidth(isHeader ? 1 : 0.5)
        .strokeColor(rule)
        .stroke();
    });
    doc.x = MARGIN;
    doc.y = top + height;
  });
  tableStruct.end();
  doc.moveDown(0.5);
}

function chartPages(doc: Doc, root: Struct, model: ReportModel) {
  if (model.charts.length === 0) return;
  doc.addPage();
  heading(doc, root, 2, 'Symptom trends');
  paragraph(doc, root, chartsIntro(model.chartOverlay), { size: 9.5, colour: muted });
  const plan = planChartPages(model.charts.length, CONTENT_BOTTOM - doc.y, CONTENT_BOTTOM - MARGIN);
  let next = 0;
  plan.forEach((heights, page) => {
    if (page > 0) doc.addPage();
    for (const height of heights) {
      const chart = model.charts[next];
      next += 1;
      if (chart === undefined) return;
      // The plan's heading space is generous; this only guards a heading that wrapped.
      if (needsNewPage(doc.y, CHART_HEADING_SPACE + height)) doc.addPage();
      heading(doc, root, 3, chart.symptom);
      drawChart(doc, root, chart, model.chartOverlay, height);
    }
  });
}

/** The numbered lines' key under a chart: '1 Nov 3: Started Humira · 2 Nov 9: Stopped Prednisone'. */
function numbersKey(layout: MarkerLayout): string {
  return layout.markers
    .map((marker) => `${marker.number} ${shortDayLabel(marker.day)}: ${marker.label}`)
    .join(' · ');
}

/** Labels measured in the font they are drawn in, so the layout keeps them apart for real. */
function chartMeasure(doc: Doc): ChartMeasure {
  return {
    textWidth: (text) => doc.font('bold').fontSize(MARKER_LABEL_SIZE).widthOfString(text),
    keyHeight: (layout) =>
      layout.mode === 'numbers'
        ? doc
            .font('regular')
            .fontSize(KEY_SIZE)
            .heightOfString(numbersKey(layout), { width: CONTENT_WIDTH }) + 4
        : 0,
  };
}

function drawChart(doc: Doc, root: Struct, chart: ReportChart, overlay: ReportChartOverlay, height: number) {
  const top = doc.y;
  const geometry = placedChart(
    chart.series,
    MARGIN,
    top,
    chartBox(CONTENT_WIDTH, height),
    overlay,
    chartMeasure(doc),
  );
  const { plot } = geometry;
  const figure = doc.struct('Figure', { alt: chart.alt }, () => {
    doc.save();
    // Period days first, so the grid and the lines sit on top of the shading.
    doc.fillColor(periodShade);
    for (const band of geometry.bands) doc.rect(band.x, plot.top, band.width, plot.bottom - plot.top).fill();
    doc.lineWidth(0.5).strokeColor(grid);
    for (const tick of geometry.yTicks)
      doc.moveTo(plot.left, tick.position).lineTo(plot.right, tick.position).stroke();
    doc.font('regular').fontSize(8).fillColor(muted);
    for (const tick of geometry.yTicks) {
      doc.text(tick.label, plot.left - 14, tick.position - 4, {
        width: 10,
        align: 'right',
        lineBreak: false,
      });
    }
    for (const tick of geometry.xTicks) {
      doc.text(tick.label, tick.position - 30, plot.bottom + 5, {
        width: 60,
        align: 'center',
        lineBreak: false,
      });
    }
    doc.lineJoin('round').lineCap('round');
    doc.lineWidth(1).strokeColor(averageColour);
    for (const segment of geometry.averageSegments) strokeRun(doc, segment);
    doc.lineWidth(2).strokeColor(rollingColour);
    for (const segment of geometry.rollingSegments) strokeRun(doc, segment);
    doc.fillColor(worstColour);
    const radius = geometry.dayWidth < 4 ? 1.2 : 1.8;
    for (const point of geometry.worstPoints) doc.circle(point.x, point.y, radius).fill();
    drawMarkers(doc, geometry.markers, plot);
    doc.restore();
  });
  root.add(figure);
  if (geometry.markers.mode === 'numbers') {
    doc
      .font('regular')
      .fontSize(KEY_SIZE)
      .fillColor(ink)
      .text(numbersKey(geometry.markers), MARGIN, geometry.keyTop + 2, {
        width: CONTENT_WIDTH,
        structParent: root,
        structType: 'P',
      });
  }
  doc.x = MARGIN;
  doc.y = top + geometry.height + CHART_GAP;
}

/** Each medication change: a dashed line up to its label's row, and the label (or number) beside it. */
function drawMarkers(doc: Doc, layout: MarkerLayout, plot: { top: number; bottom: number }) {
  doc.lineCap('butt').lineWidth(0.8).strokeColor(ink).dash(3, { space: 2 });
  for (const marker of layout.markers) {
    doc.moveTo(marker.x, markerLabelTop(plot.top, marker.row)).lineTo(marker.x, plot.bottom).stroke();
  }
  doc.undash();
  doc.font('bold').fontSize(MARKER_LABEL_SIZE).fillColor(ink);
  for (const marker of layout.markers) {
    doc.text(marker.text, marker.left, markerLabelTop(plot.top, marker.row), { lineBreak: false });
  }
}

/** A run of one point is a dot; a longer one a polyline (the same path the web's SVG uses). */
function strokeRun(doc: Doc, points: readonly { x: number; y: number }[]) {
  const [first] = points;
  if (first === undefined) return;
  if (points.length === 1) {
    doc
      .moveTo(first.x - 1.5, first.y)
      .lineTo(first.x + 1.5, first.y)
      .stroke();
    return;
  }
  doc.path(polylinePath(points)).stroke();
}

/** The medication timeline, then stress, sleep, periods and bowel movements, when recorded. */
function trackingSection(doc: Doc, root: Struct, model: ReportModel) {
  const { medicationTimeline, factorLines } = model.tracking;
  if (medicationTimeline.length > 0) {
    heading(doc, root, 2, 'Medication changes');
    for (const change of medicationTimeline) labelled(doc, root, change.date, change.text);
  }
  if (factorLines.length > 0) {
    heading(doc, root, 2, 'Stress, sleep, periods and bowel movements');
    for (const line of factorLines) paragraph(doc, root, line);
  }
}

/** Each food experiment with its verdict per symptom, in the app's words. */
function experimentsSection(doc: Doc, root: Struct, model: ReportModel) {
  if (model.experiments.length === 0) return;
  heading(doc, root, 2, 'Food experiments');
  paragraph(doc, root, EXPERIMENTS_INTRO, { size: 9.5, colour: muted });
  for (const experiment of model.experiments) {
    heading(doc, root, 3, experiment.heading);
    for (const line of experiment.lines) paragraph(doc, root, line);
  }
}

/** Tints from calm to alarming, for an instrument's bands from its lowest to its highest. */
const BAND_TINTS: Record<number, string[]> = {
  2: ['#ecfdf5', '#fef2f2'],
  4: ['#ecfdf5', '#fefce8', '#fff7ed', '#fef2f2'],
};
const SCORE_CHART_HEIGHT = 130;
const scoreColour = '#1d4ed8';

/** A section per clinical questionnaire: its name and reference, the numbers, and a chart with its bands. */
function scoresSection(doc: Doc, root: Struct, model: ReportModel) {
  if (model.scores.length === 0) return;
  heading(doc, root, 2, 'Clinical questionnaires');
  paragraph(doc, root, SCORES_INTRO, { size: 9.5, colour: muted });
  for (const section of model.scores) {
    if (needsNewPage(doc.y, 120 + (section.chart ? SCORE_CHART_HEIGHT : 0))) doc.addPage();
    heading(doc, root, 3, section.heading);
    paragraph(doc, root, `Reference: ${section.reference}`, { size: 8.5, colour: muted });
    for (const line of section.lines) paragraph(doc, root, line);
    if (section.chart) drawScoreChart(doc, root, section, model);
  }
}

function drawScoreChart(doc: Doc, root: Struct, section: ReportScoreSection, model: ReportModel) {
  const chart = section.chart;
  if (!chart) return;
  if (needsNewPage(doc.y, SCORE_CHART_HEIGHT + 20)) doc.addPage();
  const top = doc.y + 4;
  const box = { left: MARGIN + 20, top, width: CONTENT_WIDTH - 120, height: SCORE_CHART_HEIGHT - 24 };
  const geometry = scoreChartGeometry(chart, model.range, box);
  const tints = BAND_TINTS[geometry.bands.length] ?? [];
  const figure = doc.struct('Figure', { alt: chart.alt }, () => {
    doc.save();
    geometry.bands.forEach((band, index) => {
      doc.fillColor(tints[index] ?? '#f3f4f6');
      doc.rect(box.left, band.y, box.width, band.height).fill();
    });
    doc.font('regular').fontSize(8).fillColor(muted);
    for (const band of geometry.bands) {
      // A long band name wraps beside its band, centred on it, within the margin.
      const height = doc.heightOfString(band.label, { width: 90 });
      doc.text(band.label, box.left + box.width + 6, band.labelY - height / 2, { width: 90 });
    }
    doc.lineWidth(0.5).strokeColor(grid);
    for (const tick of geometry.yTicks) {
      doc
        .moveTo(box.left, tick.y)
        .lineTo(box.left + box.width, tick.y)
        .stroke();
      doc.text(tick.label, box.left - 18, tick.y - 4, { width: 14, align: 'right', lineBreak: false });
    }
    for (const tick of geometry.xTicks)
      doc.text(tick.label, tick.x - 40, box.top + box.height + 5, {
        width: 80,
        align: 'center',
        lineBreak: false,
      });
    doc.lineJoin('round').lineCap('round').lineWidth(1.5).strokeColor(scoreColour);
    if (geometry.points.length > 1) doc.path(polylinePath(geometry.points)).stroke();
    doc.fillColor(scoreColour);
    for (const point of geometry.points) doc.circle(point.x, point.y, 2).fill();
    doc.restore();
  });
  root.add(figure);
  doc.x = MARGIN;
  doc.y = top + SCORE_CHART_HEIGHT;
}

function appendixPages(doc: Doc, root: Struct, model: ReportModel) {
  if (!model.parts.symptoms) return;
  // Under the last chart when the page has room for a start, so no page ends in white space after a
  // chart; after the summary (no charts) always on a page of its own.
  if (model.charts.length === 0 || needsNewPage(doc.y, APPENDIX_MIN_SPACE)) doc.addPage();
  heading(doc, root, 2, 'Appendix: every entry');
  paragraph(doc, root, appendixIntro(model.includeNotes), { size: 9.5, colour: muted });
  if (model.appendix.length === 0) {
    paragraph(doc, root, 'No entries in this range.');
    return;
  }
  // A heading per day and a paragraph per entry: pdfkit's table lays out each cell through a deep
  // merge of styles (about 12 ms a row), which made a year's appendix take half a minute.
  for (const day of model.appendix) {
    if (needsNewPage(doc.y, 40)) doc.addPage();
    doc.moveDown(0.3);
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(ink)
      .text(day.label, MARGIN, doc.y, { width: CONTENT_WIDTH, structParent: root, structType: 'H3' });
    doc.moveDown(0.15);
    for (const row of day.rows) labelled(doc, root, `${row.time}, ${row.kind}`, row.details, 9.5);
  }
}

function footers(doc: Doc, model: ReportModel) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Below the bottom margin pdfkit would start a new page for the text; the footer belongs here.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(doc, () => {
      doc
        .font('regular')
        .fontSize(8)
        .fillColor(muted)
        .text(`${model.subtitle} · page ${index + 1} of ${count}`, MARGIN, PAGE.height - MARGIN + 16, {
          width: CONTENT_WIDTH,
          align: 'center',
          lineBreak: false,
        });
    });
    doc.page.margins.bottom = bottom;
  }
}
