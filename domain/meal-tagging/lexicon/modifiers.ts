import type { TriggerFood } from '#domain/catalogues/trigger-foods.ts';
import type { Negator, Qualifier } from './types.ts';

const withoutRedMeat: readonly TriggerFood[] = ['red-meat'];

// "X-free" and its spellings for each trigger a person might exclude. Lactose-free keeps dairy:
// lactose-free milk is still milk (decision 009), so it is listed with nothing to remove.
export const qualifiers: readonly Qualifier[] = [
  {
    phrases: 'gluten free|glutenfree|gf|wheat free|bunless|no bun style|protein style',
    removes: ['gluten'],
    reach: 'list',
  },
  { phrases: 'grain free', removes: ['gluten', 'corn'], reach: 'list' },
  {
    phrases: 'dairy free|dairyfree|non dairy|nondairy|milk free|plant based milk',
    removes: ['dairy'],
    reach: 'list',
  },
  {
    phrases: 'lactose free|lactosefree|low lactose|fat free|low fat|reduced fat|light|lite',
    removes: [],
    reach: 'list',
  },
  { phrases: 'egg free|eggless|no egg', removes: ['eggs'], reach: 'list' },
  { phrases: 'soy free|soya free', removes: ['soy'], reach: 'list' },
  { phrases: 'corn free', removes: ['corn'], reach: 'list' },
  { phrases: 'nut free|tree nut free', removes: ['nuts'], reach: 'list' },
  { phrases: 'peanut free', removes: ['legumes'], reach: 'list' },
  { phrases: 'nightshade free', removes: ['nightshades'], reach: 'list' },
  { phrases: 'citrus free', removes: ['citrus'], reach: 'list' },
  { phrases: 'caffeine free|decaf|decaffeinated|decafe|caffeine less', removes: ['caffeine'], reach: 'list' },
  {
    // "0.0" and "0.0%" after a beer's name ("Heineken 0.0") or before it ("0.0 lager"); "zero
    // percent" as people write it out.
    phrases:
      'alcohol free|non alcoholic|nonalcoholic|non alcohol|non alc|alcohol less|alcoholfree|virgin|zero alcohol|0 0|0.0|00|0 percent|zero percent|no alcohol version',
    removes: ['alcohol'],
    reach: 'list',
  },
  // "NA beer": non-alcoholic, only when it stands right before the drink ("na" alone means nothing).
  { phrases: 'na', removes: ['alcohol'], reach: 'next' },
  // "ramen (instant)": the only qualifier that adds a trigger instead of removing one.
  { phrases: 'instant', removes: [], adds: ['processed-foods'], reach: 'list' },
  {
    phrases: 'sugar free|sugarfree|zero sugar|no sugar version|sugarless',
    removes: ['sugar'],
    reach: 'list',
    sweetened: true,
  },
  { phrases: 'diet', removes: ['sugar'], reach: 'next', sweetened: true },
  {
    phrases: 'unsweetened|no added sugar|no sugar added|without added sugar',
    removes: ['sugar'],
    reach: 'list',
  },
  { phrases: 'vegan|plant based', removes: ['dairy', 'eggs', 'red-meat'], reach: 'list' },
  { phrases: 'vegetarian|veggie|meatless|meat free', removes: withoutRedMeat, reach: 'list' },
  // Nouns as well as adjectives: only the word right after them, or "steak, veg" would lose its steak.
  { phrases: 'vegetable|veg', removes: withoutRedMeat, reach: 'next' },
  // A leaner or plant protein named before a meat word replaces the meat: "turkey bacon".
  {
    phrases:
      'chicken|turkey|duck|fish|salmon|tuna|cod|haddock|shrimp|prawn|crab|lobster|scallop|mussel|mushroom|jackfruit|chicken breast|chicken thigh|roast chicken|grilled chicken|fried chicken thigh|sardine|anchovy|mackerel|trout|tilapia',
    removes: withoutRedMeat,
    reach: 'next',
    tags: [],
  },
  { phrases: 'tofu|tempeh', removes: ['red-meat', 'dairy'], reach: 'next', tags: ['soy'] },
  { phrases: 'soy|soya', removes: ['red-meat', 'dairy'], reach: 'next', tags: ['soy'] },
  { phrases: 'seitan', removes: withoutRedMeat, reach: 'next', tags: ['gluten'] },
  {
    phrases: 'bean|black bean|lentil',
    removes: withoutRedMeat,
    reach: 'next',
    tags: ['legumes'],
  },
  // A bean burger is still a burger in a bun (decision 009: burgers are gluten); "no bun" takes it off.
  {
    phrases: 'chickpea burger|bean burger|black bean burger|lentil burger',
    removes: withoutRedMeat,
    reach: 'next',
    tags: ['gluten', 'legumes'],
  },
  // Tamari is the wheat-free soy sauce: "sushi with tamari" and "stir-fry with tamari" lose the wheat.
  {
    phrases: 'tamari|gluten free tamari|gf tamari',
    removes: ['gluten'],
    reach: 'next',
    alsoBefore: true,
    tags: ['soy'],
  },
  // Quorn is mycoprotein bound with egg white: "Quorn mince" is not beef.
  { phrases: 'quorn', removes: withoutRedMeat, reach: 'next', tags: ['eggs', 'processed-foods'] },
  // Plant milks and their bases make the milk drink after them (or before "with") dairy-free.
  {
    phrases: 'oat|oat milk|oatmilk|oatly|rice milk|hemp milk|coconut|coconut milk|plant milk',
    removes: ['dairy'],
    reach: 'next',
    alsoBefore: true,
    tags: [],
  },
  {
    phrases: 'almond milk|cashew milk|macadamia milk|hazelnut milk',
    removes: ['dairy'],
    reach: 'next',
    alsoBefore: true,
    tags: ['nuts'],
  },
  { phrases: 'soy milk|soya milk', removes: ['dairy'], reach: 'next', alsoBefore: true, tags: ['soy'] },
  // Sweet potato chips and buckwheat or rice noodles are made of something else.
  {
    phrases: 'sweet potato|sweet potatoe|yam|cassava|plantain',
    removes: ['nightshades'],
    reach: 'next',
    tags: [],
  },
  {
    phrases: 'buckwheat|100 buckwheat|rice|cauliflower|cauliflower crust|lettuce|corn based',
    removes: ['gluten'],
    reach: 'next',
    tags: [],
  },
];

export const negators: readonly Negator[] = [
  { phrases: 'no|without|w o|hold the|minus|sans|no more|free of|with no|zero', fromDish: true },
  {
    phrases:
      'not|never|skip|skipped|skipping|avoided|avoid|instead of|rather than|in place of|didnt have|didnt eat|didnt drink|did not have|cut out|swapped out|none of',
    fromDish: false,
  },
];
