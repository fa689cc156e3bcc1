export { tagMeal } from './tag-meal.ts';
export { tokenize } from './tokenize.ts';
