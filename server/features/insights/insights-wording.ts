import type { AnalyzeJournalResult } from '#domain/insights/index.ts';
import { confidenceWords } from '#domain/insights/index.ts';
import type { InsightsWording } from '#domain/insights/insights-schema.ts';
import { foodNoun, symptomLabel } from '#domain/insights/wording/names.ts';
import type { ChatClient, JsonSchema } from '#server/ai/chat-completions.ts';
import type { Logger } from '#server/logger.ts';
import { checkWording, type Wording, type WordingInput } from './wording-check.ts';

// Optional warmer words for the engine's findings (decision 011). The engine stays the
// source of truth: the model sees only its result (never an entry, a note or a meal description),
// may only reword the texts, and its reply is used only when checkWording finds nothing in it
// that the engine did not say. Any failure leaves the engine's texts, and the log says why.

/** The engine's result as the model sees it: findings and their texts, in the result's order. */
export function wordingInput(result: AnalyzeJournalResult): WordingInput {
  const { dailySummary } = result;
  return {
    dailySummary: {
      day: dailySummary.day,
      meals: dailySummary.meals,
      checkIns: dailySummary.checkIns,
      symptoms: dailySummary.symptoms.map((line) => ({ ...line, symptom: symptomLabel(line.symptom) })),
      text: dailySummary.text,
    },
    patterns: result.patterns.map((pattern) => ({
      title: pattern.title,
      food: foodNoun(pattern.trigger),
      symptom: symptomLabel(pattern.symptom),
      confidence: confidenceWords(pattern.confidence),
      description: pattern.description,
    })),
    suggestions: result.recommendations.map(({ title, description }) => ({ title, description })),
  };
}

const textSchema = { type: 'string' } as const;

/** Strict mode's rules: every property required, no others allowed. */
export const wordingJsonSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['dailySummary', 'patterns', 'suggestions'],
  properties: {
    dailySummary: textSchema,
    patterns: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description'],
        properties: { description: textSchema },
      },
    },
    suggestions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'description'],
        properties: { title: textSchema, description: textSchema },
      },
    },
  },
};

export const WORDING_SYSTEM_PROMPT = [
  'You help people who keep a food and symptom journal read what their own statistics found.',
  'You receive the findings as JSON: a daily summary, patterns and suggestions, each with its text.',
  'Rewrite each text in warmer, plainer, encouraging words for the person, speaking to them as "you".',
  'Rules:',
  '- Keep every fact: use only the numbers, percentages, foods and symptoms given in that same item; never add, round, convert or infer a number, and never name another food or symptom.',
  '- Keep the caution: an association is not proof; never diagnose, and never tell the person to change diet or treatment without their care team.',
  '- Return exactly one item for each item given, in the same order: "dailySummary" is the rewritten summary text, each "patterns" item the rewritten pattern description, each "suggestions" item the rewritten title and description.',
  '- Reply with the JSON object only.',
].join('\n');

export function applyWording(result: AnalyzeJournalResult, wording: Wording): AnalyzeJournalResult {
  return {
    ...result,
    dailySummary: { ...result.dailySummary, text: wording.dailySummary },
    patterns: result.patterns.map((pattern, index) => ({
      ...pattern,
      description: wording.patterns[index]?.description ?? pattern.description,
    })),
    recommendations: result.recommendations.map((recommendation, index) => ({
      ...recommendation,
      ...wording.suggestions[index],
    })),
  };
}

export type WordedInsights = { insights: AnalyzeJournalResult; wording: InsightsWording };

/** The result in the model's words when they pass the check, else the engine's, never an error. */
export async function wordInsights(
  client: ChatClient,
  logger: Logger,
  result: AnalyzeJournalResult,
  userId: string,
): Promise<WordedInsights> {
  const input = wordingInput(result);
  const startedAt = performance.now();
  const reply = await client.completeJson({
    schemaName: 'insights_wording',
    schema: wordingJsonSchema,
    system: WORDING_SYSTEM_PROMPT,
    user: JSON.stringify(input),
    check: (value) => checkWording(input, value),
  });
  const ms = Math.round(performance.now() - startedAt);
  if (reply.ok) {
    logger.info(
      { userId, model: client.model, attempts: reply.attempts, ms },
      'insights worded by the AI provider',
    );
    return { insights: applyWording(result, reply.value), wording: 'ai' };
  }
  // Ids, kinds and counts only: the reply and the findings are health data and stay out of the log.
  logger.warn(
    {
      userId,
      model: client.model,
      reason: reply.reason,
      attempts: reply.attempts,
      ms,
      ...(reply.status === undefined ? {} : { status: reply.status }),
      ...(reply.problems === undefined ? {} : { problems: reply.problems }),
    },
    `insights keep the engine's words: the AI provider's wording failed (${reply.reason})`,
  );
  return { insights: result, wording: 'engine' };
}
