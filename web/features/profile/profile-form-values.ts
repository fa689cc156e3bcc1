import { isOtherValue, otherMarker } from '#domain/catalogues/other-value.ts';
import type { ProfileInput } from '#domain/profile/profile.ts';

export type ProfileLists = Omit<ProfileInput, 'name'>;

/**
 * A saved list with custom entries shows Other ticked, so the text box for one more is at hand.
 * The bare marker is a UI state only: the schemas drop it before anything is stored.
 */
export function withOtherTicked(values: readonly string[]): string[] {
  if (values.includes(otherMarker) || !values.some(isOtherValue)) return [...values];
  return [...values, otherMarker];
}

/** The editable part of a profile answer, as the forms hold it. */
export function toProfileFormValues(profile: ProfileInput): ProfileInput {
  return {
    name: profile.name,
    conditions: withOtherTicked(profile.conditions),
    medications: [...profile.medications],
    supplements: [...profile.supplements],
    symptoms: withOtherTicked(profile.symptoms),
    dietaryRestrictions: [...profile.dietaryRestrictions],
    suspectedTriggers: [...profile.suspectedTriggers],
  };
}
