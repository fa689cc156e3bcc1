import { type CatalogueOption, idsOf, noneId } from './catalogue-option.ts';

// The profile stores the id (the spec names diets by id), so labels can be reworded freely.
export const dietOptions = [
  { id: noneId, label: 'Still figuring it out' },
  { id: 'gluten-free', label: 'Gluten-free' },
  { id: 'dairy-free', label: 'Dairy-free' },
  { id: 'aip', label: 'AIP (Autoimmune Protocol)' },
  { id: 'low-fodmap', label: 'Low FODMAP' },
  { id: 'vegan', label: 'Vegan' },
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'paleo', label: 'Paleo' },
  { id: 'keto', label: 'Keto' },
  { id: 'mediterranean', label: 'Mediterranean' },
  { id: 'carnivore', label: 'Carnivore' },
] as const satisfies readonly CatalogueOption[];

export type DietId = (typeof dietOptions)[number]['id'];

const dietIds = idsOf(dietOptions);

export function isDietId(value: string): value is DietId {
  return dietIds.has(value);
}

export function dietLabel(id: string): string | undefined {
  return dietOptions.find((option) => option.id === id)?.label;
}
