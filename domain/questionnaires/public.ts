export {
  HBI,
  INSTRUMENT_IDS,
  INSTRUMENTS,
  type Instrument,
  type InstrumentId,
  isInstrumentId,
  PSAID_12,
  type QuestionnaireItem,
  RA_CORE,
  SCCAI,
} from './instruments.ts';
export { offeredInstruments } from './offer.ts';
export {
  comparisonText,
  isResponseEditable,
  type QuestionnaireFields,
  type QuestionnaireInput,
  questionnaireInputSchema,
  RESPONSE_MESSAGES,
  type ResponseDto,
  responseContextProblem,
  resultText,
} from './questionnaire-response.ts';
export {
  isQuestionnaireDueDay,
  nextQuestionnaireReminder,
  type QuestionnaireForReminder,
  type QuestionnaireReminderOutcome,
  questionnaireReminderDecision,
} from './reminder.ts';
export {
  activeInstruments,
  cardTitle,
  DEFAULT_SETTINGS,
  dueInstruments,
  FREQUENCIES,
  FREQUENCY_LABELS,
  type Frequency,
  periodStart,
  type QuestionnaireSettings,
  questionnaireSettingsSchema,
  WEEKDAY_NAMES,
  weekStart,
} from './schedule.ts';
export {
  type Answer,
  type Answers,
  answerLines,
  bandOf,
  type QuestionnaireScore,
  scoreQuestionnaire,
} from './scoring.ts';
