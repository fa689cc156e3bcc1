export {
  EARLIEST_MEDICATION_CHANGE_DAY,
  MEDICATION_CHANGE_LABELS,
  MEDICATION_CHANGE_MESSAGES,
  MEDICATION_CHANGES,
  type MedicationChangeDto,
  type MedicationChangeFields,
  type MedicationChangeKind,
  type MedicationDatePrecision,
  medicationChangeDateProblem,
  medicationChangeInputSchema,
  medicationChangeText,
  medicationChangeWhen,
  monthKeySchema,
  monthStartDay,
} from './medication-change.ts';
export {
  isMedication,
  type MedicationListChange,
  medicationListChanges,
  medicationName,
} from './medication-diff.ts';
