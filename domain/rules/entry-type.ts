// The two kinds of journal entry. The log page's `type` query parameter and its tabs name the
// symptom side in the plural ('symptoms'), which is a different vocabulary: see history.ts.

export const ENTRY_TYPES = ['food', 'symptom'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
