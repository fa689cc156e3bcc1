// How well the plan was kept, judged only from what was logged (tagMeal on each meal's words):
// - an 'avoid' day is kept when meals were logged that day and none contains the food (a day with
//   nothing logged cannot be judged kept: Tend only knows what it is told);
// - an 'eat' day is kept when exactly one logged meal contains the food and its portion is the
//   planned one.
// Only days that have ended count: today may still bring the portion, or a slip.

import type { Meal } from '#domain/insights/public.ts';
import type { ExperimentData } from './experiment-data.ts';

const PORTION_DOSE = { small: 0.6, medium: 1, large: 1.4 } as const;

export function adherenceOf(data: ExperimentData): { days: number; followed: number } {
  if (!data.valid || data.food === null) return { days: 0, followed: 0 };
  const food = data.food;
  const mealsByDay = new Map<number, Meal[]>();
  for (const meal of data.journal.meals) {
    if (meal.day < data.firstDay || meal.day > data.lastDay) continue;
    const list = mealsByDay.get(meal.day);
    if (list === undefined) mealsByDay.set(meal.day, [meal]);
    else list.push(meal);
  }
  let days = 0;
  let followed = 0;
  for (const [day, planDay] of data.days) {
    if (day >= data.journal.today) continue;
    if (planDay.food !== 'avoid' && planDay.food !== 'eat') continue;
    days += 1;
    const meals = mealsByDay.get(day) ?? [];
    const withFood = meals.filter((meal) => meal.foods.includes(food));
    if (planDay.food === 'avoid') {
      if (meals.length > 0 && withFood.length === 0) followed += 1;
    } else {
      const planned = PORTION_DOSE[planDay.portion ?? 'medium'] ?? 1;
      if (withFood.length === 1 && (withFood[0] as Meal).dose === planned) followed += 1;
    }
  }
  return { days, followed };
}
