import type { Band, Instrument, QuestionnaireItem } from './instruments.ts';

/** An answer: a scale's value, a count, or the chosen ids of a checklist. */
export type Answer = number | readonly string[];
export type Answers = Readonly<Record<string, Answer>>;

export type Measure = { id: string; title: string; value: number; unit: string };

export type QuestionnaireScore = {
  /** Null for an instrument with no total (the RA core set: its items are read one by one). */
  total: number | null;
  band: Band | null;
  /** Each item as a number, for the report and the export. */
  measures: Measure[];
};

function itemPoints(item: QuestionnaireItem, answer: Answer): number {
  switch (item.kind) {
    case 'scale':
      return Number(answer) * item.weight;
    case 'count':
      return item.points ? item.points(Number(answer)) : Number(answer);
    case 'checklist':
      return Array.isArray(answer) ? answer.length : 0;
  }
}

function measureValue(item: QuestionnaireItem, answer: Answer): number {
  return item.kind === 'checklist' ? (Array.isArray(answer) ? answer.length : 0) : Number(answer);
}

/** The band a total falls in: below the band's edge and at or above the previous band's. */
export function bandOf(instrument: Instrument, total: number): Band | null {
  return instrument.bands.find((band) => band.below === null || total < band.below) ?? null;
}

/**
 * The instrument's score from complete, valid answers (the schema checks them first). A missing
 * answer is a programming error here, never scored as zero.
 */
export function scoreQuestionnaire(instrument: Instrument, answers: Answers): QuestionnaireScore {
  let sum = 0;
  const measures: Measure[] = [];
  for (const item of instrument.items) {
    const answer = answers[item.id];
    if (answer === undefined) throw new Error(`No answer for ${instrument.id}/${item.id}`);
    sum += itemPoints(item, answer);
    measures.push({
      id: item.id,
      title: item.title,
      value: measureValue(item, answer),
      unit: item.kind === 'count' ? item.unit : item.kind === 'checklist' ? 'chosen' : 'points',
    });
  }
  if (!instrument.total) return { total: null, band: null, measures };
  const factor = 10 ** instrument.total.decimals;
  const total = Math.round((sum / instrument.total.divisor) * factor) / factor;
  return { total, band: bandOf(instrument, total), measures };
}

/** "5, mild" or "3.25, acceptable": the total as the person reads it right after answering. */
export function scoreText(score: QuestionnaireScore): string {
  if (score.total === null) return '';
  return score.band ? `${score.total}, ${score.band.label}` : String(score.total);
}

function answerText(item: QuestionnaireItem, answer: Answer | undefined): string {
  if (answer === undefined) return 'not answered';
  if (item.kind === 'checklist') {
    const chosen = Array.isArray(answer) ? answer : [];
    const labels = item.options.filter((o) => chosen.includes(o.id)).map((o) => o.label);
    return labels.length > 0 ? labels.join(', ') : 'none';
  }
  if (item.kind === 'count') return `${answer} ${item.unit}`;
  const option = item.options.find((o) => o.value === answer);
  return option && option.label !== String(answer)
    ? `${option.label.replace(/^\d+, /, '')} (${answer})`
    : String(answer);
}

/** Each answer in words: "General well-being: Slightly below par (1)". */
export function answerLines(instrument: Instrument, answers: Answers): string[] {
  return instrument.items.map((item) => `${item.title}: ${answerText(item, answers[item.id])}`);
}
