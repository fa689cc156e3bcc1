import type { FoodRow } from './types.ts';

// Red meat and processed foods. Cured and processed red meats carry both; chicken, turkey and fish
// carry neither and are qualifiers instead (modifiers.ts), so "turkey bacon" stays processed only.
export const meatAndProcessed: readonly FoodRow[] = [
  [
    'red meat|beef|steak|sirloin|ribeye|rib eye|filet mignon|t bone|brisket|ground beef|minced beef',
    ['red-meat'],
  ],
  [
    'beef mince|mince|veal|pork|pork chop|pork belly|pork loin|pork shoulder|pulled pork|rib|ribs',
    ['red-meat'],
  ],
  [
    'spare rib|short rib|lamb|lamb chop|lamb shank|rack of lamb|mutton|goat|venison|bison|elk|boar',
    ['red-meat'],
  ],
  ['oxtail|liver|meatball|haggis|stroganoff', ['red-meat']],
  ['meat sauce|bolognese|bolognaise|ragu|goulash|rogan josh|lamb rogan josh', ['red-meat', 'nightshades']],
  ['chili con carne|chilli con carne', ['red-meat', 'nightshades', 'legumes']],
  // Topped with mash, made with butter and milk.
  ['shepherds pie|cottage pie', ['dairy', 'red-meat', 'nightshades']],
  ['moussaka', ['dairy', 'eggs', 'red-meat', 'nightshades']],
  [
    'carne asada|carnitas|barbacoa|al pastor|roast beef|pot roast|beef stew|beef bourguignon|tonkotsu',
    ['red-meat'],
  ],
  ['chashu|bulgogi|galbi|kofta|souvlaki|meatloaf|hamburger patty|burger patty|steak tartare', ['red-meat']],
  [
    'burger|hamburger|beef burger|smash burger|sloppy joe|kebab|doner|doner kebab|gyro|gyros',
    ['gluten', 'red-meat'],
  ],
  ['char siu|char siu pork', ['sugar', 'red-meat']],
  ['cheeseburger|patty melt|philly cheesesteak|cheesesteak|cheese steak', ['gluten', 'dairy', 'red-meat']],
  ['chicken fried steak|country fried steak', ['gluten', 'red-meat']],
  [
    'bacon|ham|gammon|sausage|banger|bratwurst|kielbasa|frankfurter|wiener|salami|pepperoni',
    ['processed-foods', 'red-meat'],
  ],
  [
    'chorizo|prosciutto|pancetta|lardon|guanciale|mortadella|bologna|spam|corned beef|pastrami',
    ['processed-foods', 'red-meat'],
  ],
  [
    'jerky|beef jerky|slim jim|canadian bacon|black pudding|sausage link|sausage patty|sausage gravy',
    ['processed-foods', 'red-meat'],
  ],
  ['quiche lorraine', ['gluten', 'dairy', 'eggs', 'processed-foods', 'red-meat']],
  [
    'hot dog|hotdog|sausage roll|pigs in blanket|pigs in a blanket|biscuits and gravy|pork pie',
    ['gluten', 'processed-foods', 'red-meat'],
  ],
  ['corn dog', ['gluten', 'corn', 'processed-foods', 'red-meat']],
  [
    'blt|bacon lettuce tomato|bacon lettuce and tomato',
    ['gluten', 'eggs', 'processed-foods', 'red-meat', 'nightshades'],
  ],
  ['club sandwich', ['gluten', 'processed-foods', 'red-meat', 'nightshades']],
  ['reuben|reuben sandwich', ['gluten', 'dairy', 'processed-foods', 'red-meat']],
  ['carbonara', ['gluten', 'dairy', 'eggs', 'processed-foods', 'red-meat']],
  ['eggs benedict|eggs benny|egg benedict', ['gluten', 'dairy', 'eggs', 'processed-foods', 'red-meat']],
  ['lasagna|lasagne|lasagna bolognese', ['gluten', 'dairy', 'red-meat', 'nightshades']],
  [
    'full english|full english breakfast|fry up|english breakfast',
    ['gluten', 'eggs', 'sugar', 'processed-foods', 'red-meat', 'nightshades', 'legumes'],
  ],
  ['steak and chip|steak frites', ['red-meat', 'nightshades']],
  [
    'fish and chip|fish n chip|fish and chips shop|chippy|cod and chip|haddock and chip',
    ['gluten', 'nightshades'],
  ],
  [
    'processed|processed food|processed meat|deli meat|lunch meat|cold cut|luncheon meat|junk food',
    ['processed-foods'],
  ],
  [
    'fast food|takeout burger|ready meal|frozen meal|frozen dinner|tv dinner|microwave meal|cereal',
    ['processed-foods'],
  ],
  [
    'instant noodle|instant ramen|cup noodle|cup of noodles|pot noodle|top ramen|maruchan|super noodle',
    ['gluten', 'soy', 'processed-foods'],
  ],
  [
    'chicken nugget|nugget|mcnugget|chicken dipper|turkey dinosaur|fish finger',
    ['gluten', 'processed-foods'],
  ],
  ['frozen pizza', ['gluten', 'dairy', 'processed-foods', 'nightshades']],
  ['frozen lasagna|frozen lasagne', ['gluten', 'dairy', 'processed-foods', 'red-meat', 'nightshades']],
  ['fish sauce|oyster sauce|bone broth|chicken broth|chicken stock|beef stock|gravy|jus|stock', []],
];
