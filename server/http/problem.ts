import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// RFC 9457 problem details. `code` is stable for clients; `detail` is a sentence the UI may show.

export type Problem = {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  errors?: { field: string; message: string }[];
};

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export class ProblemError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly errors: Problem['errors'];

  constructor(status: ContentfulStatusCode, code: string, detail: string, errors?: Problem['errors']) {
    super(detail);
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export function problemBody(
  status: number,
  code: string,
  detail: string,
  errors?: Problem['errors'],
): Problem {
  return {
    type: 'about:blank',
    title: titles[status] ?? 'Error',
    status,
    code,
    detail,
    ...(errors ? { errors } : {}),
  };
}

export function problem(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  detail: string,
  errors?: Problem['errors'],
) {
  return c.body(JSON.stringify(problemBody(status, code, detail, errors)), status, {
    'content-type': 'application/problem+json',
  });
}
