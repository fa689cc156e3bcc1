import { Plus } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { maxCustomTextLength, otherText } from '#domain/catalogues/other-value.ts';
import { addCustomEntry, customEntries, removeEntry } from '#domain/profile/profile-choices.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ChipList } from '#web/components/ui/chip-list.tsx';

type CustomEntryAdderProps = {
  /** The text box's label, e.g. 'Other condition'. */
  label: string;
  /** One entry in plain words, e.g. 'condition'. */
  noun: string;
  /** The whole choice list; custom entries are the 'Other: text' items in it. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Onboarding keeps one custom entry: a new one replaces the previous (the spec's rule). */
  replacePrevious?: boolean;
  /** The text box shows only while Other is ticked; chips already added always show. */
  showInput?: boolean;
};

/**
 * Free text plus an Add button, and the added entries as removable chips. Enter in the text box adds
 * too (it must not submit the surrounding form). What happened is announced, since a new chip
 * appearing elsewhere on the page is silent for a screen reader.
 */
export function CustomEntryAdder({
  label,
  noun,
  value,
  onChange,
  replacePrevious = false,
  showInput = true,
}: CustomEntryAdderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string>();
  const chips = customEntries(value).map((entry) => ({ value: entry, text: otherText(entry) }));

  function add() {
    const trimmed = text.trim();
    if (trimmed === '') {
      setProblem(`Please type a ${noun} first, then choose Add.`);
      inputRef.current?.focus();
      return;
    }
    const next = addCustomEntry(value, trimmed, { replacePrevious });
    const known = customEntries(value).some(
      (entry) => otherText(entry).toLowerCase() === trimmed.toLowerCase(),
    );
    setProblem(undefined);
    if (known) {
      setAnnouncement(`${trimmed} is already in your list.`);
    } else {
      onChange(next);
      const replaced = replacePrevious && chips.length > 0;
      setAnnouncement(replaced ? `${trimmed} added in place of ${chips[0]?.text}.` : `${trimmed} added.`);
    }
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const hint = replacePrevious
    ? `You can add one other ${noun} here; adding another replaces it.`
    : `Add as many as you need, one at a time.`;

  return (
    <div className="flex flex-col gap-3">
      {showInput ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="font-semibold">
            {label}
          </label>
          <div className="flex items-stretch gap-2">
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              value={text}
              maxLength={maxCustomTextLength}
              autoComplete="off"
              onChange={(event) => {
                setText(event.target.value);
                if (problem) setProblem(undefined);
              }}
              onKeyDown={onKeyDown}
              aria-describedby={problem ? `${hintId} ${inputId}-error` : hintId}
              aria-invalid={problem ? true : undefined}
              className="min-h-12 w-full min-w-0 rounded-xl border border-line bg-surface px-4 py-2 text-base text-ink aria-invalid:border-danger"
            />
            <Button variant="secondary" onClick={add} className="min-h-12 shrink-0">
              <Plus aria-hidden="true" className="size-5" />
              Add
            </Button>
          </div>
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
          {problem ? (
            <p id={`${inputId}-error`} className="text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <ChipList
        label={`Other ${noun}s you added`}
        items={chips}
        onRemove={(entry) => {
          onChange(removeEntry(value, entry));
          setAnnouncement(`${otherText(entry)} removed.`);
        }}
        fallbackFocusRef={inputRef}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
