// The held-out world's own dishes: what people in this world eat and how they write it down. Each
// dish says which trigger foods it really contains; the texts are written so that a careful reader
// (and tagMeal, checked in dishes.test.ts) finds exactly those foods, because a food that the text
// hides would measure the tagger, not the engine.

import type { TriggerFood } from '#domain/insights/types.ts';

/** Where in the day a dish belongs. 'drink' is an alcoholic or other drink logged on its own. */
export type DishKind = 'breakfast' | 'main' | 'snack' | 'drink';

export type Dish = {
  /** Ways people write the same dish; one is picked per person, so each keeps their own wording. */
  texts: readonly string[];
  foods: readonly TriggerFood[];
  kind: DishKind;
  /** Eaten more under stress and in the days before a flare (cravings). */
  comfort?: boolean;
  /** Typically ordered in or eaten out, rarely cooked at home. */
  takeaway?: boolean;
};

export const HELD_OUT_DISHES: readonly Dish[] = [
  // Breakfasts
  { texts: ['Porridge with blueberries', 'Oats with berries'], foods: [], kind: 'breakfast' },
  { texts: ['Oats with honey and walnuts'], foods: ['sugar', 'nuts'], kind: 'breakfast' },
  { texts: ['Porridge made with milk and a banana'], foods: ['dairy'], kind: 'breakfast' },
  {
    texts: ['Two slices of toast with butter', 'Toast and butter'],
    foods: ['gluten', 'dairy'],
    kind: 'breakfast',
  },
  { texts: ['Scrambled eggs on toast'], foods: ['eggs', 'gluten'], kind: 'breakfast' },
  { texts: ['Boiled eggs and avocado'], foods: ['eggs'], kind: 'breakfast' },
  {
    texts: ['Greek yogurt with granola', 'Yoghurt and granola'],
    foods: ['dairy', 'sugar'],
    kind: 'breakfast',
  },
  { texts: ['Coffee and a croissant'], foods: ['caffeine', 'gluten', 'dairy'], kind: 'breakfast' },
  { texts: ['Black coffee'], foods: ['caffeine'], kind: 'breakfast' },
  {
    texts: ['Cornflakes with milk'],
    foods: ['corn', 'dairy', 'sugar', 'processed-foods'],
    kind: 'breakfast',
    comfort: true,
  },
  { texts: ['Fresh orange juice and a banana'], foods: ['citrus'], kind: 'breakfast' },
  { texts: ['Smoothie with spinach, apple and chia seeds'], foods: [], kind: 'breakfast' },
  { texts: ['Bacon and eggs'], foods: ['red-meat', 'processed-foods', 'eggs'], kind: 'breakfast' },
  { texts: ['Peanut butter on toast'], foods: ['legumes', 'gluten'], kind: 'breakfast' },
  { texts: ['Tofu scramble with spinach'], foods: ['soy'], kind: 'breakfast' },
  { texts: ['Rice cakes with almond butter'], foods: ['nuts'], kind: 'breakfast' },
  {
    texts: ['Pancakes with maple syrup'],
    foods: ['gluten', 'eggs', 'dairy', 'sugar'],
    kind: 'breakfast',
    comfort: true,
  },
  {
    texts: ['Cup of tea and a slice of banana bread'],
    foods: ['caffeine', 'gluten', 'sugar'],
    kind: 'breakfast',
  },
  { texts: ['Chia pudding with coconut milk and mango'], foods: [], kind: 'breakfast' },
  // Mains (lunch and dinner)
  { texts: ['Grilled chicken salad', 'Chicken salad with cucumber'], foods: [], kind: 'main' },
  {
    texts: ['Ham and cheese sandwich'],
    foods: ['gluten', 'dairy', 'processed-foods', 'red-meat'],
    kind: 'main',
  },
  { texts: ['Tuna sandwich'], foods: ['gluten'], kind: 'main' },
  { texts: ['Lentil soup', 'Red lentil soup with carrots'], foods: ['legumes'], kind: 'main' },
  { texts: ['Tomato soup with bread'], foods: ['nightshades', 'gluten'], kind: 'main' },
  { texts: ['Salmon with rice and broccoli'], foods: [], kind: 'main' },
  { texts: ['Baked potato with tuna'], foods: ['nightshades'], kind: 'main' },
  {
    texts: ['Spaghetti bolognese'],
    foods: ['gluten', 'red-meat', 'nightshades'],
    kind: 'main',
    comfort: true,
  },
  { texts: ['Beef stir fry with soy sauce and rice'], foods: ['red-meat', 'soy', 'gluten'], kind: 'main' },
  { texts: ['Chicken curry with rice'], foods: ['nightshades'], kind: 'main', takeaway: true },
  { texts: ['Chickpea curry with rice'], foods: ['legumes', 'nightshades'], kind: 'main' },
  { texts: ['Steak and chips'], foods: ['red-meat', 'nightshades'], kind: 'main' },
  { texts: ['Roast chicken with roast potatoes and carrots'], foods: ['nightshades'], kind: 'main' },
  { texts: ['Mac and cheese', 'Macaroni cheese'], foods: ['gluten', 'dairy'], kind: 'main', comfort: true },
  {
    texts: ['Pepperoni pizza'],
    foods: ['gluten', 'dairy', 'nightshades', 'processed-foods', 'red-meat'],
    kind: 'main',
    comfort: true,
    takeaway: true,
  },
  {
    texts: ['Margherita pizza'],
    foods: ['gluten', 'dairy', 'nightshades'],
    kind: 'main',
    comfort: true,
    takeaway: true,
  },
  {
    texts: ['Cheeseburger and fries'],
    foods: ['gluten', 'dairy', 'red-meat', 'nightshades'],
    kind: 'main',
    comfort: true,
    takeaway: true,
  },
  {
    texts: ['Chicken tacos with corn tortillas and salsa'],
    foods: ['corn', 'nightshades'],
    kind: 'main',
    takeaway: true,
  },
  {
    texts: ['Bean burrito with cheese'],
    foods: ['legumes', 'gluten', 'dairy', 'nightshades'],
    kind: 'main',
    takeaway: true,
  },
  { texts: ['Pad thai with peanuts'], foods: ['legumes', 'eggs'], kind: 'main', takeaway: true },
  { texts: ['Sushi and miso soup'], foods: ['soy', 'gluten'], kind: 'main', takeaway: true },
  { texts: ['Quinoa bowl with roasted vegetables'], foods: [], kind: 'main' },
  { texts: ['Omelette with mushrooms'], foods: ['eggs'], kind: 'main' },
  { texts: ['Lamb stew with potatoes'], foods: ['red-meat', 'nightshades'], kind: 'main' },
  {
    texts: ['Fish and chips'],
    foods: ['gluten', 'nightshades'],
    kind: 'main',
    comfort: true,
    takeaway: true,
  },
  {
    texts: ['Sausages and mash'],
    foods: ['red-meat', 'processed-foods', 'nightshades', 'dairy'],
    kind: 'main',
    comfort: true,
  },
  { texts: ['Vegetable stir fry with tofu'], foods: ['soy', 'gluten'], kind: 'main' },
  { texts: ['Greek salad with feta'], foods: ['dairy', 'nightshades'], kind: 'main' },
  { texts: ['Chicken noodle soup'], foods: ['gluten'], kind: 'main' },
  { texts: ['Shepherds pie'], foods: ['red-meat', 'nightshades', 'dairy'], kind: 'main', comfort: true },
  { texts: ['Stuffed peppers with rice'], foods: ['nightshades'], kind: 'main' },
  { texts: ['Prawn noodles with soy sauce'], foods: ['gluten', 'soy'], kind: 'main', takeaway: true },
  { texts: ['Black bean chilli with rice'], foods: ['legumes', 'nightshades'], kind: 'main' },
  { texts: ['Turkey wrap with hummus'], foods: ['gluten', 'legumes'], kind: 'main' },
  { texts: ['Baked cod with green beans and rice'], foods: [], kind: 'main' },
  { texts: ['Instant noodles'], foods: ['gluten', 'processed-foods', 'soy'], kind: 'main', comfort: true },
  {
    texts: ['Hot dog'],
    foods: ['gluten', 'processed-foods', 'red-meat'],
    kind: 'main',
    comfort: true,
    takeaway: true,
  },
  { texts: ['Lemon chicken with couscous'], foods: ['citrus', 'gluten'], kind: 'main' },
  { texts: ['Pork chops with apple sauce and cabbage'], foods: ['red-meat'], kind: 'main' },
  { texts: ['Eggplant parmesan'], foods: ['nightshades', 'dairy', 'gluten'], kind: 'main' },
  { texts: ['Corn on the cob with grilled chicken'], foods: ['corn'], kind: 'main' },
  { texts: ['Rice and vegetables', 'Plain rice with steamed veg'], foods: [], kind: 'main' },
  // Snacks
  { texts: ['An apple'], foods: [], kind: 'snack' },
  { texts: ['Handful of almonds', 'Mixed nuts'], foods: ['nuts'], kind: 'snack' },
  { texts: ['Milk chocolate bar'], foods: ['sugar', 'dairy'], kind: 'snack', comfort: true },
  { texts: ['Bag of crisps'], foods: ['nightshades', 'processed-foods'], kind: 'snack', comfort: true },
  {
    texts: ['Digestive biscuits'],
    foods: ['gluten', 'sugar', 'processed-foods'],
    kind: 'snack',
    comfort: true,
  },
  { texts: ['Cheese and crackers'], foods: ['dairy', 'gluten'], kind: 'snack' },
  { texts: ['Popcorn'], foods: ['corn'], kind: 'snack', comfort: true },
  { texts: ['Ice cream'], foods: ['dairy', 'sugar'], kind: 'snack', comfort: true },
  { texts: ['Hummus and carrot sticks'], foods: ['legumes'], kind: 'snack' },
  { texts: ['A clementine', 'Two oranges'], foods: ['citrus'], kind: 'snack' },
  { texts: ['Diet coke'], foods: ['artificial-sweeteners', 'caffeine'], kind: 'snack' },
  { texts: ['Gummy sweets'], foods: ['sugar'], kind: 'snack', comfort: true },
  { texts: ['Blueberry muffin'], foods: ['gluten', 'eggs', 'sugar', 'dairy'], kind: 'snack', comfort: true },
  { texts: ['Sugar-free protein bar'], foods: ['artificial-sweeteners', 'processed-foods'], kind: 'snack' },
  { texts: ['Latte'], foods: ['caffeine', 'dairy'], kind: 'snack' },
  { texts: ['Green tea'], foods: ['caffeine'], kind: 'snack' },
  { texts: ['Banana'], foods: [], kind: 'snack' },
  { texts: ['Edamame beans'], foods: ['soy'], kind: 'snack' },
  {
    texts: ['Tortilla chips and salsa'],
    foods: ['corn', 'nightshades', 'processed-foods'],
    kind: 'snack',
    comfort: true,
  },
  // Drinks logged on their own
  { texts: ['Glass of red wine', 'Two glasses of wine'], foods: ['alcohol'], kind: 'drink' },
  { texts: ['A pint of beer', 'Two beers'], foods: ['alcohol', 'gluten'], kind: 'drink' },
  { texts: ['Gin and tonic'], foods: ['alcohol', 'sugar'], kind: 'drink' },
  { texts: ['Cider'], foods: ['alcohol'], kind: 'drink' },
];
