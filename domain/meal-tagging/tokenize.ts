// Meal text to lowercase word tokens, shared by the lexicon compiler and tagMeal so that a phrase
// and the text it should match are cut the same way. Two punctuation tokens survive because they
// bound the reach of negation: ',' (a list item ends) and '.' (a sentence or clause ends).
// '&', '+' and '/' become 'and' ("feta & tomatoes"); "w" and "w/" are "with", "w/o" "without".

export const softStop = ',';
export const hardStop = '.';

const softStopChars = new Set([',', '(', ')', '[', ']', '{', '}']);
const joinerChars = new Set(['&', '+', '/']);
// Apostrophes join ("mcdonald's" -> "mcdonalds", "sweet'n" -> "sweetn") rather than split.
const apostrophes = new Set(["'", '\u2019', '\u02bc', '`', '\u00b4']);
const markPattern = /\p{M}/u;
const wordCharPattern = /[\p{L}\p{N}]/u;

function isWordChar(char: string): boolean {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code < 128) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  }
  return wordCharPattern.test(char);
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}

function isDigits(word: string): boolean {
  if (word === '') return false;
  for (const char of word) if (!isDigit(char)) return false;
  return true;
}

function hardStopChar(char: string): boolean {
  return '.!?;:\n\r|\u2022'.includes(char);
}

export function tokenize(text: string): string[] {
  if (typeof text !== 'string' || text.length === 0) return [];
  let normalized: string;
  try {
    // NFKD splits accents off letters (jalapeño, crème brûlée, phở) so they can be dropped below.
    normalized = text.normalize('NFKD').toLowerCase();
  } catch {
    normalized = text.toLowerCase();
  }
  const tokens: string[] = [];
  let word = '';
  let afterWithSlash = false;
  // Index of a 'with' that was typed as a bare "w", so that "w/o" can still become 'without'.
  let shortWithAt = -1;
  const endWord = (): void => {
    if (word === '') return;
    if (afterWithSlash && word === 'o') {
      tokens[tokens.length - 1] = 'without';
    } else if (word === 'w') {
      tokens.push('with');
      shortWithAt = tokens.length - 1;
    } else {
      tokens.push(word);
    }
    afterWithSlash = false;
    word = '';
  };
  const pushStop = (stop: string): void => {
    afterWithSlash = false;
    const last = tokens[tokens.length - 1];
    if (last === hardStop) return;
    if (last === softStop) {
      if (stop === hardStop) tokens[tokens.length - 1] = hardStop;
      return;
    }
    if (tokens.length > 0) tokens.push(stop);
  };
  // The UTF-16 index of the current character, for the look-ahead below (an emoji is two units).
  let offset = -1;
  let nextOffset = 0;
  for (const char of normalized) {
    offset = nextOffset;
    nextOffset += char.length;
    if (isWordChar(char)) {
      word += char;
      continue;
    }
    // A decimal point inside a number is part of it: "Heineken 0.0" names an alcohol-free beer, not
    // a sentence that ends after "0".
    if (char === '.' && isDigits(word) && isDigit(normalized[offset + 1])) {
      word += char;
      continue;
    }
    if (markPattern.test(char)) continue;
    if (apostrophes.has(char)) {
      continue;
    }
    endWord();
    if (char === '/' && shortWithAt >= 0 && shortWithAt === tokens.length - 1) {
      afterWithSlash = true;
    } else if (joinerChars.has(char)) {
      afterWithSlash = false;
      tokens.push('and');
    } else if (softStopChars.has(char)) {
      pushStop(softStop);
    } else if (hardStopChar(char)) {
      pushStop(hardStop);
    }
  }
  endWord();
  return tokens;
}
