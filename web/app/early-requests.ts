import { earlyReadsFor } from '#domain/app/early-reads.ts';
import { startEarly } from '../lib/early-response.ts';

/** Starts the reads this page begins with (see domain/app/early-reads.ts). */
export function startEarlyRequests(pathname: string, search = ''): void {
  for (const url of earlyReadsFor(pathname, search)) startEarly(url);
}
