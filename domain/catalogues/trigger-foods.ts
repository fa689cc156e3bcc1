import { type CatalogueOption, noneId } from './catalogue-option.ts';

// The profile stores the id (the spec names triggers by id), so labels can be reworded freely.
// 'none' sits outside the categories because it is an answer about all of them.
export const triggerFoodCategories = [
  {
    id: 'common',
    label: 'Common triggers',
    options: [
      { id: 'gluten', label: 'Gluten' },
      { id: 'dairy', label: 'Dairy' },
      { id: 'eggs', label: 'Eggs' },
      { id: 'soy', label: 'Soy' },
      { id: 'corn', label: 'Corn' },
      { id: 'nuts', label: 'Nuts' },
    ],
  },
  {
    id: 'processed',
    label: 'Processed foods and sugar',
    options: [
      { id: 'sugar', label: 'Sugar' },
      { id: 'processed-foods', label: 'Processed foods' },
      { id: 'artificial-sweeteners', label: 'Artificial sweeteners' },
    ],
  },
  {
    id: 'inflammatory',
    label: 'Inflammatory foods',
    options: [
      { id: 'red-meat', label: 'Red meat' },
      { id: 'nightshades', label: 'Nightshades (tomatoes, peppers, potatoes, eggplant)' },
    ],
  },
  {
    id: 'lifestyle',
    label: 'Lifestyle',
    options: [
      { id: 'alcohol', label: 'Alcohol' },
      { id: 'caffeine', label: 'Caffeine' },
    ],
  },
  {
    id: 'other',
    label: 'Other foods',
    options: [
      { id: 'legumes', label: 'Legumes' },
      { id: 'citrus', label: 'Citrus' },
    ],
  },
] as const satisfies readonly { id: string; label: string; options: readonly CatalogueOption[] }[];

export const noTriggersOption = {
  id: noneId,
  label: 'Still figuring out triggers',
} as const satisfies CatalogueOption;

/** Every trigger option, 'none' first, then the categories in order. */
export const triggerFoodOptions: readonly CatalogueOption[] = [
  noTriggersOption,
  ...triggerFoodCategories.flatMap((category): readonly CatalogueOption[] => category.options),
];

export type TriggerFoodId =
  | typeof noTriggersOption.id
  | (typeof triggerFoodCategories)[number]['options'][number]['id'];

/** A trigger food the engine and the tagger look for: every catalogue id except 'none'. */
export type TriggerFood = Exclude<TriggerFoodId, 'none'>;

const triggerFoodIds: ReadonlySet<string> = new Set(triggerFoodOptions.map((option) => option.id));

export function isTriggerFoodId(value: string): value is TriggerFoodId {
  return triggerFoodIds.has(value);
}

export function triggerFoodLabel(id: string): string | undefined {
  return triggerFoodOptions.find((option) => option.id === id)?.label;
}
