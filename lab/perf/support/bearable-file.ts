// A Bearable CSV export as a person who has used it daily for years writes one: per day, eight
// symptoms rated in each of the four blocks of the day (two more at clock times), mood and energy
// in each block, sleep and its quality, three meals and a snack, three medications, factors four
// times, and the day's note, which Bearable repeats on every row: 55 rows a day, so three years are
// the 60,000 rows the import goal names. Deterministic, so every run of a bench reads the same file.

import { addDays, type DayKey } from '#domain/common/day-key.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SYMPTOMS = [
  'Headache',
  'Joint pain',
  'Fatigue',
  'Bloating',
  'Brain fog',
  'Nausea',
  'Back pain',
  'Anxiety',
];
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
    const blocks = ['pre', 'am', 'mid', 'pm'] as const;
    blocks.forEach((block, offset) => {
      for (let each = 0; each < SYMPTOMS.length; each += 1) {
        const severity = (seed + each + offset) % 3;
        row(block, 'Symptoms', String(severity + 1), `${SYMPTOMS[each]} (${SEVERITIES[severity]})`);
      }
      row(block, 'Mood', String(3 + ((seed + offset) % 6)), '');
      row(block, 'Energy', String(1 + ((seed + offset) % 5)), '');
      row(block, 'Factors', '', (seed + offset) % 2 === 0 ? 'Coffee | Alcohol' : 'Exercise | Stress');
    });
    row('14:30', 'Symptoms', '2', 'Headache (Moderate)');
    row('21:10', 'Symptoms', '1', 'Fatigue (Mild)');
    row('all day', 'Sleep', `${6 + (seed % 3)}:${seed % 2 === 0 ? '15' : '45'}`, '');
    row('all day', 'Sleep quality', String(1 + (seed % 5)), '');
    for (const [block, meal] of [
      ['am', 0],
      ['mid', 2],
      ['pm', 4],
      ['pre', 5],
    ] as const)
      row(block, 'Meals', '', `Meals: ${MEALS[(seed + meal) % MEALS.length]}`);
    row('am', 'Meds/Supplements', '400', 'Ibuprofen (mg)');
    row('am', 'Meds/Supplements', '1000', 'Vitamin D (IU)');
    row('pm', 'Meds/Supplements', '15', 'Methotrexate (mg)');
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}
