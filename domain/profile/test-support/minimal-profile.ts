import type { ProfileInput } from '../profile.ts';

/** The smallest profile the profile schema accepts: tests change one field of it at a time. */
export const minimalProfile = {
  name: 'Ana',
  conditions: ['Rheumatoid Arthritis'],
  medications: ['none'],
  supplements: [],
  symptoms: ['Fatigue'],
  dietaryRestrictions: ['none'],
  suspectedTriggers: [],
} satisfies ProfileInput;
