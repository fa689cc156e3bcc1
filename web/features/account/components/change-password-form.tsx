import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  changePasswordFormSchema,
  passwordMessages,
  type ChangePasswordForm as Values,
} from '#domain/auth/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { useChangePassword } from '../api/account-mutations.ts';
import { AccountError, isRateLimited, isWrongPassword, tooManyAttemptsMessage } from '../auth-error.ts';

const emptyValues: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const [changed, setChanged] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: emptyValues,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(undefined);
    setChanged(false);
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      if (isWrongPassword(error)) {
        form.setError(
          'currentPassword',
          { message: 'That is not your current password. Please check it and try again.' },
          { shouldFocus: true },
        );
      } else if (error instanceof AccountError && error.code === 'PASSWORD_TOO_COMMON') {
        form.setError('newPassword', { message: passwordMessages.tooCommon }, { shouldFocus: true });
      } else {
        setFormError(
          isRateLimited(error)
            ? tooManyAttemptsMessage
            : 'We could not change your password. Please try again.',
        );
      }
      return;
    }
    form.reset(emptyValues);
    setChanged(true);
    toast.success('Password changed');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">Change your password</h3>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {changed ? (
        <FormAlert tone="success">
          Your password has been changed. Your other devices have been signed out.
        </FormAlert>
      ) : null}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. A few words you will remember work well."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
