import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { type Profile, type ProfileInput, profileSchema } from '#domain/profile/profile.ts';
import { CollapsibleSection } from '#web/components/ui/collapsible-section.tsx';
import type { ProfileData } from '../api/profile-query.ts';
import { toProfileFormValues } from '../profile-form-values.ts';
import {
  DietaryPreferencesFields,
  HealthConditionsFields,
  MedicationsAndSupplementsFields,
  PersonalInformationFields,
  SymptomsToTrackFields,
} from './profile-form-fields.tsx';
import { profileSectionSummaries, sectionsWithProblems } from './profile-form-sections.ts';
import { ProfileSaveBar } from './profile-save-bar.tsx';
import { UnsavedChangesDialog, useUnsavedChangesBlocker } from './unsaved-changes-guard.tsx';
import { useProfileFormSave } from './use-profile-form-save.ts';
import { useProfileSections } from './use-profile-sections.ts';

export { profileSaveFailedMessage, savedConfirmationMs } from './use-profile-form-save.ts';

type ProfileFormProps = {
  profile: ProfileData;
  /** The sign-in email, shown read-only: it belongs to the account, not the profile. */
  email: string;
};

/**
 * The editable profile in collapsible sections, saved together with 'Save Changes'. The same rules
 * as onboarding apply (profileSchema), so a saved profile is always one onboarding would accept. A
 * problem opens its section and moves focus there; problems the server finds are shown the same way.
 */
export function ProfileForm({ profile, email }: ProfileFormProps) {
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: toProfileFormValues(profile),
  });
  const { errors } = form.formState;
  const { sectionProps, openSectionsWith } = useProfileSections(profileSectionSummaries(form.watch()));
  const { onValid, saving, justSaved, formError } = useProfileFormSave(form, openSectionsWith);

  // Runs before react-hook-form moves focus to the first problem, which must be visible by then.
  const onInvalid = (invalid: FieldErrors<ProfileInput>) => openSectionsWith(Object.keys(invalid));

  // Reading isDirty here subscribes the form to it: the guard follows every change.
  const unsaved = form.formState.isDirty;
  const blocker = useUnsavedChangesBlocker(unsaved);
  // From the dialog: save, then go where the person was going; a problem keeps them here to see it.
  const saveAndLeave = form.handleSubmit(
    (valid) =>
      onValid(valid, {
        saved: () => blocker.proceed?.(),
        failed: () => blocker.reset?.(),
      }),
    (invalid) => {
      blocker.reset?.();
      onInvalid(invalid);
    },
  );

  return (
    <>
      <form
        onSubmit={form.handleSubmit((valid) => onValid(valid), onInvalid)}
        noValidate
        className="flex flex-col gap-4"
      >
        <CollapsibleSection {...sectionProps('personal')}>
          <PersonalInformationFields
            email={email}
            nameField={form.register('name')}
            nameError={errors.name?.message}
          />
        </CollapsibleSection>
        <CollapsibleSection {...sectionProps('conditions')}>
          <HealthConditionsFields control={form.control} errors={errors} />
        </CollapsibleSection>
        <CollapsibleSection {...sectionProps('medications')}>
          <MedicationsAndSupplementsFields control={form.control} errors={errors} />
        </CollapsibleSection>
        <CollapsibleSection {...sectionProps('symptoms')}>
          <SymptomsToTrackFields control={form.control} errors={errors} />
        </CollapsibleSection>
        <CollapsibleSection {...sectionProps('diet')}>
          <DietaryPreferencesFields control={form.control} errors={errors} />
        </CollapsibleSection>
        <ProfileSaveBar
          formError={formError}
          problemSections={sectionsWithProblems(errors).map((section) => section.title)}
          saving={saving}
          justSaved={justSaved}
          unsaved={unsaved}
        />
      </form>
      <UnsavedChangesDialog blocker={blocker} onSaveAndLeave={() => void saveAndLeave()} saving={saving} />
    </>
  );
}
