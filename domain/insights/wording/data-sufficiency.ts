// How much journal there is, and in words what is still missing before patterns can be shown.
// The thresholds are the model's own (model-settings.ts), so the words and the rules never drift.

import type { JournalData } from '../analysis/journal-data.ts';
import type { ModelSettings } from '../analysis/model-settings.ts';
import type { DataSufficiency } from '../types.ts';
import { plural } from './names.ts';

export function dataSufficiency(data: JournalData, settings: ModelSettings): DataSufficiency {
  const { report } = settings;
  const { checkInDays } = data;
  const missing: string[] = [];
  if (data.symptoms.length === 0) {
    missing.push('symptoms to track: choose them in your profile');
  }
  if (checkInDays < report.minCheckInDays) {
    missing.push(
      `about ${plural(report.minCheckInDays - checkInDays, 'more day', 'more days')} of check-ins`,
    );
  }
  if (data.checkIns.length < report.minCheckIns) {
    missing.push(
      `about ${plural(report.minCheckIns - data.checkIns.length, 'more check-in', 'more check-ins')}`,
    );
  }
  if (data.meals.length < report.minMeals) {
    missing.push(`about ${plural(report.minMeals - data.meals.length, 'more meal', 'more meals')}`);
  }
  return {
    daysCovered: data.loggedDays.size,
    checkIns: data.checkIns.length,
    meals: data.meals.length,
    enough: missing.length === 0,
    missing,
  };
}
