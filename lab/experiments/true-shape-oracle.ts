// The ceiling of what an experiment's analysis could confirm: the same analysis told each planted
// reaction's true shape, so it weighs only the windows that cover the reaction instead of
// averaging over all 21 and never pays for the delays it did not need. It reads the truth, so it
// lives here and never in the product; the bench reports it beside the analysis as "what the world
// allows". Told the one true window alone it confirmed less than the analysis (0.201 against
// 0.299 on the second training world): a check-in's rating reads more than its instant, so the
// grid's windows that overlap the reaction carry the evidence, not its exact hours.

import type { ExperimentSettings } from '#domain/experiments/analysis/experiment-settings.ts';
import type { ExperimentCase } from './experiment-case.ts';

// A build-up's harm follows the load of the last few days; a window of four days of portions is
// the linear stand-in for that load (a day keeps 60-80% of the day before's, so four days hold
// most of it).
const BUILD_UP_WINDOW = { fromHours: 0, toHours: 96 };

/** The settings that tell the analysis the case's true reaction window; unchanged without a reaction. */
export function trueShapeSettings(item: ExperimentCase, base: ExperimentSettings): ExperimentSettings {
  if (!item.traits.real) return base;
  if (item.traits.reactionKind === 'cumulative')
    return { ...base, kernels: [BUILD_UP_WINDOW], noEffectMinKernels: 1 };
  const delay = item.traits.delayHours;
  if (delay === null) return base;
  const overlapping = base.kernels.filter(
    (kernel) => Math.min(kernel.toHours, delay.to) - Math.max(kernel.fromHours, delay.from) > 0,
  );
  return overlapping.length === 0 ? base : { ...base, kernels: overlapping, noEffectMinKernels: 1 };
}
