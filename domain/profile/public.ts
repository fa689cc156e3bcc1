export {
  conditionsSchema,
  dietaryRestrictionsSchema,
  maxChoicesPerList,
  medicationsSchema,
  nameSchema,
  supplementsSchema,
  suspectedTriggersSchema,
  symptomsSchema,
} from './profile.ts';
export { resolveTracking, type TrackingPreferences } from './tracking-preferences.ts';
