import { type CatalogueOption, labelsOf } from './catalogue-option.ts';
import { otherMarker } from './other-value.ts';

// The profile stores the label, and the journal keys symptom ratings by it, so renaming a label
// needs a data migration. A custom symptom is stored as 'Other: text'.
export const symptomOptions = [
  { id: 'joint-pain', label: 'Joint pain' },
  { id: 'fatigue', label: 'Fatigue' },
  { id: 'brain-fog', label: 'Brain fog' },
  { id: 'digestive-issues', label: 'Digestive issues' },
  { id: 'skin-irritation', label: 'Skin irritation' },
  { id: 'sleep-problems', label: 'Sleep problems' },
  { id: 'headaches', label: 'Headaches' },
  { id: 'muscle-pain', label: 'Muscle pain' },
  { id: 'swelling', label: 'Swelling' },
  { id: 'other', label: otherMarker },
] as const satisfies readonly CatalogueOption[];

const symptomLabels = labelsOf(symptomOptions);

/** A listed symptom, not counting the bare Other marker. */
export function isKnownSymptom(value: string): boolean {
  return value !== otherMarker && symptomLabels.has(value);
}
