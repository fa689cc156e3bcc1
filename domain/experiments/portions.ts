// Food experiments: what a small, medium and large portion of each food looks like, for
// the day's step ("have a medium portion of dairy, for example a glass of milk"). One everyday
// example per size, chosen so the food is the point of the portion: a medium portion is about
// what a person has in one ordinary serving, which is the unit the analysis reports effects in.

import type { ExperimentFood, Portion } from './experiment-schema.ts';

export const PORTION_EXAMPLES: Readonly<Record<ExperimentFood, Readonly<Record<Portion, string>>>> = {
  gluten: {
    small: 'half a slice of wheat bread',
    medium: 'two slices of wheat bread',
    large: 'a plate of wheat pasta',
  },
  dairy: {
    small: 'a splash of milk in tea or coffee',
    medium: 'a glass of milk',
    large: 'a glass of milk and a pot of yoghurt',
  },
  eggs: { small: 'half an egg', medium: 'one egg', large: 'two or three eggs' },
  soy: { small: 'a spoon of soy milk', medium: 'a glass of soy milk', large: 'a block of tofu' },
  corn: {
    small: 'a few corn chips',
    medium: 'a corn tortilla or a cob of corn',
    large: 'a bowl of corn flakes and a corn tortilla',
  },
  nuts: { small: 'two or three almonds', medium: 'a small handful of nuts', large: 'two handfuls of nuts' },
  sugar: {
    small: 'a teaspoon of sugar',
    medium: 'a chocolate bar or a can of regular cola',
    large: 'a slice of cake and a sweet drink',
  },
  'processed-foods': {
    small: 'a few crisps',
    medium: 'a ready meal or a packet of crisps',
    large: 'a fast-food meal',
  },
  'artificial-sweeteners': {
    small: 'a sip of diet soda',
    medium: 'a can of diet soda',
    large: 'two cans of diet soda',
  },
  'red-meat': {
    small: 'a slice of ham',
    medium: 'a beef burger or a pork chop',
    large: 'a large steak',
  },
  nightshades: {
    small: 'a slice of tomato',
    medium: 'a tomato or a baked potato',
    large: 'a pasta sauce of tomatoes and peppers',
  },
  alcohol: {
    small: 'a small glass of wine',
    medium: 'a glass of wine or a bottle of beer',
    large: 'two glasses of wine or two beers',
  },
  caffeine: {
    small: 'a cup of tea',
    medium: 'a cup of coffee',
    large: 'two cups of coffee',
  },
  legumes: {
    small: 'a spoon of hummus',
    medium: 'half a cup of cooked lentils or beans',
    large: 'a bowl of bean chilli',
  },
  citrus: {
    small: 'a slice of lemon in water',
    medium: 'an orange or a glass of orange juice',
    large: 'two oranges',
  },
};

export function portionExample(food: ExperimentFood, portion: Portion): string {
  return PORTION_EXAMPLES[food][portion];
}
