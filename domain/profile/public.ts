export { nameSchema } from './profile.ts';
export { resolveTracking, type TrackingPreferences } from './tracking-preferences.ts';
