import type { FoodRow } from './types.ts';

// Dairy and eggs, with the look-alikes that are neither (cream of tartar, coconut cream, egg cream,
// eggplant, peanut butter): a longer phrase wins, so listing them here is what keeps them out.
export const dairyAndEggs: readonly FoodRow[] = [
  ['dairy|lactose|milk|whole milk|skim milk|skimmed milk|semi skimmed milk|cows milk|goat milk', ['dairy']],
  [
    'buttermilk|evaporated milk|powdered milk|milk powder|cream|heavy cream|double cream|single cream',
    ['dairy'],
  ],
  ['whipped cream|sour cream|creme fraiche|clotted cream|half and half|creamer|coffee creamer', ['dairy']],
  ['cheese|cheeze|cheez|cheesy|cheddar|mozzarella|mozarella|mozzerella|mozz|parmesan|parmigiano', ['dairy']],
  ['parmesean|parm|pecorino|feta|brie|camembert|gouda|swiss cheese|provolone|ricotta|mascarpone', ['dairy']],
  ['cream cheese|cottage cheese|goat cheese|goats cheese|halloumi|paneer|blue cheese|gorgonzola', ['dairy']],
  [
    'stilton|manchego|gruyere|emmental|monterey jack|colby|american cheese|cheese slice|string cheese',
    ['dairy'],
  ],
  [
    'queso|cotija|burrata|labneh|philadelphia|butter|buttered|buttery|ghee|yogurt|yoghurt|yogourt|yoghourt|yougurt',
    ['dairy'],
  ],
  ['greek yogurt|kefir|skyr|quark|whey|whey protein|casein|crema|tzatziki|raita|lassi|alfredo', ['dairy']],
  ['bechamel|white sauce|cheese sauce|cream sauce|cream of mushroom|cream of chicken|cheese soup', ['dairy']],
  ['risotto|mushroom risotto|cheese fondue|fondue', ['dairy']],
  // Flavoured yogurts are sweetened; plain and Greek ones are not.
  [
    'fruit yogurt|fruit yoghurt|strawberry yogurt|strawberry yoghurt|raspberry yogurt|vanilla yogurt|muller corner|muller',
    ['dairy', 'sugar'],
  ],
  ['muller light|activia fat free', ['dairy', 'artificial-sweeteners']],
  ['lox bagel|bagel and lox|bagel with lox', ['gluten', 'dairy']],
  ['mozzarella stick|mozarella stick|mozz stick', ['gluten', 'dairy']],
  ['cheese stick', ['dairy']],
  ['pepper jack', ['dairy', 'nightshades']],
  [
    'mac and cheese|mac n cheese|macaroni and cheese|macaroni cheese|mac and chz|cheese pasta',
    ['gluten', 'dairy'],
  ],
  [
    'ice cream|icecream|ice cream cone|sundae|milkshake|frozen yogurt|froyo|gelato|frosty|a la mode',
    ['dairy', 'sugar'],
  ],
  [
    'panna cotta|rice pudding|kheer|hot chocolate|hot cocoa|egg cream|milk chocolate|white chocolate',
    ['dairy', 'sugar'],
  ],
  ['mango lassi|condensed milk|dulce de leche|fudge|toffee|butterscotch|caramel sauce', ['dairy', 'sugar']],
  ['custard|creme brulee|flan|creme caramel|eggnog|egg nog', ['dairy', 'eggs', 'sugar']],
  ['hollandaise|bearnaise', ['dairy', 'eggs']],
  ['cheese omelette|cheese omelet', ['dairy', 'eggs']],
  ['egg|eggs|egg white|egg yolk|scrambled egg|fried egg|poached egg|boiled egg|hard boiled egg', ['eggs']],
  ['soft boiled egg|deviled egg|devilled egg|omelette|omelet|omlette|frittata|egg salad', ['eggs']],
  ['eggs on toast|egg on toast', ['gluten', 'eggs']],
  ['egg sandwich|mayo|mayonnaise|aioli|tamago|tamagoyaki|egg drop soup', ['eggs']],
  // Fried rice is seasoned with soy sauce nearly every time.
  ['fried rice|egg fried rice', ['eggs', 'soy', 'gluten']],
  // Mayonnaise dressings: coleslaw and tuna mayo are made with it.
  ['tuna salad|egg mayo|coleslaw with mayo|coleslaw|cole slaw|slaw|tuna mayo|tuna mayonnaise', ['eggs']],
  ['tuna sweetcorn|tuna and sweetcorn|tuna sweetcorn mayo', ['eggs', 'corn']],
  ['meringue|pavlova|eton mess', ['eggs', 'sugar']],
  ['spicy mayo|sriracha mayo|chipotle mayo', ['eggs', 'nightshades']],
  ['okonomiyaki|chicken salad sandwich|chiken salad sandwich|egg salad sandwich', ['gluten', 'eggs']],
  ['caesar|ceasar|caeser|caesar salad|caesar wrap', ['gluten', 'dairy', 'eggs']],
  ['caesar dressing', ['dairy', 'eggs']],
  ['eggplant|aubergine|eggplant dip', ['nightshades']],
  [
    'eggplant parmesan|eggplant parm|eggplant parmigiana|aubergine parmigiana|melanzane',
    ['gluten', 'dairy', 'nightshades'],
  ],
  [
    'chicken parmesan|chicken parm|chicken parmigiana|parmigiana|chicken parmo|parmo',
    ['gluten', 'dairy', 'nightshades'],
  ],
  ['coconut cream|coconut yogurt|coconut yoghurt|cream of tartar|cocoa butter|shea butter', []],
  ['sunflower butter|sunbutter|seed butter|butter lettuce|butternut|butternut squash|nutritional yeast', []],
  ['apple butter|cream soda', ['sugar']],
];
