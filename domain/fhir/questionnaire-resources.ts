// The clinical questionnaires as FHIR R4: a Questionnaire per instrument (its items and answer
// options as Tend asks them, under a Tend-local canonical URL, since none of these instruments has
// an official FHIR Questionnaire) and a QuestionnaireResponse per filled one. The score and its band
// are read-only items of the Questionnaire, so a clinic's system reads them as answers without
// knowing an extension. A checklist is a group of yes/no items: "none of these" stays an answer.

import type { DayKey } from '#domain/common/day-key.ts';
import {
  type Answers,
  INSTRUMENTS,
  type Instrument,
  type InstrumentId,
  type QuestionnaireItem,
  scoreQuestionnaire,
} from '#domain/questionnaires/public.ts';

export const TEND_FHIR_BASE = 'https://tend.health/fhir';
export const questionnaireUrl = (id: InstrumentId) => `${TEND_FHIR_BASE}/Questionnaire/${id}`;
const answerSystem = (instrument: InstrumentId, item: string) =>
  `${TEND_FHIR_BASE}/CodeSystem/${instrument}-${item}`;

type Coding = { system: string; code: string; display?: string };
type Reference = { reference: string };

export type FhirQuestionnaireItem = {
  linkId: string;
  text: string;
  type: 'choice' | 'integer' | 'decimal' | 'boolean' | 'group';
  required?: boolean;
  readOnly?: boolean;
  answerOption?: { valueCoding: Coding }[];
  item?: FhirQuestionnaireItem[];
};

export type FhirQuestionnaire = {
  resourceType: 'Questionnaire';
  id: string;
  url: string;
  name: string;
  title: string;
  status: 'active';
  subjectType: ['Patient'];
  description: string;
  item: FhirQuestionnaireItem[];
};

/** One answer: exactly one of these is set. */
type ResponseAnswer = {
  valueCoding?: Coding;
  valueInteger?: number;
  valueDecimal?: number;
  valueBoolean?: boolean;
};

export type FhirResponseItem = {
  linkId: string;
  text: string;
  answer?: ResponseAnswer[];
  item?: FhirResponseItem[];
};

export type FhirQuestionnaireResponse = {
  resourceType: 'QuestionnaireResponse';
  id: string;
  questionnaire: string;
  status: 'completed';
  subject: Reference;
  authored: string;
  item: FhirResponseItem[];
};

/** A filled questionnaire as the bundle needs it: its score is worked out again from the answers. */
export type FhirQuestionnaireAnswers = { instrument: InstrumentId; date: DayKey; answers: Answers };

const SCORE_ID = 'score';
const BAND_ID = 'band';

function computableName(instrument: Instrument): string {
  const words = instrument.shortName
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function itemDefinition(instrument: Instrument, item: QuestionnaireItem): FhirQuestionnaireItem {
  const base = { linkId: item.id, text: item.question, required: true };
  if (item.kind === 'count') return { ...base, type: 'integer' };
  if (item.kind === 'checklist')
    return {
      ...base,
      type: 'group',
      item: item.options.map((option) => ({
        linkId: `${item.id}.${option.id}`,
        text: option.label,
        type: 'boolean',
        required: true,
      })),
    };
  return {
    ...base,
    type: 'choice',
    answerOption: item.options.map((option) => ({
      valueCoding: {
        system: answerSystem(instrument.id, item.id),
        code: String(option.value),
        display: option.label,
      },
    })),
  };
}

export function questionnaireResource(instrument: Instrument, id: string): FhirQuestionnaire {
  const items = instrument.items.map((item) => itemDefinition(instrument, item));
  if (instrument.total) {
    items.push({
      linkId: SCORE_ID,
      text: `${instrument.shortName} score (0 to ${instrument.total.max})`,
      type: instrument.total.decimals > 0 ? 'decimal' : 'integer',
      readOnly: true,
    });
    if (instrument.bands.length > 0)
      items.push({
        linkId: BAND_ID,
        text: `${instrument.shortName} band`,
        type: 'choice',
        readOnly: true,
        answerOption: instrument.bands.map((band) => ({
          valueCoding: { system: answerSystem(instrument.id, BAND_ID), code: band.id, display: band.label },
        })),
      });
  }
  return {
    resourceType: 'Questionnaire',
    id,
    url: questionnaireUrl(instrument.id),
    name: computableName(instrument),
    title: instrument.name,
    status: 'active',
    subjectType: ['Patient'],
    description: `As asked in Tend, a self-kept journal. Source: ${instrument.reference}`,
    item: items,
  };
}

function answerItem(instrument: Instrument, item: QuestionnaireItem, answers: Answers): FhirResponseItem {
  const answer = answers[item.id];
  const base = { linkId: item.id, text: item.question };
  if (item.kind === 'checklist') {
    const chosen = Array.isArray(answer) ? answer : [];
    return {
      ...base,
      item: item.options.map((option) => ({
        linkId: `${item.id}.${option.id}`,
        text: option.label,
        answer: [{ valueBoolean: chosen.includes(option.id) }],
      })),
    };
  }
  if (item.kind === 'count') return { ...base, answer: [{ valueInteger: Number(answer) }] };
  const option = item.options.find((o) => o.value === answer);
  return {
    ...base,
    answer: [
      {
        valueCoding: {
          system: answerSystem(instrument.id, item.id),
          code: String(answer),
          ...(option ? { display: option.label } : {}),
        },
      },
    ],
  };
}

export function questionnaireResponseResource(
  filled: FhirQuestionnaireAnswers,
  id: string,
  subject: Reference,
): FhirQuestionnaireResponse {
  const instrument = INSTRUMENTS[filled.instrument];
  const items = instrument.items.map((item) => answerItem(instrument, item, filled.answers));
  const score = scoreQuestionnaire(instrument, filled.answers);
  if (score.total !== null && instrument.total) {
    items.push({
      linkId: SCORE_ID,
      text: `${instrument.shortName} score (0 to ${instrument.total.max})`,
      answer: [instrument.total.decimals > 0 ? { valueDecimal: score.total } : { valueInteger: score.total }],
    });
    if (score.band)
      items.push({
        linkId: BAND_ID,
        text: `${instrument.shortName} band`,
        answer: [
          {
            valueCoding: {
              system: answerSystem(instrument.id, BAND_ID),
              code: score.band.id,
              display: score.band.label,
            },
          },
        ],
      });
  }
  return {
    resourceType: 'QuestionnaireResponse',
    id,
    questionnaire: questionnaireUrl(instrument.id),
    status: 'completed',
    subject,
    authored: filled.date,
    item: items,
  };
}

/** A Questionnaire for each instrument used, in Tend's order, then every response by date. */
export function questionnaireResources(
  filled: readonly FhirQuestionnaireAnswers[],
  newId: () => string,
  subject: Reference,
): (FhirQuestionnaire | FhirQuestionnaireResponse)[] {
  const used = new Set(filled.map((response) => response.instrument));
  const definitions = Object.values(INSTRUMENTS)
    .filter((instrument) => used.has(instrument.id))
    .map((instrument) => questionnaireResource(instrument, newId()));
  const responses = [...filled]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((response) => questionnaireResponseResource(response, newId(), subject));
  return [...definitions, ...responses];
}
