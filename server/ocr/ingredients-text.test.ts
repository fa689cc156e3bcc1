import { describe, expect, it } from 'vitest';
import {
  cleanIngredient,
  extractIngredients,
  findIngredientsSection,
  splitIngredients,
} from './ingredients-text.ts';

describe('findIngredientsSection', () => {
  it('takes the list from its heading up to the next section, lines joined', () => {
    const text = [
      'Wholemeal Bread 800g',
      'INGREDIENTS: Wholemeal wheat flour (54%), water,',
      'rapeseed oil, sugar.',
      'Allergy advice: for allergens, see ingredients in bold.',
    ].join('\n');
    expect(findIngredientsSection(text)).toBe('Wholemeal wheat flour (54%), water, rapeseed oil, sugar.');
  });

  it.each([
    ['Contains: milk.', 'Contains'],
    ['May contain nuts.', 'May contain'],
    ['Nutrition per 100g', 'Nutrition'],
    ['Best before: see lid', 'Best before'],
    ['Store in a cool, dry place.', 'Store in'],
    ['Keep refrigerated.', 'Keep refrigerated'],
  ])('ends at "%s"', (next) => {
    expect(findIngredientsSection(`Ingredients: oats, honey.\n${next}`)).toBe('oats, honey.');
  });

  it('reads the heading as OCR often misreads it', () => {
    expect(findIngredientsSection('lngredlents - oats, honey')).toBe('oats, honey');
    expect(findIngredientsSection('INGREDIENT: rice')).toBe('rice');
  });

  it('joins a word a line break hyphenated', () => {
    expect(findIngredientsSection('Ingredients: straw-\nberries, sugar')).toBe('strawberries, sugar');
  });

  it('is empty when the label has no ingredients heading', () => {
    expect(findIngredientsSection('Nutrition per 100g: Energy 1850kJ')).toBe('');
    expect(extractIngredients('Best before: 12 May')).toEqual([]);
  });
});

describe('splitIngredients', () => {
  it('splits on commas, semicolons and "and", in order', () => {
    expect(splitIngredients('Rice flour, potato starch; sea salt, rosemary extract and paprika.')).toEqual([
      'Rice flour',
      'potato starch',
      'sea salt',
      'rosemary extract',
      'paprika',
    ]);
  });

  it('follows a parent with the sub-ingredients in its parentheses', () => {
    expect(splitIngredients('dried cranberries (cranberries, sugar, sunflower oil), cinnamon')).toEqual([
      'dried cranberries',
      'cranberries',
      'sugar',
      'sunflower oil',
      'cinnamon',
    ]);
    expect(splitIngredients('chocolate [cocoa mass, sugar], salt')).toEqual([
      'chocolate',
      'cocoa mass',
      'sugar',
      'salt',
    ]);
  });

  it('keeps E numbers as written and drops percentages', () => {
    expect(splitIngredients('Oat flakes (45%), emulsifier (E471), acid: E330, honey 12,5 %')).toEqual([
      'Oat flakes',
      'emulsifier (E471)',
      'E330',
      'honey',
    ]);
  });

  it('names an ingredient after its class', () => {
    expect(splitIngredients('preservative: calcium propionate, colour: beetroot red')).toEqual([
      'calcium propionate',
      'beetroot red',
    ]);
  });

  it('drops repeats and OCR specks', () => {
    expect(splitIngredients('sugar, | , salt ~~, *MILK*, sugar, ©, x')).toEqual(['sugar', 'salt', 'MILK']);
  });

  it('keeps an unclosed parenthesis as text rather than losing it', () => {
    expect(splitIngredients('water, cream (milk')).toEqual(['water', 'cream milk']);
  });
});

describe('cleanIngredient', () => {
  it('trims the list punctuation OCR leaves around a name', () => {
    expect(cleanIngredient(' black pepper. ')).toBe('black pepper');
    expect(cleanIngredient('“sea salt”')).toBe('sea salt');
    expect(cleanIngredient('54%')).toBe('');
  });
});
