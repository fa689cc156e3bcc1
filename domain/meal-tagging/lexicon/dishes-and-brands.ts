import type { FoodRow } from './types.ts';

// Named dishes whose name carries their defining ingredients, and brands, which carry what their
// product is. Chains count as processed food (decision 009); a coffee chain does not.
export const dishesAndBrands: readonly FoodRow[] = [
  [
    'pizza|cheese pizza|margherita|margherita pizza|margarita pizza|calzone|stromboli|pizza slice',
    ['gluten', 'dairy', 'nightshades'],
  ],
  ['pizza hut|dominos pizza|papa johns', ['gluten', 'dairy', 'processed-foods', 'nightshades']],
  ['minestrone|minestrone soup', ['gluten', 'legumes', 'nightshades']],
  // A burrito wraps rice, beans, salsa and cheese in a flour tortilla nearly every time.
  ['burrito', ['gluten', 'dairy', 'nightshades', 'legumes']],
  ['breakfast burrito|chimichanga|crunchwrap', ['gluten']],
  ['pizza marinara|marinara pizza', ['gluten', 'nightshades']],
  ['quesadilla|cheese quesadilla|crab rangoon|spanakopita|cheese straw', ['gluten', 'dairy']],
  ['taco salad', ['corn']],
  ['pork bun|char siu bao', ['gluten', 'red-meat']],
  ['tonkatsu|katsu sando|pork katsu', ['gluten', 'eggs', 'red-meat']],
  ['yakisoba|cannelloni|manicotti|soldiers|toast soldiers', ['gluten']],
  ['hot and sour soup', ['eggs', 'soy']],
  ['croque monsieur|monte cristo', ['gluten', 'dairy', 'processed-foods', 'red-meat']],
  ['croque madame', ['gluten', 'dairy', 'eggs', 'processed-foods', 'red-meat']],
  ['fish pie|cod and prawn pie', ['dairy', 'nightshades']],
  ['peshwari naan|peshawari naan', ['gluten', 'nuts', 'sugar']],
  ['mujadara|koshari|lentil pasta|chickpea pasta|bean pasta|red lentil pasta|edamame pasta', ['legumes']],
  ['nicoise|nicoise salad|salade nicoise', ['eggs', 'nightshades']],
  ['cobb salad', ['dairy', 'eggs', 'processed-foods', 'red-meat', 'nightshades']],
  ['waldorf salad', ['eggs', 'nuts']],
  ['tuna melt', ['gluten', 'dairy', 'eggs']],
  // A pressure cooker, listed so that "instant" does not make the chili in it processed.
  ['instant pot|air fryer|slow cooker', []],
  ['spag bol|spaghetti bolognese|spag bolognese', ['gluten', 'red-meat', 'nightshades']],
  ['mcchicken|mccrispy|filet o fish|zinger burger|zinger', ['gluten', 'processed-foods']],
  // Sushi rolls are rice, not bread rolls.
  [
    'tuna roll|salmon roll|avocado roll|cucumber roll|dragon roll|rainbow roll|veggie roll|maki roll',
    ['gluten', 'soy'],
  ],
  ['philadelphia roll', ['gluten', 'dairy', 'soy']],
  ['spicy tuna roll|spicy salmon roll', ['gluten', 'eggs', 'soy', 'nightshades']],
  ['spicy tuna', ['eggs', 'nightshades']],
  ['kettle corn', ['corn', 'sugar']],
  // "Chicken bacon ranch" is chicken with bacon, not chicken-bacon: a phrase keeps the qualifier off.
  ['chicken bacon ranch|chicken bacon', ['processed-foods', 'red-meat']],
  ['veggie dog|veggie hot dog|tofu dog|vegan hot dog', ['gluten', 'processed-foods']],
  ['guacamole|guac|tahini|chia pudding', []],
  ['fajita', ['nightshades']],
  [
    'hawaiian pizza|meat feast pizza|meat lovers pizza',
    ['gluten', 'dairy', 'processed-foods', 'red-meat', 'nightshades'],
  ],
  ['toad in the hole', ['gluten', 'dairy', 'eggs', 'processed-foods', 'red-meat']],
  ['turkey club|chicken club', ['gluten', 'processed-foods', 'red-meat', 'nightshades']],
  ['idli|dosa|masala dosa|sambar|sambhar|uttapam|vada', ['legumes']],
  // Curry powders and pastes are built on chilli, and most curries on tomato too.
  ['curry|bhuna|tandoori', ['nightshades']],
  ['curry leaf|curry leaves', []],
  // A stir-fry is seasoned with soy sauce nearly every time (tamari is the gluten-free exception).
  ['stir fry|stirfry|stir fried|stir fry sauce', ['gluten', 'soy']],
  ['clif bar', ['soy', 'sugar', 'processed-foods']],
  ['kind bar', ['nuts', 'sugar', 'processed-foods']],
  ['lettuce wrap burger|lettuce wrapped burger', ['red-meat']],
  ['acai bowl', ['sugar']],
  ['plant burger|plant based burger', ['gluten']],
  [
    'veggie chilli|veggie chili|vegetarian chilli|vegetarian chili|vegan chilli|vegan chili',
    ['legumes', 'nightshades'],
  ],
  [
    'quest bar|grenade bar|grenade protein bar|barebells',
    ['dairy', 'artificial-sweeteners', 'processed-foods'],
  ],
  // Oreos are made without milk or egg.
  ['oreo cookie|oreo biscuit', ['gluten', 'sugar', 'processed-foods']],
  ['krispy kreme|dunkin donut', ['gluten', 'dairy', 'eggs', 'sugar', 'processed-foods']],
  // Sweetened cereals: sugar is among the first ingredients (Weetabix and shredded wheat it is not).
  ['special k|shreddies|raisin bran|bran flakes', ['gluten', 'sugar', 'processed-foods']],
  ['mcdonalds|mcdonald|burger king|wendys|kfc|taco bell|five guys|subway|dominos', ['processed-foods']],
  [
    'in n out|shake shack|arbys|jack in the box|sonic drive in|chick fil a|chickfila|popeyes',
    ['processed-foods'],
  ],
  ['panda express|carls jr|white castle|dairy queen|little caesars|greggs|kraft', ['processed-foods']],
  ['kfc bucket|kfc chicken|popeyes chicken', ['gluten', 'processed-foods']],
  [
    'big mac|quarter pounder|mcdouble|double cheeseburger meal',
    ['gluten', 'dairy', 'processed-foods', 'red-meat', 'nightshades'],
  ],
  ['whopper', ['gluten', 'processed-foods', 'red-meat', 'nightshades']],
  ['egg mcmuffin|sausage and egg mcmuffin', ['gluten', 'dairy', 'eggs', 'processed-foods', 'red-meat']],
  ['sausage mcmuffin', ['gluten', 'dairy', 'processed-foods', 'red-meat']],
  ['mcflurry|blizzard', ['dairy', 'sugar', 'processed-foods']],
  ['happy meal|value meal|combo meal|tv dinner', ['processed-foods']],
  ['cheerios|rice krispies', ['processed-foods']],
  ['weetabix|all bran', ['gluten', 'processed-foods']],
  ['corn pops', ['corn', 'sugar', 'processed-foods']],
  ['pita chips|pitta chips|bagel chips', ['gluten', 'processed-foods']],
  [
    'honey nut cheerios|lucky charms|coco pops|cocoa puffs|cinnamon toast crunch',
    ['sugar', 'processed-foods'],
  ],
  ['frosted flakes|frosties|froot loops|fruit loops|crunchy nut', ['corn', 'sugar', 'processed-foods']],
  [
    'grape nuts|grapenuts|shredded wheat|wheaties|ritz|triscuit|wheat thins|saltines|jacobs crackers',
    ['gluten', 'processed-foods'],
  ],
  [
    'pop tart|poptart|twinkie|oreo|chips ahoy|nutter butter|hobnob|digestive',
    ['gluten', 'sugar', 'processed-foods'],
  ],
  [
    'kitkat|kit kat|twix|mars bar|milky way|maltesers|crunchie|penguin bar|tim tam',
    ['gluten', 'dairy', 'sugar', 'processed-foods'],
  ],
  [
    'm and ms|m ms|mms|hersheys|hershey bar|cadbury|dairy milk|galaxy bar|milk duds|rolo|aero|toblerone',
    ['dairy', 'sugar', 'processed-foods'],
  ],
  [
    'snickers|reeses|reeses pieces|peanut butter cup|payday|baby ruth|peanut m and ms|peanut mms',
    ['dairy', 'sugar', 'processed-foods', 'legumes'],
  ],
  [
    'skittles|starburst|haribo|twizzlers|jolly rancher|sour patch|nerds|airheads|swedish fish',
    ['sugar', 'processed-foods'],
  ],
  ['granola bar|cereal bar|protein bar|nature valley|nutri grain|energy bar', ['sugar', 'processed-foods']],
  ['doritos|dorito|cheetos|cheeto|nacho cheese doritos|wotsits', ['dairy', 'corn', 'processed-foods']],
  ['fritos|frito|tostitos|takis', ['corn', 'processed-foods']],
  [
    'pringles|lays|walkers|ruffles|sun chips|hula hoops|monster munch|quavers',
    ['processed-foods', 'nightshades'],
  ],
  [
    'cheez it|cheez its|cheezit|cheezits|goldfish crackers|goldfish|cheese nips|mini cheddars',
    ['gluten', 'dairy', 'processed-foods'],
  ],
  ['cheez whiz|velveeta|kraft singles|dairylea|babybel', ['dairy', 'processed-foods']],
  ['kraft dinner|kraft mac and cheese|easy mac', ['gluten', 'dairy', 'processed-foods']],
  ['lunchables|hot pocket|pizza roll|bagel bites', ['gluten', 'dairy', 'processed-foods', 'nightshades']],
  ['tofurky', ['gluten', 'soy', 'processed-foods']],
  ['impossible burger|impossible meat|impossible patty|morningstar', ['soy', 'processed-foods']],
  ['beyond burger|beyond meat|beyond sausage', ['processed-foods', 'legumes']],
  ['musubi|spam musubi', ['processed-foods', 'red-meat']],
  ['starbucks|costa|pret|pret a manger|caffe nero|tim hortons', []],
  ['heinz ketchup', ['sugar', 'nightshades']],
  ['walkers crisps', ['processed-foods', 'nightshades']],
];
