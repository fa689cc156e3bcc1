import { addDays } from '../../domain/common/day-key.ts';
import { seededRandom } from '../../domain/common/test-support/seeded-random.ts';

// A long journal with one planted trigger, as create payloads for POST /api/journal/entries: every
// past day has breakfast, lunch and dinner and a morning and an evening check-in, placed by the API
// at their slots' nominal times (lunch 12:30, evening 19:00). On dairy days lunch is a dairy dish
// and the evening's joint pain, 6.5 hours later, runs 2 points higher; everything else is noise
// from a fixed seed, so the journal is the same on every run. The engine reports it at 60 days
// (checked with analyzeJournal on these very entries before the e2e relied on it).

export const PLANTED_TRIGGER = { food: 'dairy', symptom: 'Joint pain' } as const;

type MealSlot = 'breakfast' | 'lunch' | 'dinner';

export type PlantedEntry =
  | {
      type: 'food';
      date: string;
      content: string;
      details: { mealTime: MealSlot; mealSize: 'medium'; mealSource: 'home' };
    }
  | {
      type: 'symptom';
      date: string;
      content: string;
      details: { symptomRatings: Record<string, number>; time_of_day: 'morning' | 'evening' };
    };

const BREAKFASTS = ['Oatmeal with blueberries', 'Scrambled eggs on rye', 'Banana and almonds'];
const PLAIN_LUNCHES = ['Grilled chicken with rice and broccoli', 'Lentil soup', 'Turkey sandwich'];
const DAIRY_LUNCHES = ['Greek yogurt with honey', 'Cheese omelette', 'Baked potato with cheese'];
const DINNERS = ['Salmon with sweet potato', 'Vegetable stir-fry with tofu', 'Beef stew with carrots'];

const pick = <T>(items: readonly T[], random: () => number): T =>
  items[Math.floor(random() * items.length)] as T;

/** The `days` days before `today` (a 'YYYY-MM-DD' on the person's calendar), oldest first. */
export function plantedJournal(today: string, days: number, seed = 15): PlantedEntry[] {
  const random = seededRandom(seed);
  const rating = (base: number) => Math.max(1, Math.min(5, Math.round(base + random() * 2.4 - 1.2)));
  const entries: PlantedEntry[] = [];
  for (let back = days; back >= 1; back -= 1) {
    const date = addDays(today, -back);
    const dairy = random() < 0.45;
    const meal = (mealTime: MealSlot, content: string): PlantedEntry => ({
      type: 'food',
      date,
      content,
      details: { mealTime, mealSize: 'medium', mealSource: 'home' },
    });
    const checkIn = (time_of_day: 'morning' | 'evening', jointPain: number): PlantedEntry => ({
      type: 'symptom',
      date,
      content: '',
      details: { symptomRatings: { 'Joint pain': jointPain, Fatigue: rating(2) }, time_of_day },
    });
    entries.push(
      meal('breakfast', pick(BREAKFASTS, random)),
      checkIn('morning', rating(1.5)),
      meal('lunch', pick(dairy ? DAIRY_LUNCHES : PLAIN_LUNCHES, random)),
      meal('dinner', pick(DINNERS, random)),
      checkIn('evening', rating(dairy ? 3.5 : 1.5)),
    );
  }
  return entries;
}
