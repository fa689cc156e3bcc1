// Confetti for the first entry of a day that started empty (spec: 100 particles, spread 70,
// origin y 0.6, three brand colours). canvas-confetti is imported only here, on demand, so it never
// weighs on the first load of any page.

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The brand colours from the design tokens, so dark mode gets its own lighter shades. */
function brandColours(): string[] {
  const styles = getComputedStyle(document.documentElement);
  return ['--tend-primary', '--tend-accent', '--tend-progress-high']
    .map((name) => styles.getPropertyValue(name).trim())
    .filter((value) => value !== '');
}

/**
 * The longest the canvas may stay. canvas-confetti ends its burst after a fixed number of animation
 * frames, so on a starved or throttled page it could linger over the dashboard for a long time.
 */
const longestCelebrationMs = 6000;

export async function celebrate(): Promise<void> {
  if (prefersReducedMotion()) return;
  let canvas: HTMLCanvasElement | undefined;
  try {
    const { default: confetti } = await import('canvas-confetti');
    // Tend's own canvas: the library's default one draws in a blob: worker, which the CSP's
    // worker-src 'self' refuses. It is decoration, hidden from assistive technology, and never
    // takes a click or a tap.
    canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.celebration = 'confetti';
    Object.assign(canvas.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '40',
    });
    document.body.append(canvas);
    const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
    let stopWaiting: ReturnType<typeof setTimeout> | undefined;
    const burst = fire({ particleCount: 100, spread: 70, origin: { y: 0.6 }, colors: brandColours() });
    const cutOff = new Promise<void>((resolve) => {
      stopWaiting = setTimeout(resolve, longestCelebrationMs);
    });
    await Promise.race([burst, cutOff]);
    clearTimeout(stopWaiting);
    fire.reset();
  } catch (error) {
    // A missed celebration is not worth an error on screen (offline, a chunk that did not load).
    console.warn('Confetti did not run', error);
  } finally {
    canvas?.remove();
  }
}
