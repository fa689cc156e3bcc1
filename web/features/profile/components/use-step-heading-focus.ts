import { useEffect, useRef } from 'react';

/**
 * Each new step is announced by moving focus to its heading; on arrival only when nothing else
 * holds focus, so a reload does not yank it. Returns the ref for the heading.
 */
export function useStepHeadingFocus(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStepRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: step is the trigger, not an input.
  useEffect(() => {
    const arriving = firstStepRender.current;
    firstStepRender.current = false;
    if (arriving) {
      if (document.activeElement && document.activeElement !== document.body) return;
    } else {
      // A new step starts at the top, like a new page, whatever the scroll of the last one.
      window.scrollTo({ top: 0 });
    }
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return headingRef;
}
