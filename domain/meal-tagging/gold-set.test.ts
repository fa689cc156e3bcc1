import { describe, expect, it } from 'vitest';
import { isTriggerFoodId } from '#domain/catalogues/trigger-foods.ts';
import { type GoldItem, goldSet, heldOutSets } from './gold-set.ts';
import { tagMeal } from './tag-meal.ts';

type Score = {
  precision: number;
  recall: number;
  f1: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
};

// Micro-averaged: every (meal, trigger) decision counts once, so common triggers weigh more, as they
// do in a journal.
function score(items: readonly GoldItem[]): Score {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const item of items) {
    const predicted = new Set(tagMeal(item.text));
    const expected = new Set(item.labels);
    for (const id of predicted) {
      if (expected.has(id)) truePositives += 1;
      else falsePositives += 1;
    }
    for (const id of expected) if (!predicted.has(id)) falseNegatives += 1;
  }
  const precision = truePositives / (truePositives + falsePositives);
  const recall = truePositives / (truePositives + falseNegatives);
  const f1 = (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, truePositives, falsePositives, falseNegatives };
}

function summary(name: string, items: readonly GoldItem[], result: Score): string {
  const fixed = (value: number): string => value.toFixed(3);
  return `${name}: ${items.length} meals, micro P ${fixed(result.precision)} R ${fixed(result.recall)} F1 ${fixed(result.f1)} (TP ${result.truePositives}, FP ${result.falsePositives}, FN ${result.falseNegatives})`;
}

describe('the meal-tagging gold set', () => {
  it('has at least 300 meals with distinct texts', () => {
    expect(goldSet.length).toBeGreaterThanOrEqual(300);
    const texts = goldSet.map((item) => item.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('labels only with catalogue ids other than none, each at most once per meal', () => {
    for (const item of goldSet) {
      // Read as plain strings: the types already forbid 'none', the data is checked at run time too.
      for (const label of item.labels as readonly string[]) {
        expect(isTriggerFoodId(label) && label !== 'none', `${item.text}: ${label}`).toBe(true);
      }
      expect(new Set(item.labels).size, item.text).toBe(item.labels.length);
    }
  });

  it('keeps dozens of meals with no trigger at all, so precision is tested too', () => {
    expect(goldSet.filter((item) => item.labels.length === 0).length).toBeGreaterThanOrEqual(40);
  });

  it('is tagged with a micro-F1 of at least 0.95', () => {
    const all = score(goldSet);
    console.log(summary('gold set', goldSet, all));
    heldOutSets.forEach((items, index) => {
      console.log(summary(`held-out batch ${index + 1}`, items, score(items)));
    });
    expect(all.f1).toBeGreaterThanOrEqual(0.95);
  });
});
