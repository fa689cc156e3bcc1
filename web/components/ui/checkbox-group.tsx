import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox } from './checkbox.tsx';

export type CheckboxOption = { readonly value: string; readonly label: string };

type CheckboxGroupProps = {
  legend: ReactNode;
  /** 'section' for a question of its own, 'group' for a category inside a larger question. */
  variant?: 'section' | 'group';
  hint?: ReactNode;
  error?: string | undefined;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Two columns from the small breakpoint up; short labels read well side by side. */
  columns?: 1 | 2;
  /** Receives the first checkbox, so a form can move focus to the group when it has a problem. */
  firstInputRef?: Ref<HTMLInputElement>;
  /** Shown after the options inside the group, e.g. the free text for Other. */
  children?: ReactNode;
  className?: string;
};

/**
 * Checkboxes that answer one question: a fieldset whose legend is the question, so a screen reader
 * says it on entering the group, and whose hint and error are announced with it.
 */
export function CheckboxGroup({
  legend,
  variant = 'section',
  hint,
  error,
  options,
  selected,
  onToggle,
  columns = 2,
  firstInputRef,
  children,
  className = '',
}: CheckboxGroupProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  const legendClasses =
    variant === 'section' ? 'text-lg font-semibold text-ink' : 'text-base font-semibold text-muted';
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      className={`flex min-w-0 flex-col gap-3 ${className}`}
    >
      <legend className={`mb-1 ${legendClasses}`}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-2 text-base text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <ul className={`grid gap-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
        {options.map((option, index) => (
          <li key={option.value} className="flex">
            <Checkbox
              ref={index === 0 ? firstInputRef : undefined}
              label={option.label}
              checked={selected.includes(option.value)}
              onChange={() => onToggle(option.value)}
              className="w-full"
            />
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  );
}
