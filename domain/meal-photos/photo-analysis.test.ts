import { describe, expect, it } from 'vitest';
import { composeMealDescription, photoAnalysisResultSchema } from './photo-analysis.ts';

describe('composeMealDescription', () => {
  it("puts the cooking method first, then ' with ' and the ingredients not already mentioned", () => {
    expect(
      composeMealDescription({
        description: 'Chicken salad',
        cookingMethod: 'Grilled',
        ingredients: ['chicken', 'lettuce', 'tomato'],
      }),
    ).toBe('Grilled chicken salad with lettuce, tomato');
  });

  it('does not repeat a cooking method the description already says', () => {
    expect(
      composeMealDescription({ description: 'Fried rice', cookingMethod: 'fried', ingredients: ['egg'] }),
    ).toBe('Fried rice with egg');
  });

  it('compares whole words, ignoring case and repeated ingredients', () => {
    expect(
      composeMealDescription({
        description: 'Eggplant curry',
        ingredients: ['egg', 'Curry', 'rice', 'Rice', ' coconut  milk '],
      }),
    ).toBe('Eggplant curry with egg, rice, coconut milk');
  });

  it('keeps the description alone when every ingredient is in it, and keeps acronyms', () => {
    expect(
      composeMealDescription({ description: 'BLT sandwich', cookingMethod: 'Toasted', ingredients: [] }),
    ).toBe('Toasted BLT sandwich');
    expect(
      composeMealDescription({ description: 'Porridge', cookingMethod: null, ingredients: ['porridge'] }),
    ).toBe('Porridge');
  });

  it('lists only the ingredients when there is no description (a label)', () => {
    expect(composeMealDescription({ description: '', ingredients: ['oats', 'sugar', 'salt'] })).toBe(
      'oats, sugar, salt',
    );
    expect(composeMealDescription({ description: '', ingredients: [] })).toBe('');
  });

  it('treats characters that mean something in a pattern as text', () => {
    expect(composeMealDescription({ description: 'Soup', ingredients: ['salt (sea)', 'c++'] })).toBe(
      'Soup with salt (sea), c++',
    );
  });
});

describe('photoAnalysisResultSchema', () => {
  it('takes confidence between 0 and 1 only', () => {
    const result = { description: 'Soup', cookingMethod: null, ingredients: ['leek'], confidence: 0.7 };
    expect(photoAnalysisResultSchema.safeParse(result).success).toBe(true);
    expect(photoAnalysisResultSchema.safeParse({ ...result, confidence: 1.2 }).success).toBe(false);
    expect(photoAnalysisResultSchema.safeParse({ ...result, confidence: -0.1 }).success).toBe(false);
    expect(photoAnalysisResultSchema.safeParse({ ...result, extra: 1 }).success).toBe(false);
    expect(photoAnalysisResultSchema.safeParse({ ...result, ingredients: 'leek' }).success).toBe(false);
  });
});
