import { describe, expect, it } from 'vitest';
import { TRIGGER_FOODS } from './analyzer.ts';
import { DISHES, type Dish } from './dish-library.ts';

const withText = (pattern: RegExp) =>
  DISHES.filter((dish) => dish.texts.concat(dish.outTexts).some((text) => pattern.test(text)));
const has = (dish: Dish, food: string) => (dish.triggers as readonly string[]).includes(food);

describe('the dish library', () => {
  it('is large, with unique ids, known foods and loggable descriptions', () => {
    expect(DISHES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DISHES.map((dish) => dish.id)).size).toBe(DISHES.length);
    for (const dish of DISHES) {
      expect(dish.texts.length).toBeGreaterThan(0);
      expect(dish.slots.length).toBeGreaterThan(0);
      for (const food of dish.triggers) expect(TRIGGER_FOODS).toContain(food);
      // The meal form refuses descriptions under three characters.
      for (const text of dish.texts.concat(dish.outTexts))
        expect(text.trim().length).toBeGreaterThanOrEqual(3);
    }
  });

  it('follows the labelling conventions tagMeal shares', () => {
    for (const dish of withText(/peanut/i)) {
      expect(has(dish, 'legumes'), dish.id).toBe(true);
    }
    expect(has(DISHES.find((dish) => dish.id === 'peanuts') as Dish, 'nuts')).toBe(false);
    for (const dish of withText(/eggplant|aubergine|baba ganoush/i))
      expect(has(dish, 'nightshades'), dish.id).toBe(true);
    expect(has(DISHES.find((dish) => dish.id === 'baba-ganoush') as Dish, 'eggs')).toBe(false);
    for (const dish of withText(/sweet potato/i)) expect(has(dish, 'nightshades'), dish.id).toBe(false);
    for (const dish of withText(/coconut/i)) expect(has(dish, 'dairy'), dish.id).toBe(false);
    for (const dish of withText(/\b(beer|lager|guinness|ipa)\b/i).filter(
      (dish) => !/gluten-free|\bGF\b/i.test(dish.texts[0] as string),
    )) {
      expect([has(dish, 'alcohol'), has(dish, 'gluten')], dish.id).toEqual([true, true]);
    }
    for (const dish of withText(/^(latte|cappuccino|flat white)/i)) {
      expect([has(dish, 'dairy'), has(dish, 'caffeine')], dish.id).toEqual([true, true]);
    }
    for (const dish of withText(/^(diet coke|coke zero|pepsi max)/i)) {
      expect(
        [has(dish, 'artificial-sweeteners'), has(dish, 'caffeine'), has(dish, 'sugar')],
        dish.id,
      ).toEqual([true, true, false]);
    }
    for (const dish of withText(/^(coke|pepsi|cola)$/i))
      expect([has(dish, 'sugar'), has(dish, 'caffeine')]).toEqual([true, true]);
    for (const dish of withText(/\bbacon\b|\bham\b|sausage/i)) {
      expect([has(dish, 'red-meat'), has(dish, 'processed-foods')], dish.id).toEqual([true, true]);
    }
    for (const dish of withText(/ketchup/i))
      expect([has(dish, 'nightshades'), has(dish, 'sugar')], dish.id).toEqual([true, true]);
    for (const dish of withText(/^(oatmeal|porridge|overnight oats)/i))
      expect(has(dish, 'gluten'), dish.id).toBe(false);
    for (const dish of withText(/^gluten-free|^GF /i)) expect(has(dish, 'gluten'), dish.id).toBe(false);
    for (const dish of withText(/^decaf/i)) expect(has(dish, 'caffeine'), dish.id).toBe(false);
    const pizza = DISHES.find((dish) => dish.id === 'pizza-margherita') as Dish;
    expect(['gluten', 'dairy', 'nightshades'].every((food) => has(pizza, food))).toBe(true);
    const burger = DISHES.find((dish) => dish.id === 'burger') as Dish;
    expect([has(burger, 'red-meat'), has(burger, 'gluten')]).toEqual([true, true]);
    // The standard recipe of a named dish (decision 009, revised with this library).
    for (const dish of withText(/pancake|waffle|\bmuffin|brownie|\bcake|cookie|doughnut|donut/i).filter(
      (dish) => !/oreo|rice cake|fish cake|vegan/i.test(dish.texts.concat(dish.outTexts).join(' ')),
    )) {
      expect([has(dish, 'eggs'), has(dish, 'dairy')], dish.id).toEqual([true, true]);
    }
    for (const dish of withText(/sushi|sashimi|nigiri|poke bowl|fried rice/i).filter(
      (dish) => !/tamari/i.test(dish.texts[0] as string),
    )) {
      expect([has(dish, 'soy'), has(dish, 'gluten')], dish.id).toEqual([true, true]);
    }
    for (const dish of withText(/\bcurry\b|\bdal\b|paella/i))
      expect(has(dish, 'nightshades'), dish.id).toBe(true);
    for (const dish of withText(/marmalade|lemonade/i)) expect(has(dish, 'citrus'), dish.id).toBe(true);
    for (const dish of withText(/^(cider|orange juice)$/i)) expect(has(dish, 'sugar'), dish.id).toBe(false);
    for (const dish of withText(/kitkat|snickers|weetabix|cheerios|cornflakes|clif bar|granola bar/i)) {
      expect(has(dish, 'processed-foods'), dish.id).toBe(true);
    }
  });

  it('gives every trigger food several dishes, so any of them can be planted', () => {
    for (const food of TRIGGER_FOODS) {
      expect(DISHES.filter((dish) => has(dish, food)).length, food).toBeGreaterThanOrEqual(4);
    }
  });
});
