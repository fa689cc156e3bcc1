import { z } from 'zod';
import { symptomOptions } from '#domain/catalogues/symptoms.ts';
import type { TriggerFood } from '#domain/insights/index.ts';
import { tagMeal } from '#domain/insights/index.ts';
import { foodNoun } from '#domain/insights/wording/names.ts';
import { tokenize } from '#domain/meal-tagging/public.ts';
import type { ReplyCheck, ReplyProblem } from '#server/ai/chat-completions.ts';

// The check a language model's wording must pass before a person reads it (decision 011): the
// reply has the schema's shape, one item per item sent, and each item's text holds no number, food
// or symptom that the engine's item did not. A model that rounds 84% to 85%, adds "10 days" or
// names bread where the finding was dairy fails, and the engine's own words are used instead.

/** What Tend sends the model: the engine's findings and texts, nothing from the journal itself. */
export type WordingInput = {
  dailySummary: {
    day: string;
    meals: number;
    checkIns: number;
    symptoms: { symptom: string; today: number | null; usual: number | null; comparison: string }[];
    text: string;
  };
  patterns: { title: string; food: string; symptom: string; confidence: string; description: string }[];
  suggestions: { title: string; description: string }[];
};

export type Wording = {
  dailySummary: string;
  patterns: { description: string }[];
  suggestions: { title: string; description: string }[];
};

const text = (max: number) => z.string().trim().min(1).max(max);

export const wordingReplySchema = z.strictObject({
  dailySummary: text(4000),
  patterns: z.array(z.strictObject({ description: text(2000) })),
  suggestions: z.array(z.strictObject({ title: text(200), description: text(2000) })),
});

// Numbers a model may spell out. 'one' is left out: it is a pronoun far more often than a count
// ("one thing to try"), and refusing every such sentence would refuse most good rewrites.
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
  twice: 2,
  half: 0.5,
};
const NUMBER_PATTERN = new RegExp(`\\d+(?:[.,]\\d+)?|\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'gi');

/** Every number in a text, digits or words, as a canonical string ('3.0' and 'three' are '3'). */
export function numbersIn(value: string): string[] {
  return [...value.matchAll(NUMBER_PATTERN)].map(([match]) => {
    const word = NUMBER_WORDS[match.toLowerCase()];
    return String(word ?? Number(match.replace(',', '.')));
  });
}

type SymptomMatcher = { symptom: string; pattern: RegExp };

// 'Headaches' also matches 'headache', 'Digestive issues' 'digestive issue': a model choosing the
// singular still names the same symptom.
function symptomMatcher(symptom: string): SymptomMatcher {
  const lower = symptom.toLowerCase().replace(/^other:\s*/, '');
  const stem = lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
  const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return { symptom: lower, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escaped}s?(?![\\p{L}\\p{N}])`, 'giu') };
}

type Facts = { numbers: Set<string>; foods: Set<TriggerFood>; symptoms: Set<string> };

function factsOf(texts: readonly string[], numbers: readonly number[], matchers: readonly SymptomMatcher[]) {
  const facts: Facts = {
    numbers: new Set(numbers.map((value) => String(Math.abs(value)))),
    foods: new Set(),
    symptoms: new Set(),
  };
  for (const value of texts) {
    for (const number of numbersIn(value)) facts.numbers.add(number);
    let rest = value;
    for (const matcher of matchers) {
      rest = rest.replace(matcher.pattern, () => {
        facts.symptoms.add(matcher.symptom);
        // Symptom names are cut out before the foods are read: the tagger knows 'digestive' as a
        // biscuit. A full stop ends any list a negation was reading.
        return ' . ';
      });
    }
    for (const food of foodsNamedIn(rest)) facts.foods.add(food);
  }
  return facts;
}

/**
 * Every trigger food a text names, negated or not: the tagger reads meals, where "skip the wine"
 * or "gluten-free bread" means the food was not eaten, but a sentence that says so still names
 * it. Reading three words at a time keeps a negation or a "-free" from reaching the food.
 */
export function foodsNamedIn(value: string): Set<TriggerFood> {
  const tokens = tokenize(value);
  const foods = new Set<TriggerFood>();
  for (let index = 0; index < tokens.length; index += 1) {
    for (const food of tagMeal(tokens.slice(index, index + 3).join(' '))) foods.add(food);
  }
  return foods;
}

function stringsAndNumbers(value: unknown, strings: string[] = [], numbers: number[] = []) {
  if (typeof value === 'string') strings.push(value);
  else if (typeof value === 'number') numbers.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsAndNumbers(item, strings, numbers);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) stringsAndNumbers(item, strings, numbers);
  return { strings, numbers };
}

/** Every symptom the check recognises: the catalogue's and any the findings name (custom ones). */
function matchersFor(input: WordingInput): SymptomMatcher[] {
  const names = new Set<string>();
  for (const option of symptomOptions) if (option.id !== 'other') names.add(option.label);
  for (const line of input.dailySummary.symptoms) names.add(line.symptom);
  for (const pattern of input.patterns) names.add(pattern.symptom);
  // Longest first, so 'muscle pain' is taken whole before a custom 'pain' could match inside it.
  return [...names].sort((a, b) => b.length - a.length).map(symptomMatcher);
}

function compare(where: string, given: Facts, reply: Facts): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  for (const number of reply.numbers) {
    if (!given.numbers.has(number))
      problems.push({
        kind: 'made-up-number',
        message: `${where} contains the number ${number}, which is not in the findings given for it. Use only the numbers given.`,
      });
  }
  for (const food of reply.foods) {
    if (!given.foods.has(food))
      problems.push({
        kind: 'made-up-food',
        message: `${where} names ${foodNoun(food)}, which the findings given for it do not. Name only the foods given.`,
      });
  }
  for (const symptom of reply.symptoms) {
    if (!given.symptoms.has(symptom))
      problems.push({
        kind: 'made-up-symptom',
        message: `${where} names ${symptom}, which the findings given for it do not. Name only the symptoms given.`,
      });
  }
  return problems;
}

/** The model's reply, checked item by item against what was sent for that item. */
export function checkWording(input: WordingInput, reply: unknown): ReplyCheck<Wording> {
  const parsed = wordingReplySchema.safeParse(reply);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        kind: 'wrong-shape',
        message: `The reply does not match the schema at "${issue.path.join('.') || '(root)'}": ${issue.message}.`,
      })),
    };
  }
  const wording = parsed.data;
  const problems: ReplyProblem[] = [];
  for (const key of ['patterns', 'suggestions'] as const) {
    if (wording[key].length !== input[key].length)
      problems.push({
        kind: 'wrong-count',
        message: `"${key}" must have exactly ${input[key].length} items, one for each item given and in the same order; it had ${wording[key].length}.`,
      });
  }
  if (problems.length > 0) return { ok: false, problems };

  const matchers = matchersFor(input);
  const given = (item: unknown) => {
    const { strings, numbers } = stringsAndNumbers(item);
    return factsOf(strings, numbers, matchers);
  };
  const said = (...texts: string[]) => factsOf(texts, [], matchers);
  problems.push(...compare('"dailySummary"', given(input.dailySummary), said(wording.dailySummary)));
  wording.patterns.forEach((pattern, index) => {
    problems.push(
      ...compare(`"patterns[${index}]"`, given(input.patterns[index]), said(pattern.description)),
    );
  });
  wording.suggestions.forEach((suggestion, index) => {
    problems.push(
      ...compare(
        `"suggestions[${index}]"`,
        given(input.suggestions[index]),
        said(suggestion.title, suggestion.description),
      ),
    );
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: wording };
}
