import { dayRange, localDayKey } from '#domain/common/day-boundaries.ts';
import { alreadyLogged, REMINDER_LATENESS_LIMIT_MS } from '#domain/reminders/reminder-schedule.ts';
import type { Database } from '#server/db/client.ts';
import { followExperiment } from '#server/features/experiments/public.ts';
import { followQuestionnaire } from '#server/features/questionnaires/public.ts';
import type { Logger } from '#server/logger.ts';
import type { Decision, DueMove, DueRow } from './reminder-task-types.ts';
import { nextDueAt, type ScheduleContext, storedQuietHours } from './schedule.ts';

/**
 * Next times already worked out in a batch, by rule: reminders due in the same minute mostly
 * share their rule (the presets' times, a few zones), so each distinct rule's is worked out once.
 */
export type NextTimes = Map<string, Date | null>;

/** What becomes of one locked reminder: its move, and what to deliver when anything is. */
export type DuePlan = { move: DueMove; decision: Decision | undefined };

/**
 * Works out one locked, enabled reminder at its due time: its next time, and whether it is
 * delivered now. Throws when it cannot be worked out (nothing is then sent for it).
 */
export async function planDueReminder(
  tx: Pick<Database, 'execute'>,
  reminder: DueRow,
  dueAt: Date,
  current: Date,
  nextTimes: NextTimes,
  log: Logger,
): Promise<DuePlan> {
  // The job ran before the row's time (the row moved on since): wait for the row's time.
  if (dueAt.getTime() > current.getTime() + 1000) {
    return {
      move: {
        reminder_id: reminder.id,
        user_id: reminder.user_id,
        due_at: dueAt.toISOString(),
        outcome: null,
        next_due_at: dueAt.toISOString(),
      },
      decision: undefined,
    };
  }
  const context: ScheduleContext = {
    timeZone: reminder.timezone ?? 'UTC',
    quietHours: storedQuietHours({ quietStart: reminder.quiet_start, quietEnd: reminder.quiet_end }),
  };
  const following = followingDueAt(
    reminder,
    context,
    Math.max(dueAt.getTime(), current.getTime()),
    nextTimes,
  );
  // A due time already delivered (impossible while its row and the reminder's move commit
  // together, but never worth a second notification) only moves the reminder on.
  // Experiment reminders come only on the days their experiment asks something, questionnaire
  // reminders only on a questionnaire's due day until it is filled in (one more read, for those
  // alone: experiment-reminders.ts, questionnaire-reminders.ts).
  const decision = reminder.delivered
    ? undefined
    : await followQuestionnaire(
        tx,
        reminder,
        dueAt,
        context.timeZone,
        await followExperiment(
          tx,
          reminder,
          dueAt,
          context.timeZone,
          decideDelivery(reminder, dueAt, current, context.timeZone),
        ),
      );
  if (decision?.outcome === 'late') {
    log.warn(
      {
        reminderId: reminder.id,
        dueAt: dueAt.toISOString(),
        lateMs: current.getTime() - dueAt.getTime(),
      },
      'reminder dropped: more than an hour late',
    );
  }
  return {
    move: {
      reminder_id: reminder.id,
      user_id: reminder.user_id,
      due_at: dueAt.toISOString(),
      outcome: decision?.outcome ?? null,
      next_due_at: following?.toISOString() ?? null,
    },
    decision,
  };
}

/** The reminder's next due time after `after` (ms), from the batch's cache when its rule is there. */
function followingDueAt(
  reminder: DueRow,
  context: ScheduleContext,
  after: number,
  nextTimes: NextTimes,
): Date | null {
  const rule = JSON.stringify([
    reminder.time,
    reminder.weekdays,
    context.timeZone,
    context.quietHours,
    after,
  ]);
  let following = nextTimes.get(rule);
  if (following === undefined) {
    following = nextDueAt(
      { id: reminder.id, time: reminder.time, weekdays: reminder.weekdays, enabled: true },
      context,
      new Date(after),
    );
    nextTimes.set(rule, following);
  }
  return following;
}

/** Whether a due time is delivered, and how: late, paused and answered ones are not. */
export function decideDelivery(reminder: DueRow, dueAt: Date, current: Date, timeZone: string): Decision {
  const none = { devices: [], email: false };
  if (current.getTime() - dueAt.getTime() > REMINDER_LATENESS_LIMIT_MS) return { outcome: 'late', ...none };
  if (reminder.paused_until && new Date(reminder.paused_until).getTime() > dueAt.getTime())
    return { outcome: 'paused', ...none };
  if (reminder.skip_if_logged) {
    const { start, end } = dayRange(localDayKey(dueAt, timeZone), timeZone);
    const entries = reminder.entries.filter((entry) => {
      const at = new Date(entry.occurredAt).getTime();
      return at >= start.getTime() && at < end.getTime();
    });
    if (alreadyLogged(reminder.kind, reminder.time, entries)) return { outcome: 'already-logged', ...none };
  }
  // No device allowed notifications (or all were removed): email stands in.
  if (reminder.channel === 'push' && reminder.devices.length > 0)
    return { outcome: 'sent', devices: reminder.devices, email: false };
  return { outcome: 'sent', devices: [], email: true };
}
