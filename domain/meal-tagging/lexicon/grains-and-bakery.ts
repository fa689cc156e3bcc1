import type { FoodRow } from './types.ts';

// Gluten and corn: grains, breads, pasta, baked goods. Oats and buckwheat are listed with no trigger
// on purpose (decision 009) so that they are recognised as foods and stop a longer misreading.
export const grainsAndBakery: readonly FoodRow[] = [
  [
    'gluten|wheat|whole wheat|flour|white flour|plain flour|malt|malted|barley|rye|spelt|farro|semolina',
    ['gluten'],
  ],
  ['bulgur|bulgar|couscous|cous cous|tabbouleh|tabouli|freekeh', ['gluten']],
  ['bread|toast|sourdough|baguette|ciabatta|focaccia|brioche|bagel|pita|pitta|chapati', ['gluten']],
  [
    'roti|paratha|puri|poori|flatbread|bread roll|roll|bun|burger bun|hot dog bun|english muffin|crumpet',
    ['gluten'],
  ],
  [
    'crouton|breadcrumb|bread crumb|panko|breaded|batter|battered|beer battered|beer batter|tempura',
    ['gluten'],
  ],
  [
    'sandwich|sandwhich|sandwitch|sarnie|sarny|butty|buttie|sub|hoagie|panini|wrap|tortilla|flour tortilla|tortilla wrap|footlong|toastie',
    ['gluten'],
  ],
  ['pasta|spaghetti|spagetti', ['gluten']],
  ['spaghetti squash', []],
  ['penne|fusilli|linguine|linguini|fettuccine|fettucine|tagliatelle|rigatoni|macaroni|ravioli', ['gluten']],
  ['tortellini|orzo|pappardelle|farfalle|conchiglie|vermicelli|noodle|udon|soba|soba noodle', ['gluten']],
  // Ramen broth is seasoned with a soy-sauce tare (or miso) nearly every time.
  ['ramen|ramen noodle', ['gluten', 'soy']],
  ['lo mein|chow mein|wheat noodle|wheat pasta|wheat bread|wheat tortilla|wheat wrap', ['gluten']],
  ['cracker|cream cracker|pretzel|breadstick|grissini|matzo|rusk|melba toast', ['gluten']],
  [
    'pie|pot pie|pastry|puff pastry|filo|phyllo|shortcrust|dumpling|gyoza|wonton|potsticker|dim sum',
    ['gluten'],
  ],
  [
    'spring roll|egg roll|bao|bao bun|steamed bun|banh mi|stuffing|biscuit|scone|pizza crust|pizza base',
    ['gluten'],
  ],
  // Batters: flour, egg and milk in nearly every recipe (decision 009, 2026-11 revision).
  [
    'pancake|waffle|crepe|blini|buttermilk pancake|belgian waffle|hotcake|dutch baby',
    ['gluten', 'dairy', 'eggs'],
  ],
  // Peking duck's are thin wheat wrappers: flour and water.
  ['duck pancake|peking duck pancake|mandarin pancake', ['gluten']],
  ['naan|nan bread|naan bread|garlic naan|butter naan|plain naan', ['gluten', 'dairy']],
  ['onion ring|fried chicken|chicken tender|chicken strip|chicken finger|popcorn chicken', ['gluten']],
  ['fish stick', ['gluten']],
  // Breaded the katsu and schnitzel way: flour, egg wash, crumbs.
  ['katsu|chicken katsu|schnitzel|wiener schnitzel|chicken schnitzel', ['gluten', 'eggs']],
  ['chicken kiev', ['gluten', 'dairy', 'eggs']],
  ['japanese curry', ['gluten', 'nightshades']],
  ['croissant', ['gluten', 'dairy']],
  ['garlic bread|cheese on toast|grilled cheese|cheese toastie', ['gluten', 'dairy']],
  ['yorkshire pudding|yorkshire pud', ['gluten', 'dairy', 'eggs']],
  ['spatzle|spaetzle|egg noodle', ['gluten', 'eggs']],
  [
    'cake|cupcake|birthday cake|sponge cake|carrot cake|chocolate cake|cookie|snickerdoodle|victoria sponge',
    ['gluten', 'dairy', 'eggs', 'sugar'],
  ],
  [
    'muffin|blueberry muffin|brownie|donut|doughnut|jam doughnut|red velvet|chocolate brownie|chocolate chip cookie',
    ['gluten', 'dairy', 'eggs', 'sugar'],
  ],
  ['danish|cinnamon roll|cinnamon bun|churro', ['gluten', 'sugar']],
  // Not cakes: the word is a shape here.
  ['fish cake|fishcake|crab cake|potato cake', ['gluten']],
  [
    'crumble|apple crumble|cobbler|tart|apple pie|cherry pie|blueberry pie|pumpkin pie|mince pie',
    ['gluten', 'sugar'],
  ],
  ['gingerbread|shortbread|wafer|biscotti|rum cake|fruitcake|swiss roll|strudel', ['gluten', 'sugar']],
  [
    'pain au chocolat|eclair|cannoli|cheesecake|banana cream pie|boston cream pie',
    ['gluten', 'dairy', 'sugar'],
  ],
  ['pecan pie|baklava', ['gluten', 'nuts', 'sugar']],
  ['key lime pie', ['gluten', 'dairy', 'sugar', 'citrus']],
  ['french toast', ['gluten', 'eggs']],
  ['quiche', ['gluten', 'dairy', 'eggs']],
  ['oats|oatmeal|porridge|rolled oats|overnight oat|steel cut oats', []],
  // Muesli mixes oats with nuts and dried fruit (Bircher, Alpen, Jordans: hazelnuts and almonds).
  ['muesli|bircher|bircher muesli', ['nuts']],
  ['buckwheat groats|kasha|quinoa|millet|amaranth|sorghum|teff|tapioca|arrowroot', []],
  ['white rice|brown rice|basmati|jasmine rice|wild rice|sticky rice', []],
  ['rice noodle|glass noodle|rice vermicelli|rice paper|rice paper roll|summer roll|fresh roll', []],
  ['rice cracker|rice cake|prawn cracker|shrimp chip|zucchini noodle|zoodle|courgetti|cauliflower rice', []],
  ['lettuce wrap|lettuce cup|onigiri|pho', []],
  // Sushi and poke come with soy sauce (soy and wheat) nearly every time.
  [
    'sushi|sushi roll|california roll|sashimi|nigiri|maki|uramaki|temaki|hand roll|poke|poke bowl|sushi box',
    ['gluten', 'soy'],
  ],
  ['bibimbap|congee|risotto rice|pilau|pilaf|biryani', []],
  // Rice, beans and salsa; cheese and corn are options in a bowl (a burrito wraps them in cheese).
  ['burrito bowl|naked burrito', ['legumes', 'nightshades']],
  ['paella|seafood paella', ['nightshades']],
  ['corn|sweetcorn|sweet corn|corn on the cob|corn cob|maize|baby corn|popcorn|polenta|grits', ['corn']],
  ['cornmeal|cornstarch|corn starch|cornflour|corn flour|masa|hominy|pozole|posole|arepa|pupusa', ['corn']],
  ['corn tortilla|taco|hard taco|soft taco|tostada|taquito|tamale|tortilla soup', ['corn']],
  ['cornbread|corn bread|corn muffin|johnnycake', ['gluten', 'corn']],
  ['creamed corn|buttered popcorn|butter popcorn', ['dairy', 'corn']],
  ['elote|esquites', ['dairy', 'eggs', 'corn', 'nightshades']],
  ['banana bread|sticky toffee pudding|bread pudding|bread and butter pudding', ['gluten', 'sugar']],
  ['nachos|nacho', ['dairy', 'corn', 'processed-foods', 'nightshades']],
  ['corn syrup|high fructose corn syrup|hfcs|candy corn', ['corn', 'sugar']],
  ['cornflakes|corn flakes', ['corn', 'sugar', 'processed-foods']],
  ['tortilla chip|corn chip|chips and guac|chips and guacamole', ['corn', 'processed-foods']],
  ['chips and queso', ['dairy', 'corn', 'processed-foods']],
  ['chips and salsa', ['corn', 'processed-foods', 'nightshades']],
  ['enchilada', ['dairy', 'corn', 'nightshades']],
  ['huevos rancheros', ['eggs', 'corn', 'nightshades']],
  ['spanish tortilla|tortilla espanola|spanish omelette', ['eggs', 'nightshades']],
];
