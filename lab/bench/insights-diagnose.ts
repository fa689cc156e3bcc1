// `node lab/bench/insights-diagnose.ts`: where the engine's false patterns come from, on the
// TRAINING family only (its training seed by default): for each pair the engine would report or
// rates at 0.5 and above, whether it is real and what the person's life had (a level shift, a food
// cut with it, stress recorded, drop-out); and the spread of the window z-statistics (estimate /
// the error the Bayes factor uses) over pairs that are not real, which is 1 when the errors are
// honest and the regressions unbiased.
//   --people 150 --horizons 60,90,120 --seed test|training --settings adopted

import { parseArgs } from 'node:util';
import { selectReported } from '#domain/insights/analysis/associations.ts';
import { contextCovariates } from '#domain/insights/analysis/context-covariates.ts';
import { MODEL_SETTINGS, type ModelSettings } from '#domain/insights/analysis/model-settings.ts';
import { scoreJournal } from '#domain/insights/analyze-journal.ts';
import { TEST_COHORT_SEED, TRAINING_COHORT_SEED } from '../insights/cohort-seeds.ts';
import { preparedJournalAtHorizon } from '../insights/horizon.ts';
import { generatePerson, personSeed } from '../insights/synthetic-diary.ts';
import { variantSettings } from './support/insights-variants.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '150' },
    horizons: { type: 'string', default: '60,90,120' },
    seed: { type: 'string', default: 'training' },
    settings: { type: 'string', default: 'adopted' },
  },
});
const people = Number(values.people);
const horizons = values.horizons.split(',').map(Number);
const seed = values.seed === 'test' ? TEST_COHORT_SEED : TRAINING_COHORT_SEED;
const settings: ModelSettings =
  values.settings === 'adopted' ? MODEL_SETTINGS : variantSettings(values.settings);

type Row = {
  horizon: number;
  person: number;
  pair: string;
  real: boolean;
  effect: number;
  confidence: number;
  reported: boolean;
  logBf: number;
  suspected: boolean;
  traps: string[];
};
const rows: Row[] = [];
const nullZ: number[] = [];
// Real pairs by effect size and horizon: why they were not shown.
const realFate = new Map<string, Map<string, number>>();
const countFate = (key: string, fate: string) => {
  const map = realFate.get(key) ?? new Map<string, number>();
  map.set(fate, (map.get(fate) ?? 0) + 1);
  realFate.set(key, map);
};
const nullZByTrap = new Map<string, number[]>();
const longest = Math.max(...horizons);
for (let index = 0; index < people; index += 1) {
  const person = generatePerson(personSeed(seed, index), { days: longest });
  const planted = new Map(person.truth.triggers.map((t) => [`${t.trigger}/${t.symptom}`, t.effect]));
  const traps: string[] = [];
  const shift = person.traits.levelShift;
  if (shift !== null) traps.push(shift.recorded ? 'shift-recorded' : 'shift-unrecorded');
  if (shift?.cutFood) traps.push(`cut:${shift.cutFood}`);
  if (person.traits.recordsFactors) traps.push('factors');
  if (person.traits.dropsOut) traps.push('dropout');
  if (person.truth.triggers.length === 0) traps.push('trigger-free');
  for (const horizon of horizons) {
    const data = preparedJournalAtHorizon(person, horizon);
    const context = contextCovariates(data, settings);
    const scored = scoreJournal(data, settings, context);
    const reported = selectReported(scored, settings);
    for (const pair of scored) {
      const key = `${pair.evidence.trigger}/${pair.evidence.symptom}`;
      const real = planted.has(key);
      if (!real && pair.evidence.best !== null) {
        for (const window of pair.evidence.windows) {
          if (window.estimate === null) continue;
          const se = Math.max(window.estimate.standardError, window.estimate.classicalStandardError);
          const z = window.estimate.estimate / se;
          nullZ.push(z);
          for (const trap of traps.length > 0 ? traps : ['none']) {
            const name = trap.startsWith('cut:') ? 'cut' : trap;
            const list = nullZByTrap.get(name) ?? [];
            list.push(z);
            nullZByTrap.set(name, list);
          }
        }
      }
      if (real) {
        const bestZ = pair.evidence.best?.estimate
          ? pair.evidence.best.estimate.estimate /
            Math.max(
              pair.evidence.best.estimate.standardError,
              pair.evidence.best.estimate.classicalStandardError,
            )
          : Number.NaN;
        const fate = reported.has(pair)
          ? 'shown'
          : !pair.sufficient
            ? `short:${pair.shortfall?.kind ?? '?'}`
            : pair.confidence >= 0.5
              ? 'conf>=0.5 not shown'
              : bestZ >= 3
                ? 'z>=3 conf<0.5'
                : bestZ >= 2
                  ? 'z 2-3'
                  : 'z<2';
        countFate(`${horizon}d +${planted.get(key)}`, fate);
      }
      if (pair.confidence >= 0.5 || reported.has(pair)) {
        rows.push({
          horizon,
          person: index,
          pair: key,
          real,
          effect: planted.get(key) ?? 0,
          confidence: pair.confidence,
          reported: reported.has(pair),
          logBf: pair.evidence.logBayesFactor,
          suspected: pair.suspected,
          traps: traps.map((trap) => (trap === `cut:${pair.evidence.trigger}` ? 'cut-this-food' : trap)),
        });
      }
    }
  }
  if ((index + 1) % 25 === 0) process.stderr.write(`\r  ${index + 1}/${people}`);
}
process.stderr.write('\n');

const spread = (list: number[]) => {
  const mean = list.reduce((s, v) => s + v, 0) / list.length;
  const sd = Math.sqrt(list.reduce((s, v) => s + (v - mean) ** 2, 0) / list.length);
  const sorted = [...list].sort((a, b) => a - b);
  const mad = (() => {
    const med = sorted[Math.floor(sorted.length / 2)] as number;
    const dev = sorted.map((v) => Math.abs(v - med)).sort((a, b) => a - b);
    return (dev[Math.floor(dev.length / 2)] as number) / 0.6745;
  })();
  const above = (t: number) => list.filter((v) => v > t).length / list.length;
  return `n ${list.length} mean ${mean.toFixed(3)} sd ${sd.toFixed(3)} madSD ${mad.toFixed(3)} P(z>2) ${(above(2) * 100).toFixed(2)}% (normal 2.28%) P(z>3) ${(above(3) * 100).toFixed(3)}% (0.135%)`;
};
console.log(
  `Seed ${values.seed}, ${people} people, horizons ${horizons.join(',')}, settings ${values.settings}`,
);
console.log(`Window z of pairs not real: ${spread(nullZ)}`);
for (const [trap, list] of [...nullZByTrap].sort()) console.log(`  ${trap.padEnd(18)} ${spread(list)}`);
for (const [key, map] of [...realFate].sort()) {
  console.log(
    `${key.padEnd(10)} ${[...map]
      .sort()
      .map(([fate, n]) => `${fate} ${n}`)
      .join(', ')}`,
  );
}
const shown = rows.filter((row) => row.reported);
console.log(
  `\nReported ${shown.length}, real ${shown.filter((r) => r.real).length}; at >= 0.5: ${rows.length}, real ${rows.filter((r) => r.real).length}`,
);
for (const row of rows.filter((r) => !r.real || r.reported).sort((a, b) => b.confidence - a.confidence)) {
  console.log(
    `${row.reported ? 'SHOWN' : '     '} ${row.real ? `real+${row.effect}` : 'FALSE  '} ${row.horizon}d p${row.person} ${row.pair.padEnd(28)} conf ${row.confidence.toFixed(3)} logBF ${row.logBf.toFixed(2)}${row.suspected ? ' suspected' : ''} [${row.traps.join(' ')}]`,
  );
}
