export { withExperimentTimes } from './experiment-reminder-times.ts';
export { followExperiment } from './experiment-reminders.ts';
export { readExperiments, scheduleOf } from './experiments-store.ts';
