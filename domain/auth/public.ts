export {
  type ChangePasswordForm,
  changePasswordFormSchema,
  type DeleteAccountForm,
  deleteAccountFormSchema,
} from './auth.ts';
export { passwordMessages } from './password-policy.ts';
