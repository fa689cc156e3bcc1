// The ceiling the engine's recall is read against: the engine told when each of the person's real
// reactions falls (the true delay window, or that it builds over days), so it searches only
// there and pays nothing for searching elsewhere. It is not told which foods or symptoms are real,
// nor how large the effect is; a person without a reaction gets the engine as it is.

import { MODEL_SETTINGS, type ModelSettings } from '#domain/insights/analysis/model-settings.ts';
import { analyzeJournalWith } from '#domain/insights/analyze-journal.ts';
import type { ExposureWindow } from '#domain/insights/types.ts';
import type { Analyzer } from './analyzer.ts';
import type { TruthPair } from './metrics.ts';

export function createOracle(settings: ModelSettings = MODEL_SETTINGS): Analyzer {
  return (input, truth = []) => {
    const windows = trueWindows(truth);
    if (windows.length === 0) return analyzeJournalWith(input, settings);
    return analyzeJournalWith(input, { ...settings, windows, slowShapes: undefined });
  };
}

/** The distinct true windows of a person's reactions, to the nearest hour. */
export function trueWindows(truth: readonly TruthPair[]): ExposureWindow[] {
  const windows = new Map<string, ExposureWindow>();
  for (const pair of truth) {
    if (pair.window === undefined) continue;
    const fromHours = Math.round(pair.window.fromHours);
    const toHours = Math.max(fromHours + 1, Math.round(pair.window.toHours));
    const window: ExposureWindow =
      pair.window.cumulative === true ? { fromHours, toHours, cumulative: true } : { fromHours, toHours };
    windows.set(`${fromHours}-${toHours}-${window.cumulative === true}`, window);
  }
  return [...windows.values()];
}
