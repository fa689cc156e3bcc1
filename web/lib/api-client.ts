import { hc } from 'hono/client';
import type { AppType } from '../../server/app.ts';

/** Typed client for /api, generated from the server's routes. */
export const api = hc<AppType>('/api');

export type ProblemDetails = {
  status: number;
  code: string;
  detail: string;
  errors?: { field: string; message: string }[];
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: ProblemDetails['errors'];

  constructor(problem: ProblemDetails) {
    super(problem.detail);
    this.status = problem.status;
    this.code = problem.code;
    this.errors = problem.errors;
  }
}

/** Returns the JSON body of a successful response, or throws an ApiError carrying the problem. */
export async function readJson<T>(response: { ok: boolean; status: number; json(): Promise<T> }): Promise<T> {
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => undefined)) as Partial<ProblemDetails> | undefined;
  throw new ApiError({
    status: response.status,
    code: body?.code ?? 'http_error',
    detail: body?.detail ?? 'Something went wrong. Please try again.',
    errors: body?.errors,
  });
}
