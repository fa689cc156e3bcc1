// The meal form's portion sizes and meal sources: stored values and the labels shown for them.

export const MEAL_SIZES = ['small', 'medium', 'large'] as const;
export type MealSize = (typeof MEAL_SIZES)[number];

export const MEAL_SIZE_LABELS: Readonly<Record<MealSize, string>> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

export const MEAL_SOURCES = ['home', 'restaurant', 'delivery'] as const;
export type MealSource = (typeof MEAL_SOURCES)[number];

export const MEAL_SOURCE_LABELS: Readonly<Record<MealSource, string>> = {
  home: 'Home',
  restaurant: 'Restaurant',
  delivery: 'Delivery',
};
