// The labels the label-reading tests and bench draw (label-images.ts), as plain data: a bench that
// only needs the expected ingredients does not load the canvas library into the process it measures.

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
