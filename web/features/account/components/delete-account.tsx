import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type DeleteAccountForm, deleteAccountFormSchema } from '#domain/auth/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { useDeleteAccount } from '../api/account-mutations.ts';
import { isRateLimited, isWrongPassword, tooManyAttemptsMessage } from '../auth-error.ts';

type DeleteAccountProps = Parameters<typeof useDeleteAccount>[0];

/** Deleting is final, so it takes a second, deliberate step in a dialog and the password. */
export function DeleteAccount(props: DeleteAccountProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Delete your account</h3>
      <p className="text-base text-muted">
        This removes your account, your profile and your journal for good. You may want to download your data
        first.
      </p>
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} {...props} />
    </div>
  );
}

function DeleteAccountDialog({
  open,
  onClose,
  ...options
}: DeleteAccountProps & { open: boolean; onClose: () => void }) {
  const deleteAccount = useDeleteAccount(options);
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const [formError, setFormError] = useState<string>();
  const form = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '' },
  });
  const { ref: registerRef, ...passwordField } = form.register('password');

  const close = () => {
    if (deleteAccount.isPending) return;
    form.reset();
    setFormError(undefined);
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    try {
      // Its success leaves this page for one that says what was erased.
      await deleteAccount.mutateAsync(password);
    } catch (error) {
      if (isWrongPassword(error)) {
        form.setError(
          'password',
          { message: 'That password is not right. Please try again.' },
          { shouldFocus: true },
        );
      } else {
        setFormError(
          isRateLimited(error)
            ? tooManyAttemptsMessage
            : 'We could not delete your account. Please try again.',
        );
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} title="Delete your account?" initialFocusRef={passwordRef}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <p className="text-base">
          Your account, profile and journal will be deleted permanently. This cannot be undone. To confirm,
          please enter your password.
        </p>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          ref={(element) => {
            registerRef(element);
            passwordRef.current = element;
          }}
          {...passwordField}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={deleteAccount.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={deleteAccount.isPending}>
            {deleteAccount.isPending ? 'Deleting...' : 'Delete my account forever'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
