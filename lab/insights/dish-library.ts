// The dishes synthetic people eat, each with the free-text ways a person might log it and the
// trigger foods it TRULY contains. The truth drives symptoms; the engine only ever sees the text,
// so every place where a tagger could misread a description (a typo, a brand name, "gluten-free",
// "no cheese", "decaf") is a tagging error the benchmark counts against the whole pipeline.
//
// Labelling conventions (shared with tagMeal, decided with the tagging work): peanuts are legumes,
// not nuts; soy is soy only (edamame and tofu too); soy sauce is soy and gluten, tamari soy only;
// oats are not gluten; beer is alcohol and gluten; pizza is gluten, dairy and nightshades; a burger is
// red meat and gluten; bacon, ham and sausage are red meat and processed foods; ketchup is
// nightshades and sugar; a latte is dairy and caffeine; cola is sugar and caffeine; a diet soda is
// artificial sweeteners (and caffeine if a cola); eggplant is a nightshade, not eggs; sweet potato
// and black pepper are not nightshades; coconut milk is not dairy; chocolate is sugar (milk
// chocolate also dairy, dark chocolate also caffeine). Chicken, fish, rice and most vegetables carry
// no trigger. A dish carries its standard recipe, what nearly every version has (pancakes and cakes
// eggs and dairy, sushi and stir-fries soy sauce, curries chilli), not what only some versions have;
// plain juice and cider are not added sugar; marmalade and lemonade are citrus; candy bars, packaged
// cereals and snack bars are processed foods. These follow docs/decisions/009 (its 2026 revision).

import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';

/** main: a meal on its own; side and drink: go with a main; snack: the snacks slot. */
export type DishKind = 'main' | 'side' | 'drink' | 'snack';

/**
 * comfort: what stress pushes people towards; bland: what people fall back on when unwell (the day
 * before and during a flare); craving: sugar and caffeine people reach for when tired; meat and
 * fish: left out by vegetarians; takeaway: usually eaten out or delivered.
 */
export type DishTag = 'comfort' | 'bland' | 'craving' | 'meat' | 'fish' | 'takeaway';

export type Dish = {
  id: string;
  kind: DishKind;
  slots: readonly MealTime[];
  triggers: readonly TriggerFood[];
  /** Ways to log it anywhere; the first is the plain name. */
  texts: readonly string[];
  /** Extra ways to log it when eaten out: restaurant and brand names. */
  outTexts: readonly string[];
  tags: readonly DishTag[];
};

const slotCodes: Readonly<Record<string, MealTime>> = {
  b: 'breakfast',
  l: 'lunch',
  d: 'dinner',
  s: 'snacks',
};

function dish(
  id: string,
  kind: DishKind,
  slots: string,
  triggers: string,
  texts: readonly string[],
  options: { out?: readonly string[]; tags?: string } = {},
): Dish {
  return {
    id,
    kind,
    slots: [...slots].map((code) => slotCodes[code] as MealTime),
    triggers: triggers === '' ? [] : (triggers.split(' ') as TriggerFood[]),
    texts,
    outTexts: options.out ?? [],
    tags: options.tags ? (options.tags.split(' ') as DishTag[]) : [],
  };
}

export const DISHES: readonly Dish[] = [
  // Breakfasts.
  dish('porridge', 'main', 'b', '', ['Porridge with blueberries', 'oatmeal with berries', 'Overnight oats'], {
    tags: 'bland',
  }),
  dish('porridge-honey', 'main', 'b', 'sugar', [
    'Porridge with honey',
    'oatmeal w/ brown sugar',
    'Oats with maple syrup',
  ]),
  dish('porridge-almond', 'main', 'b', 'nuts', [
    'Oats with almond milk and walnuts',
    'porridge with almonds',
  ]),
  // Granola is sweetened; many are nut-free, so nuts only when the text says so (decision 009).
  dish('granola-yogurt', 'main', 'b', 'dairy sugar', [
    'Granola with yogurt',
    'greek yoghurt, granola and honey',
    'Yogurt parfait with granola',
  ]),
  dish('yogurt-fruit', 'main', 'b', 'dairy', [
    'Greek yogurt with berries',
    'natural yoghurt and banana',
    'Skyr with raspberries',
  ]),
  dish('coconut-yogurt', 'main', 'b', '', ['Coconut yogurt with berries', 'dairy-free yogurt with mango']),
  dish(
    'toast-butter',
    'main',
    'bs',
    'gluten dairy',
    ['Toast with butter', 'two slices of toast and butter', 'Buttered toast'],
    { tags: 'bland comfort' },
  ),
  dish('toast-jam', 'main', 'bs', 'gluten sugar', [
    'Toast with jam',
    'toast & strawberry jam',
    'jam on toast',
  ]),
  // Marmalade is made from Seville oranges: citrus as well as sugar (decision 009).
  dish('toast-marmalade', 'main', 'b', 'gluten sugar citrus', ['Marmalade on toast', 'toast and marmalade']),
  dish('toast-peanut-butter', 'main', 'bs', 'gluten legumes', [
    'Peanut butter toast',
    'toast with Skippy peanut butter',
    'PB on toast',
  ]),
  dish('gf-toast', 'main', 'b', 'dairy', [
    'Gluten-free toast with butter',
    'GF toast and butter',
    'gluten free bread toasted with butter',
  ]),
  dish('avocado-toast', 'main', 'bl', 'gluten', ['Avocado toast', 'avo on sourdough', 'avacado toast']),
  dish(
    'avocado-toast-egg',
    'main',
    'bl',
    'gluten eggs',
    ['Avocado toast with a poached egg', 'smashed avo and eggs on sourdough'],
    {
      out: ['Brunch: smashed avocado, poached eggs on sourdough'],
    },
  ),
  // The butter in the pan is a cooking fat, not an ingredient (decision 009).
  dish('eggs-toast', 'main', 'b', 'eggs gluten', [
    'Scrambled eggs on toast',
    'scrambled egg and toast',
    'Eggs on toast',
  ]),
  dish('boiled-eggs', 'main', 'b', 'eggs', [
    'Two boiled eggs',
    'soft boiled eggs with spinach',
    'Hard-boiled egg',
  ]),
  dish('omelette', 'main', 'bl', 'eggs dairy', [
    'Cheese omelette',
    'omlette with cheddar',
    'Three-egg omelette with cheese',
  ]),
  dish('veg-omelette', 'main', 'bl', 'eggs nightshades', [
    'Omelette with peppers and tomato',
    'veggie omelet with bell pepper',
  ]),
  dish(
    'full-english',
    'main',
    'b',
    // The beans are baked beans, in a sweetened tomato sauce (as on a jacket potato).
    'eggs red-meat processed-foods gluten legumes nightshades sugar',
    ['Full English breakfast', 'Fry up: bacon, sausage, eggs, beans, toast and tomato'],
    { tags: 'comfort meat', out: ['Full English at the cafe'] },
  ),
  dish(
    'bacon-eggs',
    'main',
    'b',
    'eggs red-meat processed-foods',
    ['Bacon and eggs', 'eggs with streaky bacon', 'Fried eggs and bacon'],
    { tags: 'meat' },
  ),
  dish(
    'bacon-sandwich',
    'main',
    'bl',
    'red-meat processed-foods gluten nightshades sugar',
    ['Bacon sandwich with ketchup', 'bacon butty with tomato ketchup'],
    {
      tags: 'comfort meat',
    },
  ),
  dish('sausage-biscuit', 'main', 'b', 'red-meat processed-foods gluten dairy', ['Sausage biscuit'], {
    out: ['McDonalds sausage McMuffin'],
    tags: 'meat takeaway',
  }),
  dish(
    'pancakes',
    'main',
    'b',
    'gluten eggs dairy sugar',
    ['Pancakes with maple syrup', 'pancakes and syrup', 'Buttermilk pancakes'],
    {
      tags: 'comfort',
    },
  ),
  // Gluten-free batter is still made with milk and egg.
  dish('gf-pancakes', 'main', 'b', 'eggs dairy sugar', [
    'Gluten-free pancakes with syrup',
    'buckwheat pancakes with honey',
  ]),
  dish('waffles', 'main', 'b', 'gluten eggs dairy sugar', [
    'Waffles with berries and cream',
    'Belgian waffle',
  ]),
  dish(
    'cereal-milk',
    'main',
    'bs',
    // Packaged cereals are processed foods (decision 009); these are sweetened ones.
    'gluten dairy sugar processed-foods',
    ['Cereal with milk', 'bowl of Special K with milk', 'Shreddies and milk'],
    {
      tags: 'bland',
    },
  ),
  dish('cheerios', 'main', 'b', 'dairy sugar processed-foods', [
    'Cheerios with milk',
    'Honey Cheerios and milk',
  ]),
  dish('cornflakes', 'main', 'b', 'corn sugar dairy processed-foods', [
    'Cornflakes with milk',
    'corn flakes and semi-skimmed milk',
  ]),
  // Weetabix has a little sugar (4%), a minor ingredient; it is a packaged cereal all the same.
  dish('weetabix', 'main', 'b', 'gluten dairy processed-foods', [
    'Weetabix with milk',
    'two weetabix and milk',
  ]),
  dish('muesli-oat-milk', 'main', 'b', 'nuts', [
    'Muesli with oat milk',
    'bircher muesli with oat milk and hazelnuts',
  ]),
  dish('smoothie', 'main', 'bs', '', [
    'Banana and spinach smoothie',
    'green smoothie',
    'Berry smoothie with oat milk',
  ]),
  dish('smoothie-bowl', 'main', 'b', 'nuts sugar', [
    'Acai bowl with almond butter',
    'smoothie bowl with almonds',
  ]),
  dish('croissant', 'main', 'bs', 'gluten dairy', ['Croissant', 'butter croissant', 'plain croissant'], {
    out: ['Pret croissant', 'Croissant from the bakery'],
  }),
  dish('pain-au-chocolat', 'main', 'bs', 'gluten dairy sugar', ['Pain au chocolat', 'chocolate croissant']),
  dish('bagel-cream-cheese', 'main', 'bl', 'gluten dairy', [
    'Bagel with cream cheese',
    'toasted bagel and Philadelphia',
  ]),
  dish(
    'bagel-lox',
    'main',
    'bl',
    'gluten dairy',
    ['Bagel with smoked salmon and cream cheese', 'lox bagel'],
    { tags: 'fish' },
  ),
  dish(
    'breakfast-burrito',
    'main',
    'b',
    'gluten eggs dairy nightshades',
    ['Breakfast burrito with eggs, cheese and salsa'],
    {
      tags: 'takeaway',
    },
  ),
  dish(
    'shakshuka',
    'main',
    'bl',
    'eggs nightshades',
    ['Shakshuka', 'eggs baked in tomato and pepper sauce', 'shakshouka'],
    {},
  ),
  dish('chia-pudding', 'main', 'b', '', [
    'Chia pudding with coconut milk',
    'chia seeds soaked in coconut milk with mango',
  ]),
  dish('rice-porridge', 'main', 'bd', '', ['Congee', 'rice porridge with ginger'], { tags: 'bland' }),
  dish('fruit-salad', 'main', 'bs', 'citrus', ['Fruit salad with orange and kiwi', 'citrus salad']),
  dish('banana', 'snack', 's', '', ['Banana', 'a banana', 'Bananas'], { tags: 'bland' }),
  dish('apple', 'snack', 's', '', ['Apple', 'an apple', 'Sliced apple']),
  dish('orange', 'snack', 's', 'citrus', ['Orange', 'satsumas', 'Clementines', 'a grapefruit']),

  // Lunches and dinners.
  dish(
    'caesar-salad',
    'main',
    'l',
    'gluten dairy eggs',
    ['Chicken Caesar salad', 'chiken caesar salad with croutons', 'Caesar salad'],
    {
      tags: 'meat',
    },
  ),
  dish('greek-salad', 'main', 'l', 'dairy nightshades', [
    'Greek salad with feta',
    'horiatiki: tomato, cucumber, feta, olives',
  ]),
  dish(
    'green-salad-chicken',
    'main',
    'ld',
    '',
    ['Grilled chicken salad', 'chicken, leaves and cucumber salad', 'Salad with chicken breast'],
    {
      tags: 'meat',
    },
  ),
  dish('tuna-salad', 'main', 'l', 'eggs', ['Tuna salad with mayo', 'tuna mayo salad'], { tags: 'fish' }),
  dish(
    'nicoise',
    'main',
    'l',
    'eggs nightshades',
    ['Salade niçoise', 'nicoise salad with tuna, egg, potatoes and tomatoes'],
    {
      tags: 'fish',
    },
  ),
  dish('quinoa-bowl', 'main', 'ld', '', [
    'Quinoa bowl with roasted sweet potato',
    'quinoa, kale and sweet potato bowl',
  ]),
  dish('buddha-bowl', 'main', 'ld', 'legumes', [
    'Buddha bowl with chickpeas',
    'grain bowl with hummus and roast chickpeas',
  ]),
  dish('tofu-bowl', 'main', 'ld', 'soy', [
    'Tofu rice bowl with tamari',
    'Baked tofu, rice and greens',
    'tofu and edamame poke-style bowl',
  ]),
  dish('poke-bowl', 'main', 'ld', 'soy gluten', ['Salmon poke bowl with soy sauce', 'poke bowl'], {
    tags: 'fish takeaway',
    out: ['Poke House salmon bowl'],
  }),
  dish(
    'ham-sandwich',
    'main',
    'l',
    'gluten red-meat processed-foods dairy',
    ['Ham and cheese sandwich', 'ham & cheese sandwhich', 'Toastie with ham and cheddar'],
    {
      tags: 'meat',
    },
  ),
  dish('ham-sandwich-plain', 'main', 'l', 'gluten red-meat processed-foods', [
    'Ham sandwich',
    'ham salad roll',
  ]),
  dish('chicken-sandwich', 'main', 'l', 'gluten eggs', ['Chicken mayo sandwich', 'chicken salad sandwich'], {
    tags: 'meat',
    out: ['Pret chicken avocado sandwich', 'Subway chicken sub'],
  }),
  dish(
    'blt',
    'main',
    'l',
    'gluten red-meat processed-foods nightshades eggs',
    ['BLT sandwich', 'bacon lettuce tomato sandwich'],
    {
      tags: 'meat',
    },
  ),
  dish(
    'tuna-sandwich',
    'main',
    'l',
    'gluten eggs corn',
    ['Tuna sweetcorn sandwich', 'tuna and sweetcorn baguette'],
    { tags: 'fish' },
  ),
  dish(
    'cheese-sandwich',
    'main',
    'l',
    'gluten dairy',
    ['Cheese sandwich', 'cheddar sandwich', 'Grilled cheese'],
    { tags: 'comfort' },
  ),
  dish('gf-wrap', 'main', 'l', '', ['Gluten-free wrap with chicken and salad', 'GF wrap with turkey'], {
    tags: 'meat',
  }),
  dish(
    'falafel-wrap',
    'main',
    'l',
    'legumes gluten',
    ['Falafel wrap', 'falafel and hummus wrap', 'Falafel pitta'],
    {
      out: ['Falafel wrap from the market stall'],
    },
  ),
  dish('hummus-plate', 'main', 'ls', 'legumes', [
    'Hummus with carrot sticks',
    'hummous and crudités',
    'Houmous and veg sticks',
  ]),
  dish(
    'tomato-soup',
    'main',
    'ld',
    'nightshades dairy',
    ['Tomato soup', 'tomatoe soup with cream', 'Cream of tomato soup'],
    {
      tags: 'bland',
    },
  ),
  dish(
    'tomato-soup-bread',
    'main',
    'l',
    'nightshades dairy gluten',
    ['Tomato soup with bread', 'Heinz tomato soup and a roll'],
    {
      tags: 'comfort',
    },
  ),
  dish('lentil-soup', 'main', 'ld', 'legumes', ['Lentil soup', 'red lentil soup', 'Lentil and carrot soup']),
  dish('minestrone', 'main', 'l', 'legumes nightshades gluten', [
    'Minestrone soup',
    'minestrone with pasta and beans',
  ]),
  dish(
    'chicken-soup',
    'main',
    'ld',
    '',
    ['Chicken soup', 'homemade chicken and veg soup', 'Chicken broth with rice'],
    {
      tags: 'bland meat',
    },
  ),
  dish(
    'chicken-noodle-soup',
    'main',
    'ld',
    'gluten',
    ['Chicken noodle soup', 'chicken noodle soup from a can'],
    {
      tags: 'bland meat',
    },
  ),
  dish('miso-soup', 'main', 'l', 'soy', ['Miso soup with tofu', 'miso soup']),
  dish('butternut-soup', 'main', 'ld', '', ['Butternut squash soup', 'roasted butternut soup with nutmeg']),
  dish('jacket-potato-beans', 'main', 'ld', 'nightshades legumes sugar', [
    'Jacket potato with beans',
    'baked potato and baked beans',
  ]),
  dish(
    'jacket-potato-cheese',
    'main',
    'ld',
    'nightshades dairy',
    ['Jacket potato with cheese', 'baked potato with cheddar and sour cream'],
    {
      tags: 'comfort',
    },
  ),
  dish(
    'beans-on-toast',
    'main',
    'bl',
    'legumes sugar nightshades gluten',
    ['Beans on toast', 'Heinz beans on toast'],
    {
      tags: 'comfort',
    },
  ),
  dish('sushi', 'main', 'ld', 'soy gluten', ['Sushi with soy sauce', 'salmon nigiri and maki rolls'], {
    tags: 'fish takeaway',
    out: ['Itsu sushi box', 'Wasabi sushi set', 'sushi from Yo Sushi'],
  }),
  dish(
    'sushi-tamari',
    'main',
    'ld',
    'soy',
    ['Sushi with tamari (gluten-free)', 'sashimi with gluten-free tamari'],
    { tags: 'fish' },
  ),
  dish(
    'spaghetti-bolognese',
    'main',
    'd',
    // Parmesan on top is a garnish some plates have; the sauce itself is meat and tomato.
    'gluten red-meat nightshades',
    ['Spaghetti bolognese', 'spag bol', 'spagetti bolognese'],
    {
      tags: 'comfort meat',
    },
  ),
  dish('gf-pasta-tomato', 'main', 'ld', 'nightshades', [
    'Gluten-free pasta with tomato sauce',
    'GF penne in marinara sauce',
    'gluten free spaghetti with tomatoes',
  ]),
  dish('pasta-pesto', 'main', 'ld', 'gluten dairy nuts', [
    'Pasta with pesto',
    'pesto pasta with parmesan and pine nuts',
  ]),
  dish('pasta-tomato', 'main', 'ld', 'gluten nightshades', [
    'Pasta with tomato sauce',
    'penne arrabbiata',
    'Spaghetti pomodoro',
  ]),
  dish(
    'mac-cheese',
    'main',
    'd',
    'gluten dairy',
    ['Mac and cheese', 'macaroni cheese', 'Kraft mac n cheese'],
    { tags: 'comfort' },
  ),
  dish(
    'carbonara',
    'main',
    'd',
    'gluten eggs dairy red-meat processed-foods',
    ['Spaghetti carbonara', 'carbonara with pancetta'],
    {
      tags: 'comfort meat',
    },
  ),
  dish(
    'lasagna',
    'main',
    'd',
    'gluten dairy red-meat nightshades',
    ['Lasagna', 'beef lasagne', 'Lasagne and salad'],
    {
      tags: 'comfort meat',
    },
  ),
  dish('veg-lasagna', 'main', 'd', 'gluten dairy nightshades', [
    'Vegetable lasagne with aubergine',
    'veggie lasagna',
  ]),
  dish(
    'pizza-margherita',
    'main',
    'ld',
    'gluten dairy nightshades',
    ['Margherita pizza', 'cheese and tomato pizza', 'Homemade pizza'],
    {
      tags: 'comfort takeaway',
      out: ["Domino's margherita", 'Pizza Express margherita', 'Pizza from the Italian place'],
    },
  ),
  dish(
    'pizza-pepperoni',
    'main',
    'd',
    'gluten dairy nightshades red-meat processed-foods',
    ['Pepperoni pizza', 'two slices of pepperoni pizza'],
    {
      tags: 'comfort takeaway meat',
      out: ["Domino's pepperoni pizza", 'Papa Johns pepperoni', 'Pizza Hut pepperoni pan pizza'],
    },
  ),
  dish('gf-pizza', 'main', 'd', 'dairy nightshades', ['Gluten-free pizza', 'GF base margherita pizza'], {
    out: ['Gluten free pizza at Zizzi'],
  }),
  dish('pizza-no-cheese', 'main', 'd', 'gluten nightshades', [
    'Pizza marinara, no cheese',
    'vegan pizza without cheese',
  ]),
  dish(
    'burger',
    'main',
    'ld',
    'red-meat gluten',
    ['Burger', 'beef burger in a bun', 'Hamburger, no cheese'],
    {
      tags: 'comfort takeaway meat',
    },
  ),
  dish('cheeseburger', 'main', 'ld', 'red-meat gluten dairy', ['Cheeseburger', 'burger with cheese'], {
    tags: 'comfort takeaway meat',
    out: ['Big Mac', 'Five Guys cheeseburger', 'Shake Shack burger'],
  }),
  dish('burger-bunless', 'main', 'd', 'red-meat', ['Bunless burger with salad', 'lettuce-wrap burger'], {
    tags: 'meat',
  }),
  // Patties vary (soy, pea protein, beans, vegetables): the bun is the one constant.
  dish('veggie-burger', 'main', 'ld', 'gluten', ['Veggie burger', 'Beyond burger in a bun'], {
    out: ['Plant burger at the pub'],
  }),
  dish('bean-burger', 'main', 'ld', 'legumes gluten', ['Bean burger', 'black bean burger with salad']),
  dish(
    'hot-dog',
    'main',
    'l',
    'red-meat processed-foods gluten nightshades sugar',
    ['Hot dog with ketchup', 'hotdog'],
    {
      tags: 'comfort meat takeaway',
    },
  ),
  dish(
    'chicken-nuggets',
    'main',
    'ld',
    'gluten processed-foods',
    ['Chicken nuggets', 'chicken nugget meal'],
    {
      tags: 'comfort meat takeaway',
      out: ['McDonalds nuggets', 'Chicken McNuggets'],
    },
  ),
  dish('fried-chicken', 'main', 'd', 'gluten processed-foods', ['Fried chicken', 'crispy fried chicken'], {
    tags: 'comfort meat takeaway',
    out: ['KFC bucket', 'KFC zinger meal'],
  }),
  dish(
    'roast-chicken',
    'main',
    'd',
    '',
    ['Roast chicken with vegetables', 'chicken thighs with broccoli and rice', 'Baked chicken and veg'],
    {
      tags: 'meat',
    },
  ),
  dish(
    'roast-chicken-potatoes',
    'main',
    'd',
    'nightshades',
    ['Roast chicken with roast potatoes', 'chicken, roasties and greens'],
    {
      tags: 'meat',
    },
  ),
  dish(
    'sunday-roast',
    'main',
    'd',
    'red-meat nightshades gluten eggs dairy',
    ['Sunday roast beef with Yorkshire pudding', 'roast beef, roast potatoes and gravy'],
    {
      tags: 'comfort meat',
      out: ['Sunday roast at the pub'],
    },
  ),
  dish(
    'steak-chips',
    'main',
    'd',
    'red-meat nightshades',
    ['Steak and chips', 'sirloin steak with fries', 'Steak frites'],
    {
      tags: 'meat',
      out: ['Steak at Hawksmoor'],
    },
  ),
  dish(
    'steak-salad',
    'main',
    'd',
    'red-meat',
    ['Steak with salad', 'ribeye and green salad with black pepper'],
    { tags: 'meat' },
  ),
  dish('lamb-chops', 'main', 'd', 'red-meat', ['Lamb chops with green beans', 'lamb cutlets and broccoli'], {
    tags: 'meat',
  }),
  dish('shepherds-pie', 'main', 'd', 'red-meat nightshades dairy', ["Shepherd's pie", 'cottage pie'], {
    tags: 'comfort meat',
  }),
  dish(
    'sweet-potato-chicken',
    'main',
    'd',
    '',
    [
      'Chicken with baked sweet potato',
      'sweet potato wedges and grilled chicken',
      'Chicken and sweet potatoes',
    ],
    {
      tags: 'meat',
    },
  ),
  dish(
    'salmon-rice',
    'main',
    'd',
    '',
    ['Salmon with rice and broccoli', 'baked salmon, rice and brocoli', 'Grilled salmon and greens'],
    {
      tags: 'fish',
    },
  ),
  dish(
    'salmon-potatoes',
    'main',
    'd',
    'nightshades dairy',
    ['Salmon with new potatoes and butter', 'salmon fillet, buttered potatoes'],
    { tags: 'fish' },
  ),
  dish(
    'fish-chips',
    'main',
    'd',
    'gluten nightshades',
    ['Fish and chips', 'battered cod and chips', 'Fish & chips'],
    {
      tags: 'comfort fish takeaway',
      out: ['Fish and chips from the chippy'],
    },
  ),
  dish(
    'fish-tacos',
    'main',
    'd',
    'corn nightshades citrus',
    ['Fish tacos with lime', 'corn tortilla fish tacos with salsa'],
    {
      tags: 'fish',
    },
  ),
  dish(
    'cod-veg',
    'main',
    'd',
    'citrus',
    ['Baked cod with lemon and asparagus', 'white fish with lemon and greens'],
    { tags: 'fish' },
  ),
  dish(
    'prawn-stir-fry',
    'main',
    'd',
    'soy gluten',
    ['Prawn stir fry with soy sauce and noodles', 'shrimp stirfry with noodles'],
    {
      tags: 'fish',
    },
  ),
  dish('tofu-stir-fry', 'main', 'd', 'soy gluten', [
    'Tofu stir-fry with soy sauce',
    'tofu stirfry and rice',
    'Vegetable stir-fry with tofu',
  ]),
  dish(
    'chicken-stir-fry',
    'main',
    'd',
    'soy gluten nightshades',
    ['Chicken stir fry with peppers and soy sauce', 'chicken and pepper stir-fry'],
    { tags: 'meat' },
  ),
  dish(
    'tamari-stir-fry',
    'main',
    'd',
    'soy',
    ['Chicken stir fry with tamari', 'gluten-free stir fry with tamari and rice'],
    { tags: 'meat' },
  ),
  dish(
    'pad-thai',
    'main',
    'd',
    // Egg and peanuts in every version; tofu and soy sauce only in some.
    'eggs legumes',
    ['Pad thai', 'pad thai with peanuts', 'chicken pad thai'],
    {
      tags: 'takeaway',
      out: ['Pad thai from the Thai place', 'Deliveroo pad thai'],
    },
  ),
  dish(
    'chicken-curry',
    'main',
    'd',
    // Chilli and tomato in every curry here; cream or yogurt in tikka masala and butter chicken.
    'nightshades dairy',
    ['Chicken curry with rice', 'chicken tikka masala and rice', 'Butter chicken'],
    {
      tags: 'comfort meat takeaway',
      out: ['Indian takeaway: tikka masala', 'Curry from Dishoom'],
    },
  ),
  dish(
    'thai-green-curry',
    'main',
    'd',
    'nightshades',
    ['Thai green curry with coconut milk', 'green curry and jasmine rice'],
    {
      tags: 'takeaway',
    },
  ),
  dish('dal-rice', 'main', 'ld', 'legumes nightshades', [
    'Dal with rice',
    'lentil dahl and basmati',
    'Tarka dal',
  ]),
  dish('chickpea-curry', 'main', 'd', 'legumes nightshades', [
    'Chickpea curry',
    'chana masala',
    'chickpea and spinach curry',
  ]),
  dish(
    'veg-curry-naan',
    'main',
    'd',
    'nightshades gluten dairy',
    ['Vegetable curry with naan', 'aloo gobi and naan bread'],
    {
      tags: 'takeaway',
    },
  ),
  dish(
    'chilli-con-carne',
    'main',
    'd',
    'red-meat legumes nightshades',
    ['Chilli con carne with rice', 'beef chili with kidney beans'],
    {
      tags: 'comfort meat',
    },
  ),
  dish('veggie-chilli', 'main', 'd', 'legumes nightshades corn', [
    'Veggie chilli with sweetcorn',
    'three bean chili',
  ]),
  dish(
    'burrito',
    'main',
    'ld',
    'gluten legumes dairy nightshades',
    ['Burrito', 'chicken burrito with beans and cheese'],
    {
      tags: 'takeaway meat',
      out: ['Chipotle burrito', 'Tortilla burrito'],
    },
  ),
  dish(
    'burrito-bowl',
    'main',
    'ld',
    'legumes nightshades corn',
    ['Burrito bowl', 'burrito bowl with black beans, corn and salsa'],
    {
      out: ['Chipotle bowl, no cheese'],
    },
  ),
  dish(
    'tacos-beef',
    'main',
    'd',
    'corn red-meat nightshades dairy',
    ['Beef tacos', 'taco night: beef, cheese and salsa'],
    {
      tags: 'comfort meat',
    },
  ),
  dish('quesadilla', 'main', 'ld', 'gluten dairy', ['Cheese quesadilla', 'quesadillas']),
  dish('ramen', 'main', 'd', 'gluten soy eggs red-meat', ['Ramen', 'tonkotsu ramen with egg'], {
    tags: 'takeaway meat',
    out: ['Wagamama ramen', 'Ramen at Bone Daddies'],
  }),
  // Japanese curry roux is spiced with chilli and cooked with potato.
  dish(
    'katsu-curry',
    'main',
    'd',
    'gluten eggs nightshades',
    ['Chicken katsu curry', 'katsu curry and rice'],
    {
      tags: 'takeaway meat comfort',
      out: ['Wagamama katsu curry'],
    },
  ),
  dish(
    'instant-noodles',
    'main',
    'ls',
    'gluten processed-foods soy',
    ['Instant noodles', 'pot noodle', 'Super Noodles'],
    {
      tags: 'comfort',
    },
  ),
  dish('fried-rice', 'main', 'd', 'eggs soy gluten', ['Egg fried rice', 'chicken fried rice'], {
    tags: 'takeaway',
    out: ['Chinese takeaway egg fried rice'],
  }),
  dish(
    'sweet-sour',
    'main',
    'd',
    'sugar gluten processed-foods nightshades',
    ['Sweet and sour chicken', 'sweet & sour chicken balls'],
    {
      tags: 'takeaway comfort meat',
    },
  ),
  dish('risotto', 'main', 'd', 'dairy', ['Mushroom risotto with parmesan', 'risotto']),
  dish('risotto-vegan', 'main', 'd', '', ['Dairy-free mushroom risotto', 'vegan mushroom risotto'], {}),
  dish('paella', 'main', 'd', 'nightshades', ['Seafood paella', 'paella with peppers and prawns'], {
    tags: 'fish',
  }),
  dish('ratatouille', 'main', 'd', 'nightshades', [
    'Ratatouille with rice',
    'ratatouille: aubergine, courgette, peppers, tomato',
  ]),
  dish('eggplant-parm', 'main', 'd', 'nightshades dairy gluten', [
    'Eggplant parmesan',
    'aubergine parmigiana',
  ]),
  dish('baba-ganoush', 'main', 'ls', 'nightshades', [
    'Baba ganoush with cucumber',
    'smoky eggplant dip and veg',
  ]),
  dish('stuffed-peppers', 'main', 'd', 'nightshades red-meat', [
    'Stuffed peppers with beef and rice',
    'stuffed bell peppers',
  ]),
  dish('moussaka', 'main', 'd', 'nightshades red-meat dairy eggs', ['Moussaka', 'lamb moussaka']),
  dish(
    'kebab',
    'main',
    'd',
    'red-meat gluten nightshades',
    ['Doner kebab with chilli sauce', 'lamb kebab in pitta'],
    {
      tags: 'comfort takeaway meat',
    },
  ),
  dish(
    'grilled-chicken-rice',
    'main',
    'ld',
    '',
    ['Grilled chicken and rice', 'chicken breast, rice and spinach', 'Chicken with basmati rice'],
    {
      tags: 'meat bland',
    },
  ),
  dish(
    'turkey-sweet-potato',
    'main',
    'd',
    '',
    ['Turkey meatballs with sweet potato mash', 'turkey and sweet potato traybake'],
    {
      tags: 'meat',
    },
  ),
  dish('pork-chops', 'main', 'd', 'red-meat', [
    'Pork chops with cabbage',
    'pork loin and roast veg (no potatoes)',
  ]),
  dish(
    'sausage-mash',
    'main',
    'd',
    'red-meat processed-foods nightshades dairy',
    ['Sausage and mash', 'bangers and mash with gravy'],
    {
      tags: 'comfort meat',
    },
  ),
  dish(
    'frozen-meal',
    'main',
    'ld',
    'processed-foods gluten dairy',
    ['Frozen ready meal', 'microwave lasagne ready meal', 'Ready meal mac and cheese'],
    {
      tags: 'comfort',
    },
  ),
  // Quorn is a processed meat substitute (decision 009).
  dish('quorn-mince', 'main', 'd', 'eggs gluten nightshades processed-foods', [
    'Quorn bolognese with pasta',
    'Quorn mince spaghetti',
  ]),
  dish('tempeh-salad', 'main', 'l', 'soy', ['Tempeh salad', 'marinated tempeh with leaves']),
  dish('edamame-bowl', 'main', 'l', 'soy', ['Edamame and rice bowl', 'edamame beans with brown rice']),
  dish('polenta', 'main', 'd', 'corn dairy', ['Polenta with parmesan and mushrooms', 'creamy polenta']),
  dish('buckwheat-bowl', 'main', 'ld', '', ['Buckwheat with roasted vegetables', 'kasha with mushrooms']),
  dish('leftovers', 'main', 'ld', 'nightshades', ['Leftovers', 'leftover curry from last night']),

  // Sides.
  dish('fries', 'side', 'ld', 'nightshades', ['fries', 'chips', 'french fries'], {
    tags: 'comfort',
    out: ['McDonalds fries', 'large fries'],
  }),
  dish('sweet-potato-fries', 'side', 'ld', '', ['sweet potato fries', 'sweet potato wedges']),
  dish('garlic-bread', 'side', 'd', 'gluten dairy', ['garlic bread', 'cheesy garlic bread']),
  dish('side-salad', 'side', 'ld', '', ['side salad', 'green salad', 'rocket salad with black pepper']),
  dish('coleslaw', 'side', 'ld', 'eggs', ['coleslaw', 'slaw']),
  dish('bread-roll', 'side', 'ld', 'gluten', ['a bread roll', 'sourdough bread', 'crusty bread']),
  dish('mashed-potatoes', 'side', 'd', 'nightshades dairy', ['mashed potatoes', 'mash with butter']),
  dish('corn-cob', 'side', 'd', 'corn', ['corn on the cob', 'sweetcorn']),
  dish('steamed-veg', 'side', 'ld', '', ['steamed vegetables', 'broccoli and green beans', 'steamed greens']),
  dish('rice-side', 'side', 'd', '', ['rice', 'brown rice', 'jasmine rice']),
  // Like fries, a home-style side: processed only when a chain or "frozen" says so (decision 009).
  dish('onion-rings', 'side', 'd', 'gluten', ['onion rings']),
  dish('ketchup-side', 'side', 'ld', 'nightshades sugar', ['ketchup', 'tomato ketchup', 'Heinz ketchup']),
  dish('mayo-side', 'side', 'ld', 'eggs', ['mayo', 'mayonnaise']),
  dish('cheese-side', 'side', 'ld', 'dairy', ['extra cheese', 'grated parmesan']),
  dish('tortilla-chips-salsa', 'side', 'ld', 'corn nightshades processed-foods', [
    'tortilla chips and salsa',
    'corn chips and salsa',
  ]),
  dish('edamame-side', 'side', 'ld', 'soy', ['edamame']),

  // Snacks.
  dish(
    'crisps',
    'snack',
    's',
    'nightshades processed-foods',
    ['Crisps', 'a bag of potato chips', 'Pringles', "Lay's chips"],
    { tags: 'comfort' },
  ),
  dish('doritos', 'snack', 's', 'corn processed-foods dairy', ['Doritos', 'cheesy tortilla chips']),
  dish('popcorn', 'snack', 's', 'corn', ['Popcorn', 'salted popcorn']),
  dish('popcorn-sweet', 'snack', 's', 'corn sugar dairy', ['Toffee popcorn', 'Butterkist popcorn']),
  dish('almonds', 'snack', 's', 'nuts', ['Almonds', 'handful of almonds', 'mixed nuts', 'cashews']),
  dish('walnuts', 'snack', 's', 'nuts', ['Walnuts', 'pistachios']),
  dish('peanuts', 'snack', 's', 'legumes', ['Peanuts', 'salted peanuts', 'dry roasted peanuts']),
  dish('apple-pb', 'snack', 's', 'legumes', ['Apple with peanut butter', 'apple slices and PB']),
  dish('apple-almond-butter', 'snack', 's', 'nuts', ['Apple with almond butter']),
  dish('rice-cakes', 'snack', 's', '', ['Rice cakes', 'rice cakes with avocado'], { tags: 'bland' }),
  dish('crackers-cheese', 'snack', 's', 'gluten dairy', [
    'Crackers and cheese',
    'Ritz crackers with cheddar',
    'cheese and crackers',
  ]),
  dish('cheese-board', 'snack', 's', 'dairy', ['Cheese', 'a few slices of cheddar', 'brie']),
  dish('yogurt-snack', 'snack', 's', 'dairy sugar', [
    'Fruit yogurt',
    'a Muller corner',
    'strawberry yoghurt',
  ]),
  // Milk proteins and sweeteners; the soy is lecithin, a trace.
  dish('protein-bar', 'snack', 's', 'artificial-sweeteners processed-foods dairy', [
    'Protein bar',
    'Grenade protein bar',
    'Quest bar',
  ]),
  // Packaged bars are processed foods; nuts only in some (Kind yes, Nature Valley oats and honey no).
  dish('granola-bar', 'snack', 's', 'sugar processed-foods', [
    'Granola bar',
    'Kind bar',
    'nature valley bar',
  ]),
  dish('clif-bar', 'snack', 's', 'soy sugar processed-foods', ['Clif bar', 'oat and soy energy bar']),
  // Dark chocolate has about a cup of tea's caffeine per bar (decision 009).
  dish(
    'dark-chocolate',
    'snack',
    's',
    'sugar caffeine',
    ['Dark chocolate', 'two squares of 85% dark chocolate'],
    {
      tags: 'craving',
    },
  ),
  dish('milk-chocolate', 'snack', 's', 'sugar dairy', ['Milk chocolate', 'Dairy Milk bar', 'chocolate bar'], {
    tags: 'comfort craving',
  }),
  // Candy bars are packaged snacks: processed foods (decision 009).
  dish('kitkat', 'snack', 's', 'gluten sugar dairy processed-foods', ['KitKat', 'a Twix', 'Kit Kat chunky'], {
    tags: 'comfort craving',
  }),
  dish(
    'snickers',
    'snack',
    's',
    'legumes sugar dairy processed-foods',
    ['Snickers', "Reese's peanut butter cups"],
    {
      tags: 'comfort craving',
    },
  ),
  dish(
    'cookies',
    'snack',
    's',
    'gluten sugar dairy eggs',
    ['Cookies', 'chocolate chip cookies', 'double chocolate cookies'],
    {
      tags: 'comfort craving',
    },
  ),
  dish('oreos', 'snack', 's', 'gluten sugar processed-foods', ['Oreos', 'a few oreo cookies'], {
    tags: 'comfort craving',
  }),
  dish(
    'cake',
    'snack',
    's',
    'gluten sugar dairy eggs',
    ['Cake', 'slice of birthday cake', 'carrot cake', 'Victoria sponge'],
    {
      tags: 'comfort craving',
    },
  ),
  dish('brownie', 'snack', 's', 'gluten sugar dairy eggs', ['Brownie', 'chocolate brownie'], {
    tags: 'comfort craving',
  }),
  dish('gf-brownie', 'snack', 's', 'sugar eggs dairy', ['Gluten-free brownie', 'GF chocolate brownie']),
  dish('muffin', 'snack', 'bs', 'gluten sugar dairy eggs', ['Blueberry muffin', 'muffin'], {
    out: ['Starbucks blueberry muffin'],
  }),
  dish(
    'donut',
    'snack',
    's',
    // A bakery doughnut is a baked good like a muffin; a chain's (Krispy Kreme) is processed.
    'gluten sugar dairy eggs',
    ['Donut', 'doughnut', 'Krispy Kreme'],
    { tags: 'comfort craving' },
  ),
  dish(
    'ice-cream',
    'snack',
    's',
    'dairy sugar',
    ['Ice cream', "Ben & Jerry's", 'a tub of ice-cream', 'vanilla icecream'],
    { tags: 'comfort craving' },
  ),
  dish('dairy-free-ice-cream', 'snack', 's', 'sugar', ['Dairy-free ice cream', 'oat milk ice cream']),
  dish('sweets', 'snack', 's', 'sugar', ['Sweets', 'Haribo', 'gummy bears', 'candy'], { tags: 'craving' }),
  dish('sugar-free-gum', 'snack', 's', 'artificial-sweeteners', ['Sugar-free gum', 'Extra gum']),
  dish('nutella', 'snack', 's', 'nuts sugar dairy gluten', ['Nutella on toast', 'toast with Nutella'], {
    tags: 'comfort craving',
  }),
  dish('hummus-pitta', 'snack', 's', 'legumes gluten', ['Hummus and pitta', 'pita with hummus']),
  dish('boiled-egg-snack', 'snack', 's', 'eggs', ['Boiled egg', 'protein pot: eggs and spinach']),
  dish('jerky', 'snack', 's', 'red-meat processed-foods', ['Beef jerky', 'pepperoni sticks']),
  dish('olives', 'snack', 's', '', ['Olives', 'a handful of olives']),
  dish('grapes', 'snack', 's', '', ['Grapes', 'berries', 'blueberries']),
  // Raisins are fruit, not added sugar.
  dish('trail-mix', 'snack', 's', 'nuts legumes', ['Trail mix with peanuts and raisins', 'trail mix']),
  dish(
    'sausage-roll',
    'snack',
    'ls',
    'red-meat processed-foods gluten dairy',
    ['Sausage roll', 'Greggs sausage roll'],
    { tags: 'comfort' },
  ),
  dish('cherry-tomatoes', 'snack', 's', 'nightshades', ['Cherry tomatoes', 'cherry tomatos and cucumber']),
  dish('goji', 'snack', 's', 'nightshades', ['Goji berries']),

  // Drinks.
  dish(
    'coffee',
    'drink',
    'bls',
    'caffeine',
    ['Coffee', 'black coffee', 'Americano', 'a cup of coffee', 'espresso', 'expresso'],
    {
      tags: 'craving',
      out: ['Starbucks Americano', 'Costa americano'],
    },
  ),
  dish('coffee-milk', 'drink', 'bls', 'caffeine dairy', ['Coffee with milk', 'white coffee', 'Flat white'], {
    tags: 'craving',
  }),
  dish('latte', 'drink', 'bls', 'caffeine dairy', ['Latte', 'cappuccino', 'cappucino', 'café latte'], {
    tags: 'craving',
    out: ['Starbucks latte', 'Pret flat white', 'Costa cappuccino'],
  }),
  dish('oat-latte', 'drink', 'bls', 'caffeine', ['Oat milk latte', 'oat flat white', 'Oatly cappuccino']),
  dish('decaf', 'drink', 'bds', '', ['Decaf coffee', 'decaf americano']),
  dish('decaf-latte', 'drink', 'bds', 'dairy', ['Decaf latte', 'decaf cappuccino']),
  dish('tea', 'drink', 'bls', 'caffeine', [
    'Tea',
    'cup of tea',
    'black tea',
    'English breakfast tea',
    'green tea',
    'matcha',
  ]),
  dish('tea-milk', 'drink', 'bls', 'caffeine dairy', [
    'Tea with milk',
    'builders tea with milk',
    'cuppa with milk',
  ]),
  dish('herbal-tea', 'drink', 'bds', '', ['Herbal tea', 'peppermint tea', 'chamomile tea', 'rooibos']),
  dish('water', 'drink', 'bld', '', ['Water', 'sparkling water']),
  // Plain juice is fruit, not added sugar (decision 009).
  dish('orange-juice', 'drink', 'b', 'citrus', ['Orange juice', 'glass of OJ', 'fresh orange juice']),
  dish('lemon-water', 'drink', 'bl', 'citrus', ['Hot water with lemon', 'lemon water']),
  dish('milk', 'drink', 'bs', 'dairy', ['Glass of milk', 'warm milk'], { tags: 'bland' }),
  dish('almond-milk', 'drink', 'bs', 'nuts', ['Almond milk', 'glass of almond milk']),
  dish('cola', 'drink', 'ls', 'sugar caffeine', ['Coke', 'Coca-Cola', 'cola', 'Pepsi'], { tags: 'craving' }),
  dish(
    'diet-cola',
    'drink',
    'ls',
    'artificial-sweeteners caffeine',
    ['Diet Coke', 'Coke Zero', 'Pepsi Max', 'diet cola'],
    { tags: 'craving' },
  ),
  // Lemonade is made with lemon juice, diet or not.
  dish('diet-lemonade', 'drink', 'ls', 'artificial-sweeteners citrus', [
    'Diet lemonade',
    'sugar-free orange squash',
    'sugar-free lemonade',
  ]),
  dish('lemonade', 'drink', 'ls', 'sugar citrus', ['Lemonade', 'cloudy lemonade']),
  dish('energy-drink', 'drink', 's', 'caffeine sugar', ['Red Bull', 'energy drink', 'Monster'], {
    tags: 'craving',
  }),
  dish('kombucha', 'drink', 'ls', '', ['Kombucha']),
  dish('beer', 'drink', 'ds', 'alcohol gluten', ['Beer', 'a pint of lager', 'two beers', 'Guinness', 'IPA'], {
    out: ['pint at the pub'],
  }),
  dish('gf-beer', 'drink', 'ds', 'alcohol', ['Gluten-free beer', 'GF lager']),
  dish('wine', 'drink', 'ds', 'alcohol', [
    'Glass of red wine',
    'white wine',
    'glass of wine',
    'two glasses of rosé',
    'prosecco',
  ]),
  dish('gin-tonic', 'drink', 'ds', 'alcohol sugar', ['Gin and tonic', 'G&T']),
  // Cider's sugar is the apples' own, like wine's grapes: alcohol only (decision 009).
  dish('cider', 'drink', 'ds', 'alcohol', ['Cider', 'a pint of cider']),
  dish('cocktail', 'drink', 'ds', 'alcohol sugar citrus', ['Margarita', 'cocktail', 'mojito']),
  dish('whisky', 'drink', 'ds', 'alcohol', ['Whisky', 'a glass of whiskey']),
];

export function dishById(id: string): Dish {
  const found = DISHES.find((candidate) => candidate.id === id);
  if (!found) throw new RangeError(`No dish ${id}`);
  return found;
}
