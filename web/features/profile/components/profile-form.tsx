import { zodResolver } from '@hookform/resolvers/zod';
import { Activity, Check, HeartPulse, type LucideIcon, Pill, Salad, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type Profile, type ProfileInput, profileSchema } from '#domain/profile/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CollapsibleSection } from '#web/components/ui/collapsible-section.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import type { ProfileData } from '../api/profile-query.ts';
import { useSaveProfile } from '../api/use-save-profile.ts';
import { summarizeChoices } from '../choice-text.ts';
import { toProfileFormValues } from '../profile-form-values.ts';
import { ConditionsField } from './conditions-field.tsx';
import { DietaryRestrictionsField } from './dietary-restrictions-field.tsx';
import { MedicationsField } from './medications-field.tsx';
import { SupplementsField } from './supplements-field.tsx';
import { SymptomsField } from './symptoms-field.tsx';
import { TriggerFoodsField } from './trigger-foods-field.tsx';
import { UnsavedChangesDialog, useUnsavedChangesBlocker } from './unsaved-changes-guard.tsx';

// The spec: 'Profile updated!' shows for about 2 seconds after a save.
export const savedConfirmationMs = 2000;

export const profileSaveFailedMessage = 'Failed to save your profile. Please try again.';

type FieldName = keyof ProfileInput;
type SectionId = 'personal' | 'conditions' | 'medications' | 'symptoms' | 'diet';

const sections: readonly { id: SectionId; title: string; icon: LucideIcon; fields: readonly FieldName[] }[] =
  [
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

const fieldNames: readonly FieldName[] = sections.flatMap((section) => section.fields);

function isFieldName(value: string): value is FieldName {
  return (fieldNames as readonly string[]).includes(value);
}

/** A list's problem may sit on the list, on its root, or on one of its items (an over-long entry). */
function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') return error.message;
  if ('root' in error) return errorMessage(error.root);
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = errorMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

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
  const save = useSaveProfile();
  const [open, setOpen] = useState<Record<SectionId, boolean>>({
    personal: true,
    conditions: false,
    medications: false,
    symptoms: false,
    diet: false,
  });
  const [justSaved, setJustSaved] = useState(false);
  const [formError, setFormError] = useState<string>();
  const savedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(profileSchema),
    defaultValues: toProfileFormValues(profile),
  });
  const { errors } = form.formState;
  const values = form.watch();

  useEffect(() => () => clearTimeout(savedTimer.current), []);

  // Save sticks to the bottom of the screen: whatever the browser scrolls into view (a field reached
  // with Tab) must stop above it, not behind it (WCAG 2.4.11 Focus Not Obscured).
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = '8rem';
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);

  function openSectionsWith(fields: readonly string[]) {
    flushSync(() => {
      setOpen((current) => {
        const next = { ...current };
        for (const section of sections) {
          if (section.fields.some((field) => fields.includes(field))) next[section.id] = true;
        }
        return next;
      });
    });
  }

  // Runs before react-hook-form moves focus to the first problem, which must be visible by then.
  const onInvalid = (invalid: FieldErrors<ProfileInput>) => openSectionsWith(Object.keys(invalid));

  const onValid = (valid: Profile, then?: { saved: () => void; failed: () => void }) => {
    setFormError(undefined);
    save.mutate(valid, {
      onSuccess: (saved) => {
        form.reset(toProfileFormValues(saved));
        setJustSaved(true);
        clearTimeout(savedTimer.current);
        savedTimer.current = setTimeout(() => setJustSaved(false), savedConfirmationMs);
        then?.saved();
      },
      onError: (error) => {
        then?.failed();
        toast.error('Error', { description: profileSaveFailedMessage });
        const problems = error instanceof ApiError ? (error.errors ?? []) : [];
        const fields: FieldName[] = [];
        for (const problem of problems) {
          const field = problem.field.split('.')[0] ?? '';
          if (isFieldName(field) && !fields.includes(field)) {
            fields.push(field);
            form.setError(field, { type: 'server', message: problem.message });
          }
        }
        if (fields.length > 0) {
          openSectionsWith(fields);
          form.setFocus(fields[0] as FieldName);
        } else if (error instanceof ApiError && error.status < 500) {
          setFormError(error.message);
        }
      },
    });
  };

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

  const sectionProblems = sections.filter((section) =>
    section.fields.some((field) => errorMessage(errors[field]) !== undefined),
  );

  const summaries: Record<SectionId, string> = {
    personal: values.name?.trim() || 'No name yet',
    conditions: summarizeChoices(values.conditions ?? []),
    medications: summarizeChoices(
      [...(values.medications ?? []), ...(values.supplements ?? [])],
      'medication',
    ),
    symptoms: summarizeChoices(values.symptoms ?? []),
    diet: dietSummary(values.dietaryRestrictions ?? [], values.suspectedTriggers ?? []),
  };

  const section = (id: SectionId) => {
    const meta = sections.find((candidate) => candidate.id === id) as (typeof sections)[number];
    return {
      title: meta.title,
      icon: meta.icon,
      summary: summaries[id],
      open: open[id],
      onOpenChange: (isOpen: boolean) => setOpen((current) => ({ ...current, [id]: isOpen })),
    };
  };

  return (
    <>
      <form
        onSubmit={form.handleSubmit((valid) => onValid(valid), onInvalid)}
        noValidate
        className="flex flex-col gap-4"
      >
        <CollapsibleSection {...section('personal')}>
          <div className="flex flex-col gap-5">
            <TextField
              label="First name"
              autoComplete="given-name"
              maxLength={80}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">Email</p>
              <p className="break-all">{email}</p>
              <p className="text-sm text-muted">You sign in with this address. It cannot be changed here.</p>
            </div>
          </div>
        </CollapsibleSection>

        <CollapsibleSection {...section('conditions')}>
          <Controller
            control={form.control}
            name="conditions"
            render={({ field }) => (
              <ConditionsField
                value={field.value}
                onChange={field.onChange}
                error={errorMessage(errors.conditions)}
                firstInputRef={field.ref}
              />
            )}
          />
        </CollapsibleSection>

        <CollapsibleSection {...section('medications')}>
          <div className="flex flex-col gap-8">
            <Controller
              control={form.control}
              name="medications"
              render={({ field }) => (
                <MedicationsField
                  value={field.value}
                  onChange={field.onChange}
                  error={errorMessage(errors.medications)}
                  firstInputRef={field.ref}
                />
              )}
            />
            <Controller
              control={form.control}
              name="supplements"
              render={({ field }) => (
                <SupplementsField
                  value={field.value}
                  onChange={field.onChange}
                  error={errorMessage(errors.supplements)}
                />
              )}
            />
          </div>
        </CollapsibleSection>

        <CollapsibleSection {...section('symptoms')}>
          <Controller
            control={form.control}
            name="symptoms"
            render={({ field }) => (
              <SymptomsField
                value={field.value}
                onChange={field.onChange}
                error={errorMessage(errors.symptoms)}
                firstInputRef={field.ref}
              />
            )}
          />
        </CollapsibleSection>

        <CollapsibleSection {...section('diet')}>
          <div className="flex flex-col gap-8">
            <Controller
              control={form.control}
              name="dietaryRestrictions"
              render={({ field }) => (
                <DietaryRestrictionsField
                  value={field.value}
                  onChange={field.onChange}
                  error={errorMessage(errors.dietaryRestrictions)}
                  firstInputRef={field.ref}
                />
              )}
            />
            <Controller
              control={form.control}
              name="suspectedTriggers"
              render={({ field }) => (
                <TriggerFoodsField
                  value={field.value}
                  onChange={field.onChange}
                  error={errorMessage(errors.suspectedTriggers)}
                />
              )}
            />
          </div>
        </CollapsibleSection>

        {/* Sticks to the bottom of the screen while any of the form is in view, so Save is never
          out of sight below open sections; it comes to rest under the last one. */}
        <div className="sticky bottom-0 z-10 -mx-2 mt-2 flex flex-col gap-3 border-t border-line bg-canvas/95 px-2 pt-3 pb-4 backdrop-blur-sm">
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          {sectionProblems.length > 0 ? (
            <p className="font-medium text-danger">
              Please check: {sectionProblems.map((problem) => problem.title).join(', ')}.
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
              {justSaved ? <Check aria-hidden="true" className="size-5" /> : null}
              {save.isPending ? 'Saving...' : justSaved ? 'Profile updated!' : 'Save Changes'}
            </Button>
            {unsaved && !save.isPending ? (
              <p className="text-base text-muted">You have unsaved changes.</p>
            ) : null}
          </div>
          <p role="status" className="sr-only">
            {justSaved ? 'Profile updated!' : ''}
          </p>
        </div>
      </form>
      <UnsavedChangesDialog
        blocker={blocker}
        onSaveAndLeave={() => void saveAndLeave()}
        saving={save.isPending}
      />
    </>
  );
}

function dietSummary(diets: readonly string[], triggers: readonly string[]): string {
  const dietText = summarizeChoices(diets, 'diet');
  const triggerText = summarizeChoices(triggers, 'trigger');
  if (diets.length === 0 && triggers.length === 0) return dietText;
  return [diets.length > 0 ? dietText : null, triggers.length > 0 ? `Watching: ${triggerText}` : null]
    .filter(Boolean)
    .join(' · ');
}
