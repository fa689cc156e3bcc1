import { useState } from 'react';
import type { SymptomDetails } from '#domain/journal/journal-entry.ts';

export const COPIED_MESSAGE = 'Filled in from that check-in. Adjust anything you like, then save.';

/** The button's words, what it says when that check-in is gone, and how to load the check-in. */
export type CopyPreviousCheckIn = {
  label: string;
  noneMessage: string;
  load: () => Promise<SymptomDetails | undefined>;
};

/**
 * Loads the check-in to repeat and hands its details to `fill`. `status` is what the copy button
 * last said, for a status region read out without moving focus.
 */
export function useCopyPreviousCheckIn(
  copyPrevious: CopyPreviousCheckIn | undefined,
  fill: (details: SymptomDetails) => void,
) {
  const [status, setStatus] = useState('');
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    if (!copyPrevious || copying) return;
    setCopying(true);
    try {
      const details = await copyPrevious.load();
      if (!details) {
        setStatus(copyPrevious.noneMessage);
        return;
      }
      fill(details);
      setStatus(COPIED_MESSAGE);
    } catch {
      setStatus('That check-in could not be loaded. Please try again.');
    } finally {
      setCopying(false);
    }
  };
  return { status, copying, copy, clearStatus: () => setStatus('') };
}
