import { type CatalogueOption, labelsOf } from './catalogue-option.ts';
import { otherMarker } from './other-value.ts';

// The profile stores the label; a custom condition is stored as 'Other: text'. Renaming a label
// therefore needs a data migration.
export const conditionOptions = [
  { id: 'rheumatoid-arthritis', label: 'Rheumatoid Arthritis' },
  { id: 'psoriatic-arthritis', label: 'Psoriatic Arthritis' },
  { id: 'hashimotos-thyroiditis', label: "Hashimoto's Thyroiditis" },
  { id: 'celiac-disease', label: 'Celiac Disease' },
  { id: 'inflammatory-bowel-disease', label: 'Inflammatory Bowel Disease (IBD)' },
  { id: 'ulcerative-colitis', label: 'Ulcerative Colitis' },
  { id: 'crohns-disease', label: "Crohn's Disease" },
  { id: 'ankylosing-spondylitis', label: 'Ankylosing Spondylitis' },
  { id: 'other', label: otherMarker },
] as const satisfies readonly CatalogueOption[];

const conditionLabels = labelsOf(conditionOptions);

/** A listed condition, not counting the bare Other marker. */
export function isKnownCondition(value: string): boolean {
  return value !== otherMarker && conditionLabels.has(value);
}
