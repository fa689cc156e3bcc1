import type { Ref } from 'react';
import type { CatalogueOption } from '#domain/catalogues/catalogue-option.ts';
import { otherMarker } from '#domain/catalogues/other-value.ts';
import { isOtherTicked, removeBareOther, toggleChoice } from '#domain/profile/profile-choices.ts';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { CustomEntryAdder } from './custom-entry-adder.tsx';

export type ChoiceFieldProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  /**
   * Onboarding: a new custom Other entry replaces the previous one (the spec's rule for conditions
   * and symptoms). The profile page, and lists without an Other option, keep them all.
   */
  customMode?: 'replace' | 'append';
  firstInputRef?: Ref<HTMLInputElement>;
};

type OtherChoiceFieldProps = ChoiceFieldProps & {
  legend: string;
  hint: string;
  /** Label-stored catalogue ending with Other (conditions, symptoms). */
  options: readonly CatalogueOption[];
  noun: string;
};

/**
 * A catalogue whose Other option reveals a text box with Add. Unticking Other only hides the box and
 * drops the bare Other marker; custom entries already added stay, as chips, until removed.
 */
export function OtherChoiceField({
  legend,
  hint,
  options,
  noun,
  value,
  onChange,
  error,
  customMode,
  firstInputRef,
}: OtherChoiceFieldProps) {
  const checkboxes = options.map((option) => ({ value: option.label, label: option.label }));
  return (
    <CheckboxGroup
      legend={legend}
      hint={hint}
      error={error}
      options={checkboxes}
      selected={value}
      firstInputRef={firstInputRef}
      onToggle={(choice) => {
        if (choice === otherMarker && isOtherTicked(value)) onChange(removeBareOther(value));
        else onChange(toggleChoice(value, choice));
      }}
    >
      <CustomEntryAdder
        label={`Other ${noun}`}
        noun={noun}
        value={value}
        onChange={onChange}
        replacePrevious={customMode === 'replace'}
        showInput={isOtherTicked(value)}
      />
    </CheckboxGroup>
  );
}
