// A Bearable CSV export as a person who has used it daily for years writes one: per day, several
// symptoms rated morning and evening (one at a clock time), mood, energy, sleep and its quality,
// three meals, two medications, factors, and the day's note, which Bearable repeats on every row.
// Deterministic, so every run of a bench reads the same file.

import { addDays, type DayKey } from '#domain/common/day-key.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SYMPTOMS = ['Headache', 'Joint pain', 'Fatigue', 'Bloating', 'Brain fog'];
const SEVERITIES = ['Mild', 'Moderate', 'Severe'];
const MEALS = [
  'Porridge | Banana',
  'Toast | Eggs',
  'Chicken soup | Bread roll',
  'Salad | Feta',
  'Steak | Baked potato',
  'Pasta | Tomato sauce',
  'Rice | Curry',
];
const NOTES = [
  'Slept badly, woke at four and could not get back to sleep; long walk at lunch helped a little.',
  'Busy day at work, a lot of screen time, skipped the afternoon snack, felt better in the evening.',
  '"Quiet day", rested most of the afternoon, a friend came round for tea; hands stiff in the morning.',
];

function bearableDate(day: DayKey): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const suffix =
    date % 10 === 1 && date !== 11
      ? 'st'
      : date % 10 === 2 && date !== 12
        ? 'nd'
        : date % 10 === 3 && date !== 13
          ? 'rd'
          : 'th';
  return `${date}${suffix} ${MONTHS[month - 1]} ${year}`;
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** `days` days of a daily Bearable export ending on `lastDay`, newer header; its rows are counted. */
export function bearableExport(lastDay: DayKey, days: number): { csv: string; rows: number } {
  const lines = ['date,date formatted,weekday,time of day,category,rating/amount,detail,notes'];
  for (let index = days - 1; index >= 0; index -= 1) {
    const day = addDays(lastDay, -index);
    const seed = days - index;
    const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? 'Monday';
    const note = NOTES[seed % NOTES.length] ?? '';
    const row = (time: string, category: string, amount: string, detail: string) =>
      lines.push(
        [`${day}T09:00:00.000Z`, bearableDate(day), weekday, time, category, amount, detail, note]
          .map(csvCell)
          .join(','),
      );
    for (const [block, offset] of [
      ['am', 0],
      ['pm', 2],
    ] as const) {
      for (let each = 0; each < 4; each += 1) {
        const severity = (seed + each + offset) % 3;
        row(
          block,
          'Symptoms',
          String(severity + 1),
          `${SYMPTOMS[(seed + each) % SYMPTOMS.length]} (${SEVERITIES[severity]})`,
        );
      }
    }
    row('14:30', 'Symptoms', '2', 'Headache (Moderate)');
    row('all day', 'Mood', String(3 + (seed % 6)), '');
    row('all day', 'Energy', String(1 + (seed % 5)), '');
    row('all day', 'Sleep', `${6 + (seed % 3)}:${seed % 2 === 0 ? '15' : '45'}`, '');
    row('all day', 'Sleep quality', String(1 + (seed % 5)), '');
    for (const [block, meal] of [
      ['am', 0],
      ['mid', 2],
      ['pm', 4],
    ] as const)
      row(block, 'Meals', '', `Meals: ${MEALS[(seed + meal) % MEALS.length]}`);
    row('am', 'Meds/Supplements', '400', 'Ibuprofen (mg)');
    row('am', 'Meds/Supplements', '1000', 'Vitamin D (IU)');
    row('all day', 'Factors', '', seed % 2 === 0 ? 'Coffee | Alcohol' : 'Exercise | Stress');
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}
