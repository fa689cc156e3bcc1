import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type SignInForm, signInFormSchema } from '#domain/auth/auth.ts';
import { AuthCard } from '#web/app/layouts/auth-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { signInErrorMessage } from '#web/features/auth/auth-error-message.ts';
import { sessionQueryKey } from '#web/features/session/api/session-query.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function SignInPage() {
  useDocumentTitle('Sign in');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string>();
  const form = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typedEmail = form.watch('email');

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const { error } = await authClient.signIn.email(values);
    if (error) {
      setFormError(signInErrorMessage(error));
      return;
    }
    // RedirectSignedIn takes the person on from here (back to ?redirectTo, or into the app).
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  });

  const query = params.toString() ? `?${params.toString()}` : '';
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your Tend journal.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {/* The address typed so far goes along in the history state, never in the URL: it is not
            sent to the server or kept in its logs, and the reset form starts with it filled in. */}
        <Link
          to="/auth/password-reset"
          state={{ email: typedEmail.trim() }}
          className="self-start rounded text-primary underline underline-offset-4"
        >
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-muted">
        New to Tend?{' '}
        <Link
          to={`/auth/sign-up${query}`}
          className="rounded font-semibold text-primary underline underline-offset-4"
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
