import { type Control, Controller, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import type { Profile, ProfileInput } from '#domain/profile/profile.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ConditionsField } from './conditions-field.tsx';
import { DietaryRestrictionsField } from './dietary-restrictions-field.tsx';
import { MedicationsField } from './medications-field.tsx';
import { fieldErrorMessage } from './profile-form-sections.ts';
import { SupplementsField } from './supplements-field.tsx';
import { SymptomsField } from './symptoms-field.tsx';
import { TriggerFoodsField } from './trigger-foods-field.tsx';

// The contents of the profile page's sections, one component a section. Each list's first box takes
// the field's ref, so a problem found there can move focus to it.

type ListSectionProps = {
  control: Control<ProfileInput, unknown, Profile>;
  errors: FieldErrors<ProfileInput>;
};

export function PersonalInformationFields({
  email,
  nameField,
  nameError,
}: {
  email: string;
  nameField: UseFormRegisterReturn<'name'>;
  nameError: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="First name"
        autoComplete="given-name"
        maxLength={80}
        error={nameError}
        {...nameField}
      />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">Email</p>
        <p className="break-all">{email}</p>
        <p className="text-sm text-muted">You sign in with this address. It cannot be changed here.</p>
      </div>
    </div>
  );
}

export function HealthConditionsFields({ control, errors }: ListSectionProps) {
  return (
    <Controller
      control={control}
      name="conditions"
      render={({ field }) => (
        <ConditionsField
          value={field.value}
          onChange={field.onChange}
          error={fieldErrorMessage(errors.conditions)}
          firstInputRef={field.ref}
        />
      )}
    />
  );
}

export function MedicationsAndSupplementsFields({ control, errors }: ListSectionProps) {
  return (
    <div className="flex flex-col gap-8">
      <Controller
        control={control}
        name="medications"
        render={({ field }) => (
          <MedicationsField
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorMessage(errors.medications)}
            firstInputRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="supplements"
        render={({ field }) => (
          <SupplementsField
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorMessage(errors.supplements)}
          />
        )}
      />
    </div>
  );
}

export function SymptomsToTrackFields({ control, errors }: ListSectionProps) {
  return (
    <Controller
      control={control}
      name="symptoms"
      render={({ field }) => (
        <SymptomsField
          value={field.value}
          onChange={field.onChange}
          error={fieldErrorMessage(errors.symptoms)}
          firstInputRef={field.ref}
        />
      )}
    />
  );
}

export function DietaryPreferencesFields({ control, errors }: ListSectionProps) {
  return (
    <div className="flex flex-col gap-8">
      <Controller
        control={control}
        name="dietaryRestrictions"
        render={({ field }) => (
          <DietaryRestrictionsField
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorMessage(errors.dietaryRestrictions)}
            firstInputRef={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="suspectedTriggers"
        render={({ field }) => (
          <TriggerFoodsField
            value={field.value}
            onChange={field.onChange}
            error={fieldErrorMessage(errors.suspectedTriggers)}
          />
        )}
      />
    </div>
  );
}
