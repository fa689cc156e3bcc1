import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { seededRandom } from '#domain/common/test-support/seeded-random.ts';
import type { TestLabel } from './label-texts.ts';

// Photos of food labels drawn by the tests themselves (the texts are in label-texts.ts), so the
// label reader is checked against ingredients known in advance: a label's text in a given font and
// size, turned a few degrees, on a lit, grainy, slightly blurred background, encoded as a phone
// would (JPEG).

const require = createRequire(import.meta.url);
const reportFonts = fileURLToPath(new URL('../features/report/fonts/', import.meta.url));
const pdfjsFonts = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');

let fontsRegistered = false;
function registerFonts() {
  if (fontsRegistered) return;
  GlobalFonts.registerFromPath(path.join(reportFonts, 'LiberationSans-Regular.ttf'), 'Label Sans');
  GlobalFonts.registerFromPath(path.join(reportFonts, 'LiberationSans-Bold.ttf'), 'Label Sans Bold');
  GlobalFonts.registerFromPath(path.join(pdfjsFonts, 'LiberationSans-Italic.ttf'), 'Label Sans Italic');
  GlobalFonts.registerFromPath(
    path.join(pdfjsFonts, 'LiberationSans-BoldItalic.ttf'),
    'Label Sans Bold Italic',
  );
  fontsRegistered = true;
}

/** Wraps words into lines no wider than `maxWidth` as measured in the label's font. */
function wrap(text: string, measure: (text: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type PhotoOptions = {
  /** JPEG quality; a phone's full-quality photo is 95-100. */
  quality?: number;
  /** Grain drawn separately in each colour channel, as a sensor's is (and as JPEG compresses worst). */
  colourGrain?: boolean;
};

/** Draws the label as a JPEG photo. */
export function renderLabelPhoto(label: TestLabel, options: PhotoOptions = {}): Buffer {
  registerFonts();
  const random = seededRandom(label.seed);
  const canvas = createCanvas(label.width, label.height);
  const context = canvas.getContext('2d');

  // Uneven light across a cream or white package.
  const light = context.createLinearGradient(0, 0, label.width, label.height);
  light.addColorStop(0, '#f3ead6');
  light.addColorStop(0.6, '#d9ccb0');
  light.addColorStop(1, '#a89a7e');
  context.fillStyle = light;
  context.fillRect(0, 0, label.width, label.height);

  context.save();
  context.translate(label.width / 2, label.height / 2);
  context.rotate((label.rotationDegrees * Math.PI) / 180);
  context.translate(-label.width / 2, -label.height / 2);
  context.fillStyle = '#2a2622';
  context.font = `${label.fontPx}px "${label.font}"`;
  context.textBaseline = 'top';
  const margin = Math.round(label.width * 0.08);
  const lineHeight = Math.round(label.fontPx * 1.35);
  let y = Math.round(label.height * 0.12);
  for (const paragraph of label.lines) {
    for (const line of wrap(paragraph, (text) => context.measureText(text).width, label.width - 2 * margin)) {
      context.fillText(line, margin, y);
      y += lineHeight;
    }
    y += Math.round(lineHeight * 0.4);
  }
  context.restore();

  // Sensor grain, then the softness of a hand-held phone.
  const pixels = context.getImageData(0, 0, label.width, label.height);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const grain = (random() - 0.5) * 36;
    for (let channel = 0; channel < 3; channel += 1) {
      const index = i + channel;
      const own = options.colourGrain ? (random() - 0.5) * 36 : grain;
      pixels.data[index] = Math.max(0, Math.min(255, (pixels.data[index] ?? 0) + own));
    }
  }
  context.putImageData(pixels, 0, 0);
  const blurred = createCanvas(label.width, label.height);
  const blurContext = blurred.getContext('2d');
  blurContext.filter = 'blur(0.8px)';
  blurContext.drawImage(canvas, 0, 0);
  return blurred.toBuffer('image/jpeg', options.quality ?? 85);
}

// The label texts moved to label-texts.ts (a bench reads them without loading the canvas); kept
// here too for the tests and e2e specs that import them with the renderer.
export { ingredientWords, type TestLabel, testLabels } from './label-texts.ts';
