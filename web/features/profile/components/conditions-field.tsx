import { conditionOptions } from '#domain/catalogues/conditions.ts';
import { type ChoiceFieldProps, OtherChoiceField } from './other-choice-field.tsx';

export function ConditionsField(props: ChoiceFieldProps) {
  return (
    <OtherChoiceField
      legend="Which conditions do you live with?"
      hint="Choose all that apply. If yours is not listed, choose Other and type it."
      options={conditionOptions}
      noun="condition"
      {...props}
    />
  );
}
