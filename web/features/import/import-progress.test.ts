import { describe, expect, it } from 'vitest';
import { describeProgress, splitLines } from './import-progress.ts';

describe('describeProgress', () => {
  it('measures sending by the bytes sent, in steps of the task', () => {
    expect(describeProgress({ step: 'sending', sent: 2_500_000, total: 10_000_000 }, 'import')).toEqual({
      value: 25,
      step: 'Step 1 of 3: sending the file.',
      text: 'Sending the file: 2.5 MB of 10 MB (25%).',
    });
    expect(describeProgress({ step: 'sending', sent: 0, total: 40_000_000 }, 'preview')).toMatchObject({
      value: 0,
      step: 'Step 1 of 2: sending the file.',
      text: 'Sending the file: 0.0 MB of 40 MB (0%).',
    });
  });

  it('gives no value when there is no measure: an unknown size, or the server reading the file', () => {
    expect(describeProgress({ step: 'sending', sent: 10, total: 0 }, 'import').value).toBeNull();
    const reading = describeProgress({ step: 'reading' }, 'import');
    expect(reading.value).toBeNull();
    expect(reading.step).toBe('Step 2 of 3: reading and checking the file.');
    expect(describeProgress({ step: 'reading' }, 'preview').step).toBe('Step 2 of 2: reading the file.');
  });

  it('measures saving by the entries written, never above 100, and says when it is finishing', () => {
    expect(describeProgress({ step: 'saving', done: 2000, total: 6572 }, 'import')).toEqual({
      value: 30,
      step: 'Step 3 of 3: saving your entries.',
      text: 'Saving your entries: 2,000 of 6,572.',
    });
    expect(describeProgress({ step: 'saving', done: 6572, total: 6572 }, 'import')).toMatchObject({
      value: 100,
      text: 'All 6,572 entries saved; finishing up.',
    });
    expect(describeProgress({ step: 'saving', done: 0, total: 0 }, 'import').value).toBe(100);
  });

  it("names a Tend export's other records with its entries when the file holds some", () => {
    expect(
      describeProgress({ step: 'saving', done: 1000, total: 1012 }, 'import', 'entries and records'),
    ).toEqual({
      value: 98,
      step: 'Step 3 of 3: saving your entries and records.',
      text: 'Saving your entries and records: 1,000 of 1,012.',
    });
  });
});

describe('splitLines', () => {
  it('keeps an unfinished line for later and drops empty ones', () => {
    expect(splitLines('{"step":"reading"}\n{"step":"sav')).toEqual({
      lines: ['{"step":"reading"}'],
      rest: '{"step":"sav',
    });
    expect(splitLines('a\n\nb\n')).toEqual({ lines: ['a', 'b'], rest: '' });
  });
});
