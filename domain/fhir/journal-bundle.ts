// The journal as an HL7 FHIR R4 Bundle (type collection), for a clinic's system: a minimal Patient
// with no more identity than the person chose, an Observation per symptom rating, stress, sleep,
// period day, bowel movement and meal, a MedicationStatement per dated medication change, and the
// filled clinical questionnaires with their Questionnaires (questionnaire-resources.ts).
// R4 has no resource for food intake (NutritionIntake arrives in R5), so a meal is an Observation
// with its description as text. Pure: the server reads, this builds, a test validates.

import type { JournalEntryDto } from '#domain/journal/public.ts';
import {
  bowelMovementText,
  RATING_LABELS,
  SLEEP_QUALITY_LABELS,
  STRESS_LABELS,
} from '#domain/journal/public.ts';
import {
  type FhirQuestionnaire,
  type FhirQuestionnaireAnswers,
  type FhirQuestionnaireResponse,
  questionnaireResources,
  TEND_FHIR_BASE,
} from './questionnaire-resources.ts';

export const TEND_SYMPTOM_SYSTEM = `${TEND_FHIR_BASE}/CodeSystem/symptom`;
export const TEND_OBSERVATION_SYSTEM = `${TEND_FHIR_BASE}/CodeSystem/observation`;
const LOINC = 'http://loinc.org';
const SNOMED = 'http://snomed.info/sct';
const UCUM = 'http://unitsofmeasure.org';
const CATEGORY_SYSTEM = 'http://terminology.hl7.org/CodeSystem/observation-category';

/** Pain severity: Tend's words for pain map to LOINC's reported pain severity. */
const PAIN_SEVERITY = {
  system: LOINC,
  code: '72514-3',
  display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
};
const SLEEP_DURATION = { system: LOINC, code: '93832-4', display: 'Sleep duration' };
const BRISTOL = { system: SNOMED, code: '443172007', display: 'Bristol stool form score' };

type Coding = { system: string; code: string; display?: string };
type CodeableConcept = { coding?: Coding[]; text?: string };
type Reference = { reference: string };
type Quantity = { value: number; unit: string; system?: string; code?: string };

export type FhirObservation = {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  effectiveDateTime: string;
  valueQuantity?: Quantity;
  valueString?: string;
  valueBoolean?: boolean;
  valueInteger?: number;
  referenceRange?: { low?: Quantity; high?: Quantity; text?: string }[];
  component?: { code: CodeableConcept; valueBoolean?: boolean; valueString?: string }[];
  note?: { text: string }[];
};

export type FhirMedicationStatement = {
  resourceType: 'MedicationStatement';
  id: string;
  status: 'active' | 'stopped';
  medicationCodeableConcept: CodeableConcept;
  subject: Reference;
  effectiveDateTime: string;
  dosage?: { text: string }[];
  note?: { text: string }[];
};

export type FhirPatient = { resourceType: 'Patient'; id: string; name?: { text: string }[] };
export type FhirResource =
  | FhirPatient
  | FhirObservation
  | FhirMedicationStatement
  | FhirQuestionnaire
  | FhirQuestionnaireResponse;
export type FhirBundle = {
  resourceType: 'Bundle';
  type: 'collection';
  timestamp: string;
  entry: { fullUrl: string; resource: FhirResource }[];
};

export type FhirMedicationChange = {
  date: string;
  precision?: 'day' | 'month';
  medication: string;
  change: 'started' | 'stopped' | 'dose-changed';
  doseNote: string;
};

export type JournalBundleInput = {
  displayName: string;
  entries: readonly JournalEntryDto[];
  medicationChanges: readonly FhirMedicationChange[];
  /** Filled clinical questionnaires; absent or empty when there are none. */
  questionnaires?: readonly FhirQuestionnaireAnswers[];
  /** Which kinds to include; a shared link includes only what it shares. */
  include: { symptoms: boolean; factors: boolean; medications: boolean; scores?: boolean };
  now: Date;
  /** A new UUID per resource (the server passes crypto.randomUUID). */
  newId: () => string;
};

const survey: CodeableConcept[] = [
  { coding: [{ system: CATEGORY_SYSTEM, code: 'survey', display: 'Survey' }] },
];

function slug(text: string): string {
  const code = text
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return code || 'symptom';
}

function score(value: number): Quantity {
  return { value, unit: 'score', system: UCUM, code: '{score}' };
}

function scaleRange(labels: Readonly<Record<number, string>>) {
  return [{ low: score(1), high: score(5), text: `Tend's scale: 1 (${labels[1]}) to 5 (${labels[5]})` }];
}

const localCode = (code: string, display: string): Coding => ({
  system: TEND_OBSERVATION_SYSTEM,
  code,
  display,
});

function symptomCode(symptom: string): CodeableConcept {
  const coding: Coding[] = [{ system: TEND_SYMPTOM_SYSTEM, code: slug(symptom), display: symptom }];
  if (/\bpain\b/i.test(symptom)) coding.push(PAIN_SEVERITY);
  return { coding, text: `${symptom} severity` };
}

function observation(
  newId: () => string,
  subject: Reference,
  occurredAt: string,
  fields: Omit<
    FhirObservation,
    'resourceType' | 'id' | 'status' | 'category' | 'subject' | 'effectiveDateTime'
  >,
): FhirObservation {
  return {
    resourceType: 'Observation',
    id: newId(),
    status: 'final',
    category: survey,
    subject,
    effectiveDateTime: occurredAt,
    ...fields,
  };
}

function checkInObservations(entry: JournalEntryDto, input: JournalBundleInput, subject: Reference) {
  if (entry.type !== 'symptom') return [];
  const { details, occurredAt } = entry;
  const made: FhirObservation[] = [];
  const add = (fields: Parameters<typeof observation>[3]) =>
    made.push(observation(input.newId, subject, occurredAt, fields));
  if (input.include.symptoms) {
    for (const [symptom, rating] of Object.entries(details.symptomRatings)) {
      // A stored 0 is "not rated", never a rating.
      if (rating <= 0) continue;
      add({
        code: symptomCode(symptom),
        valueQuantity: score(rating),
        referenceRange: scaleRange(RATING_LABELS),
      });
    }
  }
  if (!input.include.factors) return made;
  if (details.stress !== undefined)
    add({
      code: { coding: [localCode('stress', 'Stress level')], text: 'Stress level' },
      valueQuantity: score(details.stress),
      referenceRange: scaleRange(STRESS_LABELS),
    });
  if (details.sleepHours !== undefined)
    add({
      code: { coding: [SLEEP_DURATION, localCode('sleep-hours', 'Hours slept')], text: 'Sleep duration' },
      valueQuantity: { value: details.sleepHours, unit: 'h', system: UCUM, code: 'h' },
    });
  if (details.sleepQuality !== undefined)
    add({
      code: { coding: [localCode('sleep-quality', 'Sleep quality')], text: 'Sleep quality' },
      valueQuantity: score(details.sleepQuality),
      referenceRange: scaleRange(SLEEP_QUALITY_LABELS),
    });
  if (details.period === true)
    add({
      code: { coding: [localCode('period-day', 'Period day')], text: 'Period day' },
      valueBoolean: true,
    });
  return made;
}

function entryObservations(entry: JournalEntryDto, input: JournalBundleInput, subject: Reference) {
  if (entry.type === 'symptom') return checkInObservations(entry, input, subject);
  if (entry.type === 'bowel') {
    if (!input.include.factors) return [];
    const { details } = entry;
    return [
      observation(input.newId, subject, entry.occurredAt, {
        code: { coding: [BRISTOL], text: `Bristol stool form: ${bowelMovementText(details)}` },
        valueInteger: details.bristolType,
        component: [
          {
            code: { coding: [localCode('bowel-urgency', 'Urgency')], text: 'Urgency' },
            valueBoolean: details.urgency,
          },
          {
            code: { coding: [localCode('bowel-blood', 'Blood seen')], text: 'Blood seen' },
            valueBoolean: details.blood,
          },
        ],
      }),
    ];
  }
  if (!input.include.symptoms || entry.content.trim() === '') return [];
  return [
    observation(input.newId, subject, entry.occurredAt, {
      code: { coding: [localCode('meal', 'Meal eaten')], text: 'Meal eaten' },
      valueString: entry.content,
    }),
  ];
}

const CHANGE_WORDS = { started: 'Started', stopped: 'Stopped', 'dose-changed': 'Dose changed' } as const;

function medicationStatement(
  change: FhirMedicationChange,
  newId: () => string,
  subject: Reference,
): FhirMedicationStatement {
  return {
    resourceType: 'MedicationStatement',
    id: newId(),
    status: change.change === 'stopped' ? 'stopped' : 'active',
    medicationCodeableConcept: { text: change.medication },
    subject,
    // FHIR's dateTime takes a month alone: a change known by its month stays as precise as known.
    effectiveDateTime: change.precision === 'month' ? change.date.slice(0, 7) : change.date,
    ...(change.doseNote.trim() ? { dosage: [{ text: change.doseNote }] } : {}),
    note: [{ text: `${CHANGE_WORDS[change.change]} ${change.medication}` }],
  };
}

export function buildJournalBundle(input: JournalBundleInput): FhirBundle {
  const patientId = input.newId();
  const subject = { reference: `urn:uuid:${patientId}` };
  const patient: FhirPatient = {
    resourceType: 'Patient',
    id: patientId,
    name: [{ text: input.displayName }],
  };
  const resources: FhirResource[] = [patient];
  for (const entry of input.entries) resources.push(...entryObservations(entry, input, subject));
  if (input.include.medications)
    for (const change of input.medicationChanges)
      resources.push(medicationStatement(change, input.newId, subject));
  if (input.include.scores)
    resources.push(...questionnaireResources(input.questionnaires ?? [], input.newId, subject));
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.now.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource })),
  };
}
