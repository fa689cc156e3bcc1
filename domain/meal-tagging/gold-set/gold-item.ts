import type { TriggerFood } from '#domain/catalogues/trigger-foods.ts';

/** One hand-labelled meal: what a careful reader infers from the text, by docs/decisions/009. */
export type GoldItem = { text: string; labels: readonly TriggerFood[] };

export type GoldRow = readonly [text: string, labels: readonly TriggerFood[]];

// Rows are written as tuples so that each labelled meal stays on one readable line.
export function goldItems(rows: readonly GoldRow[]): GoldItem[] {
  return rows.map(([text, labels]) => ({ text, labels }));
}
