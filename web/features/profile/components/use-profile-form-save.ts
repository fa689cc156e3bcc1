import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { Profile, ProfileInput } from '#domain/profile/profile.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { toProfileFormValues } from '../profile-form-values.ts';
import { isProfileFieldName, type ProfileFieldName } from './profile-form-sections.ts';

// The spec: 'Profile updated!' shows for about 2 seconds after a save.
export const savedConfirmationMs = 2000;

export const profileSaveFailedMessage = 'Failed to save your profile. Please try again.';

/** Lets the caller follow one save through, as the unsaved-changes dialog does before it leaves. */
type SaveOutcome = { saved: () => void; failed: () => void };

/**
 * Saves a valid profile form: on success the form starts over from what was saved and 'Profile
 * updated!' shows for a while; on failure a toast says so, and each problem the server names
 * is put on its field, whose section opens and takes focus.
 */
export function useProfileFormSave(
  form: UseFormReturn<ProfileInput, unknown, Profile>,
  openSectionsWith: (fields: readonly string[]) => void,
) {
  const save = useSaveProfile();
  const [justSaved, setJustSaved] = useState(false);
  const [formError, setFormError] = useState<string>();
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(savedTimer.current), []);

  function showSaved() {
    setJustSaved(true);
    clearTimeout(savedTimer.current);
    savedTimer.current = setTimeout(() => setJustSaved(false), savedConfirmationMs);
  }

  function showProblems(error: Error) {
    const problems = serverFieldProblems(error);
    for (const problem of problems) {
      form.setError(problem.field, { type: 'server', message: problem.message });
    }
    const fields = problems.map((problem) => problem.field);
    if (fields.length > 0) {
      openSectionsWith(fields);
      form.setFocus(fields[0] as ProfileFieldName);
    } else if (error instanceof ApiError && error.status < 500) {
      setFormError(error.message);
    }
  }

  const onValid = (valid: Profile, then?: SaveOutcome) => {
    setFormError(undefined);
    save.mutate(valid, {
      onSuccess: (saved) => {
        form.reset(toProfileFormValues(saved));
        showSaved();
        then?.saved();
      },
      onError: (error) => {
        then?.failed();
        toast.error('Error', { description: profileSaveFailedMessage });
        showProblems(error);
      },
    });
  };

  return { onValid, saving: save.isPending, justSaved, formError };
}

/** The server's problems by form field, the first one for each field ('medications.2' is 'medications'). */
function serverFieldProblems(error: Error): { field: ProfileFieldName; message: string }[] {
  const problems = error instanceof ApiError ? (error.errors ?? []) : [];
  const byField: { field: ProfileFieldName; message: string }[] = [];
  for (const problem of problems) {
    const field = problem.field.split('.')[0] ?? '';
    if (isProfileFieldName(field) && !byField.some((known) => known.field === field)) {
      byField.push({ field, message: problem.message });
    }
  }
  return byField;
}
