import { noneId } from '#domain/catalogues/catalogue-option.ts';
import { noTriggersOption, triggerFoodCategories } from '#domain/catalogues/trigger-foods.ts';
import { toggleExclusiveNone } from '#domain/profile/profile-choices.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { ChoiceFieldset } from './choice-fieldset.tsx';
import type { ChoiceFieldProps } from './other-choice-field.tsx';

/** Suspected trigger foods by category, with 'Still figuring out triggers' as an exclusive answer. */
export function TriggerFoodsField({ value, onChange, error }: ChoiceFieldProps) {
  const toggle = (choice: string) => onChange(toggleExclusiveNone(value, choice));
  return (
    <ChoiceFieldset
      legend="Foods you suspect make you feel worse"
      hint="A hunch is enough; Tend will help you check it. Not sure yet? That is fine too."
      error={error}
    >
      <Checkbox
        label={noTriggersOption.label}
        checked={value.includes(noneId)}
        onChange={() => toggle(noneId)}
      />
      {triggerFoodCategories.map((category) => (
        <CheckboxGroup
          key={category.id}
          legend={category.label}
          variant="group"
          options={category.options.map((option) => ({ value: option.id, label: option.label }))}
          selected={value}
          onToggle={toggle}
        />
      ))}
    </ChoiceFieldset>
  );
}
