import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';

// What the dashboard and the log page last read of a day from the server, kept in this browser:
// without it a reload without a network would show a day whose goal was met as 'Keep going! 25%'
// beside 'We could not load the entries for today'. With this copy such a reload shows the day as
// it was last seen, plus what waits to be sent. Per person, under 'tend-offline:', which sign-out
// and account deletion clear (features/session/last-signed-in-user.ts). Only the newest few days
// are kept: the log page reaches back a week.

export type KnownDay = {
  date: string;
  timeZone: string;
  entries: JournalEntryDto[];
  /** The dashboard's streak, when the copy came from it. */
  streak?: number;
  /** When the server's answer was read (ISO). */
  readAt: string;
};

const version = 1;
const keptDays = 7;

type Stored = { version: number; days: KnownDay[] };

const storageKey = (userId: string) => `tend-offline:day:${userId}`;

function read(userId: string): KnownDay[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(userId)) ?? 'null') as Stored | null;
    // Another version's copy is dropped rather than trusted: it is only ever a stand-in.
    if (stored?.version !== version || !Array.isArray(stored.days)) return [];
    return stored.days.filter(
      (day) =>
        typeof day?.date === 'string' &&
        typeof day.timeZone === 'string' &&
        typeof day.readAt === 'string' &&
        Array.isArray(day.entries),
    );
  } catch {
    return [];
  }
}

/** Keeps the server's answer for a day, replacing the older copy of it. */
export function keepKnownDay(userId: string, day: Omit<KnownDay, 'readAt'>, readAt = new Date()): void {
  const previous = read(userId).find((known) => known.date === day.date);
  const copy: KnownDay = {
    ...day,
    // The log page's read has no streak: keep the dashboard's for that day.
    ...(day.streak === undefined && previous?.streak !== undefined ? { streak: previous.streak } : {}),
    readAt: readAt.toISOString(),
  };
  const days = [copy, ...read(userId).filter((known) => known.date !== day.date)]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, keptDays);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify({ version, days } satisfies Stored));
  } catch {
    // Storage full or unavailable: an offline reload then says it cannot load the day, as before.
  }
}

/** The copy of that day, if this browser has read it; only ever shown when the server cannot answer. */
export function knownDay(userId: string, date: string): KnownDay | undefined {
  return read(userId).find((known) => known.date === date);
}
