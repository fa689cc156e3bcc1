import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { signUpFormSchema, signUpWithInvitationFormSchema } from '#domain/auth/auth.ts';
import { invitationErrorCodes } from '#domain/auth/invitation-code.ts';
import { passwordMessages } from '#domain/auth/password-policy.ts';
import { type PasswordStrength, passwordStrength } from '#domain/auth/password-strength.ts';
import { signUpClosedMessage } from '#domain/auth/sign-up.ts';
import { AuthCard } from '#web/app/layouts/auth-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSignUpOptions } from '#web/features/auth/api/sign-up-options.ts';
import { signUpErrorMessage } from '#web/features/auth/auth-error-message.ts';
import { sessionQueryKey } from '#web/features/session/api/session-query.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

// A password the form would refuse is named by the refusal's own words, never 'Okay'.
const strengthHints: Record<PasswordStrength, string> = {
  'too-short': 'At least 8 characters. A few words you will remember work well.',
  'too-long': passwordMessages.tooLong,
  'too-common': passwordMessages.tooCommon,
  fair: 'Okay. A longer password is harder to guess.',
  good: 'Good password.',
  strong: 'Strong password.',
};

type SignUpValues = { name: string; email: string; password: string; invitationCode: string };

// The form's rules follow the server's SIGN_UP, known only once GET /api/sign-up has answered;
// react-hook-form keeps the resolver it was first given, so the choice is made at each validation.
const withoutCode = zodResolver(signUpFormSchema) as unknown as Resolver<SignUpValues>;
const withCode = zodResolver(signUpWithInvitationFormSchema) as unknown as Resolver<SignUpValues>;

export function SignUpPage() {
  useDocumentTitle('Create your account');
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const options = useSignUpOptions();
  // The server may ask for a code the page did not know of (SIGN_UP changed since it loaded).
  const [askedForCode, setAskedForCode] = useState(false);
  const needsCode = options.data?.mode === 'invite' || askedForCode;
  const needsCodeNow = useRef(needsCode);
  needsCodeNow.current = needsCode;
  const form = useForm<SignUpValues>({
    resolver: (values, context, settings) =>
      (needsCodeNow.current ? withCode : withoutCode)(values, context, settings),
    defaultValues: { name: '', email: '', password: '', invitationCode: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');
  const strengthHint = strengthHints[passwordStrength(password)];
  // Once the form refuses the password, the hint would say the error's sentence a second time.
  const passwordHint = strengthHint === errors.password?.message ? undefined : strengthHint;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const { error } = await authClient.signUp.email(values);
    if (error) {
      if (error.code === invitationErrorCodes.required) setAskedForCode(true);
      const problem = signUpErrorMessage(error);
      if (problem.field) form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
      else setFormError(problem.message);
      return;
    }
    // A new account has not been through onboarding: RedirectSignedIn sends it to /onboarding.
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  });

  return (
    <AuthCard title="Create your account" subtitle="A gentle place to notice what helps you feel better.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {formError ? (
          <FormAlert>{formError}</FormAlert>
        ) : options.data?.mode === 'closed' ? (
          <FormAlert>{signUpClosedMessage}</FormAlert>
        ) : null}
        {needsCode ? (
          <TextField
            label="Invitation code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="This server lets people in by invitation. The person who runs it gives you the code."
            error={errors.invitationCode?.message}
            {...form.register('invitationCode')}
          />
        ) : null}
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.name?.message}
          {...form.register('name')}
        />
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
          autoComplete="new-password"
          hint={passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Creating your account...' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-muted">
        Already have an account?{' '}
        <Link to="/auth/sign-in" className="rounded font-semibold text-primary underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
