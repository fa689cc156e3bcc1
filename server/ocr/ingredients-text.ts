// Finds the ingredients list in the text OCR read off a food label and splits it into ingredients.
// Pure text work, so its rules are tested without an image. Labels write the list in many ways
// ("INGREDIENTS:", "Ingredients -", "Ingredlents" from a smudged photo); it ends where the next
// section starts (allergy advice, nutrition, storage, best before, the maker's address).

/** The heading word, tolerant of the letters OCR most often confuses (i/l/1, e/c, n/m). */
const headingPattern = /\b[i1l|][nm]gr[eco]d[i1l|][eco][nm]ts?\b\s*[:;.\-–—]?/i;

/** Headings of the sections that follow the list on a label. */
const nextSectionPattern = new RegExp(
  [
    String.raw`\bcontains?\b\s*[:;]`,
    String.raw`\bmay\s+contain\b`,
    String.raw`\ballerg(?:y|en|ens)\s+(?:advice|information|info)\b`,
    String.raw`\bfor\s+allergens\b`,
    String.raw`\bnutrition(?:al)?\b`,
    String.raw`\btypical\s+values\b`,
    String.raw`\bbest\s+before\b`,
    String.raw`\buse\s+by\b`,
    String.raw`\bstorage\b`,
    String.raw`\bstore\s+in\b`,
    String.raw`\bkeep\s+refrigerated\b`,
    String.raw`\bonce\s+opened\b`,
    String.raw`\bsuitable\s+for\b`,
    String.raw`\bmanufactured\s+(?:by|in|for)\b`,
    String.raw`\bpacked\s+(?:by|in|for)\b`,
    String.raw`\bproduced\s+(?:by|in|for)\b`,
    String.raw`\bnet\s+(?:weight|wt)\b`,
    String.raw`\bdirections\b`,
    String.raw`\bpreparation\b`,
  ].join('|'),
  'i',
);

/** The ingredients section of a label's text, on one line; '' when the label has no such heading. */
export function findIngredientsSection(text: string): string {
  const heading = headingPattern.exec(text);
  if (!heading) return '';
  const after = text.slice(heading.index + heading[0].length);
  // Lines broken by the label's layout are one list; a hyphen at a line's end splits a word.
  const joined = after
    .replace(/(\p{L})-\s*\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  const next = nextSectionPattern.exec(joined);
  return (next ? joined.slice(0, next.index) : joined).trim();
}

/**
 * The ingredients of a list, in the label's order. Sub-ingredients in parentheses or brackets
 * follow their parent ("emulsifier (E471)" stays one ingredient, "chocolate (sugar, cocoa butter)"
 * gives chocolate, sugar, cocoa butter); percentages are dropped, E numbers are kept as written.
 */
export function splitIngredients(section: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let inner = '';
  const pushCurrent = (value: string) => {
    for (const piece of value.split(/\s+and\s+|\s*&\s*/i)) parts.push(piece);
  };
  // A decimal comma (12,5%) is a number, not a separator.
  for (const char of section.replace(/(\d),(\d)/g, '$1.$2')) {
    if (char === '(' || char === '[' || char === '{') {
      if (depth === 0) inner = '';
      else inner += char;
      depth += 1;
    } else if ((char === ')' || char === ']' || char === '}') && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        const innerParts = inner.split(/[,;]/).map(cleanIngredient).filter(Boolean);
        // One short additive code or a percentage qualifies its parent; a list is its parts.
        if (innerParts.length === 1 && isQualifier(innerParts[0] ?? '')) {
          current += ` (${innerParts[0]})`;
        } else {
          pushCurrent(current);
          current = '';
          for (const part of innerParts) parts.push(part);
        }
      } else {
        inner += char;
      }
    } else if (depth > 0) {
      inner += char;
    } else if (char === ',' || char === ';') {
      pushCurrent(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (depth > 0) current += ` ${inner}`;
  pushCurrent(current);
  // The parent of a parenthesised list was pushed before its parts; keep order, drop repeats.
  const seen = new Set<string>();
  const ingredients: string[] = [];
  for (const part of parts) {
    const cleaned = cleanIngredient(part);
    if (!cleaned) continue;
    const key = cleaned.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    ingredients.push(cleaned);
  }
  return ingredients;
}

/** The ingredients read from a whole label's text; [] when no ingredients heading was found. */
export function extractIngredients(text: string): string[] {
  return splitIngredients(findIngredientsSection(text));
}

const eNumberPattern = /^E\s?\d{3,4}[a-z]?$/i;

function isQualifier(value: string): boolean {
  return eNumberPattern.test(value) || /^[A-Z]{1,3}\d*$/.test(value);
}

/** Strips percentages, stray OCR marks and the list's closing full stop from one ingredient. */
export function cleanIngredient(raw: string): string {
  let value = raw
    // 54%, 5.4 %, 12,5%
    .replace(/\d+(?:[.,]\d+)?\s*%/g, ' ')
    // Marks OCR reads off specks, rules and bold-type allergen emphasis.
    .replace(/[*_|~`^"“”«»¢©®™•·{}<>\\=+#@$]/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Leading and trailing punctuation: a list's last full stop, a colon after "preservative".
  value = value.replace(/^[\s.,:;'’\-–—!?/]+|[\s.,:;'’\-–—!?/]+$/g, '');
  // A class name before a colon ("preservative: calcium propionate") names the ingredient after it.
  const colon = value.lastIndexOf(':');
  if (colon >= 0) value = value.slice(colon + 1).trim();
  // A fragment of one or two letters with no vowel is a speck, not an ingredient.
  if (!/\p{L}{2,}/u.test(value) && !eNumberPattern.test(value)) return '';
  return value;
}
