import { noneId } from '../catalogues/catalogue-option.ts';
import { isOtherValue, otherMarker, toOtherValue } from '../catalogues/other-value.ts';
import { choiceKey } from '../common/choice-list.ts';

// Pure list updates behind the profile and onboarding checkboxes. Each returns a new array and never
// mutates its input, so they can feed React state and react-hook-form directly.

/** Ticks a value that is not chosen, unticks one that is. */
export function toggleChoice(current: readonly string[], value: string): string[] {
  return current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
}

/**
 * The spec's rule for diets and triggers, also used for medications: choosing none clears every
 * other choice, choosing anything else removes none.
 */
export function toggleExclusiveNone(current: readonly string[], value: string, noneValue = noneId): string[] {
  if (value === noneValue) return current.includes(noneValue) ? [] : [noneValue];
  return toggleChoice(
    current.filter((item) => item !== noneValue),
    value,
  );
}

export type AddCustomEntryOptions = {
  /** Onboarding keeps one custom entry: a new one replaces the previous. */
  readonly replacePrevious?: boolean;
};

/**
 * Adds free text as an 'Other: text' entry. The text is trimmed; empty text and a duplicate (case
 * aside) leave the list as it was. A custom entry is a real choice, so it removes none.
 */
export function addCustomEntry(
  current: readonly string[],
  text: string,
  options: AddCustomEntryOptions = {},
): string[] {
  if (text.trim() === '') return [...current];
  const entry = toOtherValue(text);
  const kept = current.filter(
    (item) => item !== noneId && !(options.replacePrevious === true && isOtherValue(item)),
  );
  if (kept.some((item) => choiceKey(item) === choiceKey(entry))) return kept;
  return [...kept, entry];
}

/** Removes one entry, as the close button of a chip does. */
export function removeEntry(current: readonly string[], value: string): string[] {
  return current.filter((item) => item !== value);
}

/** Unticking Other removes the bare marker; custom entries already added stay. */
export function removeBareOther(current: readonly string[]): string[] {
  return current.filter((item) => item !== otherMarker);
}

export function isOtherTicked(current: readonly string[]): boolean {
  return current.includes(otherMarker);
}

/** The 'Other: text' entries, in order, for showing as chips. */
export function customEntries(current: readonly string[]): string[] {
  return current.filter(isOtherValue);
}
