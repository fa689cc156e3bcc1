import { EXPERIMENT_FOODS, type ExperimentFood } from '#domain/experiments/experiment-schema.ts';
import { experimentFoodLabel } from '#domain/experiments/wording.ts';

type ExperimentFoodFieldProps = {
  id: string;
  value: ExperimentFood | '';
  error: string | undefined;
  onChange: (food: ExperimentFood | '') => void;
};

/** "Food to test": a native select of the foods an experiment can test, with its message under it. */
export function ExperimentFoodField({ id, value, error, onChange }: ExperimentFoodFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        Food to test
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as ExperimentFood | '')}
        className="min-h-12 w-full max-w-md rounded-xl border border-line bg-surface px-4 py-2 text-ink aria-invalid:border-danger"
      >
        <option value="">Choose a food</option>
        {EXPERIMENT_FOODS.map((food) => (
          <option key={food} value={food}>
            {experimentFoodLabel(food)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
