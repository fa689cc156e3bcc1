import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '#server/config.ts';
import type { Queryable } from './schedule.ts';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * The server's VAPID keys: the operator's, or the pair kept in the database, generated the first
 * time any instance asks. Instances starting together race to insert; the first row wins and
 * everyone reads it back, so they all sign with the same key.
 */
export async function loadVapidKeys(
  db: Pick<Queryable, 'execute'>,
  config: Pick<Config, 'reminders'>,
): Promise<VapidKeys> {
  const { vapidKeys, vapidSubject } = config.reminders;
  if (vapidKeys) return { ...vapidKeys, subject: vapidSubject };
  const generated = webpush.generateVAPIDKeys();
  await db.execute(
    sql`insert into web_push_keys (id, public_key, private_key) values (1, ${generated.publicKey}, ${generated.privateKey})
        on conflict (id) do nothing`,
  );
  const { rows } = await db.execute<{ public_key: string; private_key: string }>(
    sql`select public_key, private_key from web_push_keys where id = 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('The web push keys could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key, subject: vapidSubject };
}
