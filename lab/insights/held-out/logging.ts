// How a held-out person keeps their journal, written as the API returns it. Some entries are logged
// on the spot; others hours late (the entry then happened "now", at the time of logging, as the app
// records a same-day entry while its slot is still going on, or at the slot's nominal time once the
// slot is over, decision 017); others on a later day (the slot's nominal time on the chosen day, as
// the app backdates). Check-ins come one to three a day, more on bad days; a feeling-fine day often
// goes unrecorded; unrated symptoms are simply absent; logging fades for some and stops for others.

import { type TimeOfDay, timeOfDayForHour } from '#domain/common/time-of-day.ts';
import type {
  FoodEntryDto,
  JournalEntryDto,
  SymptomDetails,
  SymptomEntryDto,
} from '#domain/journal/journal-entry.ts';
import { type EntrySlot, NOMINAL_TIMES, SLOT_END_HOURS } from '#domain/journal/nominal-time.ts';
import { clamp, type Random } from '../random.ts';
import type { LocalCalendar } from './local-calendar.ts';
import type { Meal } from './meals.ts';
import type { Person } from './person.ts';
import { expectedRatings, type PlantedPair, toRating } from './symptoms.ts';
import { flareLevel, type World } from './world.ts';

/** Check-in details with the optional factors a person may record (issue 24's factors). */
export type HeldOutSymptomDetails = SymptomDetails & {
  stress?: number;
  sleepHours?: number;
  sleepQuality?: number;
};

export type FactorLogging = { stress: boolean; sleep: boolean };

/** A meal entry together with what the person really ate in it (for tests and the bench). */
export type LoggedMeal = { entry: FoodEntryDto; foods: readonly string[] };

const MS_PER_MINUTE = 60_000;
/** The last minute anyone logs on a day; the journal's `now` is after it on the last day. */
const LATEST_LOG_HOUR = 23.8;

const STRAY_SYMPTOMS = ['Other: Nausea', 'Other: Dizziness', 'Other: Sore throat', 'Other: Back pain'];
const NOTES = ['Tired today', 'Slept badly', 'Feeling okay', 'Busy day', 'Walked in the park', 'Long day'];

type Timing = { createdAt: number; occurredAt: number; logDay: number; late: boolean };

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function hex8(random: Random): string {
  return Math.floor(random.next() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0');
}

/** A version-4 UUID from the stream: four draws instead of one per digit, for 400-person cohorts. */
function uuid(random: Random): string {
  const a = hex8(random);
  const b = hex8(random);
  const c = hex8(random);
  const d = hex8(random);
  const variant = (8 + (Number.parseInt(c[0] as string, 16) & 3)).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export type LoggingResult = { entries: JournalEntryDto[]; meals: LoggedMeal[] };

export function logJournal(
  random: Random,
  person: Person,
  calendar: LocalCalendar,
  world: World,
  meals: readonly Meal[],
  planted: readonly PlantedPair[],
  factors: FactorLogging,
  now: number,
): LoggingResult {
  const { logging } = person;
  const entries: JournalEntryDto[] = [];
  const loggedMeals: LoggedMeal[] = [];
  const gap = random.bernoulli(0.3)
    ? { from: random.int(0, calendar.days - 1), length: random.int(4, 10) }
    : null;

  const keeping = (day: number): number => {
    if (logging.stopDay !== null && day >= logging.stopDay) return 0;
    if (gap && day >= gap.from && day < gap.from + gap.length) return 0;
    return logging.fadeHalfLife === null ? 1 : Math.max(0.25, 0.5 ** (day / logging.fadeHalfLife));
  };

  // When the item that happened at (day, hour) gets written down, and the instant the app gives it.
  const timing = (day: number, hour: number, slot: EntrySlot, live: number): Timing | null => {
    const nominal = NOMINAL_TIMES[slot];
    const nominalAt = () => calendar.instant(day, nominal.hour + nominal.minute / 60);
    // Written the same day at `at`: that moment while the slot is still going on, else its nominal time.
    const sameDay = (at: number): number =>
      SLOT_END_HOURS[slot] < 24 && at >= calendar.instant(day, SLOT_END_HOURS[slot]) ? nominalAt() : at;
    const draw = random.next();
    if (draw < logging.live) {
      const at = calendar.instant(day, Math.min(LATEST_LOG_HOUR, hour + live));
      return at > now ? null : { createdAt: at, occurredAt: sameDay(at), logDay: day, late: false };
    }
    const lateHour = hour + random.uniform(1.5, 8);
    if (random.next() > logging.backdate && lateHour < LATEST_LOG_HOUR) {
      const at = calendar.instant(day, lateHour);
      return at > now ? null : { createdAt: at, occurredAt: sameDay(at), logDay: day, late: true };
    }
    const logDay = day + (random.bernoulli(0.8) ? 1 : 2);
    if (logDay >= calendar.days) return null;
    // A later day that falls in a stop or a gap loses the backdated entry too.
    if (keeping(logDay) === 0) return null;
    const createdAt = calendar.instant(logDay, random.uniform(8, 22.5));
    return createdAt > now ? null : { createdAt, occurredAt: nominalAt(), logDay, late: true };
  };

  const stamps = (time: Timing) => {
    const createdAt = iso(time.createdAt);
    const occurredAt = time.occurredAt === time.createdAt ? createdAt : iso(time.occurredAt);
    // A few entries are corrected later, within the app's seven-day edit window.
    const edited = random.bernoulli(0.03);
    const updatedAt = edited
      ? iso(Math.min(now, time.createdAt + random.uniform(5, 2 * 24 * 60) * MS_PER_MINUTE))
      : createdAt;
    return { occurredAt, createdAt, updatedAt };
  };

  // Meals. A drink with dinner is sometimes written into the dinner's own entry.
  const mergedDrinks = new Map<Meal, Meal>();
  const dinners = new Map<number, Meal>();
  for (const meal of meals) if (meal.slot === 'dinner' && meal.kind === 'main') dinners.set(meal.day, meal);
  const skip = new Set<Meal>();
  for (const meal of meals) {
    if (meal.kind !== 'drink' || meal.slot !== 'dinner') continue;
    const dinner = dinners.get(meal.day);
    if (dinner && random.bernoulli(0.35)) {
      mergedDrinks.set(dinner, meal);
      skip.add(meal);
    }
  }
  for (const meal of meals) {
    if (skip.has(meal)) continue;
    const share = meal.kind === 'snack' ? logging.snacks : meal.kind === 'drink' ? logging.drinks : 1;
    if (!random.bernoulli(logging.meals * share * keeping(meal.day))) continue;
    const time = timing(meal.day, meal.hour, meal.slot, random.uniform(0.05, 0.5));
    if (!time) continue;
    const drink = mergedDrinks.get(meal);
    const content = drink ? `${meal.text}, ${drink.text.toLowerCase()}` : meal.text;
    const foods = drink ? [...new Set([...meal.foods, ...drink.foods])] : meal.foods;
    const entry: FoodEntryDto = {
      id: uuid(random),
      type: 'food',
      content,
      details: {
        mealTime: meal.slot,
        mealSize: meal.portion,
        mealSource: meal.source,
        wasPhotoAnalyzed: random.bernoulli(0.03),
      },
      ...stamps(time),
    };
    entries.push(entry);
    loggedMeals.push({ entry, foods });
  }

  // Check-ins.
  const firstCheckInOfDay = new Set<number>();
  for (let day = 0; day < calendar.days; day += 1) {
    const state = world.days[day];
    if (!state) continue;
    const flaring = flareLevel(world.flares, calendar.instant(day, 12)) > 1 || state.badSpell;
    const count = clamp(
      Math.round(logging.checkInsPerDay + random.normal(0, 0.5) + (flaring ? 0.6 : 0)),
      1,
      3,
    );
    const slots: TimeOfDay[] =
      count === 1
        ? [random.weightedChoice<TimeOfDay>(['morning', 'evening', 'night'], [0.25, 0.55, 0.2])]
        : count === 2
          ? ['morning', random.bernoulli(0.7) ? 'evening' : 'night']
          : ['morning', 'afternoon', random.bernoulli(0.7) ? 'evening' : 'night'];
    for (const slot of slots) {
      const hour =
        slot === 'morning'
          ? random.uniform(7, 11.5)
          : slot === 'afternoon'
            ? random.uniform(12.5, 16.5)
            : slot === 'evening'
              ? random.uniform(17.5, 20.8)
              : random.uniform(21.2, 23.4);
      // Bad days are written down more faithfully than ordinary ones.
      if (!random.bernoulli(clamp(keeping(day) * (flaring ? 0.95 : 0.85), 0, 1))) continue;

      const exact = random.bernoulli(logging.exactTime)
        ? { hour: Math.floor(hour), minute: 5 * Math.floor(((hour - Math.floor(hour)) * 60) / 5) }
        : null;
      const describedHour = exact ? exact.hour + exact.minute / 60 : hour;
      const timeOfDay = timeOfDayForHour(Math.floor(describedHour));
      const time = timing(day, describedHour, timeOfDay, 0);
      if (!time) continue;
      if (exact) time.occurredAt = Math.min(time.createdAt, calendar.instant(day, describedHour));

      const described = calendar.instant(day, describedHour);
      const expected = expectedRatings(person, world, planted, day, described);
      const recall = time.late ? 0.25 : 0;
      const ratings: Record<string, number> = {};
      let highestSkipped: { name: string; value: number } | null = null;
      person.symptoms.forEach((name, index) => {
        const value = toRating(
          person,
          (expected[index] ?? 0) + random.normal(0, person.body.checkInNoise + recall),
        );
        const custom = person.customSymptoms.includes(name);
        if (value > 0 ? random.bernoulli(custom ? 0.6 : 0.93) : random.bernoulli(person.rating.rateZeroes)) {
          ratings[name] = value;
        } else if (value > 0 && (highestSkipped === null || value > highestSkipped.value)) {
          highestSkipped = { name, value };
        }
      });
      if (!Object.values(ratings).some((value) => value > 0)) {
        // A day that feels fine often goes unrecorded; otherwise the symptom that stood out is.
        const skipped = highestSkipped as { name: string; value: number } | null;
        if (skipped === null) continue;
        ratings[skipped.name] = skipped.value;
      }
      if (random.bernoulli(0.012)) ratings[random.choice(STRAY_SYMPTOMS)] = random.int(1, 3);

      const details: HeldOutSymptomDetails = { symptomRatings: ratings, time_of_day: timeOfDay };
      if (exact) details.exact_time = `${pad(exact.hour)}:${pad(exact.minute)}`;
      // Drawn whether or not stress is logged, so switching factors off changes nothing else.
      const notesStress = random.bernoulli(0.85);
      if (factors.stress && notesStress) details.stress = state.stressRating;
      if (factors.sleep && !firstCheckInOfDay.has(day)) {
        details.sleepHours = state.sleepHours;
        details.sleepQuality = state.sleepQuality;
      }
      firstCheckInOfDay.add(day);
      const content = random.bernoulli(logging.notes)
        ? state.stress > 0 && random.bernoulli(0.5)
          ? 'Stressful day at work'
          : flaring && random.bernoulli(0.5)
            ? 'Flaring today'
            : random.choice(NOTES)
        : '';
      const entry: SymptomEntryDto = { id: uuid(random), type: 'symptom', content, details, ...stamps(time) };
      entries.push(entry);
    }
  }

  entries.sort((a, b) => (a.occurredAt < b.occurredAt ? -1 : a.occurredAt > b.occurredAt ? 1 : 0));
  return { entries, meals: loggedMeals };
}
