// The profile as the JSON export writes it. In storage, "No prescription medications", "Still
// figuring it out" (diets) and "Still figuring out triggers" are the catalogue id 'none' inside the
// list (the spec's ids, which keep a required answer distinct from one never given). A person or a
// program reading their export would take ['none'] for a medication called "none", so the export's
// lists hold only real items, and each of those answers is its own yes-or-no field.

import { noneId } from '../catalogues/catalogue-option.ts';

export type StoredProfileLists = {
  conditions: readonly string[];
  medications: readonly string[];
  supplements: readonly string[];
  symptoms: readonly string[];
  dietaryRestrictions: readonly string[];
  suspectedTriggers: readonly string[];
};

export type ExportedProfileLists = {
  conditions: string[];
  medications: string[];
  /** The person answered "No prescription medications". */
  takesNoPrescriptionMedications: boolean;
  supplements: string[];
  symptoms: string[];
  dietaryRestrictions: string[];
  /** The person answered "Still figuring it out" for their diet. */
  stillFiguringOutDiet: boolean;
  suspectedTriggers: string[];
  /** The person answered "Still figuring out triggers". */
  stillFiguringOutTriggers: boolean;
};

// Conditions, supplements and symptoms have no 'none' answer (an empty supplements list is "none"),
// so the schema never stores one there; they are filtered all the same, so no list ever reads "none".
const withoutNone = (values: readonly string[]) => values.filter((value) => value !== noneId);

export function exportedProfileLists(profile: StoredProfileLists): ExportedProfileLists {
  return {
    conditions: withoutNone(profile.conditions),
    medications: withoutNone(profile.medications),
    takesNoPrescriptionMedications: profile.medications.includes(noneId),
    supplements: withoutNone(profile.supplements),
    symptoms: withoutNone(profile.symptoms),
    dietaryRestrictions: withoutNone(profile.dietaryRestrictions),
    stillFiguringOutDiet: profile.dietaryRestrictions.includes(noneId),
    suspectedTriggers: withoutNone(profile.suspectedTriggers),
    stillFiguringOutTriggers: profile.suspectedTriggers.includes(noneId),
  };
}
