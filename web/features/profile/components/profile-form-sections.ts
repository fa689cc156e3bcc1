import { Activity, HeartPulse, type LucideIcon, Pill, Salad, UserRound } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import type { ProfileInput } from '#domain/profile/profile.ts';
import { summarizeChoices } from '../choice-text.ts';

export type ProfileFieldName = keyof ProfileInput;
export type ProfileSectionId = 'personal' | 'conditions' | 'medications' | 'symptoms' | 'diet';

type ProfileSection = {
  id: ProfileSectionId;
  title: string;
  icon: LucideIcon;
  fields: readonly ProfileFieldName[];
};

/** The profile page's collapsible sections, in page order, with the form fields each one holds. */
export const profileSections: readonly ProfileSection[] = [
  { id: 'personal', title: 'Personal Information', icon: UserRound, fields: ['name'] },
  { id: 'conditions', title: 'Health Conditions', icon: HeartPulse, fields: ['conditions'] },
  {
    id: 'medications',
    title: 'Medications & Supplements',
    icon: Pill,
    fields: ['medications', 'supplements'],
  },
  { id: 'symptoms', title: 'Symptoms to Track', icon: Activity, fields: ['symptoms'] },
  {
    id: 'diet',
    title: 'Dietary Preferences',
    icon: Salad,
    fields: ['dietaryRestrictions', 'suspectedTriggers'],
  },
];

const fieldNames: readonly ProfileFieldName[] = profileSections.flatMap((section) => section.fields);

export function isProfileFieldName(value: string): value is ProfileFieldName {
  return (fieldNames as readonly string[]).includes(value);
}

export function profileSection(id: ProfileSectionId): ProfileSection {
  return profileSections.find((candidate) => candidate.id === id) as ProfileSection;
}

/** A list's problem may sit on the list, on its root, or on one of its items (an over-long entry). */
export function fieldErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  if ('root' in error) return fieldErrorMessage(error.root);
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = fieldErrorMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

/** The sections holding a field with a problem, named together beside Save. */
export function sectionsWithProblems(errors: FieldErrors<ProfileInput>): readonly ProfileSection[] {
  return profileSections.filter((section) =>
    section.fields.some((field) => fieldErrorMessage(errors[field]) !== undefined),
  );
}

/** What each section's header says about its answers while it is closed. */
export function profileSectionSummaries(values: ProfileInput): Record<ProfileSectionId, string> {
  return {
    personal: values.name?.trim() || 'No name yet',
    conditions: summarizeChoices(values.conditions ?? []),
    medications: summarizeChoices(
      [...(values.medications ?? []), ...(values.supplements ?? [])],
      'medication',
    ),
    symptoms: summarizeChoices(values.symptoms ?? []),
    diet: dietSummary(values.dietaryRestrictions ?? [], values.suspectedTriggers ?? []),
  };
}

function dietSummary(diets: readonly string[], triggers: readonly string[]): string {
  const dietText = summarizeChoices(diets, 'diet');
  const triggerText = summarizeChoices(triggers, 'trigger');
  if (diets.length === 0 && triggers.length === 0) return dietText;
  return [diets.length > 0 ? dietText : null, triggers.length > 0 ? `Watching: ${triggerText}` : null]
    .filter(Boolean)
    .join(' · ');
}
