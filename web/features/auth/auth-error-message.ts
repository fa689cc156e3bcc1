import { invitationErrorCodes, invitationMessages } from '#domain/auth/invitation-code.ts';
import { passwordMessages } from '#domain/auth/password-policy.ts';
import { signUpClosedMessage } from '#domain/auth/sign-up.ts';

// better-auth answers with { code, message }; our own sign-in brake with problem details.
export type AuthClientError = {
  status?: number;
  code?: string;
  message?: string;
  detail?: string;
  errors?: { field: string; message: string }[];
};

export const resetMessages = {
  sendFailed: 'Failed to send password reset email. Please try again.',
  invalidCode: 'Invalid or expired verification code. Please try again.',
  notAvailable: 'Password reset not available. Please restart the reset process.',
  resetFailed: 'Failed to reset password. Please try again.',
} as const;

const tooManyAttempts = 'Too many attempts. Please wait a few minutes and try again.';

export function signInErrorMessage(error: AuthClientError): string {
  if (error.status === 429) return error.detail ?? tooManyAttempts;
  if (error.status === 401 || error.code === 'INVALID_EMAIL_OR_PASSWORD') {
    return 'That email and password do not match an account. Please check them and try again.';
  }
  return 'We could not sign you in just now. Please try again.';
}

const signUpFields = ['name', 'email', 'password', 'invitationCode'] as const;

const invitationRefusals = Object.entries(invitationErrorCodes) as [
  keyof typeof invitationMessages,
  string,
][];

export function signUpErrorMessage(error: AuthClientError): {
  field?: (typeof signUpFields)[number];
  message: string;
} {
  if (error.status === 429) return { message: tooManyAttempts };
  if (error.code === 'SIGN_UP_CLOSED') return { message: signUpClosedMessage };
  const refusal = invitationRefusals.find(([, code]) => code === error.code)?.[0];
  if (refusal) return { field: 'invitationCode', message: invitationMessages[refusal] };
  if (error.code === 'PASSWORD_TOO_COMMON') return { field: 'password', message: passwordMessages.tooCommon };
  if (error.code === 'PASSWORD_TOO_SHORT') return { field: 'password', message: passwordMessages.tooShort };
  if (error.code === 'PASSWORD_TOO_LONG') return { field: 'password', message: passwordMessages.tooLong };
  if (error.code?.startsWith('USER_ALREADY_EXISTS')) {
    return { field: 'email', message: 'An account with this email already exists. Try signing in instead.' };
  }
  if (error.code === 'INVALID_EMAIL')
    return { field: 'email', message: 'Please enter a valid email address, like name@example.com.' };
  // The server checks the form's rules and a few more (a pasted tab in the name); its problem says
  // which field and why, which beats asking to try again.
  if (error.code === 'validation_failed' && error.detail) {
    const field = signUpFields.find((name) => name === error.errors?.[0]?.field);
    return field ? { field, message: error.detail } : { message: error.detail };
  }
  return { message: 'We could not create your account just now. Please try again.' };
}
