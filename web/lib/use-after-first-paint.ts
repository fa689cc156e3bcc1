import { useEffect, useState } from 'react';

/**
 * False until the frame after this component first painted, then true: for work a page can show a
 * moment later (a lazy chunk, a secondary read), so that it starts after the page's largest paint
 * rather than competing with it. A frame, then a task: requestAnimationFrame runs before that paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
