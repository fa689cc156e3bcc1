import { noneId } from '#domain/catalogues/catalogue-option.ts';
import { dietLabel } from '#domain/catalogues/diets.ts';
import { noMedicationsOption } from '#domain/catalogues/medications.ts';
import { isOtherValue, otherMarker, otherText } from '#domain/catalogues/other-value.ts';
import { triggerFoodLabel } from '#domain/catalogues/trigger-foods.ts';

export type ChoiceKind = 'label' | 'medication' | 'diet' | 'trigger';

/** How a stored choice reads to a person: custom entries without their 'Other: ' prefix, ids as labels. */
export function choiceText(value: string, kind: ChoiceKind = 'label'): string {
  if (isOtherValue(value)) return otherText(value);
  if (kind === 'diet') return dietLabel(value) ?? value;
  if (kind === 'trigger') return triggerFoodLabel(value) ?? value;
  if (kind === 'medication' && value === noneId) return noMedicationsOption.label;
  return value;
}

/** A short line for a closed section: up to three names, then how many more. */
export function summarizeChoices(values: readonly string[], kind: ChoiceKind = 'label'): string {
  const texts = values.filter((value) => value !== otherMarker).map((value) => choiceText(value, kind));
  if (texts.length === 0) return 'Nothing chosen yet';
  if (texts.length <= 3) return texts.join(', ');
  return `${texts.slice(0, 2).join(', ')} and ${texts.length - 2} more`;
}
