import { supplementOptions } from '#domain/catalogues/supplements.ts';
import { toggleChoice } from '#domain/profile/profile-choices.ts';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { CustomEntryAdder } from './custom-entry-adder.tsx';
import type { ChoiceFieldProps } from './other-choice-field.tsx';

/** Supplements are optional: an empty list means none, so there is no 'none' choice. */
export function SupplementsField({ value, onChange, error }: ChoiceFieldProps) {
  return (
    <CheckboxGroup
      legend="Supplements (optional)"
      hint="Anything you take regularly, prescribed or not."
      error={error}
      options={supplementOptions.map((option) => ({ value: option.label, label: option.label }))}
      selected={value}
      onToggle={(choice) => onChange(toggleChoice(value, choice))}
    >
      <CustomEntryAdder label="Another supplement" noun="supplement" value={value} onChange={onChange} />
    </CheckboxGroup>
  );
}
