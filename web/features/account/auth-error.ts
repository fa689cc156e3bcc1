// better-auth answers with { status, code, message }; the forms turn codes into plain words.
export type AuthClientErrorLike = {
  status?: number;
  code?: string | undefined;
  message?: string | undefined;
};

export class AccountError extends Error {
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(error: AuthClientErrorLike) {
    super(error.message ?? 'The request failed');
    this.status = error.status;
    this.code = error.code;
  }
}

export function isWrongPassword(error: unknown): boolean {
  return error instanceof AccountError && error.code === 'INVALID_PASSWORD';
}

export function isRateLimited(error: unknown): boolean {
  return error instanceof AccountError && error.status === 429;
}

export const tooManyAttemptsMessage = 'Too many attempts. Please wait a few minutes and try again.';
