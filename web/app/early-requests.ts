import { earlyReadsFor } from '../../domain/rules/early-reads.ts';
import { startEarly } from '../lib/early-response.ts';

/** Starts the reads this page begins with (see domain/rules/early-reads.ts). */
export function startEarlyRequests(pathname: string): void {
  for (const url of earlyReadsFor(pathname)) startEarly(url);
}
