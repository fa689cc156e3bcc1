// The hidden life behind a held-out journal, day by day: stress spells, good and bad spells (a
// two-state hidden Markov chain), flares arriving as shot noise, sleep, a slow drift, the seasons,
// weekends, a treatment change and a shift nobody recorded. None of it is written down except what
// the person chooses to log (logging.ts).

import { clamp, type Random } from '../random.ts';
import type { LocalCalendar } from './local-calendar.ts';
import type { Person } from './person.ts';

export type Flare = { onset: number; size: number; riseHours: number; decayDays: number };

export type DayState = {
  /** Stress spell intensity 0 (none) to 3, and the 1-5 the person would record for the day. */
  stress: number;
  stressRating: number;
  badSpell: boolean;
  /** An evening out or ordering in with friends: alcohol and delivery go together. */
  social: boolean;
  weekend: boolean;
  /** Last night's sleep, as the person would record it. */
  sleepHours: number;
  sleepQuality: number;
  /** The day's inflammation level apart from flares (which change within the day). */
  level: number;
  /** Pull towards comfort food: a coming flare (prodrome) or a stress spell. */
  craving: number;
  /** Per symptom: the day's own ups and downs. */
  noise: number[];
};

export type World = { days: DayState[]; flares: Flare[] };

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** Inflammation from flares at an instant: a linear rise, then an exponential fade. */
export function flareLevel(flares: readonly Flare[], at: number): number {
  let total = 0;
  for (const flare of flares) {
    const since = at - flare.onset;
    if (since <= 0) continue;
    const rise = flare.riseHours * MS_PER_HOUR;
    total +=
      since < rise
        ? (flare.size * since) / rise
        : flare.size * Math.exp(-(since - rise) / (flare.decayDays * MS_PER_DAY));
  }
  return total;
}

function treatmentEffect(person: Person, day: number): number {
  const treatment = person.treatment;
  if (!treatment || day < treatment.day) return 0;
  if (treatment.rampDays === 0) return treatment.drop;
  return treatment.drop * Math.min(1, (day - treatment.day + 1) / (treatment.rampDays + 1));
}

export function simulateWorld(random: Random, person: Person, calendar: LocalCalendar): World {
  const { body } = person;
  const dayCount = calendar.days;
  // Drift: a straight line between random knots four weeks apart (a slow wander, not an AR(1)).
  const knots: number[] = [];
  for (let index = 0; index <= Math.ceil(dayCount / 28) + 1; index += 1)
    knots.push(random.normal(0, body.driftSd));

  const flares: Flare[] = [];
  const days: DayState[] = [];
  let stressLeft = 0;
  let stressIntensity = 0;
  let badSpell = random.bernoulli(body.badSpellEnter / (body.badSpellEnter + body.badSpellLeave));
  const stressStream = random.fork('stress');
  const flareStream = random.fork('flares');
  const dayStream = random.fork('days');

  for (let day = 0; day < dayCount; day += 1) {
    if (stressLeft === 0 && stressStream.bernoulli(person.stress.spellsPerDay)) {
      stressLeft = stressStream.int(3, 14);
      stressIntensity = stressStream.int(1, 3);
    }
    const stress = stressLeft > 0 ? stressIntensity : 0;
    if (stressLeft > 0) stressLeft -= 1;

    if (day > 0)
      badSpell = badSpell ? !random.bernoulli(body.badSpellLeave) : random.bernoulli(body.badSpellEnter);

    // Stress makes flares likelier, a treatment that works makes them rarer.
    const treated = person.treatment !== null && day >= person.treatment.day;
    const rate = body.flaresPerDay * (1 + 0.5 * stress) * (treated ? 0.6 : 1);
    const count = flareStream.poisson(rate);
    for (let index = 0; index < count; index += 1) {
      flares.push({
        onset: calendar.instant(day, flareStream.uniform(0, 24)),
        size: body.flareSize * Math.exp(flareStream.normal(0, 0.35)),
        riseHours: flareStream.uniform(6, 30),
        decayDays: body.flareDecayDays * Math.exp(flareStream.normal(0, 0.3)),
      });
    }

    const weekday = calendar.weekday(day);
    const weekend = weekday === 0 || weekday === 6;
    const knot = Math.floor(day / 28);
    const fraction = (day - knot * 28) / 28;
    const drift = (knots[knot] ?? 0) * (1 - fraction) + (knots[knot + 1] ?? 0) * fraction;
    const season =
      body.seasonAmplitude *
      Math.cos((2 * Math.PI * (calendar.dayOfYear(day) - body.seasonPeakDay)) / 365.25);
    const shift = person.unknownShift && day >= person.unknownShift.day ? person.unknownShift.size : 0;
    const level =
      (badSpell ? body.badSpellLift : 0) +
      drift +
      season -
      (weekend ? body.weekendDip : 0) +
      body.stressLift * stress -
      treatmentEffect(person, day) +
      shift;

    const socialRate = person.eating.socialEveningsPerWeek / 7;
    const friday = weekday === 5 || weekday === 6;
    const social = dayStream.bernoulli(clamp(socialRate * (friday ? 2.2 : 0.6), 0, 0.95));
    const sleepHours = clamp(
      Math.round(
        2 *
          (person.sleep.usualHours -
            0.35 * stress -
            0.3 * Math.min(2, flareLevel(flares, calendar.instant(day, 4))) +
            (weekend ? 0.6 : 0) +
            dayStream.normal(0, 0.7)),
      ) / 2,
      2,
      12,
    );
    const sleepQuality = clamp(
      Math.round(3 + 0.6 * (sleepHours - 7) - 0.3 * stress + dayStream.normal(0, 0.7)),
      1,
      5,
    );
    const stressRating = clamp(
      Math.round(person.stress.usual + stress + (weekend ? -0.4 : 0.2) + dayStream.normal(0, 0.6)),
      1,
      5,
    );
    days.push({
      stress,
      stressRating,
      badSpell,
      social,
      weekend,
      sleepHours,
      sleepQuality,
      level,
      craving: stress > 0 ? 0.4 * stress : 0,
      noise: person.symptoms.map(() => dayStream.normal(0, body.dayNoise)),
    });
  }

  // Prodromes: in the two days before a flare sets in, cravings for comfort food rise, so those
  // foods precede flares without causing them.
  for (const flare of flares) {
    for (let day = 0; day < dayCount; day += 1) {
      const state = days[day];
      if (!state) continue;
      const noon = calendar.instant(day, 12);
      const ahead = (flare.onset - noon) / MS_PER_HOUR;
      if (ahead > 0 && ahead < 48) state.craving += ahead < 24 ? 1.2 : 0.6;
    }
  }
  return { days, flares };
}
