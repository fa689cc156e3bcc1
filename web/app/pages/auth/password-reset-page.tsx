import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  type NewPasswordForm,
  newPasswordFormSchema,
  type ResetCodeForm,
  type ResetRequestForm,
  resetCodeFormSchema,
  resetRequestFormSchema,
} from '#domain/auth/auth.ts';
import { passwordMessages } from '#domain/auth/password-policy.ts';
import { AuthCard } from '#web/app/layouts/auth-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { PasswordField } from '#web/components/ui/password-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { type AuthClientError, resetMessages } from '#web/features/auth/auth-error-message.ts';
import { authClient } from '#web/lib/auth-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

// The spec's redirect to sign-in after a successful reset.
export const resetRedirectDelayMs = 2000;

type Step = 'request' | 'verify' | 'new-password';

const steps: Record<Step, { title: string; subtitle: string }> = {
  request: { title: 'Reset Your Password', subtitle: 'Enter your email to receive a reset code.' },
  verify: { title: 'Verify Your Code', subtitle: 'Enter the code sent to your email.' },
  'new-password': { title: 'Create New Password', subtitle: 'Choose a new secure password.' },
};

const codeLocked = (error: AuthClientError) => error.code === 'TOO_MANY_ATTEMPTS' || error.status === 403;

export function PasswordResetPage() {
  const [step, setStep] = useState<Step>('request');
  // The address typed on sign-in, carried in the history state (sign-in-page.tsx).
  const carried: unknown = useLocation().state;
  const [email, setEmail] = useState(() =>
    carried && typeof carried === 'object' && 'email' in carried && typeof carried.email === 'string'
      ? carried.email
      : '',
  );
  const [code, setCode] = useState('');
  const { title, subtitle } = steps[step];
  useDocumentTitle(title);
  const headingRef = useRef<HTMLDivElement>(null);

  // Moving between steps moves focus to the new step, so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger, not an input.
  useEffect(() => {
    headingRef.current?.querySelector('h1')?.focus();
  }, [step]);

  const goBack = () => setStep(step === 'new-password' ? 'verify' : 'request');

  return (
    <div ref={headingRef}>
      <AuthCard title={title} subtitle={subtitle}>
        {step === 'request' ? (
          <RequestStep
            defaultEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep('verify');
            }}
          />
        ) : null}
        {step === 'verify' ? (
          <VerifyStep
            email={email}
            onVerified={(verified) => {
              setCode(verified);
              setStep('new-password');
            }}
          />
        ) : null}
        {step === 'new-password' ? <NewPasswordStep email={email} code={code} /> : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {step === 'request' ? (
            <span />
          ) : (
            <button
              type="button"
              onClick={goBack}
              className="min-h-11 rounded-lg px-2 text-primary underline underline-offset-4"
            >
              Go back
            </button>
          )}
          <Link
            to="/auth/sign-in"
            className="rounded px-2 font-semibold text-primary underline underline-offset-4"
          >
            Back to sign in
          </Link>
        </div>
      </AuthCard>
    </div>
  );
}

function RequestStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<ResetRequestForm>({
    resolver: zodResolver(resetRequestFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(undefined);
    const { error } = await authClient.emailOtp.requestPasswordReset({ email });
    if (error) {
      // The per-account brake explains itself; anything else is the spec's message.
      const detail = (error as AuthClientError).detail;
      setFormError(error.status === 429 && detail ? detail : resetMessages.sendFailed);
      return;
    }
    onSent(email);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send reset code'}
      </Button>
    </form>
  );
}

function VerifyStep({ email, onVerified }: { email: string; onVerified: (code: string) => void }) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<ResetCodeForm>({
    resolver: zodResolver(resetCodeFormSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(undefined);
    const { error } = await authClient.emailOtp.checkVerificationOtp({
      email,
      type: 'forget-password',
      otp: code,
    });
    if (error) {
      setFormError(codeLocked(error) ? resetMessages.notAvailable : resetMessages.invalidCode);
      return;
    }
    onVerified(code);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormAlert tone="success">
        If an account exists for {email}, we sent it a 6-digit code. It works for 10 minutes.
      </FormAlert>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Checking...' : 'Verify code'}
      </Button>
    </form>
  );
}

function NewPasswordStep({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/auth/sign-in', { replace: true }), resetRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(undefined);
    const { error } = await authClient.emailOtp.resetPassword({ email, otp: code, password });
    if (!error) {
      setDone(true);
      return;
    }
    if (error.code === 'PASSWORD_TOO_COMMON') {
      form.setError('password', { message: passwordMessages.tooCommon }, { shouldFocus: true });
    } else if (error.code === 'INVALID_OTP' || error.code === 'OTP_EXPIRED' || codeLocked(error)) {
      setFormError(resetMessages.notAvailable);
    } else {
      setFormError(resetMessages.resetFailed);
    }
  });

  if (done) {
    return <FormAlert tone="success">Your password has been reset. Taking you to sign in...</FormAlert>;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. A few words you will remember work well."
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={form.formState.errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Reset password'}
      </Button>
    </form>
  );
}
