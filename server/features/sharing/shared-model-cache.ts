import type pg from 'pg';
import type { ReportModel } from '#domain/report/public.ts';

// The shared page's report model, kept between requests in this process: building it runs the
// insights engine over the link's days (most of a year's page time, docs/performance.md). The
// link's row is still read on every request, so a revocation or expiry holds at once; the model is
// reused only while a fingerprint of everything it reads is unchanged (entries of its days, with
// the week before that the rolling average reads; medication changes; experiments; questionnaires; the profile)
// and the person's day is the same. Deleting a row lowers a count, adding or editing one moves a
// latest update time, so any change the person makes gives a new fingerprint.

const MAX_MODELS = 16;
const models = new Map<string, { fingerprint: string; model: ReportModel }>();

export async function modelFingerprint(
  pool: pg.Pool,
  userId: string,
  readStart: Date,
  readEnd: Date,
  today: string,
): Promise<string> {
  const { rows } = await pool.query<{ print: string }>(
    `select concat_ws('|',
       (select count(*) || ':' || coalesce(max(updated_at)::text, '') from journal_entries
         where user_id = $1 and occurred_at >= $2 and occurred_at < $3),
       (select count(*) || ':' || coalesce(max(updated_at)::text, '') from medication_changes where user_id = $1),
       (select count(*) || ':' || coalesce(max(updated_at)::text, '') from experiments where user_id = $1),
       (select count(*) || ':' || coalesce(max(updated_at)::text, '') from questionnaire_responses where user_id = $1),
       (select updated_at::text from user_profiles where user_id = $1),
       $4::text) as print`,
    [userId, readStart, readEnd, today],
  );
  return rows[0]?.print ?? '';
}

export function cachedModel(linkId: string, fingerprint: string): ReportModel | undefined {
  const kept = models.get(linkId);
  if (!kept || kept.fingerprint !== fingerprint) return undefined;
  // Most recently used last, so the first key is the one to drop.
  models.delete(linkId);
  models.set(linkId, kept);
  return kept.model;
}

export function keepModel(linkId: string, fingerprint: string, model: ReportModel): void {
  models.delete(linkId);
  models.set(linkId, { fingerprint, model });
  while (models.size > MAX_MODELS) {
    const oldest = models.keys().next().value;
    if (oldest === undefined) break;
    models.delete(oldest);
  }
}
