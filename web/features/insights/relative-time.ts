const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function unit(count: number, name: string): string {
  return `${count} ${name}${count === 1 ? '' : 's'} ago`;
}

/** 'just now', '5 minutes ago', '2 hours ago', '3 days ago': how old the insights are, roughly. */
export function timeAgo(instant: Date, now: Date): string {
  // A clock a little behind the server's must not read as the future.
  const elapsed = Math.max(0, now.getTime() - instant.getTime());
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return unit(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return unit(Math.floor(elapsed / HOUR_MS), 'hour');
  return unit(Math.floor(elapsed / DAY_MS), 'day');
}
