// Whether a person keeps "More about today" open, per person on this device (the fold
// remembers it). Closed until they open it once.

const keyFor = (userId: string) => `tend-more-about-today:${userId}`;

export function rememberedFoldOpen(userId: string | undefined): boolean {
  if (!userId) return false;
  try {
    return localStorage.getItem(keyFor(userId)) === 'open';
  } catch {
    return false;
  }
}

export function rememberFoldOpen(userId: string | undefined, open: boolean): void {
  if (!userId) return;
  try {
    localStorage.setItem(keyFor(userId), open ? 'open' : 'closed');
  } catch {
    // Unavailable storage: the fold simply starts closed next time.
  }
}
