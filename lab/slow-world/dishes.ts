// What people in the slow world eat, written as they would log it. Each dish's foods are what
// tagMeal finds in its text: this world is about when and how a food acts, not about a tagger
// misreading a description, so a dish contains exactly what its words say.

import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';
import { tagMeal } from '#domain/meal-tagging/tag-meal.ts';

export type SlowDish = { text: string; foods: readonly TriggerFood[] };

const TEXTS: Readonly<Record<MealTime, readonly string[]>> = {
  breakfast: [
    'Porridge with banana',
    'Porridge with honey',
    'Muesli with yoghurt',
    'Toast with jam',
    'Fried eggs and bacon',
    'Two boiled eggs',
    'Cheese sandwich',
    'Latte',
    'Cup of coffee',
    'Greek yoghurt',
    'Peanut butter on rice cakes',
    'Orange juice',
    'Plain rice cakes',
  ],
  lunch: [
    'Chicken salad',
    'Cheese sandwich',
    'Ham sandwich',
    'Tomato salad',
    'Bowl of lentil soup',
    'Vegetable soup with bread',
    'Jacket potato with cheese',
    'Hummus with carrot sticks',
    'Rice with steamed vegetables',
    'Grilled chicken with quinoa',
    'Sausage roll',
    'Omelette with peppers',
  ],
  dinner: [
    'Pasta with tomato sauce',
    'Spaghetti bolognese',
    'Chicken curry with rice',
    'Grilled salmon with rice and broccoli',
    'Bean chilli with rice',
    'Beef burger and chips',
    'Margherita pizza',
    'Fish and chips',
    'Tofu stir fry with rice',
    'Beef steak with green beans',
    'Roast chicken with vegetables',
    'Lamb stew with potatoes',
    "Shepherd's pie",
  ],
  snacks: [
    'Apple',
    'Banana',
    'Chocolate bar',
    'Handful of almonds',
    'Crisps',
    'Popcorn',
    'Cereal bar',
    'Black tea',
    'Herbal tea',
    'Glass of red wine',
    'Pint of beer',
    'Lemon tart',
    'Carrot sticks',
  ],
};

const dishesOf = (texts: readonly string[]): SlowDish[] =>
  texts.map((text) => ({ text, foods: tagMeal(text) }));

export const SLOW_DISHES: Readonly<Record<MealTime, readonly SlowDish[]>> = {
  breakfast: dishesOf(TEXTS.breakfast),
  lunch: dishesOf(TEXTS.lunch),
  dinner: dishesOf(TEXTS.dinner),
  snacks: dishesOf(TEXTS.snacks),
};

// A challenge portion is the food as plainly as it comes, so the portion tests that food alone.
const CHALLENGE_TEXTS: readonly string[] = [
  'Glass of milk',
  'Slice of white bread',
  'Two boiled eggs',
  'Tomato salad',
  'Bowl of lentil soup',
  'Cup of coffee',
  'An orange',
  'Handful of almonds',
  'Corn on the cob',
  'Glass of red wine',
  'Bag of sweets',
  'Beef steak with green beans',
  'Crisps',
  'Diet cola',
  'Tofu stir fry with rice',
];
const CHALLENGES = dishesOf(CHALLENGE_TEXTS);

/** The dish a planned portion of `food` is: the one with the fewest other foods. */
export function challengeDish(food: TriggerFood): SlowDish {
  const candidates = [...CHALLENGES, ...Object.values(SLOW_DISHES).flat()].filter((dish) =>
    dish.foods.includes(food),
  );
  candidates.sort((a, b) => a.foods.length - b.foods.length || a.text.localeCompare(b.text));
  return candidates[0] ?? { text: 'Glass of milk', foods: ['dairy'] };
}
