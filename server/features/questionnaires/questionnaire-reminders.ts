import { sql } from 'drizzle-orm';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import type { DayKey } from '#domain/common/day-key.ts';
import {
  activeInstruments,
  DEFAULT_SETTINGS,
  type Frequency,
  type InstrumentId,
  nextQuestionnaireReminder,
  type QuestionnaireForReminder,
  questionnaireReminderDecision,
} from '#domain/questionnaires/public.ts';
import { type ReminderDto, type ReminderKind, reminderMessages } from '#domain/reminders/public.ts';
import type { Database } from '#server/db/client.ts';
import { type Queryable, readScheduleContext } from '#server/features/reminders/public.ts';
import { ProblemError } from '#server/http/problem.ts';

// The questionnaire reminder at send time, in the reminders list, and when one is set (the rule is
// the domain's, domain/questionnaires/reminder.ts). Its due times are every day at the person's
// time; when one falls due the sender asks this module whether a questionnaire is due that day and
// not yet filled in. One more round trip, for this kind alone.

type Pending = { outcome: string; devices: readonly unknown[]; email: boolean };
export type QuestionnaireSkip = { outcome: 'no-step' | 'already-logged'; devices: never[]; email: false };

type Row = {
  conditions: string[] | null;
  frequency: Frequency | null;
  weekday: number | null;
  instruments: InstrumentId[] | null;
  anchor_day: DayKey | null;
  created_ms: number | string;
  last_filled: Partial<Record<InstrumentId, DayKey>> | null;
};

/** The person's conditions, schedule (the default without one) and each questionnaire's latest day. */
async function readQuestionnaire(
  db: Pick<Database, 'execute'>,
  userId: string,
  timeZone: string,
): Promise<QuestionnaireForReminder> {
  const { rows } = await db.execute<Row>(
    sql`select p.conditions, s.frequency, s.weekday, s.instruments, s.anchor_day::text as anchor_day,
               (extract(epoch from u.created_at) * 1000)::float8 as created_ms,
               (select json_object_agg(r.instrument, r.last::text)
                  from (select instrument, max(day) as last from questionnaire_responses
                         where user_id = u.id group by instrument) r) as last_filled
          from "user" u
          left join user_profiles p on p.user_id = u.id
          left join questionnaire_settings s on s.user_id = u.id
         where u.id = ${userId}`,
  );
  const row = rows[0];
  const settings =
    row?.frequency != null && row.weekday != null
      ? { frequency: row.frequency, weekday: row.weekday, instruments: row.instruments ?? null }
      : DEFAULT_SETTINGS;
  return {
    conditions: row?.conditions ?? [],
    settings,
    // As the questionnaires page reads it: without a schedule, anchored on the account's first day.
    anchor: row?.anchor_day ?? localDayKey(new Date(Number(row?.created_ms ?? Date.now())), timeZone),
    lastFilled: row?.last_filled ?? {},
  };
}

/**
 * The sender's decision for a reminder, followed through the person's questionnaire: any other
 * kind, or one already late or paused, is returned as it came; a questionnaire reminder about to
 * be sent is kept quiet on a day no questionnaire is due, and skipped once it is filled in.
 */
export async function followQuestionnaire<D extends Pending>(
  tx: Pick<Database, 'execute'>,
  reminder: { kind: ReminderKind; user_id: string; time: string },
  dueAt: Date,
  timeZone: string,
  decision: D,
): Promise<D | QuestionnaireSkip> {
  if (reminder.kind !== 'questionnaire' || decision.outcome !== 'sent') return decision;
  const questionnaire = await readQuestionnaire(tx, reminder.user_id, timeZone);
  const outcome = questionnaireReminderDecision({
    dueAt,
    time: reminder.time,
    timeZone,
    questionnaire,
  });
  return outcome === 'due' ? decision : { outcome, devices: [], email: false };
}

/** `list` with each questionnaire reminder's next time on a due day, or why none will come. */
export async function withQuestionnaireTimes(
  db: Queryable & Pick<Database, 'execute'>,
  userId: string,
  list: ReminderDto[],
): Promise<ReminderDto[]> {
  if (!list.some((reminder) => reminder.kind === 'questionnaire' && reminder.nextAt)) return list;
  const context = await readScheduleContext(db, userId);
  const questionnaire = await readQuestionnaire(db, userId, context.timeZone);
  return list.map((reminder) => {
    if (reminder.kind !== 'questionnaire' || reminder.nextAt === null) return reminder;
    const next = nextQuestionnaireReminder({
      scheduledAt: new Date(reminder.nextAt),
      timing: { time: reminder.time, weekdays: reminder.weekdays },
      timeZone: context.timeZone,
      quietHours: context.quietHours,
      questionnaire,
    });
    return 'at' in next
      ? { ...reminder, nextAt: next.at.toISOString() }
      : { ...reminder, nextAt: null, quiet: next.quiet };
  });
}

/**
 * Refuses a questionnaire reminder to a person with no questionnaire on: it could never come, and
 * a reminder that silently never comes is worse than a clear "not yet".
 */
export async function checkQuestionnaireReminder(
  db: Pick<Database, 'execute'>,
  userId: string,
  kinds: readonly ReminderKind[],
): Promise<void> {
  if (!kinds.includes('questionnaire')) return;
  const { conditions, settings } = await readQuestionnaire(db, userId, 'UTC');
  if (activeInstruments(conditions, settings).length > 0) return;
  throw new ProblemError(400, 'validation_failed', reminderMessages.noQuestionnaire, [
    { field: 'kind', message: reminderMessages.noQuestionnaire },
  ]);
}
