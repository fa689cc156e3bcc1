export {
  checkQuestionnaireReminder,
  followQuestionnaire,
  withQuestionnaireTimes,
} from './questionnaire-reminders.ts';
