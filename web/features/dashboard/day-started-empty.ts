// "The day started empty" (spec, Dashboard): how Tend decides it, and the once-per-visit confetti.
//
// The original app set it when the dashboard's first load of today's entries found none. Taken
// literally that is true of every empty dashboard, so its other title ('Ready to start tracking
// today?') could never show. Tend narrows it to the moment the spec's wording speaks to: the visit
// that began at /app/home?fresh=true, where onboarding sends a person who has just set up their
// journal, and whose first load of today found no entries. It is remembered for the rest of the
// visit (this tab's sessionStorage, for this person and this calendar day), so going to the log
// page and coming back with a first entry still counts, and the confetti fires then, once.
//
// sessionStorage rather than memory: a visit survives a reload, and the confetti must not replay
// on one. It holds only a user id and a date, and it is gone when the tab is closed.

// 'tend:' keys are per-user browser state, cleared on sign-out (useSignOut).
const startedEmptyKey = 'tend:day-started-empty';
const celebratedKey = 'tend:day-celebrated';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** This tab's sessionStorage, or nothing where reading it throws (blocked storage). */
export function browserSessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function mark(userId: string, date: string): string {
  return `${userId}:${date}`;
}

// Storage can throw (disabled, quota, privacy modes); the dashboard must work without it.
function read(store: SessionStore | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: SessionStore | undefined, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // Without storage the visit is only this page load; nothing else breaks.
  }
}

export function rememberDayStartedEmpty(store: SessionStore | undefined, userId: string, date: string): void {
  write(store, startedEmptyKey, mark(userId, date));
}

export function didDayStartEmpty(store: SessionStore | undefined, userId: string, date: string): boolean {
  return read(store, startedEmptyKey) === mark(userId, date);
}

export function rememberCelebrated(store: SessionStore | undefined, userId: string, date: string): void {
  write(store, celebratedKey, mark(userId, date));
}

export function wasCelebrated(store: SessionStore | undefined, userId: string, date: string): boolean {
  return read(store, celebratedKey) === mark(userId, date);
}

/** Confetti: the day started empty, there are entries now, not yet shown, and motion is welcome. */
export function shouldCelebrate(state: {
  dayStartedEmpty: boolean;
  entryCount: number;
  alreadyCelebrated: boolean;
  prefersReducedMotion: boolean;
}): boolean {
  return (
    state.dayStartedEmpty && state.entryCount > 0 && !state.alreadyCelebrated && !state.prefersReducedMotion
  );
}
