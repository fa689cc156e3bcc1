export { readReminderExport } from './sender/reminder-export.ts';
export { insertScheduledReminders, lockPersonsReminders, type Tx } from './sender/reminder-store.ts';
export { type Queryable, readScheduleContext, rescheduleUserReminders } from './sender/schedule.ts';
