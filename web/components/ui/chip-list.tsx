import { X } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';

export type ChipItem = { readonly value: string; readonly text: string };

type ChipListProps = {
  /** Names the list for screen readers, e.g. 'Other conditions you added'. */
  label: string;
  items: readonly ChipItem[];
  onRemove: (value: string) => void;
  /** Where focus goes when the last chip is removed (usually the text box that adds them). */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * Removable entries. Each chip's button says what it removes ('Remove Lupus'). Removing one moves
 * focus to the chip that took its place, so a keyboard user is never dropped back at the page top.
 */
export function ChipList({ label, items, onRemove, fallbackFocusRef }: ChipListProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    setFocusIndex(null);
    const next = items[Math.min(focusIndex, items.length - 1)];
    const target = next ? buttons.current.get(next.value) : fallbackFocusRef?.current;
    target?.focus();
  }, [focusIndex, items, fallbackFocusRef]);

  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item, index) => (
        <li
          key={item.value}
          className="inline-flex min-h-11 max-w-full items-center gap-1 rounded-full border border-primary bg-primary-soft py-0 pr-0 pl-4 text-ink"
        >
          <span className="min-w-0 break-words">{item.text}</span>
          <button
            type="button"
            ref={(element) => {
              if (element) buttons.current.set(item.value, element);
              else buttons.current.delete(item.value);
            }}
            onClick={() => {
              onRemove(item.value);
              setFocusIndex(index);
            }}
            aria-label={`Remove ${item.text}`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
