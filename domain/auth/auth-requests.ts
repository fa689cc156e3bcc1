import { z } from 'zod';
import { nameSchema } from '#domain/profile/public.ts';
import { strictObjectError } from '../common/schema-messages.ts';
import { deleteAccountFormSchema, resetCodeFormSchema, signInFormSchema, signUpFormSchema } from './auth.ts';
import { invitationCodeSchema } from './invitation-code.ts';

// The bodies the app accepts on its auth endpoints (server/auth/auth-gate.ts), checked before
// better-auth sees them. Each is strict: better-auth would otherwise take fields the app never sends,
// such as a sign-up `image` (stored as given, `javascript:` URLs included) or an OTP `type` that
// mails a code past the per-account brake. The field rules are the forms' own, and the name is the
// profile's, so an account cannot get a name the profile page would refuse.

const email = signInFormSchema.shape.email;
const currentPassword = signInFormSchema.shape.password;
const newPassword = signUpFormSchema.shape.password;
const resetCode = resetCodeFormSchema.shape.code;

// better-auth's session tokens are 32 letters and digits; the limit leaves room without letting a
// token carry arbitrary text to the database.
const sessionToken = z
  .string({ error: 'The session token must be text' })
  .regex(/^[A-Za-z0-9_-]{1,128}$/, 'That is not a session token');

// The invitation code is taken on every server and needed only where SIGN_UP=invite.
export const signUpRequestSchema = z.strictObject(
  { name: nameSchema, email, password: newPassword, invitationCode: invitationCodeSchema.optional() },
  { error: strictObjectError('The sign-up') },
);

export const signInRequestSchema = z.strictObject(
  { email, password: currentPassword },
  { error: strictObjectError('The sign-in') },
);

/** Endpoints that take nothing: sign-out, ending the other sessions. */
export const emptyRequestSchema = z.strictObject({}, { error: strictObjectError('The request') });

export const resetCodeRequestSchema = z.strictObject(
  { email },
  { error: strictObjectError('The reset request') },
);

// Only the reset flow's codes are ever checked; other OTP types belong to flows the app does not have.
export const checkResetCodeRequestSchema = z.strictObject(
  {
    email,
    type: z.literal('forget-password', { error: 'The code type must be "forget-password"' }),
    otp: resetCode,
  },
  { error: strictObjectError('The code check') },
);

export const resetPasswordRequestSchema = z.strictObject(
  { email, otp: resetCode, password: newPassword },
  { error: strictObjectError('The password reset') },
);

// The web client always asks for the other sessions to end; the server ends them regardless
// (server/auth/auth.ts), so the flag is accepted but not required.
export const changePasswordRequestSchema = z.strictObject(
  {
    currentPassword,
    newPassword,
    revokeOtherSessions: z.boolean({ error: 'revokeOtherSessions must be true or false' }).optional(),
  },
  { error: strictObjectError('The password change') },
);

export const deleteAccountRequestSchema = z.strictObject(deleteAccountFormSchema.shape, {
  error: strictObjectError('The account deletion'),
});

export const revokeSessionRequestSchema = z.strictObject(
  { token: sessionToken },
  { error: strictObjectError('The request') },
);
