import { Star } from 'lucide-react';
import {
  type ChangeEvent,
  type FocusEvent,
  forwardRef,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import type { MealSuggestion } from '#domain/journal/journal-entry.ts';
import { MEAL_SIZE_LABELS, MEAL_SOURCE_LABELS } from '#domain/journal/meal-options.ts';
import { suggestionCountText, suggestionsFor } from '#domain/journal/meal-suggestions.ts';
import { FieldFrame, useFieldIds } from '#web/components/ui/field-frame.tsx';
import { useRecentMeals } from '../api/meal-suggestions-api.ts';

/** How many past meals the list shows at once: enough to find one, few enough to scan. */
const SHOWN_SUGGESTIONS = 6;

/** The typed text the server is asked about: it waits for a pause in typing, not every key. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type MealDescriptionComboboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> & {
  label: string;
  /** What is typed now (the form's value), to match the person's past meals against. */
  typed: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** Keep room for the hint or error, so nothing below moves when a message appears. */
  reserveMessageSpace?: boolean;
  /** A past meal was chosen: fill its description, portion and source in one step. */
  onChoose: (meal: MealSuggestion) => void;
};

/**
 * The 'What did you eat?' box, offering the person's own past meals as they type: the ARIA 1.2
 * combobox pattern with a listbox popup. Focus stays in the box; the arrows move the active option
 * (aria-activedescendant), Enter chooses it, Escape closes the list, and a status line says how
 * many meals are offered. The list floats over the form below it, so nothing moves under the
 * pointer when it opens or closes.
 */
export const MealDescriptionCombobox = forwardRef<HTMLInputElement, MealDescriptionComboboxProps>(
  function MealDescriptionCombobox(
    {
      label,
      typed,
      hint,
      error,
      reserveMessageSpace,
      onChoose,
      onChange,
      onBlur,
      onKeyDown,
      id,
      ...inputProps
    },
    ref,
  ) {
    const ids = useFieldIds(id, hint, error);
    const listId = useId();
    const [open, setOpen] = useState(false);
    const [active, setActive] = useState(-1);
    const settled = useSettled(typed, 150);
    const recent = useRecentMeals(settled, typed.trim().length > 0 || open);
    // The server's answer for the last pause, narrowed at once to what is typed now.
    const options = suggestionsFor(recent.data ?? [], typed, SHOWN_SUGGESTIONS);
    const expanded = open && options.length > 0;
    const optionId = (index: number) => `${listId}-option-${index}`;

    const close = () => {
      setOpen(false);
      setActive(-1);
    };

    const choose = (meal: MealSuggestion) => {
      onChoose(meal);
      close();
    };

    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          // Alt+Down only opens the list; Down and Up also step into it.
          if (!event.altKey) setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => {
          if (current === -1) return step === 1 ? 0 : options.length - 1;
          return (current + step + options.length) % options.length;
        });
      } else if (event.key === 'Enter' && expanded && active >= 0) {
        // Choosing, not sending the form.
        event.preventDefault();
        const meal = options[active];
        if (meal) choose(meal);
      } else if (event.key === 'Escape' && expanded) {
        // Only the list closes; a dialog around the form stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (event.key === 'Home' || event.key === 'End') {
        // These move the caret in the box, not the active option.
        setActive(-1);
      }
    };

    return (
      <FieldFrame ids={ids} label={label} hint={hint} error={error} reserveMessageSpace={reserveMessageSpace}>
        <div className="relative">
          <input
            ref={ref}
            id={ids.inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            className="min-h-12 w-full rounded-xl border border-line bg-surface px-4 py-2 text-base text-ink placeholder:text-muted aria-invalid:border-danger"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChange?.(event);
              setOpen(event.target.value.trim().length > 0);
              setActive(-1);
            }}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              onBlur?.(event);
              close();
            }}
            onKeyDown={handleKeyDown}
            {...inputProps}
          />
          <div
            id={listId}
            role="listbox"
            aria-label="Meals you had before"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-lg"
          >
            {/* Rendered only while open: a closed list holds no text for anything to find. */}
            {(expanded ? options : []).map((meal, index) => (
              // Focus stays in the box (aria-activedescendant), so an option takes no focus and no
              // keys of its own: the box's keydown handler chooses it with Enter.
              // biome-ignore lint/a11y/useFocusableInteractive: the combobox pattern keeps focus in the box.
              // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the box chooses the active option.
              <div
                key={`${meal.content}-${meal.mealSize}-${meal.mealSource}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the box, so the click chooses instead of blurring first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(meal)}
                onMouseMove={() => setActive(index)}
                className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${
                  index === active ? 'bg-primary-soft ring-1 ring-primary' : ''
                }`}
              >
                {meal.favourite ? (
                  <Star aria-hidden="true" className="size-4 shrink-0 fill-current text-accent" />
                ) : (
                  <span aria-hidden="true" className="size-4 shrink-0" />
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium">{meal.content.trim()}</span>
                  <span className="text-sm text-muted">
                    {meal.favourite ? 'Favourite · ' : ''}
                    {MEAL_SIZE_LABELS[meal.mealSize]} · {MEAL_SOURCE_LABELS[meal.mealSource]}
                  </span>
                </span>
              </div>
            ))}
          </div>
        </div>
        <p role="status" className="sr-only">
          {expanded ? suggestionCountText(options.length) : ''}
        </p>
      </FieldFrame>
    );
  },
);
