import { BAYES_FACTOR_SETTINGS, CALIBRATED_SETTINGS } from '../domain/insights/analysis/model-settings.ts';
import { analyzeJournalWith } from '../domain/insights/analyze-journal.ts';
import { TRAINING_COHORT_SEED } from '../domain/insights/benchmark/cohort-seeds.ts';
import { trainingFamily } from '../domain/insights/benchmark/run-benchmark.ts';

const family = trainingFamily(TRAINING_COHORT_SEED);
const people = Number(process.argv[2] ?? 40);
const tally: Record<string, Record<string, number>> = {};
const confs: Record<string, number[]> = { cal: [], bf: [] };
for (let i = 0; i < people; i += 1) {
  const [c] = family.casesOf(i, [90]);
  if (!c) continue;
  const big = c.truth.filter((t) => t.effect === 1.5 || t.effect === 1);
  if (big.length === 0) continue;
  for (const [name, settings] of [['cal', CALIBRATED_SETTINGS], ['bf', BAYES_FACTOR_SETTINGS]] as const) {
    const result = analyzeJournalWith(c.input, settings);
    for (const t of big) {
      const a = result.associations.find((x) => x.trigger === t.trigger && x.symptom === t.symptom);
      const key = `${name} +${t.effect} ${a?.status ?? 'absent'}`;
      tally[key] ??= {};
      const detail = a === undefined ? 'none' : a.status === 'not-enough-data' ? a.evidence.slice(0, 40) : 'ok';
      tally[key][detail] = (tally[key][detail] ?? 0) + 1;
      (confs[name] as number[]).push(Math.round((a?.confidence ?? 0) * 100) / 100);
      if (name === 'bf' && t.effect === 1.5) console.log(t.trigger, t.symptom, a?.status, a?.confidence.toFixed(3), a?.meals, JSON.stringify(a?.checkIns), a?.window ? `${a.window.fromHours}-${a.window.toHours}` : '', a?.effect?.estimate, (c.truth.find((x) => x === t) as any).shape ?? '', (t as any).delay ?? '');
    }
  }
}
for (const [k, v] of Object.entries(tally).sort()) console.log(k, JSON.stringify(v));
