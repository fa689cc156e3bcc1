import pino from 'pino';

export type LineSink = { write(text: string): unknown };

/**
 * A log destination that gathers the lines of one turn of the event loop and writes them together,
 * in one synchronous write, right after that turn's I/O callbacks (setImmediate).
 *
 * Why: pino's default stdout writes every line on its own through libuv's thread pool. Under load
 * that was one thread-pool job per request, about a twentieth of a journal read's server CPU
 * (docs/performance.md, "Long journals"). A busy turn serves many requests, so their lines now cost
 * one write. Nothing waits on a timer or a size: a line is written before the loop next waits for
 * I/O, so an operator sees it at once, and on exit (a crash included) what is pending is written
 * synchronously. A SIGKILL can lose only the current turn's lines.
 */
export function createTurnBufferedDestination(sink: LineSink) {
  let pending = '';
  let scheduled = false;
  const flushSync = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    sink.write(text);
  };
  return {
    write(line: string) {
      pending += line;
      if (!scheduled) {
        scheduled = true;
        setImmediate(flushSync);
      }
    },
    flushSync,
  };
}

let stdout: ReturnType<typeof createTurnBufferedDestination> | undefined;

/** The process's one stdout destination: every logger without its own shares it and its exit hook. */
export function turnBufferedStdout() {
  if (!stdout) {
    // Synchronous underneath: SonicBoom retries a full pipe (EAGAIN) until the reader takes it.
    const destination = createTurnBufferedDestination(pino.destination({ dest: 1, sync: true }));
    process.on('exit', destination.flushSync);
    stdout = destination;
  }
  return stdout;
}
