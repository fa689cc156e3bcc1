// The file's symptom names matched to the person's own: the same name (ignoring case, spaces and
// punctuation), a near one (one small typo, or one name inside the other), or else new. The person
// corrects any of these in the preview before anything is written.

import type { ImportPlan, PlannedEntry } from './import-plan.ts';

export type SymptomMapping = { action: 'match'; to: string } | { action: 'new' } | { action: 'skip' };
export type SymptomSuggestion = { from: string; mapping: SymptomMapping; why: 'same' | 'near' | 'new' };

const folded = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '');

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export function suggestSymptomMappings(
  fileNames: readonly string[],
  profileNames: readonly string[],
): SymptomSuggestion[] {
  return fileNames.map((from) => {
    const key = folded(from);
    const same = profileNames.find((name) => folded(name) === key);
    if (same) return { from, mapping: { action: 'match', to: same }, why: 'same' };
    const near = profileNames.find((name) => {
      const other = folded(name);
      return (
        (key.length >= 4 && other.length >= 4 && editDistanceAtMostOne(key, other)) ||
        (key.length >= 5 && other.length >= 5 && (key.includes(other) || other.includes(key)))
      );
    });
    if (near) return { from, mapping: { action: 'match', to: near }, why: 'near' };
    return { from, mapping: { action: 'new' }, why: 'new' };
  });
}

/**
 * The plan's entries with the mapping applied: a matched symptom takes the profile's name, a
 * skipped one is left out, and a check-in left with nothing rated is dropped (and counted).
 */
export function applySymptomMapping(
  plan: ImportPlan,
  mapping: Readonly<Record<string, SymptomMapping>>,
): { entries: PlannedEntry[]; droppedCheckIns: number } {
  let droppedCheckIns = 0;
  const entries: PlannedEntry[] = [];
  for (const entry of plan.entries) {
    if (entry.kind !== 'symptom') {
      entries.push(entry);
      continue;
    }
    const ratings: Record<string, number> = {};
    for (const [name, rating] of Object.entries(entry.details.symptomRatings as Record<string, number>)) {
      const chosen = mapping[name] ?? { action: 'new' };
      if (chosen.action === 'skip') continue;
      const to = chosen.action === 'match' ? chosen.to : name;
      ratings[to] = Math.max(ratings[to] ?? 0, rating);
    }
    if (!Object.values(ratings).some((rating) => rating > 0)) {
      droppedCheckIns += 1;
      continue;
    }
    entries.push({ ...entry, details: { ...entry.details, symptomRatings: ratings } });
  }
  return { entries, droppedCheckIns };
}
