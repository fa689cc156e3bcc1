import { type GoldRow, goldItems } from './gold-item.ts';

// Meals for the standard-recipe revision of decision 009 (a named dish carries what nearly every
// version of it has), labelled by the guide before the tagger ran on them; the first run is in the
// commit that added them.
const rows: readonly GoldRow[] = [
  ['blueberry pancakes with a drizzle of maple syrup', ['gluten', 'dairy', 'eggs', 'sugar']],
  ['chicken schnitzel with potato salad', ['gluten', 'eggs', 'nightshades']],
  ['salmon avocado maki and a miso soup', ['gluten', 'soy']],
  ['gluten-free sushi with tamari', ['soy']],
  ['slice of victoria sponge and a cup of tea', ['gluten', 'dairy', 'eggs', 'sugar', 'caffeine']],
  ['vegan chocolate brownie', ['gluten', 'sugar']],
  ['fish cakes with peas', ['gluten', 'legumes']],
  ['crispy duck pancakes with cucumber', ['gluten']],
  ['vegetable stir fry with rice', ['gluten', 'soy']],
  ['tuna mayo jacket potato', ['eggs', 'nightshades']],
  ['chana dal with rice', ['legumes', 'nightshades']],
  ['crepes with lemon and sugar', ['gluten', 'dairy', 'eggs', 'sugar', 'citrus']],
  ['prawn katsu curry', ['gluten', 'eggs', 'nightshades']],
  ['coleslaw and a jacket potato', ['eggs', 'nightshades']],
  ['egg-free pancakes', ['gluten', 'dairy']],
  ['rice tempered with curry leaves and mustard seeds', []],
  ['a sausage mcmuffin and a hash brown', ['gluten', 'dairy', 'processed-foods', 'red-meat', 'nightshades']],
  ['paella with chorizo', ['processed-foods', 'red-meat', 'nightshades']],
  ['plain naan', ['gluten', 'dairy']],
  ['raspberry yogurt', ['dairy', 'sugar']],
];

export const standardRecipesGold = goldItems(rows);
