import { useEffect, useState } from 'react';

/**
 * Whether a camera button is worth offering: only where one opens a camera (phones and tablets);
 * on a computer it would be a second "choose a file".
 */
export function useCanCapturePhoto(): boolean {
  const [canCapture, setCanCapture] = useState(false);
  useEffect(() => {
    setCanCapture(window.matchMedia?.('(pointer: coarse)').matches ?? false);
  }, []);
  return canCapture;
}
