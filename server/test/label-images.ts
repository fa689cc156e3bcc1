import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

// Photos of food labels drawn by the tests themselves, so the label reader is checked against
// ingredients known in advance: a label's text in a given font and size, turned a few degrees,
// on a lit, grainy, slightly blurred background, encoded as a phone would (JPEG).

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

export type LabelFont = 'Label Sans' | 'Label Sans Bold' | 'Label Sans Italic' | 'Label Sans Bold Italic';

export type TestLabel = {
  name: string;
  /** The ingredients as the label lists them, in order: what the reader should find. */
  ingredients: string[];
  /** The label's full text: heading, the list, and what follows it. */
  lines: string[];
  font: LabelFont;
  fontPx: number;
  rotationDegrees: number;
  width: number;
  height: number;
  seed: number;
};

/** A small deterministic generator, so a failing label can be drawn again exactly. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
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

/** Draws the label as a JPEG photo. */
export function renderLabelPhoto(label: TestLabel): Buffer {
  registerFonts();
  const random = mulberry32(label.seed);
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
      pixels.data[index] = Math.max(0, Math.min(255, (pixels.data[index] ?? 0) + grain));
    }
  }
  context.putImageData(pixels, 0, 0);
  const blurred = createCanvas(label.width, label.height);
  const blurContext = blurred.getContext('2d');
  blurContext.filter = 'blur(0.8px)';
  blurContext.drawImage(canvas, 0, 0);
  return blurred.toBuffer('image/jpeg', 85);
}

function label(
  name: string,
  parts: { ingredients: string[]; before?: string; list: string; after: string[] },
  look: Pick<TestLabel, 'font' | 'fontPx' | 'rotationDegrees' | 'width' | 'height' | 'seed'>,
): TestLabel {
  return {
    name,
    ingredients: parts.ingredients,
    lines: [...(parts.before ? [parts.before] : []), parts.list, ...parts.after],
    ...look,
  };
}

/** The labels the tests and the bench read: different foods, fonts, sizes and angles. */
export const testLabels: TestLabel[] = [
  label(
    'bread',
    {
      before: 'Wholemeal Bread 800g',
      list: 'INGREDIENTS: Wholemeal wheat flour (54%), water, rapeseed oil, sugar, yeast, salt, emulsifier (E471), preservative: calcium propionate, soya flour and flour treatment agent (ascorbic acid).',
      ingredients: [
        'Wholemeal wheat flour',
        'water',
        'rapeseed oil',
        'sugar',
        'yeast',
        'salt',
        'emulsifier (E471)',
        'calcium propionate',
        'soya flour',
        'flour treatment agent',
        'ascorbic acid',
      ],
      after: ['Allergy advice: for allergens, see ingredients in bold.', 'Best before: see top of pack.'],
    },
    { font: 'Label Sans', fontPx: 30, rotationDegrees: 3, width: 1400, height: 900, seed: 1 },
  ),
  label(
    'granola',
    {
      list: 'Ingredients: Oat flakes (45%), honey (12%), almonds (8%), sunflower seeds, coconut oil, dried cranberries (cranberries, sugar, sunflower oil), cinnamon.',
      ingredients: [
        'Oat flakes',
        'honey',
        'almonds',
        'sunflower seeds',
        'coconut oil',
        'dried cranberries',
        'cranberries',
        'sugar',
        'sunflower oil',
        'cinnamon',
      ],
      after: ['Contains: oats (gluten), almonds.', 'Nutrition per 100g: Energy 1850kJ'],
    },
    { font: 'Label Sans Bold', fontPx: 34, rotationDegrees: -4, width: 1500, height: 1000, seed: 2 },
  ),
  label(
    'soup',
    {
      before: 'Tomato & Basil Soup',
      list: 'INGREDIENTS: Tomatoes (68%), water, onion, carrot, tomato puree, cream (milk), modified maize starch, basil, garlic puree, salt, black pepper.',
      ingredients: [
        'Tomatoes',
        'water',
        'onion',
        'carrot',
        'tomato puree',
        'cream',
        'milk',
        'modified maize starch',
        'basil',
        'garlic puree',
        'salt',
        'black pepper',
      ],
      after: ['Store in a cool, dry place. Once opened, keep refrigerated.'],
    },
    { font: 'Label Sans Italic', fontPx: 28, rotationDegrees: 2, width: 1300, height: 850, seed: 3 },
  ),
  label(
    'crackers',
    {
      list: 'Ingredients: Rice flour, potato starch, sunflower oil, sesame seeds (6%), sea salt; rosemary extract and paprika.',
      ingredients: [
        'Rice flour',
        'potato starch',
        'sunflower oil',
        'sesame seeds',
        'sea salt',
        'rosemary extract',
        'paprika',
      ],
      after: ['Allergy advice: contains sesame. Made in a factory that handles nuts.'],
    },
    { font: 'Label Sans Bold Italic', fontPx: 40, rotationDegrees: -2.5, width: 1600, height: 1000, seed: 4 },
  ),
  label(
    'yoghurt',
    {
      list: 'INGREDIENTS: Yoghurt (milk), strawberries (10%), sugar, cornflour, natural flavouring, lemon juice concentrate, colour: beetroot red.',
      ingredients: [
        'Yoghurt',
        'milk',
        'strawberries',
        'sugar',
        'cornflour',
        'natural flavouring',
        'lemon juice concentrate',
        'beetroot red',
      ],
      after: ['Keep refrigerated below 5C. Use by: see lid.'],
    },
    { font: 'Label Sans', fontPx: 24, rotationDegrees: 5, width: 1200, height: 800, seed: 5 },
  ),
];

/** The words of a list of ingredients, lower case, for comparing what was drawn with what was read. */
export function ingredientWords(ingredients: readonly string[]): string[] {
  return ingredients.flatMap((ingredient) => ingredient.toLowerCase().match(/[\p{L}\d]+/gu) ?? []);
}
