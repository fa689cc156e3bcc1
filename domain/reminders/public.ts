export {
  type ExperimentReminderKind,
  type ExperimentReminderQuiet,
  isClockTime,
  isExperimentReminderKind,
  nextReminderAt,
  type QuietHours,
  type ReminderKind,
  type ReminderQuiet,
  type ReminderTiming,
} from './reminder-schedule.ts';
export {
  MAX_REMINDERS,
  type ReminderDto,
  type ReminderFields,
  reminderInputSchema,
  reminderMessages,
} from './reminders.ts';
