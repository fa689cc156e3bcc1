import { useId } from 'react';
import { noneId } from '../../../../domain/catalogues/catalogue-option.ts';
import { noTriggersOption, triggerFoodCategories } from '../../../../domain/catalogues/trigger-foods.ts';
import { toggleExclusiveNone } from '../../../../domain/rules/profile-choices.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { CheckboxGroup } from '../../../components/ui/checkbox-group.tsx';
import type { ChoiceFieldProps } from './other-choice-field.tsx';

/** Suspected trigger foods by category, with 'Still figuring out triggers' as an exclusive answer. */
export function TriggerFoodsField({ value, onChange, error }: ChoiceFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (choice: string) => onChange(toggleExclusiveNone(value, choice));
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-1 text-lg font-semibold">Foods you suspect make you feel worse</legend>
      <p id={hintId} className="-mt-2 text-base text-muted">
        A hunch is enough; Tend will help you check it. Not sure yet? That is fine too.
      </p>
      {error ? (
        <p id={errorId} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
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
    </fieldset>
  );
}
