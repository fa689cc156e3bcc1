// How much journal there is, and in one sentence what is still needed before patterns can be
// shown. The thresholds are the model's own (model-settings.ts), so the words and the rules never
// drift. One sentence with as few numbers as possible: "20 more days of check-ins", "18 more
// check-ins" and "7 more meals" side by side read as three different tasks when a check-in and a
// meal a day for 20 days meets all three.

import type { JournalData } from '../analysis/journal-data.ts';
import type { ModelSettings } from '../analysis/model-settings.ts';
import type { DataSufficiency } from '../types.ts';
import { plural } from './names.ts';

/** What is short of the model's minimums; zero where nothing is. */
export type Shortfall = {
  symptoms: boolean;
  checkInDays: number;
  checkIns: number;
  meals: number;
};

export function dataSufficiency(data: JournalData, settings: ModelSettings): DataSufficiency {
  const { report } = settings;
  const shortfall: Shortfall = {
    symptoms: data.symptoms.length === 0,
    checkInDays: Math.max(0, report.minCheckInDays - data.checkInDays),
    checkIns: Math.max(0, report.minCheckIns - data.checkIns.length),
    meals: Math.max(0, report.minMeals - data.meals.length),
  };
  const needed = stillNeeded(shortfall);
  return {
    daysCovered: data.loggedDays.size,
    checkIns: data.checkIns.length,
    meals: data.meals.length,
    enough: needed === null,
    missing: needed === null ? [] : [needed],
  };
}

/** The one sentence, or null when nothing is missing. */
export function stillNeeded(shortfall: Shortfall): string | null {
  const logging = loggingNeeded(shortfall);
  if (shortfall.symptoms) {
    return logging === null
      ? 'Choose the symptoms to track in your profile, and Tend can start looking for patterns.'
      : `Choose the symptoms to track in your profile; then Tend can start looking for patterns after ${logging}.`;
  }
  return logging === null ? null : `Tend can start looking for patterns after ${logging}.`;
}

function loggingNeeded({ checkInDays, checkIns, meals }: Shortfall): string | null {
  if (checkInDays > 0) {
    // Each of those days brings at least one check-in (and, logged with it, a meal): a count of
    // check-ins or meals is named only when those days alone would not reach it.
    const days = plural(checkInDays, 'more day', 'more days');
    const extraCheckIns = checkIns > checkInDays;
    const extraMeals = meals > checkInDays;
    if (!extraCheckIns && !extraMeals) {
      return meals > 0 ? `about ${days} with a check-in and a meal` : `about ${days} with a check-in`;
    }
    const counts = [
      ...(extraCheckIns ? [plural(checkIns, 'more check-in', 'more check-ins')] : []),
      ...(extraMeals ? [plural(meals, 'more meal', 'more meals')] : []),
    ];
    return `about ${counts.join(' and ')}, over at least ${days}`;
  }
  const counts = [
    ...(checkIns > 0 ? [plural(checkIns, 'more check-in', 'more check-ins')] : []),
    ...(meals > 0 ? [plural(meals, 'more meal', 'more meals')] : []),
  ];
  return counts.length === 0 ? null : `about ${counts.join(' and ')}`;
}
