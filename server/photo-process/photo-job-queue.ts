import type { Socket } from 'node:net';
import { type Child, type ChildLifecycle, holdOpen } from './photo-child-lifecycle.ts';
import { type Job, type JobInput, namedError } from './photo-job.ts';
import { type PhotoJob, type PhotoJobAnswer, photoPipeFd } from './photo-process-messages.ts';

// The photos waiting for the photo process (photo-process.ts): sent to its child one at a time,
// each given up past its time, refused when too many wait or once the queue is closed.

export type PhotoJobQueueOptions = {
  maxQueue: number;
  jobTimeoutMs: number;
  children: ChildLifecycle;
};

export type PhotoJobQueue = {
  submit(input: JobInput, bytes: Uint8Array): Promise<PhotoJobAnswer & { ok: true }>;
  /** Sends the next waiting photo to the child, if it has none. */
  dispatch(): void;
  queued(): number;
  /** Refuses waiting photos and all new ones. */
  close(): void;
};

export function createPhotoJobQueue(options: PhotoJobQueueOptions): PhotoJobQueue {
  const { maxQueue, jobTimeoutMs, children } = options;
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  /** The bytes on the pipe, the job on the channel, in the same order (photo-process-messages.ts). */
  const send = (current: Child, id: number, job: Job) => {
    const message: PhotoJob = { id, byteLength: job.bytes.byteLength, ...job.input };
    const pipe = current.process.stdio[photoPipeFd] as Socket | null;
    if (!pipe) {
      children.gone(current, 'its pipe is missing');
      current.process.kill('SIGKILL');
      return;
    }
    pipe.write(job.bytes);
    current.process.send(message, (error) => {
      if (!error) return;
      children.gone(current, `the photo could not be sent: ${error.message}`);
      current.process.kill('SIGKILL');
    });
  };

  function dispatch() {
    // One photo at a time: on 2 cores the other is the event loop's and PostgreSQL's.
    const child = children.current();
    if (closed || (child && child.running.size > 0)) return;
    const job = queue.shift();
    if (!job) return;
    const current = children.take();
    const id = nextId++;
    current.jobs += 1;
    const timer = setTimeout(() => {
      // A child that does not answer is not trusted again; the photo is given up.
      current.running.delete(id);
      children.forget(current);
      job.reject(namedError('OcrTimeoutError', 'The photo took too long'));
      current.process.kill('SIGKILL');
      dispatch();
    }, jobTimeoutMs);
    current.running.set(id, { job, timer });
    holdOpen(current, true);
    send(current, id, job);
  }

  return {
    submit: (input, bytes) =>
      new Promise<PhotoJobAnswer & { ok: true }>((resolve, reject) => {
        if (closed) return reject(namedError('OcrClosedError', 'The photo process is closed'));
        if (queue.length >= maxQueue) return reject(namedError('OcrBusyError', 'The photo process is busy'));
        queue.push({ input, bytes, resolve, reject });
        dispatch();
      }),
    dispatch,
    queued: () => queue.length,
    close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(namedError('OcrClosedError', 'The photo process is closed'));
    },
  };
}
