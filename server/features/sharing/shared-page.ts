// The shared view drawn on the server as one plain HTML document: no script, no cookie, no link
// into the app. The charts are inline SVG with a description a screen reader reads, each followed
// by its numbers as a table. Every value from the database is escaped on the way in.

import {
  appendixIntro,
  chartsIntro,
  METHOD_PARAGRAPH,
  NO_PATTERNS_SENTENCE,
  type ReportChart,
  type ReportModel,
  type ReportScoreSection,
  SCORES_INTRO,
  scoreChartGeometry,
  summaryIntro,
} from '#domain/report/public.ts';
import { SHARED_BY_SENTENCE } from '#domain/sharing/shared-report.ts';
import { shortDayLabel } from '#domain/trends/public.ts';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

const style = `
:root{color-scheme:light dark;--ink:#1c2a2a;--muted:#4a5858;--line:#c9d3d0;--bg:#fbfaf7;--accent:#1f6f5c;--worst:#a3322a}
@media (prefers-color-scheme:dark){:root{--ink:#e9efed;--muted:#b5c2bf;--line:#3c4a47;--bg:#121a19;--accent:#7fd1b9;--worst:#ff9a8f}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,sans-serif}
main{max-width:60rem;margin:0 auto;padding:1.5rem 1rem 4rem}h1{font-size:1.75rem;margin:0 0 .25rem}
h2{font-size:1.3rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--line);padding-bottom:.25rem}h3{font-size:1.1rem;margin:1.5rem 0 .25rem}
.muted{color:var(--muted)}.notice{border:2px solid var(--line);border-radius:.5rem;padding:.75rem 1rem;font-weight:600}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid var(--line);vertical-align:top}
.table-wrap{overflow-x:auto}svg{width:100%;height:auto;max-width:100%}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0}
button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:2px solid var(--accent);background:var(--accent);color:var(--bg);cursor:pointer}
button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{font:inherit;padding:.5rem;border:2px solid var(--muted);border-radius:.4rem;background:var(--bg);color:var(--ink);width:10rem;letter-spacing:.2em}
.error{color:var(--worst);font-weight:600}dt{font-weight:600}dd{margin:0 0 .5rem}`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

/** 404, 410 and the lock: a short page that says what happened and nothing about whose link it was. */
export function plainPage(title: string, text: string): string {
  return document(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

export function passcodePage(action: string, error?: string): string {
  const describedBy = error ? ' aria-describedby="passcode-error" aria-invalid="true"' : '';
  return document(
    'Enter the passcode',
    `<h1>Enter the passcode</h1>
<p>The person who shared this report set a 6-digit passcode. They will have told it to you.</p>
<form method="post" action="${escapeHtml(action)}">
<label for="passcode">Passcode</label>
<input id="passcode" name="passcode" inputmode="numeric" autocomplete="off" pattern="[0-9]{6}" maxlength="6" required${describedBy}>
${error ? `<p id="passcode-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions"><button type="submit">Open the report</button></div>
</form>`,
  );
}

const CHART_WIDTH = 640;
const CHART_HEIGHT = 200;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

function chartSvg(chart: ReportChart, id: string): string {
  const days = chart.series.days;
  const plotWidth = CHART_WIDTH - PAD.left - PAD.right;
  const plotHeight = CHART_HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (days.length <= 1 ? plotWidth / 2 : (index / (days.length - 1)) * plotWidth);
  const y = (rating: number) => PAD.top + plotHeight - ((rating - 1) / 4) * plotHeight;
  const path = (pick: (day: (typeof days)[number]) => number | null) => {
    let d = '';
    let pen = false;
    days.forEach((day, index) => {
      const value = pick(day);
      if (value === null) {
        pen = false;
        return;
      }
      d += `${pen ? 'L' : 'M'}${x(index).toFixed(1)} ${y(value).toFixed(1)}`;
      pen = true;
    });
    return d;
  };
  const grid = [1, 2, 3, 4, 5]
    .map(
      (rating) =>
        `<line x1="${PAD.left}" x2="${CHART_WIDTH - PAD.right}" y1="${y(rating)}" y2="${y(rating)}" stroke="var(--line)"/>` +
        `<text x="${PAD.left - 8}" y="${y(rating) + 4}" text-anchor="end" font-size="11" fill="var(--muted)">${rating}</text>`,
    )
    .join('');
  const worst = days
    .map((day, index) =>
      day.worst === null
        ? ''
        : `<circle cx="${x(index).toFixed(1)}" cy="${y(day.worst).toFixed(1)}" r="2" fill="var(--worst)"/>`,
    )
    .join('');
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const axis =
    first && last
      ? `<text x="${PAD.left}" y="${CHART_HEIGHT - 8}" font-size="11" fill="var(--muted)">${escapeHtml(shortDayLabel(first))}</text>` +
        `<text x="${CHART_WIDTH - PAD.right}" y="${CHART_HEIGHT - 8}" text-anchor="end" font-size="11" fill="var(--muted)">${escapeHtml(shortDayLabel(last))}</text>`
      : '';
  return `<svg viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" role="img" aria-labelledby="${id}-desc">
<desc id="${id}-desc">${escapeHtml(chart.alt)}</desc>
<g aria-hidden="true">${grid}${axis}
<path d="${path((day) => day.average)}" fill="none" stroke="#4a7fd4" stroke-width="1.5"/>
<path d="${path((day) => day.rolling)}" fill="none" stroke="var(--ink)" stroke-width="2"/>${worst}</g></svg>`;
}

function chartTable(chart: ReportChart): string {
  const rows = chart.series.days
    .filter((day) => day.checkIns > 0)
    .map(
      (day) =>
        `<tr><th scope="row">${escapeHtml(shortDayLabel(day.day))}</th><td>${day.average?.toFixed(1) ?? ''}</td><td>${day.worst ?? ''}</td><td>${day.rolling?.toFixed(1) ?? ''}</td></tr>`,
    )
    .join('');
  return `<details><summary>${escapeHtml(chart.symptom)}: the numbers behind the chart</summary><div class="table-wrap"><table>
<caption class="muted">${escapeHtml(chart.symptom)}, days with a rating</caption>
<thead><tr><th scope="col">Day</th><th scope="col">Daily average</th><th scope="col">Worst</th><th scope="col">7-day average</th></tr></thead>
<tbody>${rows}</tbody></table></div></details>`;
}

function symptomsPart(model: ReportModel): string {
  const rows = model.summary
    .map(
      (row) =>
        `<tr><th scope="row">${escapeHtml(row.symptom)}</th><td>${escapeHtml(row.average)}</td><td>${escapeHtml(row.worst)}</td><td>${escapeHtml(row.daysLogged)}</td></tr>`,
    )
    .join('');
  const charts = model.charts
    .map(
      (chart, index) =>
        `<h3>${escapeHtml(chart.symptom)}</h3>${chartSvg(chart, `chart-${index}`)}${chartTable(chart)}`,
    )
    .join('');
  return `<h2>Symptoms at a glance</h2><p class="muted">${escapeHtml(summaryIntro(model.daysWithEntries, model.range.days))}</p>
<div class="table-wrap"><table><thead><tr><th scope="col">Symptom</th><th scope="col">Average</th><th scope="col">Worst</th><th scope="col">Days logged</th></tr></thead><tbody>${rows}</tbody></table></div>
${model.charts.length > 0 ? `<h2>Symptom trends</h2><p class="muted">${escapeHtml(chartsIntro(model.chartOverlay))}</p>${charts}` : ''}`;
}

function appendixPart(model: ReportModel): string {
  const days = model.appendix
    .map(
      (day) =>
        `<h3>${escapeHtml(day.label)}</h3><div class="table-wrap"><table><thead><tr><th scope="col">Time</th><th scope="col">Entry</th><th scope="col">Details</th></tr></thead><tbody>${day.rows
          .map(
            (row) =>
              `<tr><td>${escapeHtml(row.time)}</td><td>${escapeHtml(row.kind)}</td><td>${escapeHtml(row.details)}</td></tr>`,
          )
          .join('')}</tbody></table></div>`,
    )
    .join('');
  return `<h2>Every entry</h2><p class="muted">${escapeHtml(appendixIntro(model.includeNotes))}</p>${days || '<p>No entries in this range.</p>'}`;
}

/** Band tints from calm to alarming; translucent so they read on the light and the dark page. */
const BAND_TINTS: Record<number, string[]> = {
  2: ['#10b981', '#ef4444'],
  4: ['#10b981', '#eab308', '#f97316', '#ef4444'],
};

/** A band's name beside it, in lines of a few words so a long one stays inside the chart. */
function bandLabelSvg(label: string, x: number, centre: number): string {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 16) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const top = centre + 4 - ((lines.length - 1) * 13) / 2;
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${(top + index * 13).toFixed(1)}" font-size="11" fill="var(--muted)">${escapeHtml(line)}</text>`,
    )
    .join('');
}

function scoreChartSvg(section: ReportScoreSection, model: ReportModel, id: string): string {
  const chart = section.chart;
  if (!chart) return '';
  const box = {
    left: PAD.left,
    top: PAD.top,
    width: CHART_WIDTH - PAD.left - 110,
    height: CHART_HEIGHT - PAD.top - PAD.bottom,
  };
  const geometry = scoreChartGeometry(chart, model.range, box);
  const tints = BAND_TINTS[geometry.bands.length] ?? [];
  const bands = geometry.bands
    .map(
      (band, index) =>
        `<rect x="${box.left}" y="${band.y.toFixed(1)}" width="${box.width}" height="${band.height.toFixed(1)}" fill="${tints[index] ?? '#9ca3af'}" fill-opacity="0.16"/>` +
        bandLabelSvg(band.label, box.left + box.width + 6, band.labelY),
    )
    .join('');
  const grid = geometry.yTicks
    .map(
      (tick) =>
        `<line x1="${box.left}" x2="${box.left + box.width}" y1="${tick.y.toFixed(1)}" y2="${tick.y.toFixed(1)}" stroke="var(--line)"/>` +
        `<text x="${box.left - 8}" y="${(tick.y + 4).toFixed(1)}" text-anchor="end" font-size="11" fill="var(--muted)">${tick.label}</text>`,
    )
    .join('');
  const axis = geometry.xTicks
    .map(
      (tick, index) =>
        `<text x="${tick.x.toFixed(1)}" y="${CHART_HEIGHT - 8}" text-anchor="${index === 0 ? 'start' : 'end'}" font-size="11" fill="var(--muted)">${escapeHtml(tick.label)}</text>`,
    )
    .join('');
  const line = geometry.points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
    .join('');
  const dots = geometry.points
    .map((p) => `<circle cx="${p.x.toFixed(1)}" cy="${p.y.toFixed(1)}" r="3" fill="var(--ink)"/>`)
    .join('');
  return `<svg viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" role="img" aria-labelledby="${id}-desc">
<desc id="${id}-desc">${escapeHtml(chart.alt)}</desc>
<g aria-hidden="true">${bands}${grid}${axis}<path d="${line}" fill="none" stroke="var(--ink)" stroke-width="1.5"/>${dots}</g></svg>`;
}

function scoresPart(model: ReportModel): string {
  if (!model.parts.scores || model.scores.length === 0) return '';
  const sections = model.scores
    .map((section, index) => {
      const rows = section.rows
        .map(
          (row) =>
            `<tr><th scope="row">${escapeHtml(row.dateLabel)}</th><td>${escapeHtml(row.value)}</td><td>${escapeHtml(row.band)}</td></tr>`,
        )
        .join('');
      return `<h3>${escapeHtml(section.heading)}</h3>
<p class="muted">Reference: ${escapeHtml(section.reference)}</p>
${section.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
${scoreChartSvg(section, model, `score-${index}`)}
<details><summary>${escapeHtml(section.heading)}: every score</summary><div class="table-wrap"><table>
<thead><tr><th scope="col">Date</th><th scope="col">Score</th><th scope="col">Band</th></tr></thead>
<tbody>${rows}</tbody></table></div></details>`;
    })
    .join('');
  return `<h2>Clinical questionnaires</h2><p class="muted">${escapeHtml(SCORES_INTRO)}</p>${sections}`;
}

function otherParts(model: ReportModel): string {
  let html = '';
  if (model.parts.insights) {
    const patterns = model.patterns
      .map(
        (pattern) =>
          `<dt>${escapeHtml(pattern.title)}</dt><dd>${escapeHtml(`${pattern.confidence} chance that it holds. ${pattern.evidence}`)}</dd>`,
      )
      .join('');
    html += `<h2>Patterns Tend found</h2>${patterns ? `<dl>${patterns}</dl>` : `<p>${escapeHtml(NO_PATTERNS_SENTENCE)}</p>`}<p class="muted">${escapeHtml(METHOD_PARAGRAPH)}</p>`;
  }
  const { medicationTimeline, factorLines } = model.tracking;
  if (model.parts.medications) {
    html += `<h2>Medication changes</h2>${
      medicationTimeline.length > 0
        ? `<dl>${medicationTimeline.map((change) => `<dt>${escapeHtml(change.date)}</dt><dd>${escapeHtml(change.text)}</dd>`).join('')}</dl>`
        : '<p>No dated medication changes.</p>'
    }`;
  }
  if (model.parts.factors) {
    html += `<h2>Stress, sleep, periods and bowel movements</h2>${
      factorLines.length > 0
        ? factorLines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
        : '<p>None recorded in this range.</p>'
    }`;
  }
  html += scoresPart(model);
  if (model.parts.experiments && model.experiments.length > 0) {
    html += `<h2>Food experiments</h2>${model.experiments
      .map(
        (experiment) =>
          `<h3>${escapeHtml(experiment.heading)}</h3>${experiment.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
      )
      .join('')}`;
  }
  return html;
}

function downloads(base: string, passcode: string | null): string {
  const hidden =
    passcode === null ? '' : `<input type="hidden" name="passcode" value="${escapeHtml(passcode)}">`;
  const method = passcode === null ? 'get' : 'post';
  return `<div class="actions">
<form method="${method}" action="${escapeHtml(`${base}/report.pdf`)}">${hidden}<button type="submit">Download the PDF</button></form>
<form method="${method}" action="${escapeHtml(`${base}/fhir.json`)}">${hidden}<button type="submit">Download as FHIR (JSON)</button></form>
</div>`;
}

/** The report a link shares, as a page; `base` is the link's own path, `passcode` what unlocked it. */
export function sharedReportPage(model: ReportModel, base: string, passcode: string | null): string {
  const about = model.about
    .map((line) => `<dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd>`)
    .join('');
  return document(
    `${model.title}: ${model.subtitle}`,
    `<h1>${escapeHtml(model.title)}</h1>
<p>${escapeHtml(model.subtitle)}</p>
<p class="notice">${escapeHtml(SHARED_BY_SENTENCE)}</p>
<p class="muted">${escapeHtml(model.generatedLabel)}</p>
${downloads(base, passcode)}
${about ? `<h2>About this person</h2><dl>${about}</dl>` : ''}
${model.parts.symptoms ? symptomsPart(model) : ''}
${otherParts(model)}
${model.parts.symptoms ? appendixPart(model) : ''}`,
  );
}
