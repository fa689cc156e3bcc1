// The tracked factors as Trends shows them: stress, last night's sleep, bowel movements and period days
// per day of the range, and the medication changes in it, next to the symptom series of
// aggregate.ts. Pure and zone-aware by the same rule (an entry belongs to the local day its
// occurredAt falls on). A factor the person does not track is null, never an empty series: off
// hides it everywhere (decision 019), and the answer does not carry what the page must not show.

import type { JournalEntryDto } from '#domain/journal/public.ts';
import {
  MEDICATION_CHANGE_LABELS,
  type MedicationChangeKind,
  type MedicationDatePrecision,
  medicationChangeText,
  medicationChangeWhen,
} from '#domain/medication-changes/public.ts';
import type { TrackingPreferences } from '#domain/profile/public.ts';
import type { DayKey } from '../common/day-key.ts';
import { localDayFinder, round2 } from './aggregate.ts';
import { type DayRangeKeys, daysOfRange } from './trend-range.ts';

export type StressDay = {
  day: DayKey;
  /** Check-ins that recorded stress on this day. */
  checkIns: number;
  /** Mean of those, 1 (calm) to 5 (very stressed); null on a day without one: a gap. */
  average: number | null;
  highest: number | null;
};

export type StressSeries = {
  days: StressDay[];
  summary: { average: number | null; highest: number | null; daysLogged: number; checkIns: number };
};

export type SleepDay = {
  day: DayKey;
  /** Hours slept the night before this day, as recorded on its check-in; null when not recorded. */
  hours: number | null;
  /** 1 (very poor) to 5 (very good); null when not recorded. */
  quality: number | null;
};

export type SleepSeries = {
  days: SleepDay[];
  summary: {
    averageHours: number | null;
    shortestHours: number | null;
    averageQuality: number | null;
    /** Days with hours or quality recorded. */
    nightsLogged: number;
  };
};

export type BowelDay = {
  day: DayKey;
  /** Bowel movements logged this day; 0 on a day without one. */
  count: number;
  /** Mean Bristol type (1-7) of the day's movements; null when there were none. */
  averageType: number | null;
  urgent: number;
  /** Whether any of the day's movements had blood seen. */
  blood: boolean;
};

export type BowelSeries = {
  days: BowelDay[];
  summary: {
    total: number;
    daysLogged: number;
    /** Mean Bristol type over every movement of the range. */
    averageType: number | null;
    urgent: number;
    bloodDays: number;
  };
};

export type PeriodDays = {
  /** The period days of the range, oldest first. */
  days: DayKey[];
  /** The same days as runs of consecutive days: what a chart shades. */
  bands: DayRangeKeys[];
};

export type MedicationMarker = {
  date: DayKey;
  medication: string;
  change: MedicationChangeKind;
  doseNote: string;
  /** 'Started Humira': the marker's label on a chart. */
  label: string;
  /** 'Started Humira (40 mg)': the change in full, for lists and tables. */
  text: string;
};

export type TrendFactors = {
  /** What the person tracks (resolveTracking): the page shows only these. */
  tracking: TrackingPreferences;
  stress: StressSeries | null;
  sleep: SleepSeries | null;
  bowel: BowelSeries | null;
  periods: PeriodDays | null;
  /** Changes dated inside the range, oldest first: a marker on every chart. Not a tracked factor:
   * a person who records one wants it seen. */
  medicationChanges: MedicationMarker[];
};

export type FactorTrendsInput = {
  /** Entries as the API returns them, in any order; those outside the range are ignored. */
  entries: readonly JournalEntryDto[];
  range: DayRangeKeys;
  timeZone: string;
  tracking: TrackingPreferences;
  medicationChanges: readonly {
    date: DayKey;
    medication: string;
    change: MedicationChangeKind;
    doseNote: string;
    precision?: MedicationDatePrecision;
  }[];
};

type Sum = { sum: number; count: number };
const add = (map: Map<DayKey, Sum>, day: DayKey, value: number) => {
  const total = map.get(day);
  if (total === undefined) map.set(day, { sum: value, count: 1 });
  else {
    total.sum += value;
    total.count += 1;
  }
};

export function buildFactorTrends(input: FactorTrendsInput): TrendFactors {
  const { range, tracking } = input;
  const days = daysOfRange(range);
  const stress = new Map<DayKey, Sum & { highest: number }>();
  const sleepHours = new Map<DayKey, Sum>();
  const sleepQuality = new Map<DayKey, Sum>();
  const periodDays = new Set<DayKey>();
  const bowel = new Map<DayKey, { count: number; typeSum: number; urgent: number; blood: boolean }>();

  const findDay = localDayFinder(range.from, range.to, input.timeZone);
  for (const entry of input.entries) {
    if (entry.type === 'food') continue;
    const day = findDay(entry.occurredAt);
    if (day === null) continue;
    if (entry.type === 'bowel') {
      if (!tracking.bowel) continue;
      const total = bowel.get(day) ?? { count: 0, typeSum: 0, urgent: 0, blood: false };
      total.count += 1;
      total.typeSum += entry.details.bristolType;
      if (entry.details.urgency) total.urgent += 1;
      total.blood ||= entry.details.blood;
      bowel.set(day, total);
      continue;
    }
    const { details } = entry;
    if (tracking.stress && details.stress !== undefined) {
      const total = stress.get(day);
      if (total === undefined) stress.set(day, { sum: details.stress, count: 1, highest: details.stress });
      else {
        total.sum += details.stress;
        total.count += 1;
        total.highest = Math.max(total.highest, details.stress);
      }
    }
    if (tracking.sleep) {
      if (details.sleepHours !== undefined) add(sleepHours, day, details.sleepHours);
      if (details.sleepQuality !== undefined) add(sleepQuality, day, details.sleepQuality);
    }
    // One check-in saying "period day" makes it one; a later "no" on the same day does not undo
    // it (false is the absence of news, as in the check-in's own words).
    if (tracking.periods && details.period === true) periodDays.add(day);
  }

  return {
    tracking,
    stress: tracking.stress ? stressSeries(days, stress) : null,
    sleep: tracking.sleep ? sleepSeries(days, sleepHours, sleepQuality) : null,
    bowel: tracking.bowel ? bowelSeries(days, bowel) : null,
    periods: tracking.periods ? periodSeries(days, periodDays) : null,
    medicationChanges: input.medicationChanges
      .filter((change) => change.date >= range.from && change.date <= range.to)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((change) => ({
        date: change.date,
        medication: change.medication,
        change: change.change,
        doseNote: change.doseNote,
        label: `${MEDICATION_CHANGE_LABELS[change.change]} ${change.medication}`,
        // A change known by its month sits on the month's first day; the words say so.
        text:
          change.precision === 'month'
            ? `${medicationChangeText(change)}, in ${medicationChangeWhen(change)}`
            : medicationChangeText(change),
      })),
  };
}

function stressSeries(days: readonly DayKey[], byDay: Map<DayKey, Sum & { highest: number }>): StressSeries {
  let sum = 0;
  let count = 0;
  let highest: number | null = null;
  const series = days.map((day): StressDay => {
    const total = byDay.get(day);
    if (total === undefined) return { day, checkIns: 0, average: null, highest: null };
    sum += total.sum;
    count += total.count;
    highest = highest === null ? total.highest : Math.max(highest, total.highest);
    return { day, checkIns: total.count, average: round2(total.sum / total.count), highest: total.highest };
  });
  return {
    days: series,
    summary: {
      average: count === 0 ? null : round2(sum / count),
      highest,
      daysLogged: byDay.size,
      checkIns: count,
    },
  };
}

function sleepSeries(
  days: readonly DayKey[],
  hoursByDay: Map<DayKey, Sum>,
  qualityByDay: Map<DayKey, Sum>,
): SleepSeries {
  // Sleep is asked on the day's first check-in only, so a day has one answer; an edited day with
  // two counts each once, as their mean.
  const mean = (total: Sum | undefined) => (total === undefined ? null : round2(total.sum / total.count));
  let hoursSum = 0;
  let hoursDays = 0;
  let qualitySum = 0;
  let qualityDays = 0;
  let shortest: number | null = null;
  let nights = 0;
  const series = days.map((day): SleepDay => {
    const hours = mean(hoursByDay.get(day));
    const quality = mean(qualityByDay.get(day));
    if (hours !== null) {
      hoursSum += hours;
      hoursDays += 1;
      shortest = shortest === null ? hours : Math.min(shortest, hours);
    }
    if (quality !== null) {
      qualitySum += quality;
      qualityDays += 1;
    }
    if (hours !== null || quality !== null) nights += 1;
    return { day, hours, quality };
  });
  return {
    days: series,
    summary: {
      averageHours: hoursDays === 0 ? null : round2(hoursSum / hoursDays),
      shortestHours: shortest,
      averageQuality: qualityDays === 0 ? null : round2(qualitySum / qualityDays),
      nightsLogged: nights,
    },
  };
}

function bowelSeries(
  days: readonly DayKey[],
  byDay: Map<DayKey, { count: number; typeSum: number; urgent: number; blood: boolean }>,
): BowelSeries {
  let total = 0;
  let typeSum = 0;
  let urgent = 0;
  let bloodDays = 0;
  const series = days.map((day): BowelDay => {
    const counts = byDay.get(day);
    if (counts === undefined) return { day, count: 0, averageType: null, urgent: 0, blood: false };
    total += counts.count;
    typeSum += counts.typeSum;
    urgent += counts.urgent;
    if (counts.blood) bloodDays += 1;
    return {
      day,
      count: counts.count,
      averageType: round2(counts.typeSum / counts.count),
      urgent: counts.urgent,
      blood: counts.blood,
    };
  });
  return {
    days: series,
    summary: {
      total,
      daysLogged: byDay.size,
      averageType: total === 0 ? null : round2(typeSum / total),
      urgent,
      bloodDays,
    },
  };
}

function periodSeries(days: readonly DayKey[], periodDays: ReadonlySet<DayKey>): PeriodDays {
  const inOrder = days.filter((day) => periodDays.has(day));
  const bands: DayRangeKeys[] = [];
  let previous: DayKey | null = null;
  for (const [index, day] of days.entries()) {
    if (!periodDays.has(day)) continue;
    const last = bands.at(-1);
    if (last !== undefined && previous === days[index - 1]) last.to = day;
    else bands.push({ from: day, to: day });
    previous = day;
  }
  return { days: inOrder, bands };
}
