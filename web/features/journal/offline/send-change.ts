import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { classifyResponse, type QueuedChange, type SendResult } from './outbox-changes.ts';

// Plain fetch rather than the typed client: the PATCH body has no type there (the route picks the
// schema from the stored entry), and a replay must read every answer the same way.
function requestFor(change: QueuedChange): { url: string; init: RequestInit } {
  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const entryUrl = `/api/journal/entries/${encodeURIComponent(change.entryId)}`;
  if (change.kind === 'create') return { url: '/api/journal/entries', init: json('POST', change.entry) };
  if (change.kind === 'update') return { url: entryUrl, init: json('PATCH', change.change) };
  return { url: entryUrl, init: { method: 'DELETE', credentials: 'same-origin' } };
}

/** Sends one queued change. Never throws: no answer at all is a 'retry'. */
export async function sendChange(change: QueuedChange): Promise<SendResult> {
  const { url, init } = requestFor(change);
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    return { outcome: 'retry' };
  }
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  // Deleting what is already gone reaches the goal: the first try may have deleted it and lost
  // the answer.
  if (change.kind === 'delete' && response.status === 404) return { outcome: 'sent' };
  const problem = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const outcome = classifyResponse(response.status, problem);
  if (outcome === 'sent') {
    return change.kind === 'delete' ? { outcome } : { outcome, entry: body as JournalEntryDto };
  }
  if (outcome === 'retry') return { outcome };
  return {
    outcome,
    status: response.status,
    code: typeof problem?.code === 'string' ? problem.code : 'http_error',
    detail: String(problem?.detail),
    ...(Array.isArray(problem?.errors)
      ? { errors: problem.errors as { field: string; message: string }[] }
      : {}),
  };
}
