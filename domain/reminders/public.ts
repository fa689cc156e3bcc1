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
export { type ReminderDto, reminderMessages } from './reminders.ts';
