import type { Context, TypedResponse } from 'hono';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';

/**
 * The answer c.json would write for `{ ...head, entries }`, when the entries are already a JSON array
 * text (built by PostgreSQL, see journal.service.ts): the head's fields, then `entries` last. Typed
 * as c.json's answer, so the web client keeps reading the route's type.
 */
export function jsonWithEntries<T extends Record<string, unknown>>(c: Context, head: T, entriesJson: string) {
  const headText = JSON.stringify(head);
  // '{}' has no field to follow with a comma.
  const text =
    headText === '{}' ? `{"entries":${entriesJson}}` : `${headText.slice(0, -1)},"entries":${entriesJson}}`;
  return c.body(text, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    T & { entries: JournalEntryDto[] },
    200,
    'json'
  >;
}
