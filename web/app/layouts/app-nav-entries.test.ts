import { describe, expect, it } from 'vitest';
import { appNavEntries, isAppNavEntryActive } from './app-nav-entries.ts';

function activeLabels(pathname: string): string[] {
  return appNavEntries.filter((entry) => isAppNavEntryActive(entry, pathname)).map((entry) => entry.label);
}

describe('the signed-in navigation', () => {
  it('lists the spec entries in order', () => {
    expect(appNavEntries.map((entry) => [entry.label, entry.to])).toEqual([
      ['Home', '/app/home'],
      ['Journal', '/app/journal/log'],
      ['History', '/app/journal/history'],
      ['Trends', '/app/trends'],
      ['Insights', '/app/insights'],
      ['Experiments', '/app/experiments'],
      ['Profile', '/app/profile'],
    ]);
  });

  it('marks Journal for any path starting with /app/journal/log', () => {
    expect(activeLabels('/app/journal/log')).toEqual(['Journal']);
    expect(activeLabels('/app/journal/log/2026-11-20')).toEqual(['Journal']);
  });

  it('marks every other entry on its exact path only', () => {
    expect(activeLabels('/app/home')).toEqual(['Home']);
    expect(activeLabels('/app/home/')).toEqual(['Home']);
    expect(activeLabels('/app/journal/history')).toEqual(['History']);
    expect(activeLabels('/app/insights')).toEqual(['Insights']);
    expect(activeLabels('/app/trends')).toEqual(['Trends']);
    expect(activeLabels('/app/profile')).toEqual(['Profile']);
    expect(activeLabels('/app/experiments')).toEqual(['Experiments']);
    expect(activeLabels('/app/home/extra')).toEqual([]);
    expect(activeLabels('/app/profile/edit')).toEqual([]);
    expect(activeLabels('/app')).toEqual([]);
    expect(activeLabels('/app/journal')).toEqual([]);
  });
});
