import { type CatalogueOption, labelsOf } from './catalogue-option.ts';

// The profile stores the label; anything else is stored as 'Other: text'. Supplements are optional,
// so there is no 'none' answer: an empty list means none.
export const supplementOptions = [
  { id: 'vitamin-d', label: 'Vitamin D' },
  { id: 'calcium', label: 'Calcium' },
  { id: 'fish-oil', label: 'Fish Oil' },
  { id: 'turmeric-curcumin', label: 'Turmeric/Curcumin' },
  { id: 'folic-acid', label: 'Folic Acid' },
  { id: 'magnesium', label: 'Magnesium' },
  { id: 'selenium', label: 'Selenium' },
  { id: 'zinc', label: 'Zinc' },
  { id: 'probiotics', label: 'Probiotics' },
] as const satisfies readonly CatalogueOption[];

const supplementLabels = labelsOf(supplementOptions);

export function isKnownSupplement(value: string): boolean {
  return supplementLabels.has(value);
}
