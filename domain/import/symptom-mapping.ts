// The file's symptom names matched to the person's own: the same name (ignoring case, spaces and
// punctuation), a near one (one small typo, or one name inside the other), or else new. The person
// corrects any of these in the preview before anything is written.

import { isOtherValue, maxCustomTextLength, otherText, toOtherValue } from '../catalogues/other-value.ts';
import { isKnownSymptom, symptomOptions } from '../catalogues/symptoms.ts';
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

/** A custom symptom ('Other: Nausea') is compared by its text, as the person reads it. */
const comparable = (name: string) => folded(otherText(name) || name);

export function suggestSymptomMappings(
  fileNames: readonly string[],
  profileNames: readonly string[],
): SymptomSuggestion[] {
  return fileNames.map((from) => {
    const key = comparable(from);
    const same = profileNames.find((name) => comparable(name) === key);
    if (same) return { from, mapping: { action: 'match', to: same }, why: 'same' };
    const near = profileNames.find((name) => {
      const other = comparable(name);
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
 * The name a symptom kept as new is rated under, which is also how the profile lists it: a listed
 * symptom by its label, any other as a custom one ('Other: name'), as the check-in form keys it.
 * A name already in that form (Tend's own export) stays as it is.
 * Then the person's check-ins ask about it from now on and Insights reads the imported days.
 */
export function newSymptomName(name: string): string {
  if (otherText(name) !== '') return name;
  // A typo or a plural ('Headache', Tend's 'Headaches') is the listed symptom; a longer name that
  // contains one ('Joint pain in the left knee') is the person's own.
  const key = folded(name);
  const listed = symptomOptions.find((option) => {
    const label = folded(option.label);
    return option.id !== 'other' && (label === key || (key.length >= 4 && editDistanceAtMostOne(key, label)));
  });
  return listed ? listed.label : toOtherValue(name.trim().slice(0, maxCustomTextLength));
}

/**
 * The plan's entries with the mapping applied: a matched symptom takes the profile's name, a new
 * one its profile form (newSymptomName), a skipped one is left out, and a check-in left with
 * nothing rated is dropped (and counted). Tend's own export keeps its names as they were, so that a
 * journal moved between servers is the same journal. `newSymptoms` are the new names some entry
 * rates that a profile can list.
 */
export function applySymptomMapping(
  plan: ImportPlan,
  mapping: Readonly<Record<string, SymptomMapping>>,
): { entries: PlannedEntry[]; droppedCheckIns: number; newSymptoms: string[] } {
  let droppedCheckIns = 0;
  const entries: PlannedEntry[] = [];
  const newSymptoms = new Set<string>();
  const newName = plan.format === 'tend' ? (name: string) => name : newSymptomName;
  for (const entry of plan.entries) {
    if (entry.kind !== 'symptom') {
      entries.push(entry);
      continue;
    }
    const ratings: Record<string, number> = {};
    const rated = new Set<string>();
    for (const [name, rating] of Object.entries(entry.details.symptomRatings as Record<string, number>)) {
      const chosen = mapping[name] ?? { action: 'new' };
      if (chosen.action === 'skip') continue;
      const to = chosen.action === 'match' ? chosen.to : newName(name);
      ratings[to] = Math.max(ratings[to] ?? 0, rating);
      if (chosen.action === 'new' && rating > 0 && (isKnownSymptom(to) || isOtherValue(to))) rated.add(to);
    }
    if (!Object.values(ratings).some((rating) => rating > 0)) {
      droppedCheckIns += 1;
      continue;
    }
    for (const name of rated) newSymptoms.add(name);
    entries.push({ ...entry, details: { ...entry.details, symptomRatings: ratings } });
  }
  return { entries, droppedCheckIns, newSymptoms: [...newSymptoms] };
}
