import { describe, expect, it } from 'vitest';
import {
  isTriggerFoodId,
  noTriggersOption,
  triggerFoodCategories,
  triggerFoodLabel,
  triggerFoodOptions,
} from './trigger-foods.ts';

describe('trigger food catalogue', () => {
  it('groups the spec ids under the spec categories', () => {
    expect(
      Object.fromEntries(
        triggerFoodCategories.map((category) => [category.id, category.options.map((option) => option.id)]),
      ),
    ).toEqual({
      common: ['gluten', 'dairy', 'eggs', 'soy', 'corn', 'nuts'],
      processed: ['sugar', 'processed-foods', 'artificial-sweeteners'],
      inflammatory: ['red-meat', 'nightshades'],
      lifestyle: ['alcohol', 'caffeine'],
      other: ['legumes', 'citrus'],
    });
  });

  it("offers none as 'Still figuring out triggers', outside the categories", () => {
    expect(noTriggersOption).toEqual({ id: 'none', label: 'Still figuring out triggers' });
    expect(triggerFoodOptions[0]).toEqual(noTriggersOption);
    expect(triggerFoodLabel('none')).toBe('Still figuring out triggers');
    for (const category of triggerFoodCategories) {
      expect(category.options.map((option) => option.id)).not.toContain('none');
    }
  });

  it('has unique ids and non-empty labels across all categories', () => {
    const ids = triggerFoodOptions.map((option) => option.id);
    expect(ids).toHaveLength(16);
    expect(new Set(ids).size).toBe(ids.length);
    for (const option of triggerFoodOptions) expect(option.label.trim()).not.toBe('');
    for (const category of triggerFoodCategories) expect(category.label.trim()).not.toBe('');
  });

  it('recognises ids, not labels', () => {
    expect(isTriggerFoodId('red-meat')).toBe(true);
    expect(isTriggerFoodId('none')).toBe(true);
    expect(isTriggerFoodId('Red meat')).toBe(false);
    expect(triggerFoodLabel('red-meat')).toBe('Red meat');
  });
});
