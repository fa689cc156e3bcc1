import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareSuggestions,
  matchesTyped,
  mealKey,
  suggestionCountText,
  suggestionsFor,
} from './meal-suggestions.ts';

const meal = (content: string, timesEaten: number, lastEatenAt: string | null, favourite = false) => ({
  content,
  timesEaten,
  lastEatenAt,
  favourite,
});

describe('recent meal suggestions', () => {
  it('treats descriptions that differ only by case and outer spaces as one meal', () => {
    expect(mealKey('  Porridge with Blueberries \n')).toBe('porridge with blueberries');
    expect(mealKey('Porridge')).toBe(mealKey('PORRIDGE '));
  });

  it('matches what is typed anywhere in the description, whatever the case', () => {
    expect(matchesTyped('Porridge with blueberries', 'BLUE')).toBe(true);
    expect(matchesTyped('Porridge with blueberries', ' porr')).toBe(true);
    expect(matchesTyped('Porridge with blueberries', 'toast')).toBe(false);
    expect(matchesTyped('Anything', '   ')).toBe(true);
  });

  it('puts favourites first, then the most eaten, then the most recent', () => {
    const meals = [
      meal('Toast', 2, '2026-03-09T08:00:00.000Z'),
      meal('Soup', 5, '2026-03-01T12:00:00.000Z'),
      meal('Rice', 2, '2026-03-10T19:00:00.000Z'),
      meal('Salad', 1, '2026-03-02T12:00:00.000Z', true),
      meal('Omelette', 0, null, true),
    ];
    expect(suggestionsFor(meals, '', 10).map((each) => each.content)).toEqual([
      'Salad',
      'Omelette',
      'Soup',
      'Rice',
      'Toast',
    ]);
  });

  it('offers only matching meals, at most the limit, and never the description already typed', () => {
    const meals = [meal('Rice and beans', 3, null), meal('Fried rice', 2, null), meal('Rice', 1, null)];
    expect(suggestionsFor(meals, 'rice', 10).map((each) => each.content)).toEqual([
      'Rice and beans',
      'Fried rice',
    ]);
    expect(suggestionsFor(meals, 'RIC', 1).map((each) => each.content)).toEqual(['Rice and beans']);
    expect(suggestionsFor(meals, 'pasta', 10)).toEqual([]);
  });

  it('orders any list the same way whatever order it arrives in', () => {
    const mealArb = fc.record({
      content: fc.string({ maxLength: 6 }),
      timesEaten: fc.nat(5),
      lastEatenAt: fc.option(fc.constantFrom('2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z')),
      favourite: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(mealArb, { maxLength: 12 }), (meals) => {
        const sorted = [...meals].sort(compareSuggestions);
        const reversed = [...meals].reverse().sort(compareSuggestions);
        expect(reversed.map((each) => [each.favourite, each.timesEaten, each.lastEatenAt])).toEqual(
          sorted.map((each) => [each.favourite, each.timesEaten, each.lastEatenAt]),
        );
        for (let index = 1; index < sorted.length; index++) {
          expect(compareSuggestions(sorted[index - 1] as never, sorted[index] as never)).toBeLessThanOrEqual(
            0,
          );
        }
      }),
    );
  });

  it('tells a screen reader how many meals are offered', () => {
    expect(suggestionCountText(0)).toBe('');
    expect(suggestionCountText(1)).toBe('1 meal you had before. Use the down arrow to choose it.');
    expect(suggestionCountText(3)).toBe('3 meals you had before. Use the up and down arrows to choose one.');
  });
});
