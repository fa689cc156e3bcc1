// Children a bench started (the app, Chromium in its own process group) must not outlive it, even
// when it is interrupted or dies of an error: their stop functions are run on the way out. Only
// synchronous work is possible then: signals, and removing folders no live process uses (the app's
// data folder stays behind, since its PostgreSQL is still shutting down).

const cleanups = new Set<() => void>();
let installed = false;

/** Registers a synchronous cleanup for an abnormal exit; call the returned function once it is no longer needed. */
export function onExit(cleanup: () => void): () => void {
  if (!installed) {
    installed = true;
    process.on('exit', () => {
      for (const run of cleanups) {
        try {
          run();
        } catch {
          // Already gone.
        }
      }
    });
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const)
      process.once(signal, () => process.exit(code));
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
