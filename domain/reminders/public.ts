export {
  type ExperimentReminderKind,
  type ExperimentReminderQuiet,
  isClockTime,
  isExperimentReminderKind,
  nextReminderAt,
  type QuietHours,
  type ReminderKind,
  type ReminderTiming,
} from './reminder-schedule.ts';
export type { ReminderDto } from './reminders.ts';
export { MAX_REMINDERS, type ReminderFields, reminderInputSchema } from './reminders.ts';
