import { Checkbox } from '#web/components/ui/checkbox.tsx';

type ExperimentSymptomsFieldsetProps = {
  id: string;
  /** The symptoms the profile tracks, in its order. */
  profileSymptoms: readonly string[];
  chosen: readonly string[];
  error: string | undefined;
  onToggle: (symptom: string, checked: boolean) => void;
};

/** "Symptoms to watch": a checkbox for each symptom in the profile. */
export function ExperimentSymptomsFieldset({
  id,
  profileSymptoms,
  chosen,
  error,
  onToggle,
}: ExperimentSymptomsFieldsetProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">Symptoms to watch</legend>
      <p className="text-muted">From the symptoms in your profile.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {profileSymptoms.map((symptom) => (
          <Checkbox
            key={symptom}
            label={symptom.replace(/^Other: /, '')}
            checked={chosen.includes(symptom)}
            onChange={(event) => onToggle(symptom, event.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
