import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type ReminderKind, reminderName } from '#domain/reminders/reminder-schedule.ts';
import type { AppEnv } from '#server/app-env.ts';
import { setDueJob } from '#server/features/reminders/sender/schedule.ts';
import {
  isValidUnsubscribeToken,
  tokenReminderId,
} from '#server/features/reminders/sender/unsubscribe-token.ts';
import { problem } from '#server/http/problem.ts';

// The unsubscribe link in every reminder email (RFC 8058). It works without signing in: the token
// is the proof (server/features/reminders/sender/unsubscribe-token.ts). Two steps, because mail scanners follow
// links: the email links to the web app's page /unsubscribe, which reads the reminder here and
// shows one button; only the POST (that button, or a mail client's one-click from the
// List-Unsubscribe header) turns that one reminder off, and nothing else.

const invalidLink = (c: Context<AppEnv>) =>
  problem(
    c,
    400,
    'invalid_unsubscribe_link',
    'This unsubscribe link is not valid, or its reminder was deleted. You can turn reminders off in your profile.',
  );

type Owned = { id: string; user_id: string; kind: ReminderKind; time: string; enabled: boolean };

async function findReminder(c: Context<AppEnv>): Promise<Owned | undefined> {
  const token = c.req.query('token') ?? '';
  const id = tokenReminderId(token);
  if (!id) return undefined;
  const { rows } = await c.var.deps.db.execute<Owned>(
    sql`select id, user_id, kind, time, enabled from reminders where id = ${id}`,
  );
  const reminder = rows[0];
  if (!reminder) return undefined;
  const valid = isValidUnsubscribeToken(c.var.deps.reminders.linkSecret, token, {
    reminderId: reminder.id,
    userId: reminder.user_id,
  });
  return valid ? reminder : undefined;
}

/** 'Morning check-in': which reminder the link stops, in the words the profile uses. */
const nameOf = (reminder: Owned) => reminderName(reminder.kind, reminder.time);

export const unsubscribeRoutes = new Hono<AppEnv>()
  // The List-Unsubscribe address opened in a browser (and links in emails sent before the page
  // existed): the page asks first, whatever opened it.
  .get('/', (c) => c.redirect(`/unsubscribe${new URL(c.req.url).search}`, 303))
  .get('/reminder', async (c) => {
    const reminder = await findReminder(c);
    if (!reminder) return invalidLink(c);
    return c.json({ name: nameOf(reminder), enabled: reminder.enabled });
  })
  .post('/', async (c) => {
    const reminder = await findReminder(c);
    if (!reminder) return invalidLink(c);
    await c.var.deps.db.transaction(async (tx) => {
      await tx.execute(
        sql`update reminders set enabled = false, next_due_at = null, updated_at = now() where id = ${reminder.id}`,
      );
      await setDueJob(tx, reminder.id, null);
    });
    c.var.deps.logger.info({ reminderId: reminder.id }, 'reminder turned off from its email');
    return c.json({ name: nameOf(reminder), enabled: false });
  });
