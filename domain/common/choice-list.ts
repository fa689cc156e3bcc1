import { otherMarker, otherPrefix, toOtherValue } from '../catalogues/other-value.ts';

// The spec: custom Other entries are trimmed and empty ones are ignored. The bare Other marker only
// opens the free-text box, so it is ignored too. Both the UI helpers and the schemas use these, so
// what the form shows is what the server stores.

const loosePrefix = otherPrefix.trimEnd();

/** The stored form of one choice, or null when it carries nothing to store. */
export function normalizeChoice(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === otherMarker) return null;
  if (!trimmed.startsWith(loosePrefix)) return trimmed;
  const text = trimmed.slice(loosePrefix.length).trim();
  return text === '' ? null : toOtherValue(text);
}

/**
 * What makes two stored choices the same. Custom text is compared without regard to case, so
 * 'Other: Lupus' and 'Other: lupus' do not both become chips.
 */
export function choiceKey(value: string): string {
  return value.startsWith(otherPrefix) ? value.toLowerCase() : value;
}

/** Normalises every choice, drops the ignorable ones and keeps the first of any duplicates. */
export function normalizeChoiceList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    const choice = normalizeChoice(value);
    if (choice === null) continue;
    const key = choiceKey(choice);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(choice);
  }
  return result;
}
