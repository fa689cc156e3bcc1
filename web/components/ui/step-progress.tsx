import { Check } from 'lucide-react';

type StepProgressProps = {
  /** The steps' short names, in order. */
  steps: readonly string[];
  /** 1-based. */
  current: number;
};

/**
 * Where the person is in a multi-step form: a visible 'Step N of M', and a list in which the current
 * step carries aria-current="step" and finished ones say so in words, not only with a tick.
 */
export function StepProgress({ steps, current }: StepProgressProps) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base font-semibold text-primary">
        Step {current} of {steps.length}
        {/* On a phone the list below has no room for names, so the current one is said here. */}
        <span className="sm:hidden"> · {steps[current - 1]}</span>
      </p>
      <ol
        aria-label="Setup progress"
        className="grid gap-2"
        style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}
      >
        {steps.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex flex-col gap-1.5"
            >
              <span
                aria-hidden="true"
                className={`h-2 rounded-full ${state === 'upcoming' ? 'bg-line' : 'bg-primary'}`}
              />
              <span
                className={`sr-only items-center gap-1 text-sm sm:not-sr-only sm:flex ${state === 'current' ? 'font-semibold text-ink' : 'text-muted'}`}
              >
                {state === 'done' ? (
                  <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
                ) : null}
                <span className="truncate">{name}</span>
                {state === 'done' ? <span className="sr-only">(done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
