export * from './auth.ts';
export * from './journal.ts';
export * from './profiles.ts';
