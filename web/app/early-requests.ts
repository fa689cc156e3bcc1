import { earlyReadsFor } from '../../domain/rules/early-reads.ts';
import { startEarly } from '../lib/early-response.ts';

/** Starts the reads this page begins with (see domain/rules/early-reads.ts). */
export function startEarlyRequests(pathname: string, search = ''): void {
  for (const url of earlyReadsFor(pathname, search)) startEarly(url);
}
