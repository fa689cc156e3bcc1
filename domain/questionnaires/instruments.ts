// The clinical questionnaires Tend offers, each as data: its items with their wording and answer
// scales, how each answer counts, and the bands its total falls in. Sources, wording provenance and
// licences are in docs/decisions/035-clinical-questionnaires.md. BASDAI is not here: its licence
// for use in free software could not be confirmed (same record).

export const INSTRUMENT_IDS = ['psaid-12', 'hbi', 'sccai', 'ra-core'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export type ScaleOption = { value: number; label: string };

/** One choice among labelled points; a 0-10 rating has its words on the two ends only. */
export type ScaleItem = {
  kind: 'scale';
  id: string;
  title: string;
  question: string;
  options: readonly ScaleOption[];
  /** How many points one step up the scale counts (PsAID-12's weights; 1 elsewhere). */
  weight: number;
};

/** A whole number the person counts (stools, minutes). */
export type CountItem = {
  kind: 'count';
  id: string;
  title: string;
  question: string;
  unit: string;
  max: number;
  /** The usual counts, each one press that answers and moves on; any other is typed. */
  quick?: readonly number[];
  /** Points for a count; a count item without it counts one point per unit. */
  points?: (count: number) => number;
};

/** Any of a list, one point each. */
export type ChecklistItem = {
  kind: 'checklist';
  id: string;
  title: string;
  question: string;
  options: readonly { id: string; label: string }[];
};

export type QuestionnaireItem = ScaleItem | CountItem | ChecklistItem;

/** A band holds the totals below `below` and at or above the previous band's `below`. */
export type Band = { id: string; label: string; below: number | null };

export type Instrument = {
  id: InstrumentId;
  name: string;
  shortName: string;
  /** The condition, as the card says it: "Your weekly Crohn's check". */
  checkName: string;
  /** Profile condition labels (domain/catalogues/conditions.ts) that offer it. */
  conditions: readonly string[];
  reference: string;
  items: readonly QuestionnaireItem[];
  /** Null for a set of separate measures with no total (the RA core set's patient items). */
  total: { max: number; divisor: number; decimals: number } | null;
  bands: readonly Band[];
  /** One answer up never lowers the total (true of every instrument here). */
  monotone: boolean;
  minutes: number;
};

const nrs = (none: string, extreme: string): readonly ScaleOption[] =>
  Array.from({ length: 11 }, (_, value) => ({
    value,
    label: value === 0 ? `0, ${none}` : value === 10 ? `10, ${extreme}` : String(value),
  }));

const psaidItem = (id: string, title: string, what: string, weight: number, ends = ['None', 'Extreme']) =>
  ({
    kind: 'scale',
    id,
    title,
    question: `Choose the number that best describes ${what} due to your psoriatic arthritis during the last week.`,
    options: nrs(ends[0] ?? 'None', ends[1] ?? 'Extreme'),
    weight,
  }) as const satisfies ScaleItem;

export const PSAID_12: Instrument = {
  id: 'psaid-12',
  name: 'Psoriatic Arthritis Impact of Disease (PsAID-12)',
  shortName: 'PsAID-12',
  checkName: 'psoriatic arthritis',
  conditions: ['Psoriatic Arthritis'],
  reference:
    'Gossec L, et al. A patient-derived and patient-reported outcome measure for assessing psoriatic arthritis: elaboration and preliminary validation of the PsAID questionnaire, a 13-country EULAR initiative. Ann Rheum Dis 2014;73:1012-1019.',
  items: [
    psaidItem('pain', 'Pain', 'the pain you felt', 3),
    psaidItem('fatigue', 'Fatigue', 'the overall level of fatigue you have experienced', 2, [
      'No fatigue',
      'Totally exhausted',
    ]),
    psaidItem('skin', 'Skin problems', 'the skin problems, including itching, you felt', 2),
    psaidItem(
      'work-leisure',
      'Work and/or leisure activities',
      'the difficulties you had to participate fully in work and/or leisure activities',
      2,
    ),
    psaidItem(
      'function',
      'Functional capacity',
      'the difficulty you had in doing daily physical activities',
      2,
      ['No difficulty', 'Extreme difficulty'],
    ),
    psaidItem('discomfort', 'Discomfort', 'the feeling of discomfort and annoyance with everyday tasks', 2),
    psaidItem('sleep', 'Sleep disturbance', 'the sleep difficulties (night rest) you felt', 2, [
      'No difficulty',
      'Extreme difficulty',
    ]),
    {
      kind: 'scale',
      id: 'coping',
      title: 'Coping',
      question:
        'Considering your psoriatic arthritis overall, choose the number that best describes how well you coped (managed, dealt, made do) with your disease during the last week.',
      options: nrs('Very well', 'Very poorly'),
      weight: 1,
    },
    psaidItem(
      'anxiety',
      'Anxiety, fear and uncertainty',
      'the level of anxiety, fear and uncertainty (for example about the future, treatments, fear of loneliness)',
      1,
    ),
    psaidItem(
      'embarrassment',
      'Embarrassment and/or shame',
      'the level of embarrassment and/or shame due to your appearance',
      1,
    ),
    psaidItem(
      'social',
      'Social participation',
      'how much your psoriatic arthritis affected your participation in social activities',
      1,
    ),
    psaidItem('depression', 'Depression', 'the level of depression you felt', 1),
  ],
  total: { max: 10, divisor: 20, decimals: 2 },
  bands: [
    { id: 'acceptable', label: 'acceptable', below: 4 },
    { id: 'above-acceptable', label: 'above the acceptable level', below: null },
  ],
  monotone: true,
  minutes: 3,
};

const WELL_BEING: readonly ScaleOption[] = [
  { value: 0, label: 'Very well' },
  { value: 1, label: 'Slightly below par' },
  { value: 2, label: 'Poor' },
  { value: 3, label: 'Very poor' },
  { value: 4, label: 'Terrible' },
];

/** Beyond this a count is a typing slip, not a day. */
export const MAX_STOOLS_PER_DAY = 40;

export const HBI: Instrument = {
  id: 'hbi',
  name: 'Harvey-Bradshaw Index',
  shortName: 'HBI',
  checkName: "Crohn's",
  conditions: ["Crohn's Disease"],
  reference: "Harvey RF, Bradshaw JM. A simple index of Crohn's-disease activity. Lancet 1980;1(8167):514.",
  items: [
    {
      kind: 'scale',
      id: 'well-being',
      title: 'General well-being',
      question: 'How was your general well-being yesterday?',
      options: WELL_BEING,
      weight: 1,
    },
    {
      kind: 'scale',
      id: 'abdominal-pain',
      title: 'Abdominal pain',
      question: 'How much abdominal pain did you have yesterday?',
      options: [
        { value: 0, label: 'None' },
        { value: 1, label: 'Mild' },
        { value: 2, label: 'Moderate' },
        { value: 3, label: 'Severe' },
      ],
      weight: 1,
    },
    {
      kind: 'count',
      id: 'liquid-stools',
      title: 'Liquid or soft stools',
      question: 'How many liquid or soft stools did you have yesterday?',
      unit: 'stools',
      max: MAX_STOOLS_PER_DAY,
      quick: Array.from({ length: 11 }, (_, count) => count),
    },
    {
      kind: 'scale',
      id: 'abdominal-mass',
      title: 'Abdominal mass',
      question:
        'When your doctor last examined your abdomen, what did they find? (A doctor answers this one; if you do not know, choose None.)',
      options: [
        { value: 0, label: 'None' },
        { value: 1, label: 'Dubious' },
        { value: 2, label: 'Definite' },
        { value: 3, label: 'Definite and tender' },
      ],
      weight: 1,
    },
    {
      kind: 'checklist',
      id: 'complications',
      title: 'Complications',
      question: 'Which of these do you have now? Choose all that apply, or none.',
      options: [
        { id: 'arthralgia', label: 'Joint pain (arthralgia)' },
        { id: 'uveitis', label: 'Eye inflammation (uveitis)' },
        { id: 'erythema-nodosum', label: 'Erythema nodosum' },
        { id: 'aphthous-ulcers', label: 'Mouth ulcers (aphthous ulcers)' },
        { id: 'pyoderma-gangrenosum', label: 'Pyoderma gangrenosum' },
        { id: 'anal-fissure', label: 'Anal fissure' },
        { id: 'new-fistula', label: 'New fistula' },
        { id: 'abscess', label: 'Abscess' },
      ],
    },
  ],
  total: { max: 4 + 3 + MAX_STOOLS_PER_DAY + 3 + 8, divisor: 1, decimals: 0 },
  bands: [
    { id: 'remission', label: 'remission', below: 5 },
    { id: 'mild', label: 'mild', below: 8 },
    { id: 'moderate', label: 'moderate', below: 17 },
    { id: 'severe', label: 'severe', below: null },
  ],
  monotone: true,
  minutes: 1,
};

export const SCCAI: Instrument = {
  id: 'sccai',
  name: 'Simple Clinical Colitis Activity Index (SCCAI)',
  shortName: 'SCCAI',
  checkName: 'ulcerative colitis',
  conditions: ['Ulcerative Colitis'],
  reference:
    'Walmsley RS, Ayres RCS, Pounder RE, Allan RN. A simple clinical colitis activity index. Gut 1998;43:29-32.',
  items: [
    {
      kind: 'scale',
      id: 'bowel-day',
      title: 'Bowel frequency (day)',
      question: 'How many times did you open your bowels during the day?',
      options: [
        { value: 0, label: '3 or fewer' },
        { value: 1, label: '4 to 6' },
        { value: 2, label: '7 to 9' },
        { value: 3, label: 'More than 9' },
      ],
      weight: 1,
    },
    {
      kind: 'scale',
      id: 'bowel-night',
      title: 'Bowel frequency (night)',
      question: 'How many times did you open your bowels at night?',
      options: [
        { value: 0, label: 'None' },
        { value: 1, label: '1 to 3' },
        { value: 2, label: '4 or more' },
      ],
      weight: 1,
    },
    {
      kind: 'scale',
      id: 'urgency',
      title: 'Urgency of defecation',
      question: 'How urgent was it when you needed to go?',
      options: [
        { value: 0, label: 'None' },
        { value: 1, label: 'Hurry' },
        { value: 2, label: 'Immediately' },
        { value: 3, label: 'Incontinence' },
      ],
      weight: 1,
    },
    {
      kind: 'scale',
      id: 'blood',
      title: 'Blood in stool',
      question: 'Was there blood in your stool?',
      options: [
        { value: 0, label: 'None' },
        { value: 1, label: 'Trace' },
        { value: 2, label: 'Occasionally frank (clearly visible now and then)' },
        { value: 3, label: 'Usually frank (clearly visible most times)' },
      ],
      weight: 1,
    },
    {
      kind: 'scale',
      id: 'well-being',
      title: 'General well-being',
      question: 'How was your general well-being?',
      options: WELL_BEING,
      weight: 1,
    },
    {
      kind: 'checklist',
      id: 'extracolonic',
      title: 'Extracolonic features',
      question: 'Which of these do you have now? Choose all that apply, or none.',
      options: [
        { id: 'arthritis', label: 'Arthritis (inflamed joints)' },
        { id: 'uveitis', label: 'Eye inflammation (uveitis)' },
        { id: 'erythema-nodosum', label: 'Erythema nodosum' },
        { id: 'pyoderma-gangrenosum', label: 'Pyoderma gangrenosum' },
      ],
    },
  ],
  total: { max: 19, divisor: 1, decimals: 0 },
  bands: [
    { id: 'remission', label: 'remission', below: 3 },
    { id: 'mild', label: 'mild', below: 6 },
    { id: 'moderate', label: 'moderate', below: 12 },
    { id: 'severe', label: 'severe', below: null },
  ],
  monotone: true,
  minutes: 1,
};

/** A morning stiffness longer than a day is a typing slip. */
export const MAX_STIFFNESS_MINUTES = 1440;

export const RA_CORE: Instrument = {
  id: 'ra-core',
  name: 'ACR core set: patient-reported items',
  shortName: 'RA core set',
  checkName: 'rheumatoid arthritis',
  conditions: ['Rheumatoid Arthritis'],
  reference:
    'Felson DT, et al. The American College of Rheumatology preliminary core set of disease activity measures for rheumatoid arthritis clinical trials. Arthritis Rheum 1993;36:729-740.',
  items: [
    {
      kind: 'scale',
      id: 'patient-global',
      title: 'Patient global assessment',
      question: 'Considering all the ways your arthritis affects you, how has it been over the last week?',
      options: nrs('Very well', 'Very poorly'),
      weight: 1,
    },
    {
      kind: 'scale',
      id: 'pain',
      title: 'Pain',
      question: 'How much pain have you had because of your arthritis over the last week?',
      options: nrs('No pain', 'Pain as bad as it could be'),
      weight: 1,
    },
    {
      kind: 'count',
      id: 'morning-stiffness',
      title: 'Morning stiffness',
      question:
        'On a usual morning this week, how many minutes did your joints stay stiff after you woke up?',
      unit: 'minutes',
      max: MAX_STIFFNESS_MINUTES,
      quick: [0, 15, 30, 45, 60, 90, 120],
    },
  ],
  total: null,
  bands: [],
  monotone: true,
  minutes: 1,
};

export const INSTRUMENTS: Readonly<Record<InstrumentId, Instrument>> = {
  'psaid-12': PSAID_12,
  hbi: HBI,
  sccai: SCCAI,
  'ra-core': RA_CORE,
};

export function isInstrumentId(value: unknown): value is InstrumentId {
  return typeof value === 'string' && (INSTRUMENT_IDS as readonly string[]).includes(value);
}
