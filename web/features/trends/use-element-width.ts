import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The element's content width in CSS pixels, following it as the window resizes. Charts draw in
 * their real width so that their labels stay the page's text size on a phone instead of shrinking
 * with a scaled viewBox.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
