import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type InsightsResponse, insightsResponseSchema } from '#domain/insights/insights-schema.ts';
import { minimalProfile } from '#domain/profile/test-support/minimal-profile.ts';
import { createLogger } from '#server/logger.ts';
import { insertDairyJournal } from '#server/test/dairy-journal.ts';
import { type ChatCompletionsBody, startFakeChatCompletions } from '#server/test/fake-chat-completions.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';
import { wordingJsonSchema } from './insights-wording.ts';
import type { Wording, WordingInput } from './wording-check.ts';

// The AI wording through the real API, against real PostgreSQL and a real HTTP server speaking the
// chat-completions protocol (server/test/fake-chat-completions.ts): what Tend sends, what it keeps
// of each kind of answer, and what it logs.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TIMEOUT_MS = 1000;

const provider = await startFakeChatCompletions();
const lines: string[] = [];
const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
let clock = new Date('2026-02-09T23:00:00Z');
const { app, pool, close } = createTestApp({
  env: {
    AI_BASE_URL: provider.baseUrl,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'tend-test-model',
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
  },
  logger,
  now: () => clock,
});
afterAll(async () => {
  await close();
  await provider.close();
});
beforeEach(() => {
  provider.reset();
  lines.length = 0;
});

// Words from the journal itself that must never reach the provider.
const MEAL_WORDS = ['Greek yogurt with honey', 'Cheese omelette', 'Lentil soup', 'Grandma'];
const NOTE = 'Felt awful after the work party, told Sam about it';

/**
 * 40 days with digestive issues higher in the 8 hours after dairy (as in insights.test.ts), so the
 * result has a pattern, a summary and suggestions to word; today's meal and a check-in's note are
 * logged through the API.
 */
async function personWithAPattern() {
  const start = Date.parse('2026-01-01T00:00:00Z');
  // Check-ins on 45 days or more: a shorter journal says at most "more likely than not"
  // (decision 018), and no pattern is shown.
  const days = 50;
  clock = new Date(start + days * DAY - HOUR);
  const user = await signUpInZone(app, 'UTC');
  await pool.query('update "user" set created_at = $1 where id = $2', ['2025-01-01T00:00:00Z', user.userId]);
  const profile = { ...minimalProfile, symptoms: ['Fatigue', 'Digestive issues'] };
  expect(
    (await send(app, '/api/profile', { method: 'PUT', cookie: user.cookie, body: profile })).status,
  ).toBe(200);
  // Up to yesterday: today's entries come through the API below.
  await insertDairyJournal(pool, user.userId, { start, days: days - 1 });
  const today = clock.toISOString().slice(0, 10);
  const logged = [
    {
      type: 'food',
      content: "Grandma's cheese omelette",
      details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
    },
    {
      type: 'symptom',
      content: NOTE,
      details: { symptomRatings: { Fatigue: 4, 'Digestive issues': 4 }, time_of_day: 'evening' },
    },
  ];
  for (const entry of logged) {
    const body = { id: randomUUID(), date: today, ...entry };
    expect((await send(app, '/api/journal/entries', { cookie: user.cookie, body })).status).toBe(201);
  }
  return user;
}

async function insights(cookie: string): Promise<InsightsResponse> {
  const response = await send(app, '/api/insights', { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return insightsResponseSchema.parse(await response.json());
}

function sentInput(body: ChatCompletionsBody): WordingInput {
  const user = body.messages?.find((message) => message.role === 'user');
  return JSON.parse(user?.content ?? 'null') as WordingInput;
}

// A faithful rewrite: warmer openings, every fact kept.
function rewrite(input: WordingInput): Wording {
  return {
    dailySummary: `Here is your day, gently. ${input.dailySummary.text}`,
    patterns: input.patterns.map((pattern) => ({ description: `Gently put: ${pattern.description}` })),
    suggestions: input.suggestions.map((suggestion) => ({
      title: `Softly: ${suggestion.title}`,
      description: suggestion.description,
    })),
  };
}

const goodRewrite = { reply: (body: ChatCompletionsBody) => JSON.stringify(rewrite(sentInput(body))) };

function logged(message: RegExp) {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => message.test(String(line.msg)));
}

describe('insights worded by an AI provider', () => {
  it('sends the engine’s findings only, as Tend asks for them, and serves the checked rewording from the cache', async () => {
    const user = await personWithAPattern();
    provider.script(goodRewrite);
    const first = await insights(user.cookie);

    expect(first.wording).toBe('ai');
    expect(first.insights.patterns.length).toBeGreaterThan(0);
    expect(first.insights.dailySummary.text).toMatch(/^Here is your day, gently\. Today you logged/);
    for (const pattern of first.insights.patterns) expect(pattern.description).toMatch(/^Gently put: /);
    for (const suggestion of first.insights.recommendations) expect(suggestion.title).toMatch(/^Softly: /);
    // The findings themselves are the engine's: the evidence sentences stay its own.
    for (const association of first.insights.associations) expect(association.evidence).not.toMatch(/Gently/);

    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.headers['content-type']).toBe('application/json');
    const body = request?.body;
    expect(body).toMatchObject({
      model: 'tend-test-model',
      temperature: 0,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'insights_wording', strict: true, schema: wordingJsonSchema },
      },
    });
    expect(body?.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    const input = sentInput(body ?? {});
    expect(input.patterns[0]).toMatchObject({ food: 'dairy', symptom: 'Digestive issues' });
    expect(input.suggestions.length).toBe(first.insights.recommendations.length);
    // Never the journal: no meal description, no note, no account detail.
    for (const words of [...MEAL_WORDS, NOTE, 'Sam', user.email]) expect(request?.raw).not.toContain(words);

    const line = logged(/worded by the AI provider/)[0];
    expect(line).toMatchObject({ userId: user.userId, model: 'tend-test-model', attempts: 1 });

    // The cache holds the worded result: a second load answers without asking the provider, and
    // keeps the worded summary while today's figures are the same.
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect(await insights(user.cookie)).toEqual(first);
    expect(provider.requests).toHaveLength(1);

    // Once today has moved on (here, a new day), the summary is computed anew in the engine's words,
    // while the patterns keep their cached wording.
    clock = new Date(clock.getTime() + HOUR);
    const nextDay = await insights(user.cookie);
    expect(nextDay.insights.dailySummary.day).not.toBe(first.insights.dailySummary.day);
    expect(nextDay.insights.dailySummary.text).toMatch(/^Nothing logged yet today\./);
    expect(nextDay.insights.patterns).toEqual(first.insights.patterns);
    expect(provider.requests).toHaveLength(1);
  });

  it('asks once more after invalid JSON, saying what was wrong, and uses the repaired reply', async () => {
    const user = await personWithAPattern();
    provider.script({ content: 'Sure! Here are your insights: {"dailySummary":' }, goodRewrite);
    const result = await insights(user.cookie);

    expect(result.wording).toBe('ai');
    expect(result.insights.dailySummary.text).toMatch(/^Here is your day, gently\./);
    expect(provider.requests).toHaveLength(2);
    const retry = provider.requests[1]?.body?.messages ?? [];
    expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2]?.content).toBe('Sure! Here are your insights: {"dailySummary":');
    expect(retry[3]?.content).toContain('The reply was not valid JSON.');
    expect(provider.requests[1]?.body).toMatchObject({ temperature: 0, model: 'tend-test-model' });
    expect(logged(/worded by the AI provider/)[0]).toMatchObject({ attempts: 2 });
  });

  it.each([
    [
      'a made-up number',
      (wording: Wording): Wording => ({
        ...wording,
        patterns: wording.patterns.map((pattern) => ({
          description: `${pattern.description} That is a 73.5% chance.`,
        })),
      }),
      'made-up-number',
      /contains the number 73\.5/,
    ],
    [
      'a food the engine did not name',
      (wording: Wording): Wording => ({
        ...wording,
        dailySummary: `${wording.dailySummary} Maybe skip the wine tonight.`,
      }),
      'made-up-food',
      /names alcohol/,
    ],
  ])('keeps the engine’s words when every reply holds %s, and logs why', async (_case, spoil, kind, told) => {
    const user = await personWithAPattern();
    const spoilt = { reply: (body: ChatCompletionsBody) => JSON.stringify(spoil(rewrite(sentInput(body)))) };
    provider.script(spoilt, spoilt);
    const result = await insights(user.cookie);

    expect(result.wording).toBe('engine');
    expect(result.insights.dailySummary.text).toMatch(/^Today you logged/);
    expect(result.insights.patterns[0]?.description).not.toMatch(/Gently/);
    expect(provider.requests).toHaveLength(2);
    expect(provider.requests[1]?.body?.messages?.at(-1)?.content).toMatch(told);

    const [line] = logged(/keep the engine's words/);
    expect(line).toMatchObject({
      level: 40,
      userId: user.userId,
      reason: 'failed-check',
      attempts: 2,
      problems: [kind],
    });
    // The log says why without the reply's words or the findings.
    expect(lines.join('\n')).not.toMatch(/Gently|wine|73\.5|dairy|Digestive/i);
  });

  it('keeps the engine’s words on a 500, without a retry', async () => {
    const user = await personWithAPattern();
    provider.script({ status: 500, body: '{"error":{"message":"overloaded"}}' });
    const result = await insights(user.cookie);

    expect(result.wording).toBe('engine');
    expect(result.insights.dailySummary.text).toMatch(/^Today you logged/);
    expect(provider.requests).toHaveLength(1);
    expect(logged(/keep the engine's words/)[0]).toMatchObject({
      reason: 'http-error',
      status: 500,
      attempts: 1,
    });
  });

  it('keeps the engine’s words when the provider answers after the time-out', async () => {
    const user = await personWithAPattern();
    provider.script({ ...goodRewrite, delayMs: TIMEOUT_MS * 3 });
    const startedAt = performance.now();
    const result = await insights(user.cookie);

    expect(performance.now() - startedAt).toBeLessThan(TIMEOUT_MS * 3);
    expect(result.wording).toBe('engine');
    expect(result.insights.dailySummary.text).toMatch(/^Today you logged/);
    expect(logged(/keep the engine's words/)[0]).toMatchObject({ reason: 'timeout', attempts: 1 });
  });

  it('words a result again once it expires if the provider failed, but keeps an AI-worded one', async () => {
    const failed = await personWithAPattern();
    provider.script({ status: 503 });
    expect((await insights(failed.cookie)).wording).toBe('engine');

    clock = new Date(clock.getTime() + 25 * HOUR);
    provider.script(goodRewrite);
    const reworded = await insights(failed.cookie);
    expect(reworded.wording).toBe('ai');
    expect(reworded.generatedAt).toBe(clock.toISOString());
    expect(provider.requests).toHaveLength(2);

    // Unchanged journal, AI wording in the cache: past 24 hours it is kept, the provider not asked.
    clock = new Date(clock.getTime() + 25 * HOUR);
    const kept = await insights(failed.cookie);
    expect(kept.generatedAt).toBe(reworded.generatedAt);
    expect(kept.wording).toBe('ai');
    expect(provider.requests).toHaveLength(2);
  });
});
