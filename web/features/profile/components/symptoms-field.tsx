import { symptomOptions } from '#domain/catalogues/symptoms.ts';
import { type ChoiceFieldProps, OtherChoiceField } from './other-choice-field.tsx';

export function SymptomsField(props: ChoiceFieldProps) {
  return (
    <OtherChoiceField
      legend="Which symptoms would you like to track?"
      hint="Each one gets its own rating when you log how you feel. You can change this any time."
      options={symptomOptions}
      noun="symptom"
      {...props}
    />
  );
}
