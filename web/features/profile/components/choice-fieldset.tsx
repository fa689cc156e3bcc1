import { type ReactNode, useId } from 'react';

type ChoiceFieldsetProps = {
  legend: string;
  hint: ReactNode;
  error?: string | undefined;
  children: ReactNode;
};

/**
 * The frame of a profile question answered by catalogue choices grouped in categories: the legend is
 * the question, and the hint and any error are announced with it.
 */
export function ChoiceFieldset({ legend, hint, error, children }: ChoiceFieldsetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend className="mb-1 text-lg font-semibold">{legend}</legend>
      <p id={hintId} className="-mt-2 text-base text-muted">
        {hint}
      </p>
      {error ? (
        <p id={errorId} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
