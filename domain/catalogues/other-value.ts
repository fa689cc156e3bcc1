// Conditions, symptoms, medications and supplements accept free text the catalogue does not list.
// The spec stores such an entry as one string prefixed 'Other: ', so it survives in a plain text
// array and stays readable in exports and in the insight prompts.

/** The catalogue option that reveals the free-text box; a UI state, never a stored answer. */
export const otherMarker = 'Other';

export const otherPrefix = 'Other: ';

export const maxCustomTextLength = 100;

/** 'Other: text' with the text trimmed. Callers decide what an empty text means. */
export function toOtherValue(text: string): string {
  return `${otherPrefix}${text.trim()}`;
}

/** True for a custom entry that carries text; the bare marker and 'Other: ' alone are not. */
export function isOtherValue(value: string): boolean {
  return value.startsWith(otherPrefix) && value.slice(otherPrefix.length).trim() !== '';
}

/** The free text of a custom entry, trimmed; '' for anything that is not one. */
export function otherText(value: string): string {
  return value.startsWith(otherPrefix) ? value.slice(otherPrefix.length).trim() : '';
}
