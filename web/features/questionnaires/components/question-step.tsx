import { useEffect, useRef, useState } from 'react';
import type { Answer, QuestionnaireItem } from '#domain/questionnaires/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { Checkbox } from '#web/components/ui/checkbox.tsx';

type QuestionStepProps = {
  item: QuestionnaireItem;
  answer: Answer | undefined;
  /** "Question 2 of 5". */
  position: string;
  onAnswer: (answer: Answer) => void;
  onBack?: () => void;
  /** False on the first screen a page opens with: the page's heading has the focus then. */
  takeFocus: boolean;
};

/**
 * One question on its own screen. A choice is one press (click, tap, or Enter on the focused
 * option) and moves on, and so is a usual count (its own button) and an empty list ("None of
 * these: next"): filling a questionnaire costs one press per question plus one to save. Another
 * count is typed, and a list's ticks take a Next. The first option (or the one chosen before)
 * takes the focus after an answer, so the keyboard goes on where it left off.
 */
export function QuestionStep({ item, answer, position, onAnswer, onBack, takeFocus }: QuestionStepProps) {
  const focusRef = useRef<HTMLButtonElement & HTMLInputElement>(null);
  useEffect(() => {
    if (takeFocus) focusRef.current?.focus();
  }, [takeFocus]);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="flex flex-col gap-1">
        <span className="text-base font-semibold text-muted">{position}</span>
        <span className="text-xl font-bold">{item.title}</span>
        <span className="mt-1 text-lg">{item.question}</span>
      </legend>
      {item.kind === 'scale' ? (
        <ul className="flex flex-wrap gap-2">
          {item.options.map((option, index) => {
            const chosen = answer === option.value;
            const focused = answer === undefined ? index === 0 : chosen;
            return (
              <li key={option.value}>
                <button
                  ref={focused ? focusRef : undefined}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onAnswer(option.value)}
                  className={buttonClasses(chosen ? 'primary' : 'secondary', 'md', 'min-w-11')}
                >
                  {option.label}
                </button>
              </li>
            );
          })}
        </ul>
      ) : item.kind === 'count' ? (
        <CountField item={item} answer={answer} inputRef={focusRef} onAnswer={onAnswer} />
      ) : (
        <ChecklistField item={item} answer={answer} inputRef={focusRef} onAnswer={onAnswer} />
      )}
      {onBack ? (
        <div>
          <Button variant="ghost" onClick={onBack}>
            Back
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

function CountField({
  item,
  answer,
  inputRef,
  onAnswer,
}: {
  item: QuestionnaireItem & { kind: 'count' };
  answer: Answer | undefined;
  inputRef: React.Ref<HTMLButtonElement & HTMLInputElement>;
  onAnswer: (answer: Answer) => void;
}) {
  const quick = item.quick ?? [];
  // A count answered by typing comes back in the field; one of the usual counts, on its button.
  const typed = typeof answer === 'number' && !quick.includes(answer);
  const [text, setText] = useState(typed ? String(answer) : '');
  const [error, setError] = useState('');
  const next = () => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value) || value < 0 || value > item.max) {
      setError(`Please enter a whole number from 0 to ${item.max}.`);
      return;
    }
    onAnswer(value);
  };
  return (
    <div className="flex flex-col gap-4">
      {quick.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {quick.map((count, index) => {
            const chosen = answer === count;
            const focused = answer === undefined ? index === 0 : chosen;
            return (
              <li key={count}>
                <button
                  ref={focused ? inputRef : undefined}
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onAnswer(count)}
                  className={buttonClasses(chosen ? 'primary' : 'secondary', 'md', 'min-w-11')}
                >
                  {count}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-col gap-2">
        <label htmlFor={`count-${item.id}`} className="font-semibold">
          {quick.length > 0 ? `Or type another number of ${item.unit}` : `Number of ${item.unit}`}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={quick.length === 0 || typed ? inputRef : undefined}
            id={`count-${item.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={item.max}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `count-${item.id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                next();
              }
            }}
            className="min-h-11 w-32 rounded-xl border border-line bg-surface px-3 text-lg"
          />
          <Button onClick={next}>Next</Button>
        </div>
        {error ? (
          <p id={`count-${item.id}-error`} role="alert" className="text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ChecklistField({
  item,
  answer,
  inputRef,
  onAnswer,
}: {
  item: QuestionnaireItem & { kind: 'checklist' };
  answer: Answer | undefined;
  inputRef: React.Ref<HTMLInputElement>;
  onAnswer: (answer: Answer) => void;
}) {
  const [chosen, setChosen] = useState<string[]>(Array.isArray(answer) ? [...answer] : []);
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((c) => c !== id) : [...current, id]));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-2 sm:grid-cols-2">
        {item.options.map((option, index) => (
          <Checkbox
            key={option.id}
            ref={index === 0 ? inputRef : undefined}
            label={option.label}
            checked={chosen.includes(option.id)}
            onChange={() => toggle(option.id)}
          />
        ))}
      </div>
      <div>
        <Button onClick={() => onAnswer(item.options.filter((o) => chosen.includes(o.id)).map((o) => o.id))}>
          {chosen.length === 0 ? 'None of these: next' : 'Next'}
        </Button>
      </div>
    </div>
  );
}
