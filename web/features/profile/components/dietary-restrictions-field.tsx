import { dietOptions } from '#domain/catalogues/diets.ts';
import { toggleExclusiveNone } from '#domain/profile/profile-choices.ts';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import type { ChoiceFieldProps } from './other-choice-field.tsx';

/** 'Still figuring it out' is an answer of its own: it clears the diets, and a diet clears it. */
export function DietaryRestrictionsField({ value, onChange, error, firstInputRef }: ChoiceFieldProps) {
  return (
    <CheckboxGroup
      legend="Do you follow a particular way of eating?"
      hint="Choose all that apply, or 'Still figuring it out'."
      error={error}
      options={dietOptions.map((option) => ({ value: option.id, label: option.label }))}
      selected={value}
      firstInputRef={firstInputRef}
      onToggle={(choice) => onChange(toggleExclusiveNone(value, choice))}
    />
  );
}
