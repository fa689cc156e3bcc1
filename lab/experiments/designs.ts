// Plan designs the bench compares (--design). The default is the app's (plan-design.ts); the others
// are the alternatives decisions 024 and 029 weigh against it.

import { type Challenge, DEFAULT_DESIGN, type PlanDesign } from '#domain/experiments/analysis/plan-design.ts';
import type { ExperimentPortion } from '#domain/experiments/analysis/types.ts';

const single = (portion: ExperimentPortion, washoutDays = 3): Challenge => ({
  portion,
  eatDays: 1,
  washoutDays,
});
const block = (portion: ExperimentPortion, eatDays: number, washoutDays: number): Challenge => ({
  portion,
  eatDays,
  washoutDays,
});

const cycle = (portions: readonly ExperimentPortion[], count: number, eatDays: number, washoutDays: number) =>
  Array.from({ length: count }, (_, index) =>
    block(portions[index % portions.length] ?? 'medium', eatDays, washoutDays),
  );

export const DESIGNS: Readonly<Record<string, PlanDesign>> = {
  // The app's (plan-design.ts, decision 032): four medium days in a row after the break, then four
  // single portions.
  default: DEFAULT_DESIGN,
  // The first attempt's (decision 024), the low-FODMAP shape: three days of each portion (small,
  // medium, large), then four without.
  'low-fodmap': {
    baselineDays: 7,
    avoidDays: 7,
    challenges: [block('small', 3, 4), block('medium', 3, 4), block('large', 3, 4)],
    extension: [block('medium', 3, 4), block('large', 3, 4)],
  },
  // Six single portions (small, medium, large twice), three days without after each.
  singles: {
    baselineDays: 5,
    avoidDays: 6,
    challenges: [
      single('small'),
      single('medium'),
      single('large'),
      single('small'),
      single('medium'),
      single('large'),
    ],
    extension: [single('medium'), single('large'), single('medium')],
  },
  // One reintroduction block only (small, medium, large), a longer break before it.
  'one-block': {
    baselineDays: 7,
    avoidDays: 14,
    challenges: [single('small', 4), single('medium', 4), single('large', 3)],
    extension: [single('medium'), single('large'), single('medium')],
  },
  // More, shorter cycles: eight single portions with two days between.
  'eight-short': {
    baselineDays: 4,
    avoidDays: 7,
    challenges: [
      single('small', 2),
      single('medium', 2),
      single('large', 2),
      single('medium', 2),
      single('small', 2),
      single('medium', 2),
      single('large', 2),
      single('medium', 3),
    ],
    extension: [single('medium', 2), single('large', 2), single('medium', 3), single('large', 3)],
  },
  // A portion every other day after the break: thirteen portions.
  alternate: {
    baselineDays: 4,
    avoidDays: 5,
    challenges: cycle(['small', 'medium', 'large'], 13, 1, 1),
    extension: cycle(['medium', 'large'], 7, 1, 1),
  },
  // Two days of each portion, then two without: eight portions... in six blocks, twelve portions.
  pairs: {
    baselineDays: 4,
    avoidDays: 5,
    challenges: [...cycle(['small', 'medium', 'large'], 5, 2, 2), block('medium', 2, 4)],
    extension: cycle(['medium', 'large'], 3, 2, 2).concat([block('medium', 1, 1)]),
  },
  // An N-of-1 ABAB: six days with a portion a day (rising), six without, six with, six without.
  abab: {
    baselineDays: 5,
    avoidDays: 6,
    challenges: [
      block('small', 2, 0),
      block('medium', 2, 0),
      block('large', 2, 6),
      block('medium', 3, 0),
      block('large', 3, 6),
    ],
    extension: [block('medium', 4, 0), block('large', 3, 7)],
  },
  // Six single medium and large portions, three days without after each: the app's design from
  // decision 029 until days in a row were needed to exclude a build-up (decision 032).
  'no-small': {
    baselineDays: 5,
    avoidDays: 6,
    challenges: cycle(['medium', 'large'], 6, 1, 3),
    extension: [single('medium'), single('large'), single('medium')],
  },
  // Two days of a portion, two without, six times (small first, then medium and large), a short
  // baseline and break: twelve portions (decision 029).
  'pairs-short': {
    baselineDays: 3,
    avoidDays: 5,
    challenges: [
      block('small', 2, 2),
      block('medium', 2, 2),
      block('large', 2, 2),
      block('medium', 2, 2),
      block('large', 2, 2),
      block('medium', 2, 5),
    ],
    extension: cycle(['medium', 'large'], 3, 2, 2).concat([block('medium', 1, 1)]),
  },
  // Three days of a portion, two without, five times: fifteen portions.
  triples: {
    baselineDays: 4,
    avoidDays: 5,
    challenges: [
      block('small', 3, 2),
      block('medium', 3, 2),
      block('large', 3, 2),
      block('medium', 3, 2),
      block('large', 3, 3),
    ],
    extension: [block('medium', 3, 2), block('large', 3, 2), block('medium', 2, 2)],
  },
  // Single medium and large portions, two days without after each, nine times (decision 029).
  'singles-9': {
    baselineDays: 3,
    avoidDays: 5,
    challenges: cycle(['medium', 'large'], 9, 1, 2),
    extension: cycle(['medium', 'large'], 4, 1, 2).concat([single('medium', 1)]),
  },
  // Single medium and large portions, three days without after each, seven times.
  'singles-7': {
    baselineDays: 3,
    avoidDays: 4,
    challenges: cycle(['medium', 'large'], 7, 1, 3),
    extension: cycle(['medium', 'large'], 3, 1, 3).concat([single('medium', 1)]),
  },
  // As singles-9, the first portion small (as the clinical protocols begin).
  'singles-9s': {
    baselineDays: 3,
    avoidDays: 5,
    challenges: [single('small', 2), ...cycle(['medium', 'large'], 8, 1, 2)],
    extension: cycle(['medium', 'large'], 4, 1, 2).concat([single('medium', 1)]),
  },
  // Alternatives to the default's days in a row (decision 032): three single portions first, then
  // four medium days in a row with five without, then one more single.
  'run-4-late': {
    baselineDays: 5,
    avoidDays: 6,
    challenges: [
      single('medium'),
      single('large'),
      single('medium'),
      block('medium', 4, 5),
      single('large', 2),
    ],
    extension: [block('medium', 4, 5), single('large', 2)],
  },
  // A shorter break and two runs of three.
  'two-runs-3': {
    baselineDays: 4,
    avoidDays: 5,
    challenges: [
      single('medium'),
      single('large'),
      block('medium', 3, 4),
      single('large'),
      block('medium', 3, 4),
    ],
    extension: [block('medium', 3, 4), single('large', 3)],
  },
  // A week of daily eating straight after the break (a build-up that needs more than four days to
  // reach a point shows), then three single portions.
  'run-7-early': {
    baselineDays: 5,
    avoidDays: 6,
    challenges: [block('medium', 7, 5), single('large'), single('medium'), single('large')],
    extension: [single('medium'), single('large'), single('medium')],
  },
};
