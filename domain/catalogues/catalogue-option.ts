// One pickable option. `id` is stable (React keys, test ids, stored value where a catalogue stores
// ids); `label` is what people read and, for label-stored catalogues, what the profile keeps.
export type CatalogueOption = {
  readonly id: string;
  readonly label: string;
};

// Diets, suspected triggers and medications each have an explicit "none" answer, stored as this id,
// so an empty list can always mean "not answered yet" rather than "nothing applies".
export const noneId = 'none';

export function labelsOf(options: readonly CatalogueOption[]): ReadonlySet<string> {
  return new Set(options.map((option) => option.label));
}

export function idsOf(options: readonly CatalogueOption[]): ReadonlySet<string> {
  return new Set(options.map((option) => option.id));
}
