// The journal as an HL7 FHIR R4 bundle, for the export page and a shared link.
export { buildJournalBundle, type FhirBundle } from './journal-bundle.ts';
export { type FhirQuestionnaireAnswers, questionnaireUrl } from './questionnaire-resources.ts';
