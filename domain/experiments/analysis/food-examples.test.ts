import { describe, expect, it } from 'vitest';
import { triggerFoodCategories } from '#domain/catalogues/trigger-foods.ts';
import { foodExamples, tagMeal } from '#domain/insights/index.ts';
import type { TriggerFood } from '#domain/insights/types.ts';

const FOODS = triggerFoodCategories.flatMap((category) => category.options.map((option) => option.id));

describe('foodExamples', () => {
  it.each(FOODS)('%s: what the tagger reads as containing it, and look-alikes it does not', (food) => {
    const examples = foodExamples(food);
    expect(examples.contains.length).toBeGreaterThanOrEqual(4);
    expect(examples.doesNotContain.length).toBeGreaterThanOrEqual(4);
    for (const word of examples.contains) expect(tagMeal(word), word).toContain(food as TriggerFood);
    for (const word of examples.doesNotContain)
      expect(tagMeal(word), word).not.toContain(food as TriggerFood);
  });

  it('gives nothing for what is not a trigger food, and copies its lists', () => {
    expect(foodExamples('none')).toEqual({ contains: [], doesNotContain: [] });
    expect(foodExamples('__proto__')).toEqual({ contains: [], doesNotContain: [] });
    foodExamples('dairy').contains.push('changed');
    expect(foodExamples('dairy').contains).not.toContain('changed');
  });
});
