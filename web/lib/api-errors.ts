// Problem details (RFC 9457) as the web app sees them. Kept apart from api-client.ts so that code
// on the landing page's path can read API errors without loading the typed client.

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
