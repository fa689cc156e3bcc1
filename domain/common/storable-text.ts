// Text a person types is stored in PostgreSQL, whose text and jsonb types cannot hold U+0000 and
// whose UTF-8 cannot encode a lone UTF-16 surrogate (half of an emoji, say, cut off by a buggy
// client). Left to the database, either is a 500 ("invalid byte sequence for encoding UTF8") or,
// through node-postgres, a silent U+FFFD in place of what was sent. Every schema that accepts text
// (and every record key) runs this check first, so such input is a 400 naming the field instead.

// With the u flag a well-formed pair is one code point, so \p{Cs} matches only a lone surrogate.
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const unstorable = /[\u0000\p{Cs}]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this looks for.
const unstorableEverywhere = /[\u0000\p{Cs}]/gu;

/** True when PostgreSQL can store `value` exactly as it is. */
export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

/**
 * `value` with every character PostgreSQL cannot store replaced by U+FFFD, for quoting input back in
 * a message or a field path without echoing the broken character itself.
 */
export function toStorableText(value: string): string {
  return value.replace(unstorableEverywhere, '\uFFFD');
}

/** The message for text that cannot be stored, naming the field as people read it. */
export function unstorableTextMessage(field: string): string {
  return `${field} cannot contain a NUL character or a broken (unpaired surrogate) character`;
}

/**
 * Refinement options for z.string().refine(isStorableText, storableTextCheck('Notes')). `abort`
 * keeps the other checks (length, trimming rules) from also reporting on text that is already
 * refused.
 */
export function storableTextCheck(field: string) {
  return { error: unstorableTextMessage(field), abort: true } as const;
}
