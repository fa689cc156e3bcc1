import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TriggerFood } from '#domain/catalogues/trigger-foods.ts';
import { triggerFoodOptions } from '#domain/catalogues/trigger-foods.ts';
import { pluralForms } from './compile-lexicon.ts';
import { goldSet } from './gold-set.ts';
import { lexiconConflicts, tagMeal } from './tag-meal.ts';
import { tokenize } from './tokenize.ts';

const catalogue = triggerFoodOptions.map((option) => option.id).filter((id) => id !== 'none');

function expectTags(text: string, expected: readonly TriggerFood[]): void {
  expect(tagMeal(text), text).toEqual(catalogue.filter((id) => expected.includes(id as TriggerFood)));
}

describe('tagMeal: behaviour', () => {
  it('finds nothing in an empty or trigger-free meal', () => {
    expectTags('', []);
    expectTags('   ', []);
    expectTags('grilled chicken and rice with steamed broccoli', []);
  });

  it('reads a dish for its defining ingredients', () => {
    expectTags('pizza', ['gluten', 'dairy', 'nightshades']);
    expectTags('cheeseburger', ['gluten', 'dairy', 'red-meat']);
    expectTags('burger', ['gluten', 'red-meat']);
    expectTags('mac and cheese', ['gluten', 'dairy']);
    expectTags('hummus', ['legumes']);
    expectTags('mayo', ['eggs']);
    expectTags('ketchup', ['sugar', 'nightshades']);
  });

  it('takes the longest phrase first, so its words are not read again', () => {
    expectTags('soy sauce', ['gluten', 'soy']);
    expectTags('peanut butter', ['legumes']);
    expectTags('ice cream', ['dairy', 'sugar']);
    expectTags('root beer', ['sugar']);
    expectTags('corned beef', ['processed-foods', 'red-meat']);
  });

  it('is case-insensitive and ignores punctuation, accents and emoji', () => {
    expectTags('PIZZA!!! 🍕', ['gluten', 'dairy', 'nightshades']);
    expectTags('Jalapeño', ['nightshades']);
    expectTags('crème brûlée', ['dairy', 'eggs', 'sugar']);
    expectTags('salad w/ feta & tomatoes', ['dairy', 'nightshades']);
    expectTags("McDonald's fries", ['processed-foods', 'nightshades']);
  });

  it('reads plurals and common inflections', () => {
    expectTags('tomatoes', ['nightshades']);
    expectTags('potatoes', ['nightshades']);
    expectTags('chillies', ['nightshades']);
    expectTags('chilies', ['nightshades']);
    expectTags('cherries and blueberries', []);
    expectTags('jelly beans', ['sugar']);
    expectTags('two beers', ['gluten', 'alcohol']);
    expectTags('hot dogs', ['gluten', 'processed-foods', 'red-meat']);
  });

  it('reads "w" as with and "instant" as processed, but not the Instant Pot', () => {
    expectTags('matcha latte w almond milk', ['nuts', 'caffeine']);
    expectTags('ramen (instant)', ['gluten', 'soy', 'processed-foods']);
    expectTags('instant pot chili', ['nightshades']);
  });

  it('forgives the unambiguous typos', () => {
    expectTags('tomatoe', ['nightshades']);
    expectTags('yoghurt', ['dairy']);
    expectTags('expresso', ['caffeine']);
    expectTags('spagetti', ['gluten']);
    expectTags('capuccino', ['dairy', 'caffeine']);
  });

  it('knows brands for what their product is', () => {
    expectTags('Coke', ['sugar', 'caffeine']);
    expectTags('Diet Coke', ['artificial-sweeteners', 'caffeine']);
    expectTags('Red Bull', ['sugar', 'caffeine']);
    expectTags('Nutella', ['dairy', 'nuts', 'sugar']);
    expectTags('Cheerios', ['processed-foods']);
    expectTags('Oreo', ['gluten', 'sugar', 'processed-foods']);
    expectTags('Doritos', ['dairy', 'corn', 'processed-foods']);
    expectTags('Pringles', ['processed-foods', 'nightshades']);
    expectTags('Heinz ketchup', ['sugar', 'nightshades']);
    expectTags('Kraft mac and cheese', ['gluten', 'dairy', 'processed-foods']);
    expectTags('Snickers', ['dairy', 'sugar', 'processed-foods', 'legumes']);
    expectTags('Splenda', ['artificial-sweeteners']);
    expectTags("Sweet'N Low", ['artificial-sweeteners']);
    expectTags('Tofurky', ['gluten', 'soy', 'processed-foods']);
  });

  it('separates caffeinated drinks from herbal and decaf ones', () => {
    expectTags('coffee', ['caffeine']);
    expectTags('latte', ['dairy', 'caffeine']);
    expectTags('green tea', ['caffeine']);
    expectTags('black tea', ['caffeine']);
    expectTags('chamomile tea', []);
    expectTags('peppermint tea', []);
    expectTags('rooibos', []);
    expectTags('decaf coffee', []);
    expectTags('energy drink', ['sugar', 'caffeine']);
  });

  it('separates sugary, diet and alcoholic drinks', () => {
    expectTags('soda', ['sugar']);
    expectTags('diet soda', ['artificial-sweeteners']);
    expectTags('wine', ['alcohol']);
    expectTags('beer', ['gluten', 'alcohol']);
    expectTags('cider', ['alcohol']);
    expectTags('vodka', ['alcohol']);
    expectTags('cocktail', ['alcohol']);
    expectTags('non-alcoholic beer', ['gluten']);
    expectTags('lemonade', ['sugar', 'citrus']);
  });

  it('reads alcohol-free drinks as not alcohol, whichever side the words stand', () => {
    expectTags('Heineken 0.0', ['gluten']);
    expectTags('heineken 0.0%', ['gluten']);
    expectTags('Guinness 0.0 and crisps', ['gluten', 'processed-foods', 'nightshades']);
    expectTags('Heineken Zero', ['gluten']);
    expectTags("Beck's Blue", ['gluten']);
    expectTags('Heineken 0.0 crisps', ['gluten', 'processed-foods', 'nightshades']);
    expectTags('0.0 lager', ['gluten']);
    expectTags('pizza and a Peroni 0.0', ['gluten', 'dairy', 'nightshades']);
    expectTags('alcohol-free beer', ['gluten']);
    expectTags('beer, alcohol free', ['gluten']);
    expectTags('non-alcoholic wine', []);
    expectTags('NA beer', ['gluten']);
    expectTags('an NA beer with fries', ['gluten', 'nightshades']);
    // A low-alcohol beer still has alcohol, and a decimal elsewhere changes nothing.
    expectTags('low alcohol beer', ['gluten', 'alcohol']);
    expectTags('Heineken', ['gluten', 'alcohol']);
    expectTags('1.5 glasses of wine', ['alcohol']);
    expectTags('beer. 0.0 worries', ['gluten', 'alcohol']);
    expectTags('OJ', ['citrus']);
  });
});

describe('tagMeal: the design pitfalls', () => {
  it('eggplant is not eggs, but is a nightshade', () => expectTags('eggplant', ['nightshades']));
  it('aubergine is a nightshade', () => expectTags('roasted aubergine', ['nightshades']));
  it('sweet potato is not a nightshade', () => expectTags('sweet potato', []));
  it('sweet potato fries are not a nightshade', () => expectTags('sweet potato fries', []));
  it('black pepper is not a nightshade', () => expectTags('steak with black pepper', ['red-meat']));
  it('white pepper is not a nightshade', () => expectTags('white pepper', []));
  it('peppercorns are not a nightshade', () => expectTags('peppercorn sauce', []));
  it('salt and pepper is not a nightshade', () => expectTags('eggs with salt and pepper', ['eggs']));
  it('bell pepper is a nightshade', () => expectTags('bell pepper', ['nightshades']));
  it('chili, jalapeño, paprika and cayenne are nightshades', () => {
    for (const text of ['chili', 'jalapeño', 'paprika', 'cayenne']) expectTags(text, ['nightshades']);
  });
  it('buckwheat has no gluten', () => expectTags('buckwheat', []));
  it('buckwheat pancakes have no gluten, but the batter keeps its milk and egg', () =>
    expectTags('buckwheat pancakes', ['dairy', 'eggs']));
  it('nutmeg is not nuts', () => expectTags('nutmeg', []));
  it('butternut squash is not nuts', () => expectTags('butternut squash', []));
  it('coconut is not nuts', () => expectTags('coconut', []));
  it('water chestnuts are not nuts', () => expectTags('water chestnuts', []));
  it('doughnuts are not nuts', () => expectTags('doughnut', ['gluten', 'dairy', 'eggs', 'sugar']));
  it('a named dish carries its standard recipe: pancakes are flour, egg and milk', () =>
    expectTags('pancakes', ['gluten', 'dairy', 'eggs']));
  it('peking duck pancakes are wheat wrappers only', () => expectTags('duck pancakes', ['gluten']));
  it('fish cakes are not cakes', () => expectTags('fish cakes', ['gluten']));
  it('Oreo cookies have no egg or milk', () =>
    expectTags('oreo cookies', ['gluten', 'sugar', 'processed-foods']));
  it('sushi comes with soy sauce, and tamari keeps the wheat out', () => {
    expectTags('salmon nigiri', ['gluten', 'soy']);
    expectTags('sushi with tamari', ['soy']);
  });
  it('a curry is a nightshade, curry leaves are not', () => {
    expectTags('chicken curry', ['nightshades']);
    expectTags('curry leaves', []);
  });
  it('a BLT and coleslaw carry their mayonnaise', () => {
    expectTags('BLT', ['gluten', 'eggs', 'processed-foods', 'red-meat', 'nightshades']);
    expectTags('coleslaw', ['eggs']);
  });
  it('a sausage McMuffin has no egg; a sausage and egg McMuffin does', () => {
    expectTags('sausage mcmuffin', ['gluten', 'dairy', 'processed-foods', 'red-meat']);
    expectTags('sausage and egg mcmuffin', ['gluten', 'dairy', 'eggs', 'processed-foods', 'red-meat']);
  });
  it('sweet potato mash is not a nightshade and not dairy by default', () =>
    expectTags('sweet potato mash', []));
  it('cream of tartar is not dairy', () => expectTags('cream of tartar', []));
  it('coconut milk is not dairy', () => expectTags('coconut milk', []));
  it('coconut cream is not dairy', () => expectTags('coconut cream', []));
  it('peanuts are legumes, not nuts', () => expectTags('peanuts', ['legumes']));
  it('peanut butter cups are legumes, sugar, dairy and processed, not nuts', () =>
    expectTags('peanut butter cups', ['dairy', 'sugar', 'processed-foods', 'legumes']));
  it('soy is soy only, not legumes', () => expectTags('edamame', ['soy']));
  it('oats are not gluten', () => expectTags('oats', []));
  it('green beans and snap peas are not legumes', () => expectTags('green beans and snap peas', []));
  it('green peas are legumes', () => expectTags('peas', ['legumes']));
  it('coffee beans are caffeine, not legumes', () => expectTags('coffee beans', ['caffeine']));
  it('egg cream is not eggs', () => expectTags('egg cream', ['dairy', 'sugar']));
  it('peppercorn is not corn', () => expectTags('peppercorn', []));
  it('lemongrass is not citrus', () => expectTags('lemongrass', []));
  it('lactose-free milk is still dairy', () => expectTags('lactose-free milk', ['dairy']));
  it('grape-nuts are not nuts', () => expectTags('Grape-Nuts', ['gluten', 'processed-foods']));
  it('a flour tortilla is gluten, not corn', () => expectTags('flour tortilla', ['gluten']));
  it('a corn tortilla is corn, not gluten', () => expectTags('corn tortilla', ['corn']));
  it('cornbread is corn and gluten', () => expectTags('cornbread', ['gluten', 'corn']));
  it('chicken and fish are not red meat', () => expectTags('chicken and fish', []));
  it('bacon is red meat and processed', () => expectTags('bacon', ['processed-foods', 'red-meat']));
  it('turkey bacon is processed, not red meat', () => expectTags('turkey bacon', ['processed-foods']));
  it('chicken fried steak is still steak', () => expectTags('chicken fried steak', ['gluten', 'red-meat']));
  it('milk chocolate is dairy and sugar', () => expectTags('milk chocolate', ['dairy', 'sugar']));
  it('dark chocolate is sugar and caffeine', () => expectTags('dark chocolate', ['sugar', 'caffeine']));
  it('a latte is dairy and caffeine', () => expectTags('latte', ['dairy', 'caffeine']));
  it('cooked-off wine is not alcohol', () => expectTags('red wine sauce', []));
});

describe('tagMeal: negation and its scope', () => {
  it('gluten-free pasta has no gluten', () => expectTags('gluten-free pasta', []));
  it('"no cheese" after a dish removes only the cheese', () => expectTags('pasta, no cheese', ['gluten']));
  it('"X-free" reaches its food, not the rest of the sentence', () =>
    expectTags('gluten-free bread with butter', ['dairy']));
  it('"X-free" reaches the foods joined to it', () => expectTags('gluten-free bread and pasta', []));
  it('"X-free" after its food still applies', () => expectTags('pasta (gluten free)', []));
  it('"without dairy" removes dairy from the drink before it', () =>
    expectTags('latte without dairy', ['caffeine']));
  it('"dairy-free" is not dairy', () => expectTags('dairy-free ice cream', ['sugar']));
  it('decaf removes caffeine only', () => expectTags('decaf latte', ['dairy']));
  it('non-alcoholic beer keeps its gluten', () => expectTags('non-alcoholic beer', ['gluten']));
  it('sugar-free turns sugar into sweetener', () => expectTags('sugar-free gum', ['artificial-sweeteners']));
  it('unsweetened removes sugar and adds nothing', () => expectTags('unsweetened iced tea', ['caffeine']));
  it('vegan cheese is not dairy', () => expectTags('vegan cheese', []));
  it('oat, almond and soy milk are not dairy; almond is nuts and soy is soy', () => {
    expectTags('oat milk', []);
    expectTags('almond milk', ['nuts']);
    expectTags('soy milk', ['soy']);
  });
  it('a plant milk makes the latte dairy-free, before it or after "with"', () => {
    expectTags('oat milk latte', ['caffeine']);
    expectTags('latte with almond milk', ['nuts', 'caffeine']);
  });
  it('a dish loses the part left out', () => {
    expectTags('burger with no bun', ['red-meat']);
    expectTags('pizza with no cheese', ['gluten', 'nightshades']);
    expectTags('cheeseburger, hold the cheese', ['gluten', 'red-meat']);
  });
  it('negation covers a list joined by or/and', () =>
    expectTags('burrito, no cheese or sour cream', ['gluten', 'nightshades', 'legumes']));
  it('an article starts a new, eaten item', () =>
    expectTags('tacos without cheese and a diet coke', ['corn', 'artificial-sweeteners', 'caffeine']));
  it('a comma ends the negation', () => expectTags('no cheese, tomato salad', ['nightshades']));
  it('a negation far from any food negates nothing', () =>
    expectTags('no time to cook so we ordered pizza', ['gluten', 'dairy', 'nightshades']));
  it('"instead of" drops the alternative but leaves the dish', () =>
    expectTags('beer instead of wine', ['gluten', 'alcohol']));
  it('separate negations each apply', () => expectTags('black coffee no milk no sugar', ['caffeine']));
  it('a noun that can qualify does not reach back over a comma', () =>
    expectTags('steak, veg and potatoes', ['red-meat', 'nightshades']));
  it('"beef with soy" is still beef', () => expectTags('beef with soy', ['soy', 'red-meat']));
  it('a food joined by "and" is not the dish that loses the part', () =>
    expectTags('fries and no ketchup', ['nightshades']));
});

describe('tagMeal: output contract', () => {
  const catalogueIds = new Set<string>(catalogue);
  const mealLike = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 100 }),
    fc.string({ unit: 'binary', maxLength: 100 }),
    fc
      .array(
        fc.oneof(
          fc.constantFrom(...goldSet.map((item) => item.text)),
          fc.constantFrom(' no ', ', ', ' and ', '-free ', 'gluten', '\u0000', '\ud800', '🍕'),
        ),
        {
          maxLength: 12,
        },
      )
      .map((parts) => parts.join(' ')),
  );

  it('never throws, and returns unique catalogue ids in catalogue order', () => {
    fc.assert(
      fc.property(mealLike, (text) => {
        const tags = tagMeal(text);
        expect(tags.every((id) => catalogueIds.has(id))).toBe(true);
        expect(new Set(tags).size).toBe(tags.length);
        expect(tags).toEqual(catalogue.filter((id) => tags.includes(id as TriggerFood)));
      }),
      { numRuns: 500 },
    );
  });

  it('survives hostile input: 10,000 characters, lone surrogates, NUL, emoji', () => {
    expect(() => tagMeal('pizza '.repeat(1700))).not.toThrow();
    expect(tagMeal('x'.repeat(10_000))).toEqual([]);
    expect(tagMeal('\ud800\udc00\udfff\ud800 pizza \u0000')).toEqual(['gluten', 'dairy', 'nightshades']);
    expect(tagMeal('🍕🍔🌮'.repeat(2000))).toEqual([]);
    expect(tagMeal(undefined as unknown as string)).toEqual([]);
  });

  it('tags a 120-day journal (720 meals) well inside the engine’s 50 ms budget', () => {
    const meals = Array.from({ length: 720 }, (_, index) => goldSet[index % goldSet.length]?.text ?? '');
    for (const meal of meals) tagMeal(meal);
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      for (const meal of meals) tagMeal(meal);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(50);
  });

  it('compiles a lexicon where no phrase has two meanings', () => {
    expect(lexiconConflicts).toEqual([]);
  });
});

describe('tokenize and plurals', () => {
  it('cuts words, keeps commas and full stops as boundaries, and joins apostrophes', () => {
    expect(tokenize("Mac & cheese, McDonald's fries. Then w/o ice")).toEqual([
      'mac',
      'and',
      'cheese',
      ',',
      'mcdonalds',
      'fries',
      '.',
      'then',
      'without',
      'ice',
    ]);
  });

  it('generates the plural spellings of a word', () => {
    expect(pluralForms('berry')).toContain('berries');
    expect(pluralForms('tomato')).toContain('tomatoes');
    expect(pluralForms('loaf')).toContain('loaves');
    expect(pluralForms('pb')).toEqual([]);
  });
});
