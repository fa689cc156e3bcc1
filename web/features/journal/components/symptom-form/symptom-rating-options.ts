import { RATING_LABELS, RATING_VALUES } from '#domain/journal/severity-feedback.ts';

export const ratingOptions = RATING_VALUES.map((value) => ({
  value,
  label: RATING_LABELS[value],
  marker: value,
}));
