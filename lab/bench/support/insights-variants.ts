// Engine variants by name, for the insights benches (insights-diagnose.ts, insights-bayes.ts): a
// base and modifiers joined by '-'. largest / blend: a window's largest portion, or it and half of
// the rest. Decision 027 has the figures of the serial errors and circular-shift nulls it left off.
import { MODEL_SETTINGS, type ModelSettings } from '#domain/insights/analysis/model-settings.ts';
import { FIXED_PRIOR_SETTINGS } from '#lab/insights/engine-variants.ts';

export function applyRobustnessModifier(settings: ModelSettings, modifier: string): ModelSettings | null {
  const robustness = settings.robustness ?? {};
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
