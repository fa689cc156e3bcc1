// The signed-in navigation (spec "Signed-in layout"), and which entry is the current page.

export type AppNavEntry = {
  to: string;
  label: string;
  /**
   * 'prefix': the entry stays current on every page below it (the journal log with a date or a
   * type chosen). 'exact': current on its own path only, so History (/app/journal/history) never
   * lights up Journal (/app/journal/log), nor the other way round.
   */
  match: 'exact' | 'prefix';
};

export const appNavEntries: readonly AppNavEntry[] = [
  { to: '/app/home', label: 'Home', match: 'exact' },
  { to: '/app/journal/log', label: 'Journal', match: 'prefix' },
  { to: '/app/journal/history', label: 'History', match: 'exact' },
  { to: '/app/trends', label: 'Trends', match: 'exact' },
  { to: '/app/insights', label: 'Insights', match: 'exact' },
  { to: '/app/experiments', label: 'Experiments', match: 'exact' },
  { to: '/app/profile', label: 'Profile', match: 'exact' },
];

/** A trailing slash ('/app/home/') is the same page to a person, so it is the same page here. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isAppNavEntryActive(entry: AppNavEntry, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return entry.match === 'prefix' ? path.startsWith(entry.to) : path === entry.to;
}
