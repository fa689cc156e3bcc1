// What the person sees while a file is previewed or imported, from the work actually done: the
// bytes the browser has sent (XMLHttpRequest's upload events), then the server's steps, which an
// import reports line by line as it goes (server/features/import/import.routes.ts). Reading the
// file has no measure the server could honestly give, so that step's bar has no value.

export type ImportTask = 'preview' | 'import';

export type ImportProgress =
  | { step: 'sending'; sent: number; total: number }
  | { step: 'reading' }
  | { step: 'saving'; done: number; total: number };

export type ProgressView = {
  /** 0-100, or null while the step has no measure (the bar is then indeterminate). */
  value: number | null;
  /** The step in words, for the live region: it changes a few times, never with every byte. */
  step: string;
  /** The step with its figures, shown beside the bar and given as its aria-valuetext. */
  text: string;
};

const whole = new Intl.NumberFormat('en-GB');

function megabytes(bytes: number): string {
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : mb.toFixed(0)} MB`;
}

function percent(part: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((part / total) * 100)));
}

/**
 * `saved` names what the last step saves: a Tend export also brings questionnaires, experiments and
 * reminders, which the server counts with the entries.
 */
export function describeProgress(
  progress: ImportProgress,
  task: ImportTask,
  saved: 'entries' | 'entries and records' = 'entries',
): ProgressView {
  const steps = task === 'preview' ? 2 : 3;
  if (progress.step === 'sending') {
    const step = `Step 1 of ${steps}: sending the file.`;
    if (progress.total <= 0) return { value: null, step, text: 'Sending the file...' };
    const value = percent(progress.sent, progress.total);
    return {
      value,
      step,
      text: `Sending the file: ${megabytes(progress.sent)} of ${megabytes(progress.total)} (${value}%).`,
    };
  }
  if (progress.step === 'reading') {
    const step =
      task === 'preview' ? 'Step 2 of 2: reading the file.' : 'Step 2 of 3: reading and checking the file.';
    return {
      value: null,
      step,
      text:
        task === 'preview'
          ? 'Reading the file. A few years of entries can take a little while.'
          : 'Reading and checking every entry. A few years of entries can take a little while.',
    };
  }
  const step = `Step 3 of 3: saving your ${saved}.`;
  const value = percent(progress.done, progress.total);
  if (progress.done >= progress.total)
    return { value: 100, step, text: `All ${whole.format(progress.total)} ${saved} saved; finishing up.` };
  return {
    value,
    step,
    text: `Saving your ${saved}: ${whole.format(progress.done)} of ${whole.format(progress.total)}.`,
  };
}

/**
 * Splits what has arrived of a line-by-line answer into whole lines and the unfinished rest, which
 * is kept until more arrives.
 */
export function splitLines(received: string): { lines: string[]; rest: string } {
  const parts = received.split('\n');
  const rest = parts.pop() ?? '';
  return { lines: parts.filter((line) => line.trim() !== ''), rest };
}
