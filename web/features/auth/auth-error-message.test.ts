import { describe, expect, it } from 'vitest';
import { invitationMessages } from '#domain/auth/invitation-code.ts';
import { signUpClosedMessage } from '#domain/auth/sign-up.ts';
import { signUpErrorMessage } from './auth-error-message.ts';

describe('signUpErrorMessage', () => {
  it('says that sign-up is closed, without a field, when the operator closed it', () => {
    expect(signUpErrorMessage({ status: 403, code: 'SIGN_UP_CLOSED', message: 'anything' })).toEqual({
      message: signUpClosedMessage,
    });
  });

  it('puts each refusal of an invitation code on the code’s field, in the page’s own words', () => {
    for (const [code, message] of [
      ['INVITATION_CODE_REQUIRED', invitationMessages.required],
      ['INVITATION_CODE_UNKNOWN', invitationMessages.unknown],
      ['INVITATION_CODE_EXPIRED', invitationMessages.expired],
      ['INVITATION_CODE_USED_UP', invitationMessages.usedUp],
      ['INVITATION_CODE_REVOKED', invitationMessages.revoked],
    ] as const) {
      expect(signUpErrorMessage({ status: 403, code, message: 'anything' })).toEqual({
        field: 'invitationCode',
        message,
      });
    }
    expect(
      signUpErrorMessage({
        status: 400,
        code: 'validation_failed',
        detail: invitationMessages.format,
        errors: [{ field: 'invitationCode', message: invitationMessages.format }],
      }),
    ).toEqual({ field: 'invitationCode', message: invitationMessages.format });
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
