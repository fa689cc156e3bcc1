import { toStorableText } from './storable-text.ts';

// The spec's onboarding toasts, word for word, and the other plain-words messages the profile
// schemas share. The UI shows these as they are.
export const profileMessages = {
  nameRequired: 'Please tell us your first name',
  conditionsRequired: 'Please select at least one condition',
  termsRequired: 'Terms acceptance required',
  medicationsRequired: 'Medication selection required',
  symptomsRequired: 'Symptom selection required',
  dietaryRequired: 'Dietary information required',
  unknownTimeZone: 'Unknown time zone',
} as const;

const previewLength = 40;

/**
 * User input quoted in a message, shortened so a long value cannot flood the response. It is cut
 * between code points, so an emoji is never halved into a lone surrogate, and characters that could
 * not be stored are shown as U+FFFD rather than echoed.
 */
export function preview(value: string): string {
  const codePoints = [...value.slice(0, previewLength * 2)];
  const shown = toStorableText(codePoints.slice(0, previewLength).join(''));
  return codePoints.length > previewLength || value.length > previewLength * 2 ? `${shown}…` : shown;
}

export function unknownFieldsMessage(keys: readonly string[]): string {
  const quoted = keys.map((key) => `"${preview(key)}"`).join(', ');
  return keys.length === 1 ? `Unknown field ${quoted}` : `Unknown fields ${quoted}`;
}

/**
 * Error map for a strict object: names the unknown fields and says what the body should have been.
 * Other issues keep the messages of the field schemas.
 */
export function strictObjectError(what: string) {
  return (issue: { code?: string; keys?: readonly string[]; input?: unknown }): string | undefined => {
    if (issue.code === 'unrecognized_keys') return unknownFieldsMessage(issue.keys ?? []);
    if (issue.code === 'invalid_type') return `${what} must be an object`;
    return undefined;
  };
}
