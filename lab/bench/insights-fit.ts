// `npm run bench:insights:fit`: fits decision 010's calibration map and the effect-size scale on the
// synthetic TRAINING cohort (never the test cohort that bench:insights reports on) and prints the
// constants to put in lab/insights/engine-variants.ts (FITTED_CALIBRATION) and, for the scale,
// domain/insights/analysis/model-settings.ts. The app's confidence does not read the map
// (CALIBRATED_SETTINGS keeps it to compare with); the prior it
// does read is fitted by `node lab/bench/insights-bayes.ts --fit-prior`.
//   npm run bench:insights:fit                           300 people, 30/60/90/120 days, scales 0.5-1.5
//   npm run bench:insights:fit -- --people 100 --scales 1
import { parseArgs } from 'node:util';
import { tagMeal } from '#domain/meal-tagging/tag-meal.ts';
import { TRAINING_COHORT_SEED } from '../insights/cohort-seeds.ts';
import { CALIBRATED_SETTINGS } from '../insights/engine-variants.ts';
import { fitCalibration } from '../insights/fit-calibration.ts';
import { describeMachine } from '../perf/support/machine.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '300' },
    horizons: { type: 'string', default: '30,60,90,120' },
    scales: { type: 'string', default: '0.5,0.75,1,1.5' },
  },
});
const people = Number(values.people);
const horizons = values.horizons.split(',').map(Number);
const scales = values.scales.split(',').map(Number);
if (!Number.isInteger(people) || people < 1 || [...horizons, ...scales].some((value) => !(value > 0))) {
  console.error('Usage: bench:insights:fit [--people N] [--horizons 30,60,90,120] [--scales 0.5,1]');
  process.exit(2);
}

console.log(describeMachine());
console.log(
  `Training cohort (seed ${TRAINING_COHORT_SEED}), ${people} people, horizons ${horizons.join(', ')} days.`,
);
const { best, fits } = fitCalibration({
  seed: TRAINING_COHORT_SEED,
  people,
  horizons,
  scales,
  settings: CALIBRATED_SETTINGS,
  tag: tagMeal,
  onPerson: (done, total) => {
    if (done % 25 === 0 || done === total) process.stderr.write(`\r  ${done}/${total} people`);
  },
});
process.stderr.write('\n');
for (const fit of fits) {
  const { intercept, slope, shortJournalSlope, suspectedBonus } = fit.calibration;
  console.log(
    `effect scale ${fit.effectScale}: log-loss ${fit.logLoss.toFixed(5)} over ${fit.pairs} pairs (${(fit.realShare * 100).toFixed(2)}% planted); intercept ${intercept.toFixed(3)}, slope ${slope.toFixed(3)}, short-journal slope ${shortJournalSlope.toFixed(3)}, suspected ${suspectedBonus.toFixed(3)}`,
  );
}
const { intercept, slope, shortJournalSlope, suspectedBonus } = best.calibration;
console.log(`\nBest: effectScale: ${best.effectScale},`);
console.log(
  `calibration: { intercept: ${intercept.toFixed(3)}, slope: ${slope.toFixed(3)}, shortJournalSlope: ${shortJournalSlope.toFixed(3)}, suspectedBonus: ${suspectedBonus.toFixed(3)} },`,
);
