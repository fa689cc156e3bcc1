import { hc } from 'hono/client';
import type { AppType } from '#server/app.ts';

/** Typed client for /api, generated from the server's routes. */
export const api = hc<AppType>('/api');

export { ApiError, type ProblemDetails, readJson } from './api-errors.ts';
