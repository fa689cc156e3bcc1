// Turns the lexicon's data into a token trie once, at module load, so tagging a meal is one walk over
// its words with no regex per phrase. Phrases are cut by the same tokenizer as meal text, and each
// food's last word also gets its plural spellings ("tomato" -> "tomatoes", "berry" -> "berries").

import type { TriggerFood } from '#domain/catalogues/trigger-foods.ts';
import { type FoodRow, foods, type Negator, negators, type Qualifier, qualifiers } from './lexicon.ts';
import { hardStop, softStop, tokenize } from './tokenize.ts';

/** What a matched phrase means. A phrase can be a food and a qualifier at once ("tofu"). */
export type LexiconEntry = {
  /** The food's triggers, or null when the phrase is not a food. */
  tags: readonly TriggerFood[] | null;
  qualifier: Qualifier | null;
  negator: Negator | null;
};

export type TrieNode = { next: Map<string, TrieNode>; entry: LexiconEntry | null; phrase: string };

export type CompiledLexicon = {
  root: TrieNode;
  /** Phrases given two different meanings; the first one wins. A test keeps this empty. */
  conflicts: readonly string[];
};

const plainWord = /^[a-z]+$/;

export function pluralForms(word: string): string[] {
  if (word.length < 3 || !plainWord.test(word)) return [];
  const forms = [`${word}s`, `${word}es`];
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('f')) forms.push(`${word.slice(0, -1)}ves`);
  if (word.endsWith('fe')) forms.push(`${word.slice(0, -2)}ves`);
  return forms;
}

function sameEntry(a: LexiconEntry, b: LexiconEntry): boolean {
  const sameTags =
    a.tags === b.tags ||
    (a.tags !== null &&
      b.tags !== null &&
      a.tags.length === b.tags.length &&
      a.tags.every((t) => b.tags?.includes(t)));
  return sameTags && a.qualifier === b.qualifier && a.negator === b.negator;
}

function splitPhrases(phrases: string): string[][] {
  return phrases
    .split('|')
    .map((phrase) => tokenize(phrase).filter((token) => token !== softStop && token !== hardStop))
    .filter((tokens) => tokens.length > 0);
}

export function compileLexicon(
  foodRows: readonly FoodRow[] = foods,
  qualifierRows: readonly Qualifier[] = qualifiers,
  negatorRows: readonly Negator[] = negators,
): CompiledLexicon {
  const root: TrieNode = { next: new Map(), entry: null, phrase: '' };
  const conflicts: string[] = [];
  const nodeFor = (tokens: readonly string[]): TrieNode => {
    let node = root;
    for (const token of tokens) {
      let child = node.next.get(token);
      if (child === undefined) {
        child = {
          next: new Map(),
          entry: null,
          phrase: node.phrase === '' ? token : `${node.phrase} ${token}`,
        };
        node.next.set(token, child);
      }
      node = child;
    }
    return node;
  };
  const sources: { tokens: string[]; entry: LexiconEntry; pluralize: boolean }[] = [];
  for (const [phrases, tags] of foodRows) {
    for (const tokens of splitPhrases(phrases)) {
      sources.push({ tokens, entry: { tags, qualifier: null, negator: null }, pluralize: true });
    }
  }
  for (const qualifier of qualifierRows) {
    for (const tokens of splitPhrases(qualifier.phrases)) {
      sources.push({
        tokens,
        entry: { tags: qualifier.tags ?? null, qualifier, negator: null },
        pluralize: true,
      });
    }
  }
  for (const negator of negatorRows) {
    for (const tokens of splitPhrases(negator.phrases)) {
      sources.push({ tokens, entry: { tags: null, qualifier: null, negator }, pluralize: false });
    }
  }
  // Written spellings first, so a generated plural never overrides one the lexicon lists itself
  // ("pepper" is the seasoning, "peppers" the vegetable).
  for (const { tokens, entry } of sources) {
    const node = nodeFor(tokens);
    if (node.entry === null) node.entry = entry;
    else if (!sameEntry(node.entry, entry)) conflicts.push(node.phrase);
  }
  for (const { tokens, entry, pluralize } of sources) {
    if (!pluralize) continue;
    const last = tokens[tokens.length - 1] ?? '';
    for (const plural of pluralForms(last)) {
      const node = nodeFor([...tokens.slice(0, -1), plural]);
      if (node.entry === null) node.entry = entry;
    }
  }
  return { root, conflicts };
}
