import { describe, expect, it } from 'vitest';
import { signUpClosedMessage } from '#domain/auth/sign-up.ts';
import { signUpErrorMessage } from './auth-error-message.ts';

describe('signUpErrorMessage', () => {
  it('says that sign-up is closed, without a field, when the operator closed it', () => {
    expect(signUpErrorMessage({ status: 403, code: 'SIGN_UP_CLOSED', message: 'anything' })).toEqual({
      message: signUpClosedMessage,
    });
  });

  it('shows the server’s reason at the field it names when the server refuses what the form let through', () => {
    const message = 'Name cannot contain line breaks or other control characters';
    expect(
      signUpErrorMessage({
        status: 400,
        code: 'validation_failed',
        detail: message,
        errors: [{ field: 'name', message }],
      }),
    ).toEqual({ field: 'name', message });
  });

  it('shows the reason without a field when the field is not on the form', () => {
    expect(
      signUpErrorMessage({
        status: 400,
        code: 'validation_failed',
        detail: 'Unknown field "image"',
        errors: [{ field: 'image', message: 'Unknown field "image"' }],
      }),
    ).toEqual({ message: 'Unknown field "image"' });
  });
});
