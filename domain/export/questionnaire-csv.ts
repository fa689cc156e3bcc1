import { type Answers, answerLines, INSTRUMENTS, type InstrumentId } from '#domain/questionnaires/public.ts';
import type { CsvValue } from './csv.ts';

export type QuestionnaireCsvRecord = {
  instrument: InstrumentId;
  date: string;
  answers: Answers;
  total: number | null;
  band: string | null;
};

// Last, so every earlier column keeps its place in anyone's existing spreadsheet.
export const questionnaireColumns = [
  'Questionnaire',
  'Questionnaire score',
  'Questionnaire band',
  'Questionnaire answers',
] as const;

function cells(record: QuestionnaireCsvRecord): CsvValue[] {
  const instrument = INSTRUMENTS[record.instrument];
  const band = instrument.bands.find((b) => b.id === record.band)?.label ?? '';
  return [instrument.name, record.total ?? '', band, answerLines(instrument, record.answers).join('; ')];
}

/**
 * The rows so far with a row per filled questionnaire, each before the entries of its day (it has a
 * day, not a time). Other rows get the questionnaire columns empty.
 */
export function withQuestionnaireRows(
  rows: readonly CsvValue[][],
  records: readonly QuestionnaireCsvRecord[],
  width: number,
): CsvValue[][] {
  const sorted = [...records].sort((a, b) => a.date.localeCompare(b.date));
  const out: CsvValue[][] = [];
  let next = 0;
  const row = (record: QuestionnaireCsvRecord): CsvValue[] => {
    const head: CsvValue[] = [record.date, '', '', '', 'Questionnaire'];
    while (head.length < width) head.push('');
    return [...head, ...cells(record)];
  };
  for (const existing of rows) {
    while (next < sorted.length && (sorted[next]?.date ?? '') <= String(existing[0])) {
      out.push(row(sorted[next++] as QuestionnaireCsvRecord));
    }
    out.push([...existing, '', '', '', '']);
  }
  for (; next < sorted.length; next++) out.push(row(sorted[next] as QuestionnaireCsvRecord));
  return out;
}
