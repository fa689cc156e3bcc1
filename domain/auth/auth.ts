import { z } from 'zod';
import { isStorableText, storableTextCheck } from '../common/storable-text.ts';
import { invitationCodeSchema } from './invitation-code.ts';
import { passwordMaxLength, passwordMessages, passwordMinLength } from './password-policy.ts';

// The auth forms' rules, shared by the web forms; the server enforces the same lengths in
// better-auth's configuration (server/auth/auth.ts), plus the common-password list.

const email = z
  .string()
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address, like name@example.com.'));

const newPassword = z
  .string()
  .min(1, passwordMessages.required)
  .refine((value) => [...value].length >= passwordMinLength, passwordMessages.tooShort)
  .refine((value) => [...value].length <= passwordMaxLength, passwordMessages.tooLong);

export const signInFormSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password.').max(passwordMaxLength, passwordMessages.tooLong),
});

export const signUpFormSchema = z.object({
  // The sign-up page's own words; the server applies the profile's name rules (auth-requests.ts),
  // so the form refuses what the server would, rather than saying 'please try again'.
  name: z
    .string()
    .refine(isStorableText, storableTextCheck('Name'))
    .trim()
    .min(1, 'Please tell us your name.')
    .max(80, 'Please use at most 80 characters.')
    .refine(
      (name) => !/\p{Cc}/u.test(name),
      'Please use letters, not line breaks or other control characters.',
    ),
  email,
  password: newPassword,
});

/** The sign-up form where the server asks for an invitation code (SIGN_UP=invite). */
export const signUpWithInvitationFormSchema = signUpFormSchema.extend({
  invitationCode: invitationCodeSchema,
});

export const resetRequestFormSchema = z.object({ email });

export const resetCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Please enter the code from the email.')
    .regex(/^\d{6}$/, 'The code has 6 digits.'),
});

export const newPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, 'Please confirm your new password.') })
  .refine((value) => value.password === value.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });

// Changing the password asks for the current one first, so a device left signed in cannot be used to
// take the account over; deleting the account asks for it for the same reason.
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Please enter your current password.')
      .max(passwordMaxLength, passwordMessages.tooLong),
    newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });

export const deleteAccountFormSchema = z.object({
  password: z.string().min(1, 'Please enter your password.').max(passwordMaxLength, passwordMessages.tooLong),
});

export type SignInForm = z.infer<typeof signInFormSchema>;
export type SignUpForm = z.infer<typeof signUpFormSchema>;
export type ResetRequestForm = z.infer<typeof resetRequestFormSchema>;
export type ResetCodeForm = z.infer<typeof resetCodeFormSchema>;
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;
