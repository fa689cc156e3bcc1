import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { seededRandom } from '#domain/common/test-support/seeded-random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const DISHES = [
  ['Greek yogurt with honey', true],
  ['Cheese omelette', true],
  ['Latte', true],
  ['Baked potato with cheese', true],
  ['Grilled chicken with rice and broccoli', false],
  ['Oatmeal with blueberries', false],
  ['Lentil soup', false],
  ['Salmon with sweet potato', false],
  ['Turkey sandwich', false],
] as const;

/**
 * A journal with a planted trigger for the insights tests: from `start`, `days` days of three meals
 * and two check-ins, with digestive issues higher in the 8 hours after dairy. Written straight to
 * the table, since the API takes only days since the account was created; the same seed gives the
 * same journal every run.
 */
export async function insertDairyJournal(
  pool: pg.Pool,
  userId: string,
  { start, days }: { start: number; days: number },
): Promise<void> {
  const random = seededRandom(12);
  const rows: [string, string, number, object][] = [];
  const dairyTimes: number[] = [];
  for (let day = 0; day < days; day += 1) {
    for (const [hour, mealTime] of [
      [8, 'breakfast'],
      [13, 'lunch'],
      [19, 'dinner'],
    ] as const) {
      const [content, dairy] = DISHES[Math.floor(random() * DISHES.length)] as (typeof DISHES)[number];
      const time = start + day * DAY + hour * HOUR;
      if (dairy) dairyTimes.push(time);
      rows.push([
        'food',
        content,
        time,
        { mealTime, mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
      ]);
    }
    for (const [hour, timeOfDay] of [
      [10, 'morning'],
      [21, 'evening'],
    ] as const) {
      const time = start + day * DAY + hour * HOUR;
      const afterDairy = dairyTimes.some((meal) => time - meal >= 0 && time - meal < 8 * HOUR);
      const noise = () => Math.round(random() * 2 - 1);
      const ratings = {
        Fatigue: 2 + noise(),
        'Digestive issues': Math.min(5, (afterDairy ? 4 : 1) + noise() + 1),
      };
      rows.push(['symptom', '', time, { symptomRatings: ratings, time_of_day: timeOfDay }]);
    }
  }
  for (const [type, content, time, details] of rows) {
    await pool.query(
      'insert into journal_entries (id, user_id, type, content, occurred_at, details) values ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), userId, type, content, new Date(time), JSON.stringify(details)],
    );
  }
}
