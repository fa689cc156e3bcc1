// How a confidence is shown to a person: one rule for the Insights page, Trends, the doctor report
// and the AI wording's input, so every screen shows the same number. The engine's probability is
// left as it is (the bench and the calibration judge that one); only what is shown is held back
// from the ends, since no finding from a journal is certain either way.

/** The highest percentage shown: a probability the engine rounds to 100% still reads 99%. */
export const SHOWN_PERCENT_MAX = 99;
/** The lowest, for the same reason: a food is never shown as certainly harmless. */
export const SHOWN_PERCENT_MIN = 1;

/** The percentage shown for an engine probability in [0, 1]: a whole number from 1 to 99. */
export function shownPercent(confidence: number): number {
  const percent = Math.round((Number.isFinite(confidence) ? confidence : 0) * 100);
  return Math.min(SHOWN_PERCENT_MAX, Math.max(SHOWN_PERCENT_MIN, percent));
}

/**
 * What the percentage means, said once beside the first pattern (and in the report): the engine's
 * confidences are calibrated (docs/insights.md), so the words can promise only what the bench checks.
 */
export const CONFIDENCE_MEANING = `What the percentage means: of patterns shown at 90%, about 9 in 10 hold up. No journal makes a pattern certain, so Tend never shows more than ${SHOWN_PERCENT_MAX}%.`;
