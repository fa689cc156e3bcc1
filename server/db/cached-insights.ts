// The insights engine's last stored result (user_insights), read by more than the insights feature:
// Trends marks the reported patterns on its charts without running the engine again.

import { eq } from 'drizzle-orm';
import type { AnalyzeJournalResult } from '#domain/insights/index.ts';
import type { Database } from './client.ts';
import { userInsights } from './schema/index.ts';

export type CachedInsights = { insights: AnalyzeJournalResult; generatedAt: Date; expiresAt: Date };

/** The stored result, even when past its lifetime: the last word the engine said. */
export async function readCachedInsights(db: Database, userId: string): Promise<CachedInsights | null> {
  const [row] = await db
    .select({
      insights: userInsights.insights,
      generatedAt: userInsights.generatedAt,
      expiresAt: userInsights.expiresAt,
    })
    .from(userInsights)
    .where(eq(userInsights.userId, userId));
  if (!row) return null;
  return {
    insights: row.insights as AnalyzeJournalResult,
    generatedAt: row.generatedAt,
    expiresAt: row.expiresAt,
  };
}
