// tagMeal: a free-text meal to the trigger foods a careful reader would infer from it.
//
// How: the text is cut into word tokens (tokenize.ts) and read left to right against a token trie of
// the lexicon (compile-lexicon.ts); at each word the longest phrase wins and consumes its words, so
// "soy sauce" is not also "soy" and "eggplant" never reaches "egg". Then, in this order:
// - qualifiers edit the foods they reach: "gluten-free bread" loses gluten, "turkey bacon" loses red
//   meat, "diet" and "sugar-free" turn sugar into sweetener, "oat milk latte" loses dairy;
// - negators remove the foods they reach: "no X", "without X", "hold the X", and the foods joined to X
//   by and/or; a comma, a full stop or an article ends that list ("no cheese and a coke" keeps the
//   coke), and a dish just before the negation loses what was left out ("burger, no bun").
// Conventions for what each food implies are in docs/decisions/009-meal-tagging-conventions.md.
//
// Cost: one trie walk per word and a few linear passes, with the lexicon compiled once at load; a
// 120-day journal is a few hundred meals, well inside the engine's 50 ms budget.

import type { TriggerFood } from '#domain/catalogues/trigger-foods.ts';
import { triggerFoodOptions } from '#domain/catalogues/trigger-foods.ts';
import { compileLexicon, type LexiconEntry, type TrieNode } from './compile-lexicon.ts';
import type { Negator, Qualifier } from './lexicon.ts';
import { hardStop, softStop, tokenize } from './tokenize.ts';

const catalogueOrder: readonly TriggerFood[] = triggerFoodOptions
  .map((option) => option.id)
  .filter((id): id is TriggerFood => id !== 'none');

const lexicon = compileLexicon();

type FoodUnit = { kind: 'food'; tags: Set<TriggerFood>; qualifier: Qualifier | null; negated: boolean };
type Unit =
  | FoodUnit
  | { kind: 'qualifier'; qualifier: Qualifier }
  | { kind: 'negator'; negator: Negator }
  | { kind: 'joiner' }
  | { kind: 'stop'; hard: boolean }
  | { kind: 'word'; word: string };

const joiners = new Set(['and', 'or', 'nor', 'n']);
// Words that end a negated list after "and"/"or": a new item is starting ("and a coke").
const listBreakers = new Set([
  'a',
  'an',
  'the',
  'some',
  'my',
  'with',
  'plus',
  'then',
  'but',
  'also',
  'extra',
  'side',
]);
// Words a qualifier or negator does not look past for its first food.
const searchBreakers = new Set([
  'with',
  'but',
  'then',
  'plus',
  'so',
  'had',
  'ate',
  'just',
  'only',
  'instead',
]);
// Words between a dish and its negation: "pizza with no cheese", "burger, but no bun". Not "and":
// in "fries and no ketchup" the fries keep their nightshades.
const dishLinks = new Set(['with', 'but', 'just', 'please']);
// Words between a food and a qualifier after it: "the bread was gluten free".
const backLinks = new Set(['is', 'was', 'were', 'are', 'its', 'it', 'all', 'everything', 'also', 'made']);
const maxFillers = 2;

function entryUnit(entry: LexiconEntry): Unit {
  if (entry.negator !== null) return { kind: 'negator', negator: entry.negator };
  if (entry.tags !== null)
    return { kind: 'food', tags: new Set(entry.tags), qualifier: entry.qualifier, negated: false };
  if (entry.qualifier !== null) return { kind: 'qualifier', qualifier: entry.qualifier };
  return { kind: 'word', word: '' };
}

function readUnits(tokens: readonly string[], root: TrieNode): Unit[] {
  const units: Unit[] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    let node: TrieNode | undefined = root;
    let matchEnd = -1;
    let match: LexiconEntry | null = null;
    for (let cursor = index; cursor < tokens.length && node !== undefined; cursor++) {
      node = node.next.get(tokens[cursor] ?? '');
      if (node?.entry) {
        matchEnd = cursor + 1;
        match = node.entry;
      }
    }
    if (match !== null) {
      units.push(entryUnit(match));
      index = matchEnd;
      continue;
    }
    if (token === softStop || token === hardStop) units.push({ kind: 'stop', hard: token === hardStop });
    else if (joiners.has(token)) units.push({ kind: 'joiner' });
    else units.push({ kind: 'word', word: token });
    index += 1;
  }
  return units;
}

function isFood(unit: Unit | undefined): unit is FoodUnit {
  return unit?.kind === 'food';
}

function qualifierOf(unit: Unit): Qualifier | null {
  if (unit.kind === 'qualifier') return unit.qualifier;
  if (unit.kind === 'food') return unit.qualifier;
  return null;
}

function qualify(target: FoodUnit, qualifier: Qualifier): void {
  const hadSugar = target.tags.has('sugar');
  for (const tag of qualifier.removes) target.tags.delete(tag);
  if (qualifier.sweetened === true && hadSugar) target.tags.add('artificial-sweeteners');
  for (const tag of qualifier.adds ?? []) target.tags.add(tag);
}

/** The first food after `from`, past at most two filler words and any other qualifiers. */
function nextFood(units: readonly Unit[], from: number): number {
  let fillers = 0;
  for (let index = from; index < units.length; index++) {
    const unit = units[index];
    if (unit === undefined) break;
    if (unit.kind === 'food') return index;
    if (unit.kind === 'qualifier') continue;
    if (unit.kind === 'joiner' && units[index + 1]?.kind === 'qualifier') continue;
    if (unit.kind === 'word' && !searchBreakers.has(unit.word) && fillers < maxFillers) {
      fillers += 1;
      continue;
    }
    break;
  }
  return -1;
}

/** The foods joined to the one at `first` by and/or, allowing one filler ("or added sugar"). */
function joinedFoods(units: readonly Unit[], first: number): number[] {
  const found = [first];
  let index = first + 1;
  while (units[index]?.kind === 'joiner') {
    let candidate = index + 1;
    const between = units[candidate];
    if (between?.kind === 'word' && !listBreakers.has(between.word)) candidate += 1;
    if (!isFood(units[candidate])) break;
    found.push(candidate);
    index = candidate + 1;
  }
  return found;
}

/** The food just before `from`, past at most two linking words or commas. */
function foodBefore(units: readonly Unit[], from: number, links: ReadonlySet<string>): number {
  let skipped = 0;
  for (let index = from - 1; index >= 0 && skipped <= maxFillers; index--) {
    const unit = units[index];
    if (unit === undefined) break;
    if (unit.kind === 'food') return index;
    const linking =
      (unit.kind === 'stop' && !unit.hard) ||
      unit.kind === 'qualifier' ||
      (unit.kind === 'word' && links.has(unit.word));
    if (!linking) break;
    skipped += 1;
  }
  return -1;
}

function applyQualifiers(units: readonly Unit[]): void {
  units.forEach((unit, index) => {
    const qualifier = qualifierOf(unit);
    if (qualifier === null) return;
    if (qualifier.reach === 'next') {
      const next = units[index + 1];
      if (isFood(next)) qualify(next, qualifier);
      const before = units[index - 2];
      const link = units[index - 1];
      // "latte with oat milk", but not "toast with butter with oat milk latte": the milk there has its drink.
      if (
        qualifier.alsoBefore === true &&
        !isFood(next) &&
        isFood(before) &&
        link?.kind === 'word' &&
        link.word === 'with'
      ) {
        qualify(before, qualifier);
      }
      return;
    }
    // Right after a food it can still remove ("Heineken 0.0 crisps"): the words qualify the food
    // they follow when that food has what they remove and the next one does not.
    const previous = units[index - 1];
    const first = nextFood(units, index + 1);
    const following = units[first];
    if (
      unit.kind === 'qualifier' &&
      isFood(previous) &&
      qualifier.removes.some((tag) => previous.tags.has(tag)) &&
      !(isFood(following) && qualifier.removes.some((tag) => following.tags.has(tag)))
    ) {
      qualify(previous, qualifier);
      return;
    }
    if (first >= 0) {
      for (const target of joinedFoods(units, first)) {
        const food = units[target];
        if (isFood(food)) qualify(food, qualifier);
      }
      return;
    }
    const before = units[foodBefore(units, index, backLinks)];
    if (isFood(before)) qualify(before, qualifier);
  });
}

function applyNegators(units: readonly Unit[]): void {
  units.forEach((unit, index) => {
    if (unit.kind !== 'negator') return;
    const first = nextFood(units, index + 1);
    if (first < 0) return;
    const removed = new Set<TriggerFood>();
    for (const target of joinedFoods(units, first)) {
      const food = units[target];
      if (!isFood(food)) continue;
      food.negated = true;
      for (const tag of food.tags) removed.add(tag);
    }
    if (!unit.negator.fromDish) return;
    const dish = units[foodBefore(units, index, dishLinks)];
    if (isFood(dish) && !dish.negated) {
      for (const tag of removed) dish.tags.delete(tag);
    }
  });
}

/** The trigger foods in a meal description: unique, in catalogue order. Never throws. */
export function tagMeal(text: string): TriggerFood[] {
  try {
    const units = readUnits(tokenize(text), lexicon.root);
    applyQualifiers(units);
    applyNegators(units);
    const found = new Set<TriggerFood>();
    for (const unit of units) {
      if (unit.kind === 'food' && !unit.negated) for (const tag of unit.tags) found.add(tag);
    }
    return catalogueOrder.filter((id) => found.has(id));
  } catch {
    // A tagger bug must not take the insights engine down with it; an untagged meal is the safe
    // answer (it adds no exposure).
    return [];
  }
}

/** Phrases the lexicon gives two meanings (tests keep this empty). */
export const lexiconConflicts: readonly string[] = lexicon.conflicts;
