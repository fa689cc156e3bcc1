// The meal-tagging lexicon, as data: every phrase tagMeal knows, what it implies, and the words that
// qualify or negate it. The conventions behind the rows (docs/decisions/009 has the reasons):
// - peanuts are legumes and not nuts (the catalogue's Nuts are tree nuts; both would double-count);
// - soy is soy only, never also legumes; green beans, snow peas and snap peas are not legumes, green
//   and split peas are;
// - oats and buckwheat are not gluten; soba is (most is part wheat) unless the text says buckwheat;
// - unqualified "tortilla" is flour (gluten), "taco" and "enchilada" corn; cornbread is both;
// - red meat is beef, pork, lamb, veal, goat and game; bacon, ham, sausage, salami and hot dogs are
//   also processed; chicken, turkey and fish are neither, and turn "turkey bacon" into processed only;
// - processed is cured meat, chips and crisps, instant noodles, ready meals, fast-food chains and
//   packaged snacks and cereals; regular soda is sugar, not processed;
// - sugar is added sugar (honey and syrups included, fruit and juice not); chocolate is sugar, milk
//   chocolate also dairy, dark chocolate also caffeine;
// - unqualified "tea" is black tea; herbal teas and decaf have no caffeine; diet and sugar-free
//   products are artificial sweeteners; lactose-free milk is still dairy;
// - a named dish carries its standard recipe, what nearly every version has (pizza: gluten, dairy,
//   tomato; pancakes: flour, egg, milk; sushi: its soy sauce); optional fillings, garnishes, cooking
//   fat, small thickeners, traces and cooked-off wine do not count.
// Typos are listed as spellings, only where they cannot mean another food ("tomatoe", "expresso").
import { dairyAndEggs } from './lexicon/dairy-and-eggs.ts';
import { dishesAndBrands } from './lexicon/dishes-and-brands.ts';
import { grainsAndBakery } from './lexicon/grains-and-bakery.ts';
import { meatAndProcessed } from './lexicon/meat-and-processed.ts';
import { negators, qualifiers } from './lexicon/modifiers.ts';
import { produce } from './lexicon/produce.ts';
import { sweetsAndDrinks } from './lexicon/sweets-and-drinks.ts';
import type { FoodRow } from './lexicon/types.ts';

export type { FoodRow, Negator, Qualifier } from './lexicon/types.ts';

export const foods: readonly FoodRow[] = [
  ...grainsAndBakery,
  ...dairyAndEggs,
  ...produce,
  ...meatAndProcessed,
  ...sweetsAndDrinks,
  ...dishesAndBrands,
];

export { negators, qualifiers };
