export * from './auth.ts';
export * from './profiles.ts';
