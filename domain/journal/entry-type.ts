// The kinds of journal entry. The log page's `type` query parameter and its tabs name the
// symptom side in the plural ('symptoms'), which is a different vocabulary: see history.ts.
// 'bowel' (a bowel movement) is recorded like the others but is not part of the daily
// goal, which stays meals and symptom check-ins (decision 019).

export const ENTRY_TYPES = ['food', 'symptom', 'bowel'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
