import type { FoodRow } from './types.ts';

// Sugar, sweeteners, caffeine and alcohol. Herbal teas, cooked-off wine and the "beers" that are
// soft drinks are listed so the longer phrase beats "tea", "wine" and "beer".
export const sweetsAndDrinks: readonly FoodRow[] = [
  ['sugar|added sugar|brown sugar|cane sugar|white sugar|icing sugar|powdered sugar|caster sugar', ['sugar']],
  [
    'honey|maple syrup|syrup|pancake syrup|golden syrup|agave|agave syrup|molasses|treacle|caramel',
    ['sugar'],
  ],
  [
    'jam|jelly|preserves|jello|jell o|candy|sweets|lollipop|gummy|gummies|gummy bear|licorice|liquorice',
    ['sugar'],
  ],
  [
    'marshmallow|cotton candy|candy cane|hard candy|boiled sweet|chocolate|chocolate sauce|chocolate syrup',
    ['sugar'],
  ],
  ['chocolate chip|dessert|pudding|sorbet|popsicle|ice lolly|mochi|granola', ['sugar']],
  ['cranberry sauce|chutney|mango chutney|gum|chewing gum|bubble gum|frosting', ['sugar']],
  ['icing|sprinkles|mango sticky rice|fruit cocktail|tinned fruit in syrup|smores', ['sugar']],
  ['soda|soft drink|fizzy drink|pop|sprite|7up|7 up|fanta|ginger ale|root beer', ['sugar']],
  [
    'ginger beer|tonic|tonic water|slushie|slurpee|kool aid|capri sun|gatorade|powerade|sports drink',
    ['sugar'],
  ],
  ['sweet tea|sweetened tea', ['sugar', 'caffeine']],
  ['sweet and sour sauce', ['sugar', 'nightshades']],
  ['sugar free squash|no added sugar squash|diet squash|extra gum', ['artificial-sweeteners']],
  ['ben and jerrys|haagen dazs|magnum ice cream', ['dairy', 'sugar']],
  ['butterkist|toffee popcorn', ['dairy', 'corn', 'sugar']],
  // The sweet-and-sour sauce of a takeaway is built on ketchup with peppers; General Tso's has dried chillies.
  [
    'sweet and sour|sweet n sour|general tso|general tsos|sweet and sour chicken',
    ['gluten', 'sugar', 'nightshades'],
  ],
  ['dark chocolate|dark choc', ['sugar', 'caffeine']],
  ['choc|choc chip|chocolate bar|choccy', ['sugar']],
  ['milk choc', ['dairy', 'sugar']],
  [
    'artificial sweetener|sweetener|aspartame|sucralose|saccharin|acesulfame|ace k|stevia|truvia',
    ['artificial-sweeteners'],
  ],
  [
    'monk fruit|monkfruit|erythritol|xylitol|sorbitol|maltitol|splenda|sweet n low|sweetn low|nutrasweet',
    ['artificial-sweeteners'],
  ],
  [
    'canderel|sugar substitute|equal sweetener|sprite zero|fanta zero|7up zero|diet soda|diet pop',
    ['artificial-sweeteners'],
  ],
  [
    'diet coke|coke zero|diet pepsi|pepsi max|pepsi zero|diet cola|coke light|diet dr pepper|coca cola zero',
    ['artificial-sweeteners', 'caffeine'],
  ],
  [
    'coke|coca cola|cola|pepsi|dr pepper|mountain dew|mtn dew|red bull|monster|monster energy|rockstar',
    ['sugar', 'caffeine'],
  ],
  ['energy drink|energy shot|lucozade|iced tea|ice tea', ['sugar', 'caffeine']],
  ['long island iced tea', ['sugar', 'alcohol']],
  [
    'caffeine|coffee|espresso|expresso|americano|cold brew|iced coffee|drip coffee|filter coffee',
    ['caffeine'],
  ],
  [
    'cuppa|instant coffee|black coffee|cortado|ristretto|lungo|doppio|shot of espresso|nespresso',
    ['caffeine'],
  ],
  [
    'tea|black tea|green tea|white tea|oolong|earl grey|english breakfast tea|breakfast tea|assam',
    ['caffeine'],
  ],
  [
    'darjeeling|builders tea|pg tips|matcha|yerba mate|guayusa|guarana|pre workout|caffeine pill',
    ['caffeine'],
  ],
  [
    'latte|macchiato|cappuccino|capuccino|cappucino|cappuchino|flat white|cafe au lait|cafe con leche',
    ['dairy', 'caffeine'],
  ],
  ['matcha latte|breve|white coffee', ['dairy', 'caffeine']],
  [
    'chai|chai latte|dirty chai|masala chai|mocha|caffe mocha|frappuccino|frappe|bubble tea|boba|milk tea|thai iced tea',
    ['dairy', 'sugar', 'caffeine'],
  ],
  ['thai tea|affogato', ['dairy', 'sugar', 'caffeine']],
  ['tiramisu', ['gluten', 'dairy', 'eggs', 'sugar', 'caffeine']],
  ['herbal tea|herbal infusion|tisane|chamomile|camomile|chamomile tea|peppermint tea|mint tea', []],
  [
    'rooibos|rooibos tea|redbush|ginger tea|fruit tea|hibiscus tea|lemon and ginger tea|lemon ginger tea|nettle tea',
    [],
  ],
  ['valerian tea|sleepy tea|decaf tea|kombucha|mocktail|coconut water|sparkling water|soda water', []],
  ['club soda|seltzer|water|fizzy water|mineral water|fruit juice|apple juice|juice|smoothie', []],
  [
    'alcohol|booze|wine|red wine|white wine|rose wine|glass of rose|rose|champagne|prosecco|cava',
    ['alcohol'],
  ],
  [
    'pinot noir|pinot grigio|sauvignon blanc|chardonnay|merlot|cabernet|malbec|rioja|shiraz|riesling',
    ['alcohol'],
  ],
  [
    'zinfandel|chianti|moscato|grenache|tempranillo|beaujolais|bordeaux|glass of red|glass of white',
    ['alcohol'],
  ],
  [
    'sparkling wine|cider|hard cider|spirits|vodka|gin|rum|whiskey|whisky|bourbon|scotch|tequila',
    ['alcohol'],
  ],
  [
    'mezcal|brandy|cognac|sake|soju|baijiu|port wine|sherry|vermouth|liqueur|schnapps|kahlua|amaretto',
    ['alcohol'],
  ],
  ['cocktail|martini|negroni|old fashioned|manhattan|aperol spritz|spritz|bellini|hard seltzer', ['alcohol']],
  ['g and t|gnt', ['sugar', 'alcohol']],
  ['white claw|mulled wine|jager|jagermeister|absinthe|ouzo|shot of tequila|tequila shot', ['alcohol']],
  ['mimosa|screwdriver', ['alcohol', 'citrus']],
  // Sours are citrus with a sugar syrup or an orange liqueur.
  ['margarita|daiquiri|sangria|cosmopolitan|whiskey sour|gimlet', ['sugar', 'alcohol', 'citrus']],
  ['limoncello|hot toddy|mojito|caipirinha', ['sugar', 'alcohol', 'citrus']],
  ['pina colada|baileys|irish cream', ['dairy', 'sugar', 'alcohol']],
  ['bloody mary|bloody caesar', ['alcohol', 'nightshades']],
  ['irish coffee|espresso martini', ['alcohol', 'caffeine']],
  [
    'beer|lager|ale|ipa|pale ale|stout|pilsner|porter beer|craft beer|pint of beer|bitter ale',
    ['gluten', 'alcohol'],
  ],
  [
    'pint at the pub|pint down the pub|guinness|corona|heineken|budweiser|bud light|coors|coors light|stella|stella artois|peroni',
    ['gluten', 'alcohol'],
  ],
  [
    'modelo|blue moon|michelob|carlsberg|sapporo|asahi|kirin|tsingtao|brewdog|hefeweizen',
    ['gluten', 'alcohol'],
  ],
  // Alcohol-free beers sold under their own names: still brewed from barley, without the alcohol.
  [
    'heineken zero|corona cero|guinness zero|becks blue|bitburger drive|erdinger alkoholfrei|clausthaler|lucky saint|peroni libera|stella artois alcohol free|athletic brewing|na beer',
    ['gluten'],
  ],
  ['red wine jus|wine jus|red wine sauce|white wine sauce|wine sauce|wine reduction|coq au vin', []],
  [
    'cooking wine|beer braised|wine braised|red wine braised|braised in red wine|rose water|rosewater|rosehip|rose hip',
    [],
  ],
  ['rum raisin|wine gum', ['sugar']],
  ['vodka sauce|alla vodka', ['dairy', 'nightshades']],
  [
    'pumpkin spice latte|caramel latte|vanilla latte|caramel macchiato|iced caramel macchiato',
    ['dairy', 'sugar', 'caffeine'],
  ],
  ['monster ultra|monster zero|red bull zero|rockstar sugar free', ['artificial-sweeteners', 'caffeine']],
  ['biscoff|biscoff spread|lotus biscuit|speculoos', ['gluten', 'sugar']],
  ['shrimp cocktail|prawn cocktail|cocktail sauce', ['sugar', 'nightshades']],
  ['mango lassi', ['dairy', 'sugar']],
];
