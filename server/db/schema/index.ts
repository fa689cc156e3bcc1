export * from './auth.ts';
export * from './experiments.ts';
export * from './insights.ts';
export * from './journal.ts';
export * from './medications.ts';
export * from './profiles.ts';
export * from './reminders.ts';
export * from './sharing.ts';
