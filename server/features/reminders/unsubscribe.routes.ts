import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type ReminderKind, reminderName } from '../../../domain/rules/reminder-schedule.ts';
import type { AppEnv } from '../../app-env.ts';
import { setDueJob } from '../../reminders/schedule.ts';
import { isValidUnsubscribeToken, tokenReminderId } from '../../reminders/unsubscribe-token.ts';

// The link in every reminder email (RFC 8058). It works without signing in: the token is the
// proof (server/reminders/unsubscribe-token.ts). GET shows a page with one button, because mail
// scanners follow links; POST (the button, or a mail client's one-click) turns that one reminder
// off and nothing else.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(c: Context<AppEnv>, status: 200 | 400, title: string, body: string) {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Tend</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/app/profile">Open your reminders in Tend</a></p></main></body></html>`,
    status,
  );
}

const invalidLink = (c: Context<AppEnv>) =>
  page(
    c,
    400,
    'This link does not work',
    '<p>This unsubscribe link is not valid, or its reminder was deleted. You can turn reminders off in your profile.</p>',
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

export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const reminder = await findReminder(c);
    if (!reminder) return invalidLink(c);
    const name = escapeHtml(reminderName(reminder.kind, reminder.time).toLowerCase());
    if (!reminder.enabled) {
      return page(
        c,
        200,
        'Already stopped',
        `<p>Your ${name} reminder is off. Nothing else was changed.</p>`,
      );
    }
    const action = `/api/unsubscribe?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
    return page(
      c,
      200,
      'Stop this reminder?',
      `<p>Tend will stop sending your ${name} reminder. Your other reminders stay as they are.</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Stop this reminder</button></form>`,
    );
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
    const name = escapeHtml(reminderName(reminder.kind, reminder.time).toLowerCase());
    return page(
      c,
      200,
      'Reminder stopped',
      `<p>Your ${name} reminder is off. Your other reminders stay as they are.</p>`,
    );
  });
