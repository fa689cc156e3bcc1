// `node lab/bench/insights-experiment.ts`: compares engine variants on the TRAINING cohort the
// way the engine is built: each variant's calibration is fitted on the first half of the people and
// judged on the second half, so variants with different evidence are compared fairly (a variant
// cannot win by being miscalibrated). For choosing the engine's settings; never run on the held-out
// family (decision 018).
//   node lab/bench/insights-experiment.ts --people 300 --variants base,no-shifts,no-factors

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { selectReported } from '#domain/insights/analysis/associations.ts';
import { MODEL_SETTINGS, type ModelSettings } from '#domain/insights/analysis/model-settings.ts';
import { scoreJournal } from '#domain/insights/analyze-journal.ts';
import { TRAINING_COHORT_SEED } from '../insights/cohort-seeds.ts';
import { calibratedConfidence, shortJournalWeight, withCalibration } from '../insights/engine-variants.ts';
import { preparedJournalAtHorizon } from '../insights/horizon.ts';
import { fitLogistic, type LogisticSample } from '../insights/logistic-fit.ts';
import { computeFigures, type PersonResult } from '../insights/metrics.ts';
import { generatePerson, personSeed, type SyntheticPerson } from '../insights/synthetic-diary.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '300' },
    horizons: { type: 'string', default: '30,60,90,120' },
    variants: { type: 'string', default: 'base' },
    cache: { type: 'string', default: 'on' },
  },
});
const people = Number(values.people);
const horizons = values.horizons.split(',').map(Number);

const VARIANTS: Record<string, (s: ModelSettings) => ModelSettings> = {
  base: (s) => s,
  'no-context': (s) => ({
    ...s,
    context: { ...s.context, treatmentSteps: false, detectShifts: false, factors: false },
  }),
  'no-shifts': (s) => ({ ...s, context: { ...s.context, detectShifts: false } }),
  'no-treatment': (s) => ({ ...s, context: { ...s.context, treatmentSteps: false } }),
  'no-factors': (s) => ({ ...s, context: { ...s.context, factors: false } }),
  cap14: (s) => ({ ...s, doseCap: 1.4 }),
  cap1: (s) => ({ ...s, doseCap: 1 }),
  windows60: (s) => ({ ...s, windows: [...s.windows, { fromHours: 24, toHours: 60 }] }),
  fdr15: (s) => ({ ...s, report: { ...s.report, maxFalseDiscoveryRate: 0.15 } }),
  t3: (s) => ({ ...s, context: { ...s.context, shift: { ...s.context.shift, minT: 3 } } }),
  t5: (s) => ({ ...s, context: { ...s.context, shift: { ...s.context.shift, minT: 5 } } }),
  t6: (s) => ({ ...s, context: { ...s.context, shift: { ...s.context.shift, minT: 6 } } }),
};

// Generating people costs as much as analysing them: a cohort is kept in the system's temporary
// folder between runs (it depends only on the seed, the count and the generator's code).
const cacheFile = join(tmpdir(), `tend-insights-training-${people}-${Math.max(...horizons)}.json`);
let cohort: SyntheticPerson[];
if (existsSync(cacheFile) && values.cache !== 'off') {
  cohort = JSON.parse(readFileSync(cacheFile, 'utf8')) as SyntheticPerson[];
} else {
  cohort = [];
  for (let index = 0; index < people; index += 1) {
    cohort.push(generatePerson(personSeed(TRAINING_COHORT_SEED, index), { days: Math.max(...horizons) }));
  }
  writeFileSync(cacheFile, JSON.stringify(cohort));
}
process.stderr.write('generated\n');

for (const name of values.variants.split(',')) {
  const settings = (VARIANTS[name] as (s: ModelSettings) => ModelSettings)(MODEL_SETTINGS);
  type Row = {
    person: number;
    horizon: number;
    pairs: ReturnType<typeof scoreJournal>;
    weight: number;
    days: number;
  };
  const rows: Row[] = [];
  const started = performance.now();
  cohort.forEach((person, p) => {
    for (const horizon of horizons) {
      const data = preparedJournalAtHorizon(person, horizon);
      rows.push({
        person: p,
        horizon,
        pairs: scoreJournal(data, settings),
        weight: shortJournalWeight(data.checkInDays),
        days: data.checkInDays,
      });
    }
  });
  const ms = performance.now() - started;
  const plantedOf = (p: number) =>
    new Set((cohort[p] as SyntheticPerson).truth.triggers.map((t) => `${t.trigger}\u0000${t.symptom}`));
  const half = Math.floor(people / 2);
  const samples: LogisticSample[] = [];
  for (const row of rows) {
    if (row.person >= half) continue;
    const planted = plantedOf(row.person);
    for (const pair of row.pairs) {
      const l = pair.evidence.logBayesFactor;
      samples.push({
        features: [l, l * row.weight, pair.suspected ? 1 : 0],
        outcome: planted.has(`${pair.evidence.trigger}\u0000${pair.evidence.symptom}`),
      });
    }
  }
  const fit = fitLogistic(samples);
  const [intercept = 0, slope = 1, shortJournalSlope = 0, suspectedBonus = 0] = fit.coefficients;
  const calibration = { intercept, slope, shortJournalSlope, suspectedBonus };
  const fitted = withCalibration(settings, calibration);
  console.log(
    `\n${name}: ${(ms / rows.length).toFixed(1)} ms/analysis; fit on ${half} people: ${[intercept, slope, shortJournalSlope, suspectedBonus].map((v) => v.toFixed(3)).join(', ')}`,
  );
  for (const horizon of horizons) {
    const results: PersonResult[] = [];
    for (const row of rows) {
      if (row.person < half || row.horizon !== horizon) continue;
      const rescored = row.pairs.map((pair) => ({
        ...pair,
        confidence: calibratedConfidence(
          pair.evidence.logBayesFactor,
          pair.suspected,
          row.days,
          calibration,
          settings.shortJournalCap,
        ),
      }));
      const reported = selectReported(rescored, fitted);
      const person = cohort[row.person] as SyntheticPerson;
      results.push({
        symptoms: person.profile.symptoms,
        truth: person.truth.triggers,
        associations: rescored.map((pair) => ({
          trigger: pair.evidence.trigger,
          symptom: pair.evidence.symptom,
          confidence: pair.confidence,
          reported: reported.has(pair),
        })),
        ms: 0,
      });
    }
    const f = computeFigures(results);
    const bins = f.reliability
      .slice(8)
      .map(
        (b) =>
          `${b.low.toFixed(1)}: ${b.count} ${Number.isFinite(b.meanConfidence) ? b.meanConfidence.toFixed(2) : '-'}/${Number.isFinite(b.observedRate) ? b.observedRate.toFixed(2) : '-'}`,
      )
      .join('  ');
    console.log(
      `  ${horizon} d: precision ${f.precision.toFixed(3)} (${f.reportedReal}/${f.reported}), free shown ${(f.triggerFreeShown * 100).toFixed(1)}%, recall +1.5 ${f.recallByEffect['1.5'].recall.toFixed(2)} +1 ${f.recallByEffect['1'].recall.toFixed(2)}, ECE ${f.ece.toFixed(4)}, AUROC ${f.auroc.toFixed(3)}; ${bins}`,
    );
  }
}
