import os from 'node:os';

/**
 * One line on the machine a bench ran on. The load average is there because other work on a small
 * machine (a test run, a build) moves every figure: a bench run under load is worth re-running.
 */
export function describeMachine(): string {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const memoryGiB = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `Node ${process.versions.node}, ${os.availableParallelism()} cores, ${memoryGiB} GiB, ${os.platform()} ${os.release()}; load average ${load}`;
}
