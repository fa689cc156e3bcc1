export { withExperimentTimes } from './experiment-reminder-times.ts';
export { readExperiments, scheduleOf } from './experiments-store.ts';
