import { describe, expect, it } from 'vitest';
import { isTriggerFoodId } from '#domain/catalogues/trigger-foods.ts';
import { tagMeal } from '#domain/meal-tagging/tag-meal.ts';
import { prepareJournal } from '../analysis/journal-data.ts';
import { MODEL_SETTINGS } from '../analysis/model-settings.ts';
import { checkIn, meal } from '../test-support/journal-builder.ts';
import type { Association, TriggerFood } from '../types.ts';
import { dataSufficiency, stillNeeded } from './data-sufficiency.ts';
import {
  confidenceWords,
  formatRating,
  isPluralSymptom,
  listOf,
  symptomNoun,
  symptomWas,
  windowPhrase,
} from './names.ts';
import { recommendations } from './recommendations.ts';
import { CONFIDENCE_MEANING, shownPercent } from './shown-confidence.ts';

const DAY = 86_400_000;
const start = Date.parse('2026-03-02T09:00:00Z');
const isTriggerFood = (id: string): id is TriggerFood => id !== 'none' && isTriggerFoodId(id);

function data(days: number, everyDay = true) {
  const entries = [];
  for (let day = 0; day < days; day += 1) {
    entries.push(meal(new Date(start + day * DAY), 'Porridge with milk'));
    if (everyDay || day % 3 === 0)
      entries.push(checkIn(new Date(start + day * DAY + 3_600_000), { Fatigue: 2 }));
  }
  return prepareJournal({
    entries,
    symptoms: ['Fatigue', 'Sleep problems'],
    suspectedTriggers: ['dairy'],
    now: new Date(start + (days - 1) * DAY + 10 * 3_600_000).toISOString(),
    timeZone: 'UTC',
    isTriggerFood,
    tag: tagMeal,
  });
}

function association(overrides: Partial<Association>): Association {
  return {
    trigger: 'dairy',
    symptom: 'Fatigue',
    confidence: 0.4,
    reported: false,
    status: 'watching',
    suspected: false,
    window: { fromHours: 8, toHours: 20 },
    effect: { estimate: 0.8, low: 0.3, high: 1.3 },
    meals: 30,
    checkIns: { exposed: 20, unexposed: 40 },
    averages: { exposed: 3.1, unexposed: 2.3 },
    evidence: '',
    ...overrides,
  };
}

describe('names', () => {
  it('reads windows, symptoms and confidences as a person would say them', () => {
    expect(windowPhrase({ fromHours: 0, toHours: 8 })).toBe('In the 8 hours after');
    expect(windowPhrase({ fromHours: 8, toHours: 20 })).toBe('In the 8-20 hours after');
    expect(windowPhrase({ fromHours: 0, toHours: 48 })).toBe('In the 2 days after');
    expect(symptomNoun('Digestive issues')).toBe('digestive issues');
    expect(symptomNoun("Other: Raynaud's")).toBe("Raynaud's");
    expect(confidenceWords(0.84)).toBe('Likely, 84%');
    expect(confidenceWords(0.97)).toBe('Very likely, 97%');
    expect(confidenceWords(0.25)).toBe('Unclear, 25%');
  });

  it("writes a person's own symptom in a sentence like a catalogue one, unless it starts with a name", () => {
    const profile = ['Fatigue', 'Digestive issues', 'Joint pain', 'Other: Abdominal pain'];
    expect(listOf(profile.map(symptomNoun))).toBe('fatigue, digestive issues, joint pain and abdominal pain');
    expect(symptomNoun('Other: Night-time cramps')).toBe('night-time cramps');
    expect(symptomNoun('Other: Écorchures')).toBe('écorchures');
    // Names and abbreviations keep the case they were typed in.
    expect(symptomNoun("Other: Raynaud's")).toBe("Raynaud's");
    expect(symptomNoun('Other: Crohn’s flare')).toBe('Crohn’s flare');
    expect(symptomNoun('Other: IBS pain')).toBe('IBS pain');
    expect(symptomNoun('Other: McArdle cramps')).toBe('McArdle cramps');
    expect(symptomNoun('Other: dry eyes')).toBe('dry eyes');
  });

  it('says "were" after a plural symptom and "was" after a singular one', () => {
    for (const plural of ['Digestive issues', 'Headaches', 'Sleep problems', 'Other: Hives', 'night sweats'])
      expect([plural, symptomWas(plural)]).toEqual([plural, 'were']);
    for (const singular of [
      'Fatigue',
      'Joint pain',
      'Brain fog',
      'Swelling',
      'Other: Dizziness',
      'Other: Tinnitus',
      'Other: Psoriasis',
      "Other: Raynaud's",
      'Other: Gas',
    ])
      expect([singular, symptomWas(singular)]).toEqual([singular, 'was']);
    expect(isPluralSymptom('digestive issues')).toBe(true);
  });

  it('never shows a finding as certain: 99% at most, 1% at least', () => {
    expect(shownPercent(0.999)).toBe(99);
    expect(shownPercent(1)).toBe(99);
    expect(shownPercent(0.994)).toBe(99);
    expect(shownPercent(0.98)).toBe(98);
    expect(shownPercent(0)).toBe(1);
    expect(shownPercent(0.004)).toBe(1);
    expect(shownPercent(Number.NaN)).toBe(1);
    expect(confidenceWords(1)).toBe('Very likely, 99%');
    expect(confidenceWords(0.9996)).toBe('Very likely, 99%');
    expect(confidenceWords(0.001)).toBe('Unlikely, 1%');
    expect(CONFIDENCE_MEANING).toContain('of patterns shown at 90%, about 9 in 10 hold up');
  });

  it('writes a rating as the page shows the two-decimal average the result carries', () => {
    // 3.449 is carried as 3.45, which the chart's table shows as 3.5: the sentence must agree.
    expect(formatRating(3.449)).toBe('3.5');
    expect(formatRating(3.444)).toBe('3.4');
    expect(formatRating(2)).toBe('2.0');
  });
});

describe('recommendations', () => {
  it('asks for more logging, saying how, while the data is short', () => {
    const journal = data(10);
    const sufficiency = dataSufficiency(journal, MODEL_SETTINGS);
    const [first] = recommendations({ data: journal, associations: [], sufficiency });
    expect(first?.title).toBe('Keep logging to reach enough data');
    expect(first?.description).toBe(
      'A check-in each day, rating fatigue and sleep problems, good days included, and your meals as you eat them give Tend what it needs to compare what you eat with how you feel.',
    );
    // How much is said once, by what is still needed, not again here.
    expect(sufficiency.missing).toEqual([
      'Tend can start looking for patterns after about 11 more days with a check-in.',
    ]);
  });

  it('suggests testing a watched food with a two-week break, never as an instruction', () => {
    const journal = data(40);
    const sufficiency = dataSufficiency(journal, MODEL_SETTINGS);
    const suggestions = recommendations({ data: journal, associations: [association({})], sufficiency });
    const breakFromDairy = suggestions.find((s) => s.title === 'Try a two-week break from dairy?');
    expect(breakFromDairy?.description).toContain('Dairy might go with more fatigue');
    expect(breakFromDairy?.description).toContain('Check with your care team before changing your diet.');
  });

  it('does not suggest acting on a weak hunch', () => {
    const journal = data(40);
    const sufficiency = dataSufficiency(journal, MODEL_SETTINGS);
    const suggestions = recommendations({
      data: journal,
      associations: [association({ confidence: 0.21 })],
      sufficiency,
    });
    expect(suggestions.some((s) => s.title.startsWith('Try a two-week break'))).toBe(false);
  });

  it('says what the data shows about a suspicion that found no link, and about a pattern', () => {
    const journal = data(40);
    const sufficiency = dataSufficiency(journal, MODEL_SETTINGS);
    const suggestions = recommendations({
      data: journal,
      associations: [
        association({ trigger: 'gluten', status: 'pattern', reported: true, confidence: 0.9 }),
        association({ suspected: true, status: 'no-link', confidence: 0.01 }),
      ],
      sufficiency,
    });
    expect(suggestions.map((s) => s.title)).toEqual([
      'Talk over gluten and fatigue',
      'What your journal shows about dairy so far',
    ]);
    expect(suggestions[0]?.description).toContain('(likely, 90%)');
    expect(suggestions[0]?.description).toContain('That is an association, not proof.');
  });

  it('talks over the strongest patterns, whatever their order in the catalogue', () => {
    const journal = data(40);
    const sufficiency = dataSufficiency(journal, MODEL_SETTINGS);
    const pattern = (trigger: TriggerFood, confidence: number) =>
      association({ trigger, status: 'pattern', reported: true, confidence });
    // The catalogue order (gluten, dairy, ..., caffeine) put the 99% pattern third.
    const suggestions = recommendations({
      data: journal,
      associations: [pattern('gluten', 0.83), pattern('dairy', 0.91), pattern('caffeine', 0.99)],
      sufficiency,
    });
    expect(suggestions.filter((s) => s.title.startsWith('Talk over')).map((s) => s.title)).toEqual([
      'Talk over caffeine and fatigue',
      'Talk over dairy and fatigue',
    ]);
  });

  it('asks for a check-in most days when they have thinned out', () => {
    const journal = data(40, false);
    const sufficiency = dataSufficiency(journal, MODEL_SETTINGS);
    const suggestions = recommendations({ data: journal, associations: [], sufficiency });
    expect(suggestions.find((s) => s.title === 'A quick check-in most days')?.description).toBe(
      'You rated your symptoms on 5 days of the last 14. A short check-in each day, good days included, gives Tend the comparison it needs.',
    );
  });
});

describe('a young journal', () => {
  it('is not told its check-ins have thinned out: it only began this fortnight', () => {
    const journal = data(3, false);
    const suggestions = recommendations({
      data: journal,
      associations: [],
      sufficiency: dataSufficiency(journal, MODEL_SETTINGS),
    });
    expect(suggestions.map((s) => s.title)).toEqual(['Keep logging to reach enough data']);
  });
});

describe('what is still needed', () => {
  const none = { symptoms: false, checkInDays: 0, checkIns: 0, meals: 0 };

  it('says it in one sentence with one number when days of logging cover everything', () => {
    // A first day: 20 days, 18 check-ins and 7 meals short; a check-in and a meal a day meets all.
    expect(stillNeeded({ symptoms: false, checkInDays: 20, checkIns: 18, meals: 7 })).toBe(
      'Tend can start looking for patterns after about 20 more days with a check-in and a meal.',
    );
    expect(stillNeeded({ ...none, checkInDays: 11 })).toBe(
      'Tend can start looking for patterns after about 11 more days with a check-in.',
    );
    expect(stillNeeded({ ...none, checkInDays: 1 })).toBe(
      'Tend can start looking for patterns after about 1 more day with a check-in.',
    );
  });

  it('names a count only where the days alone would not reach it', () => {
    expect(stillNeeded({ ...none, checkInDays: 3, meals: 10 })).toBe(
      'Tend can start looking for patterns after about 10 more meals, over at least 3 more days.',
    );
    expect(stillNeeded({ ...none, meals: 7 })).toBe(
      'Tend can start looking for patterns after about 7 more meals.',
    );
    expect(stillNeeded({ ...none, checkIns: 2, meals: 1 })).toBe(
      'Tend can start looking for patterns after about 2 more check-ins and 1 more meal.',
    );
  });

  it('starts with the profile when no symptom is tracked, and is null when nothing is missing', () => {
    expect(stillNeeded({ ...none, symptoms: true, checkInDays: 21 })).toBe(
      'Choose the symptoms to track in your profile; then Tend can start looking for patterns after about 21 more days with a check-in.',
    );
    expect(stillNeeded({ ...none, symptoms: true })).toBe(
      'Choose the symptoms to track in your profile, and Tend can start looking for patterns.',
    );
    expect(stillNeeded(none)).toBeNull();
  });
});
