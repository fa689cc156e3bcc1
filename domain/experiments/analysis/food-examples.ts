// What contains the tested food and what does not, in plain words, for the plan's page. Every word
// is a phrase of the tagger's lexicon (tagging/lexicon/*), and the test holds each list to what
// tagMeal says of it, so the page and the analysis never disagree about a meal. The "does not"
// side favours look-alikes and swaps people ask about (oat milk, rice noodles, decaf), the
// lexicon's own pitfalls among them.

import type { TriggerFoodId } from '#domain/catalogues/trigger-foods.ts';

export type FoodExamples = { contains: string[]; doesNotContain: string[] };

const EXAMPLES: Readonly<Record<Exclude<TriggerFoodId, 'none'>, FoodExamples>> = {
  gluten: {
    contains: ['bread', 'pasta', 'couscous', 'beer', 'soy sauce', 'crackers'],
    doesNotContain: ['rice', 'oats', 'quinoa', 'buckwheat groats', 'rice noodles', 'gluten-free bread'],
  },
  dairy: {
    contains: ['milk', 'cheese', 'yogurt', 'butter', 'cream', 'ice cream'],
    doesNotContain: [
      'oat milk',
      'coconut milk',
      'almond milk',
      'soy yogurt',
      'cream of tartar',
      'peanut butter',
    ],
  },
  eggs: {
    contains: ['eggs', 'omelette', 'mayonnaise', 'pancakes', 'quiche', 'meringue'],
    doesNotContain: ['eggplant', 'tofu scramble', 'oatmeal', 'rice', 'hummus', 'avocado toast'],
  },
  soy: {
    contains: ['tofu', 'edamame', 'soy milk', 'soy sauce', 'tempeh', 'miso'],
    doesNotContain: ['oat milk', 'chickpeas', 'lentils', 'coconut aminos', 'rice', 'almond milk'],
  },
  corn: {
    contains: ['popcorn', 'tortilla chips', 'cornbread', 'polenta', 'corn on the cob', 'tacos'],
    doesNotContain: ['rice', 'potato', 'flour tortilla', 'peppercorn', 'quinoa', 'oats'],
  },
  nuts: {
    contains: ['almonds', 'walnuts', 'cashews', 'pistachios', 'almond milk', 'pesto'],
    doesNotContain: [
      'peanuts',
      'nutmeg',
      'butternut squash',
      'coconut water',
      'sunflower seeds',
      'water chestnut',
    ],
  },
  sugar: {
    contains: ['cake', 'cookies', 'chocolate', 'honey', 'soda', 'candy'],
    doesNotContain: ['apple', 'banana', 'fruit juice', 'diet coke', 'plain yogurt', 'sparkling water'],
  },
  'processed-foods': {
    contains: ['bacon', 'ham', 'chips', 'instant noodles', 'hot dog', 'frozen pizza'],
    doesNotContain: ['roast chicken', 'baked potato', 'rice', 'salmon', 'boiled eggs', 'steamed vegetables'],
  },
  'artificial-sweeteners': {
    contains: ['diet coke', 'sugar-free gum', 'sweetener', 'aspartame', 'coke zero', 'sucralose'],
    doesNotContain: ['coca cola', 'honey', 'fruit juice', 'water', 'herbal tea', 'apple'],
  },
  'red-meat': {
    contains: ['beef', 'steak', 'pork', 'lamb', 'burger', 'meatballs'],
    doesNotContain: ['chicken', 'turkey', 'salmon', 'tuna', 'tofu', 'prawns'],
  },
  nightshades: {
    contains: ['tomato', 'potato', 'bell pepper', 'eggplant', 'chili', 'paprika'],
    doesNotContain: ['sweet potato', 'black pepper', 'zucchini', 'carrots', 'cauliflower rice', 'rice'],
  },
  alcohol: {
    contains: ['wine', 'beer', 'gin', 'vodka', 'cider', 'prosecco'],
    doesNotContain: [
      'alcohol-free beer',
      'mocktail',
      'kombucha',
      'sparkling water',
      'apple juice',
      'wine sauce',
    ],
  },
  caffeine: {
    contains: ['coffee', 'tea', 'espresso', 'cola', 'energy drink', 'green tea'],
    doesNotContain: ['decaf coffee', 'herbal tea', 'chamomile tea', 'rooibos', 'hot water', 'decaf tea'],
  },
  legumes: {
    contains: ['lentils', 'chickpeas', 'hummus', 'black beans', 'peanuts', 'baked beans'],
    doesNotContain: ['green beans', 'snap peas', 'tofu', 'vanilla bean', 'rice', 'quinoa'],
  },
  citrus: {
    contains: ['orange', 'lemon', 'lime', 'grapefruit', 'orange juice', 'clementine'],
    doesNotContain: ['apple', 'banana', 'lemongrass', 'berries', 'apple juice', 'melon'],
  },
};

/**
 * Examples of what contains `food` and what does not, a handful each; empty lists for anything
 * that is not a trigger food of the catalogue.
 */
export function foodExamples(food: TriggerFoodId | string): FoodExamples {
  const examples = Object.hasOwn(EXAMPLES, food) ? EXAMPLES[food as keyof typeof EXAMPLES] : undefined;
  return examples
    ? { contains: [...examples.contains], doesNotContain: [...examples.doesNotContain] }
    : { contains: [], doesNotContain: [] };
}
