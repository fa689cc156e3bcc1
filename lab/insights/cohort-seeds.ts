// The engine's constants (prior, effect-size scale) are fitted on the training cohort and judged on
// the test cohort, never on the people they were fitted to. Person seeds are derived from these
// (personSeed), so the two cohorts share nobody; a test pins that down.

export const TRAINING_COHORT_SEED = 0x5eed_7a11;
export const TEST_COHORT_SEED = 0x7e57_c0de;
