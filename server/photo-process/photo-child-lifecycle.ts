import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { type Job, namedError } from './photo-job.ts';
import { type PhotoJobAnswer, photoPipeFd } from './photo-process-messages.ts';

// The photo process's one child (photo-process.ts): started for a job, settling its answers, told to
// leave after an idle spell or its number of jobs, and failing its running jobs when it is gone.

export type Running = { job: Job; timer: NodeJS.Timeout };

export type Child = {
  process: ChildProcess;
  jobs: number;
  running: Map<number, Running>;
  idleTimer?: NodeJS.Timeout;
  gone: boolean;
};

/** How long a child told to leave may take before it is killed. */
const leaveWaitMs = 5_000;

/**
 * Only what the child needs: it holds no secret of the server's (database, AI key, auth secret).
 * Two malloc arenas: a decode's native memory stays in few arenas instead of one per thread.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: '2' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_ENV'])
    if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}

/** A child with no photo must not keep a finished process (a script, a test) alive. */
export function holdOpen(current: Child, hold: boolean): void {
  const pipe = current.process.stdio[photoPipeFd] as Socket | null;
  if (hold) {
    current.process.ref();
    current.process.channel?.ref();
    pipe?.ref();
  } else {
    current.process.unref();
    current.process.channel?.unref();
    pipe?.unref();
  }
}

type ChildEvents = {
  onAnswer: (current: Child, answer: PhotoJobAnswer) => void;
  onGone: (current: Child, why: string) => void;
};

function forkChild(childPath: string, events: ChildEvents): Child {
  const forked = fork(childPath, [], {
    serialization: 'advanced',
    // Not the server's flags (or a test runner's): the child runs its .ts as Node does natively.
    execArgv: [],
    env: childEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc', 'pipe'],
  });
  // A child that died leaves the pipe broken: its 'exit' fails the photo, not this error.
  forked.stdio[photoPipeFd]?.on('error', () => undefined);
  const current: Child = { process: forked, jobs: 0, running: new Map(), gone: false };
  if (forked.pid !== undefined) {
    try {
      // Also set by the child itself; here for the threads Node starts before its first line.
      setPriority(forked.pid, 19);
    } catch {
      // Not allowed here; the child still lowers its own main thread.
    }
  }
  forked.on('message', (answer: PhotoJobAnswer) => events.onAnswer(current, answer));
  forked.once('exit', (code, signal) => events.onGone(current, signal ?? `exit code ${code}`));
  forked.once('error', (error) => events.onGone(current, error.message));
  return current;
}

export type ChildLifecycleOptions = {
  childPath: string;
  idleMs: number;
  jobsPerChild: number;
  /** Called whenever the child may take another job: a job settled, or the child is gone. */
  onFree: () => void;
};

export type ChildLifecycle = {
  /** The child jobs go to, if one is running. */
  current(): Child | undefined;
  /** The child for the next job: a spent one told to leave, a new one started if none runs. */
  take(): Child;
  /** Stops sending jobs to a child about to be killed; its exit still fails its other jobs. */
  forget(current: Child): void;
  /** Fails a child's running jobs; the next job starts a new child. */
  gone(current: Child, why: string): void;
  /** Tells the child to leave and waits for its exit. */
  close(): Promise<void>;
};

export function createChildLifecycle(options: ChildLifecycleOptions): ChildLifecycle {
  const { childPath, idleMs, jobsPerChild, onFree } = options;
  let child: Child | undefined;

  /** Tells a child to leave (it exits on 'disconnect'); killed if it does not. */
  const dismiss = (current: Child) => {
    if (child === current) child = undefined;
    if (current.idleTimer) clearTimeout(current.idleTimer);
    if (current.gone) return;
    if (current.process.connected) current.process.disconnect();
    setTimeout(() => current.process.kill('SIGKILL'), leaveWaitMs).unref();
  };

  const onGone = (current: Child, why: string) => {
    if (current.gone) return;
    current.gone = true;
    if (child === current) child = undefined;
    if (current.idleTimer) clearTimeout(current.idleTimer);
    for (const [, { job, timer }] of current.running) {
      clearTimeout(timer);
      job.reject(namedError('PhotoProcessCrashedError', `the photo process stopped (${why})`));
    }
    current.running.clear();
    // The next photo starts a new child.
    onFree();
  };

  const settle = (current: Child, answer: PhotoJobAnswer) => {
    const running = current.running.get(answer.id);
    if (!running) return;
    current.running.delete(answer.id);
    clearTimeout(running.timer);
    if (answer.ok) running.job.resolve(answer);
    else running.job.reject(namedError(answer.name, answer.message));
    if (current.running.size === 0 && !current.gone) {
      holdOpen(current, false);
      if (current.jobs >= jobsPerChild) dismiss(current);
      else {
        current.idleTimer = setTimeout(() => dismiss(current), idleMs);
        current.idleTimer.unref();
      }
    }
    onFree();
  };

  return {
    current: () => child,
    take() {
      if (child && child.jobs >= jobsPerChild) dismiss(child);
      child ??= forkChild(childPath, { onAnswer: settle, onGone });
      const current = child;
      if (current.idleTimer) clearTimeout(current.idleTimer);
      return current;
    },
    forget(current) {
      if (child === current) child = undefined;
    },
    gone: onGone,
    async close() {
      const current = child;
      if (!current || current.gone) return;
      const exited = new Promise<void>((resolve) => current.process.once('exit', () => resolve()));
      // Waited for: an idle child is unreferenced, and the caller's process must not end first.
      current.process.ref();
      dismiss(current);
      await exited;
    },
  };
}
