import { estimateTextWidth, MARKER_FONT_SIZE } from '#domain/trends/marker-layout.ts';

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width of a medication label as the chart draws it (12 px semibold in the page's font): the
 * layout keeps labels apart by these widths, and the page's font is whatever sans-serif the device
 * has, so it is measured, not guessed. Without a canvas, a generous estimate.
 */
export function markerTextWidth(text: string): number {
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  if (!context) return estimateTextWidth(text);
  context.font = `600 ${MARKER_FONT_SIZE}px ${getComputedStyle(document.documentElement).fontFamily}`;
  return Math.ceil(context.measureText(text).width);
}
