import { describe, expect, it } from 'vitest';
import { tagMeal } from '#domain/meal-tagging/tag-meal.ts';
import { HELD_OUT_DISHES } from './dishes.ts';

describe('held-out dishes', () => {
  it('say in their text exactly the foods they contain, as tagMeal reads them', () => {
    const mismatches: string[] = [];
    for (const dish of HELD_OUT_DISHES) {
      for (const text of dish.texts) {
        const tagged = [...tagMeal(text)].sort();
        const planted = [...dish.foods].sort();
        if (tagged.join() !== planted.join())
          mismatches.push(`${text}: ${tagged.join()} vs ${planted.join()}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('cover every trigger food, so any food can be a planted trigger', () => {
    const foods = new Set(HELD_OUT_DISHES.flatMap((dish) => dish.foods));
    expect(foods.size).toBe(15);
  });
});
