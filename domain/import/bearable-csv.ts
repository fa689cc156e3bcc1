// Bearable's CSV export: one row per thing recorded, `date,weekday,time of day,category,
// rating/amount,detail,notes`, or the newer header with `date formatted` second. Rows of one
// moment (a day and a block or clock time) become one check-in; meals become food entries;
// medications become dated starts and stops; what Tend has no field for is kept in the notes.

import type { DayKey } from '../common/day-key.ts';
import type { TimeOfDay } from '../common/time-of-day.ts';
import { timeOfDayForHour } from '../common/time-of-day.ts';
import { type MealTime, mealTimeForHour } from '../journal/public.ts';
import { type CsvRow, readCsv } from './csv-rows.ts';
import {
  type BadRow,
  badRowsProblem,
  dateRangeOf,
  type ImportPlan,
  type PlannedEntry,
  type SkippedItem,
  skip,
  validatePlannedEntry,
} from './import-plan.ts';
import { readClockTime, readDay } from './source-dates.ts';

export const BEARABLE_COLUMNS = [
  'date',
  'weekday',
  'time of day',
  'category',
  'rating/amount',
  'detail',
  'notes',
];

export function isBearableHeader(header: readonly string[]): boolean {
  const names = header.map((name) => name.toLowerCase());
  return ['date', 'time of day', 'category', 'rating/amount', 'detail'].every((name) => names.includes(name));
}

// Bearable's blocks of the day: before 6am, morning, midday to 6pm, evening, and the whole day.
const BLOCKS: Readonly<Record<string, { timeOfDay: TimeOfDay; mealTime: MealTime }>> = {
  pre: { timeOfDay: 'night', mealTime: 'snacks' },
  am: { timeOfDay: 'morning', mealTime: 'breakfast' },
  mid: { timeOfDay: 'afternoon', mealTime: 'lunch' },
  pm: { timeOfDay: 'evening', mealTime: 'dinner' },
  'all day': { timeOfDay: 'morning', mealTime: 'snacks' },
};

const SEVERITY_WORDS: Readonly<Record<string, number>> = { mild: 2, moderate: 3, severe: 4, extreme: 5 };

export const BEARABLE_CONVERSIONS = [
  "Bearable's symptom severities become Tend's 0-5 scale as Mild→2, Moderate→3, Severe→4 (Extreme→5).",
  "Bearable's blocks of the day become times of day: pre→night, am→morning, mid→afternoon, pm→evening, all day→morning.",
  'Sleep durations are rounded to the nearest half hour; sleep quality keeps its 1-5.',
  'Mood, energy, factors and anything else Tend has no field for are kept in the check-in’s notes.',
  'Meals have no portion or source in Bearable: they come in as medium, home-made.',
];

type Moment = {
  date: DayKey;
  timeCell: string;
  timeOfDay: TimeOfDay;
  exactTime?: string;
  mealTime: MealTime;
};
type CheckIn = { moment: Moment; firstRow: number; ratings: Record<string, number>; notes: string[] };
type DayExtras = { firstRow: number; notes: string[]; sleepHours?: number; sleepQuality?: number };
type Medication = { name: string; first: DayKey; last: DayKey; dose: string; firstRow: number };

function readMoment(date: DayKey, cell: string): Moment | undefined {
  const block = BLOCKS[cell.trim().toLowerCase()];
  if (block) return { date, timeCell: cell.trim().toLowerCase(), ...block };
  const clock = readClockTime(cell);
  if (!clock) return undefined;
  const hour = Number(clock.slice(0, 2));
  return {
    date,
    timeCell: clock,
    timeOfDay: timeOfDayForHour(hour),
    exactTime: clock,
    mealTime: mealTimeForHour(hour),
  };
}

/** 'Headache (Mild)' with rating '1' → ['Headache', 2]; undefined when the severity is unreadable. */
export function bearableSymptom(
  detail: string,
  amount: string,
): { name: string; rating: number } | undefined {
  const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(detail.trim());
  const name = (match?.[1] ?? detail).trim();
  const word = match?.[2]?.trim().toLowerCase();
  const fromWord = word ? SEVERITY_WORDS[word] : undefined;
  if (fromWord !== undefined) return { name, rating: fromWord };
  const number = Number(amount);
  if (amount.trim() === '' || !Number.isInteger(number) || number < 0 || number > 4) return undefined;
  return { name, rating: number === 0 ? 0 : number + 1 };
}

/** '7:30' or '7.5' hours, rounded to the nearest half hour; undefined when unreadable. */
function readSleepHours(amount: string): number | undefined {
  const clock = /^(\d{1,2}):(\d{2})$/.exec(amount.trim());
  const hours = clock ? Number(clock[1]) + Number(clock[2]) / 60 : Number(amount);
  if (amount.trim() === '' || !Number.isFinite(hours) || hours < 0) return undefined;
  return Math.round(hours * 2) / 2;
}

class BearableReader {
  readonly badRows: BadRow[] = [];
  readonly skipped: SkippedItem[] = [];
  readonly checkIns = new Map<string, CheckIn>();
  readonly days = new Map<DayKey, DayExtras>();
  readonly meals: PlannedEntry[] = [];
  readonly mealRows = new Map<string, number>();
  readonly medications = new Map<string, Medication>();

  dayExtras(date: DayKey, row: number): DayExtras {
    let extras = this.days.get(date);
    if (!extras) {
      extras = { firstRow: row, notes: [] };
      this.days.set(date, extras);
    }
    return extras;
  }

  addNote(date: DayKey, row: number, note: string) {
    const extras = this.dayExtras(date, row);
    if (note && !extras.notes.includes(note)) extras.notes.push(note);
  }

  read({ row, cells }: CsvRow) {
    const dateCell = cells['date formatted'] || cells.date || '';
    const date = readDay(dateCell) ?? readDay(cells.date ?? '');
    if (!date) return this.badRows.push({ row, problem: `"${dateCell}" is not a real date.` });
    const moment = readMoment(date, cells['time of day'] ?? '');
    if (!moment) {
      return this.badRows.push({
        row,
        problem: `"${cells['time of day']}" is not a time of day Bearable writes.`,
      });
    }
    const category = (cells.category ?? '').toLowerCase();
    const amount = cells['rating/amount'] ?? '';
    const detail = cells.detail ?? '';
    this.addNote(date, row, cells.notes ?? '');
    if (category.startsWith('symptom')) return this.readSymptom(row, moment, detail, amount);
    if (category.startsWith('sleep quality')) return this.readScale(row, date, amount, 'sleepQuality');
    if (category.startsWith('sleep')) return this.readSleep(row, date, amount);
    if (category.includes('med') || category.includes('supplement'))
      return this.readMedication(row, date, detail, amount);
    if (category.startsWith('meal') || category.startsWith('food') || category.startsWith('nutrition')) {
      return this.readMeal(row, moment, detail);
    }
    if (category.startsWith('note')) return this.addNote(date, row, detail);
    if (category.startsWith('mood')) return this.addNote(date, row, `Mood ${amount}/10 (Bearable)`);
    if (category.startsWith('energy')) return this.addNote(date, row, `Energy ${amount}/5 (Bearable)`);
    const label = cells.category || 'Other';
    const text = [
      detail
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
      amount,
    ]
      .filter(Boolean)
      .join(' ');
    return this.addNote(date, row, `${label}: ${text}`.trim());
  }

  readSymptom(row: number, moment: Moment, detail: string, amount: string) {
    const symptom = bearableSymptom(detail, amount);
    if (!symptom || symptom.name === '') {
      return this.badRows.push({
        row,
        problem: `"${detail}" with "${amount}" is not a symptom and severity Tend can read.`,
      });
    }
    if (symptom.rating === 0)
      return skip(this.skipped, 'Symptoms marked as none (Tend records only symptoms that were there)');
    const key = `${moment.date}|${moment.timeCell}`;
    let checkIn = this.checkIns.get(key);
    if (!checkIn) {
      checkIn = { moment, firstRow: row, ratings: {}, notes: [] };
      this.checkIns.set(key, checkIn);
    }
    checkIn.ratings[symptom.name] = Math.max(checkIn.ratings[symptom.name] ?? 0, symptom.rating);
  }

  readScale(row: number, date: DayKey, amount: string, field: 'sleepQuality') {
    const value = Number(amount);
    if (!Number.isInteger(value) || value < 1 || value > 5) {
      return this.badRows.push({
        row,
        problem: `Sleep quality "${amount}" is not a whole number from 1 to 5.`,
      });
    }
    this.dayExtras(date, row)[field] = value;
  }

  readSleep(row: number, date: DayKey, amount: string) {
    const hours = readSleepHours(amount);
    if (hours === undefined || hours > 24) {
      return this.badRows.push({ row, problem: `Sleep "${amount}" is not a duration such as 7:30.` });
    }
    this.dayExtras(date, row).sleepHours = hours;
  }

  readMedication(row: number, date: DayKey, detail: string, amount: string) {
    const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(detail.trim());
    const name = (match?.[1] ?? detail).trim();
    if (!name) return this.badRows.push({ row, problem: 'A medication row has no medication name.' });
    const dose = [amount.trim(), match?.[2]?.trim() ?? ''].filter(Boolean).join(' ');
    const key = name.toLowerCase();
    const known = this.medications.get(key);
    if (!known) return this.medications.set(key, { name, first: date, last: date, dose, firstRow: row });
    if (date < known.first) Object.assign(known, { first: date, dose, firstRow: row });
    if (date > known.last) known.last = date;
  }

  readMeal(row: number, moment: Moment, detail: string) {
    const content = detail
      .replace(/^\s*meals?\s*:\s*/i, '')
      .split('|')
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ');
    if (!content) return skip(this.skipped, 'Meal rows with nothing written');
    const sourceKey = `bearable:meal:${moment.date}|${moment.timeCell}|${content}`;
    if (this.mealRows.has(sourceKey))
      return skip(this.skipped, 'The same meal written twice at the same moment');
    this.mealRows.set(sourceKey, row);
    this.meals.push({
      kind: 'food',
      sourceKey,
      date: moment.date,
      content,
      details: { mealTime: moment.mealTime, mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
    });
  }
}

function checkInEntries(reader: BearableReader, rowOf: Map<string, number>): PlannedEntry[] {
  const entries: PlannedEntry[] = [];
  const ordered = [...reader.checkIns.values()].sort((a, b) => a.firstRow - b.firstRow);
  const dayTaken = new Set<DayKey>();
  for (const checkIn of ordered) {
    const { moment } = checkIn;
    const extras = dayTaken.has(moment.date) ? undefined : reader.days.get(moment.date);
    dayTaken.add(moment.date);
    const sourceKey = `bearable:check-in:${moment.date}|${moment.timeCell}`;
    rowOf.set(sourceKey, checkIn.firstRow);
    entries.push({
      kind: 'symptom',
      sourceKey,
      date: moment.date,
      content: (extras?.notes ?? []).join('\n'),
      details: {
        symptomRatings: checkIn.ratings,
        time_of_day: moment.timeOfDay,
        ...(moment.exactTime ? { exact_time: moment.exactTime } : {}),
        ...(extras?.sleepHours !== undefined ? { sleepHours: extras.sleepHours } : {}),
        ...(extras?.sleepQuality !== undefined ? { sleepQuality: extras.sleepQuality } : {}),
      },
    });
  }
  for (const [date, extras] of reader.days) {
    const hasSomething =
      extras.notes.length > 0 || extras.sleepHours !== undefined || extras.sleepQuality !== undefined;
    if (!dayTaken.has(date) && hasSomething) {
      skip(
        reader.skipped,
        'Days with mood, energy, sleep or notes but no symptom rated (Tend keeps these with a check-in)',
      );
    }
  }
  return entries;
}

function medicationEntries(reader: BearableReader, lastDay: DayKey | undefined, rowOf: Map<string, number>) {
  const entries: PlannedEntry[] = [];
  for (const medication of reader.medications.values()) {
    const started = `bearable:medication:${medication.name.toLowerCase()}:started:${medication.first}`;
    rowOf.set(started, medication.firstRow);
    entries.push({
      kind: 'medication-change',
      sourceKey: started,
      date: medication.first,
      precision: 'day',
      medication: medication.name,
      change: 'started',
      doseNote: medication.dose,
    });
    // Still taken on the file's last day: it has not stopped, as far as the file says.
    if (lastDay && medication.last < lastDay) {
      const stopped = `bearable:medication:${medication.name.toLowerCase()}:stopped:${medication.last}`;
      rowOf.set(stopped, medication.firstRow);
      entries.push({
        kind: 'medication-change',
        sourceKey: stopped,
        date: medication.last,
        precision: 'day',
        medication: medication.name,
        change: 'stopped',
        doseNote: '',
      });
    }
  }
  return entries;
}

export function parseBearable(text: string): ImportPlan {
  const { rows } = readCsv(text);
  const reader = new BearableReader();
  for (const row of rows) reader.read(row);
  const allDays = [...reader.days.keys()].sort();
  const rowOf = new Map<string, number>(reader.mealRows);
  const planned = [
    ...checkInEntries(reader, rowOf),
    ...reader.meals,
    ...medicationEntries(reader, allDays.at(-1), rowOf),
  ];
  const entries: PlannedEntry[] = [];
  for (const entry of planned) {
    const checked = validatePlannedEntry(entry);
    if (checked.ok) entries.push(checked.entry);
    else reader.badRows.push({ row: rowOf.get(entry.sourceKey) ?? 0, problem: checked.problem });
  }
  if (reader.badRows.length > 0) throw badRowsProblem(reader.badRows.sort((a, b) => a.row - b.row));
  const symptomNames = new Set<string>();
  for (const checkIn of reader.checkIns.values())
    for (const name of Object.keys(checkIn.ratings)) symptomNames.add(name);
  return {
    format: 'bearable',
    profileName: null,
    range: dateRangeOf(entries),
    entries,
    skipped: reader.skipped,
    symptomNames: [...symptomNames].sort(),
    conversions: BEARABLE_CONVERSIONS,
  };
}
