import { analyzeJournalWith } from '../domain/insights/analyze-journal.ts';
import { CALIBRATED_SETTINGS, MODEL_SETTINGS } from '../domain/insights/analysis/model-settings.ts';
const mod = await import('../domain/insights/analysis/context-covariates.test-input.ts').catch(() => null);
console.log(mod === null);
