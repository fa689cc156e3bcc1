import { nextExperimentReminder } from '#domain/experiments/reminder-next.ts';
import type { ReminderDto } from '#domain/reminders/public.ts';
import { isExperimentReminderKind } from '#domain/reminders/public.ts';
import type { Database } from '#server/db/client.ts';
import { type Queryable, readScheduleContext } from '#server/features/reminders/public.ts';
import { readExperimentForReminders } from './experiment-reminders.ts';

// The reminders list's "Next:" for experiment reminders. Their stored due time is the plain weekly
// rule, which the sender may keep quiet; the list shows the next time one actually comes, or why
// none will (domain/experiments/reminder-next.ts). Kept out of the sender's modules: the rule
// reads meals with the tagger, which the sender thread loads only when it needs it.

/** `list` with each experiment reminder's next time following the person's experiment. */
export async function withExperimentTimes(
  db: Queryable & Pick<Database, 'execute'>,
  userId: string,
  list: ReminderDto[],
): Promise<ReminderDto[]> {
  const following = list.filter((reminder) => isExperimentReminderKind(reminder.kind) && reminder.nextAt);
  if (following.length === 0) return list;
  const experiment = await readExperimentForReminders(db, userId);
  const context = await readScheduleContext(db, userId);
  return list.map((reminder) => {
    if (!isExperimentReminderKind(reminder.kind) || reminder.nextAt === null) return reminder;
    const next = nextExperimentReminder({
      kind: reminder.kind,
      scheduledAt: new Date(reminder.nextAt),
      timing: { time: reminder.time, weekdays: reminder.weekdays },
      timeZone: context.timeZone,
      quietHours: context.quietHours,
      experiment,
    });
    return 'at' in next
      ? { ...reminder, nextAt: next.at.toISOString() }
      : { ...reminder, nextAt: null, quiet: next.quiet };
  });
}
