// Engine variants by name, for the insights benches (insights-diagnose.ts, insights-bayes.ts): a
// base and modifiers joined by '-'. hacN: errors shared by days up to N apart (Newey-West);
// nullN: the person's own null from N circular shifts; largest: a window's largest portion.
import {
  FIXED_PRIOR_SETTINGS,
  MODEL_SETTINGS,
  type ModelSettings,
} from '../../../domain/insights/analysis/model-settings.ts';

export function applyRobustnessModifier(settings: ModelSettings, modifier: string): ModelSettings | null {
  const robustness = settings.robustness ?? { serialLagDays: 0, shifts: 0 };
  if (modifier.startsWith('hac'))
    return { ...settings, robustness: { ...robustness, serialLagDays: Number(modifier.slice(3)) } };
  if (modifier.startsWith('null'))
    return { ...settings, robustness: { ...robustness, shifts: Number(modifier.slice(4)) } };
  // repN: both halves must estimate the effect above N/10 standard errors (pairs from log BF 2).
  if (modifier.startsWith('rep'))
    return {
      ...settings,
      robustness: { ...robustness, replicateFrom: 2, replicationMinZ: Number(modifier.slice(3)) / 10 },
    };
  // ucapN: a pair whose halves disagree says at most N/100.
  if (modifier.startsWith('ucap'))
    return {
      ...settings,
      robustness: { ...robustness, unreplicatedMaxConfidence: Number(modifier.slice(4)) / 100 },
    };
  if (modifier === 'largest') return { ...settings, doseShape: 'largest' };
  if (modifier === 'blend') return { ...settings, doseShape: 'blend' };
  return null;
}

export function variantSettings(name: string): ModelSettings {
  const [base, ...modifiers] = name.split('-');
  // 'adopted' is what the app runs; 'fixed' is decision 026's engine, which the modifiers built on.
  const bases: Record<string, ModelSettings> = { adopted: MODEL_SETTINGS, fixed: FIXED_PRIOR_SETTINGS };
  const chosen = bases[base ?? ''];
  if (chosen === undefined) throw new Error(`unknown variant ${name}`);
  let settings: ModelSettings = chosen;
  for (const modifier of modifiers) {
    const next = applyRobustnessModifier(settings, modifier);
    if (next === null) throw new Error(`unknown modifier ${modifier} in ${name}`);
    settings = next;
  }
  return settings;
}
