import { type PhotoAnalysisResult, photoAnalysisResultSchema } from '#domain/meal-photos/photo-analysis.ts';
import type { ChatClient, ChatJsonResult, JsonSchema, ReplyCheck } from '#server/ai/chat-completions.ts';

// What a meal photo is sent with: the spec's result (section 3) as a strict JSON schema, so an
// OpenAI-compatible server answers in exactly that shape, and Tend checks the answer again.

export const mealPhotoJsonSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['description', 'cookingMethod', 'ingredients', 'confidence'],
  properties: {
    description: { type: 'string', description: "The dish's short name, without the cooking method." },
    cookingMethod: {
      type: ['string', 'null'],
      description: 'How it was cooked (grilled, fried, baked, raw ...), or null when it cannot be seen.',
    },
    ingredients: {
      type: 'array',
      items: { type: 'string' },
      description: 'The ingredients that can be seen or are certain, most prominent first, in lower case.',
    },
    confidence: { type: 'number', minimum: 0, maximum: 1, description: 'How sure you are, 0 to 1.' },
  },
};

const SYSTEM = [
  'You help a person with an autoimmune condition keep a food journal.',
  'Look at the photo of their meal and describe what it shows, in English.',
  'description: the dish in a few words (for example "Chicken salad"), without the cooking method.',
  'cookingMethod: one word such as "Grilled", or null. ingredients: at most 15, lower case.',
  'confidence: 0 to 1; use 0 with an empty description and no ingredients if the photo shows no food.',
  'Reply with only the JSON object the schema describes.',
].join('\n');

function check(reply: unknown): ReplyCheck<PhotoAnalysisResult> {
  const parsed = photoAnalysisResultSchema.safeParse(reply);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      kind: `schema:${issue.path.join('.') || 'root'}`,
      message: `${issue.path.join('.') || 'The reply'}: ${issue.message}`,
    })),
  };
}

export function analyzeMealPhoto(
  ai: ChatClient,
  jpeg: Buffer,
  options: { model: string; timeoutMs: number },
): Promise<ChatJsonResult<PhotoAnalysisResult>> {
  return ai.completeJson({
    schemaName: 'meal_photo_analysis',
    schema: mealPhotoJsonSchema,
    system: SYSTEM,
    user: [
      { type: 'text', text: 'What is in this meal?' },
      { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
    ],
    check,
    model: options.model,
    timeoutMs: options.timeoutMs,
  });
}
