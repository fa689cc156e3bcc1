import type { AiConfig } from '../config.ts';

// A client for any OpenAI-compatible `POST {baseUrl}/chat/completions` (OpenAI, Ollama, llama.cpp,
// vLLM, LM Studio): plain fetch, so nothing but the protocol ties Tend to a vendor. It asks for JSON
// matching a strict schema at temperature 0 and gives the caller's check one repair round: the
// model is told what was wrong with its reply and answers once more. It never throws: a provider
// is optional, so every failure comes back as a reason the caller can log and fall back on.

/** A JSON Schema object, as `response_format.json_schema.schema` takes it. */
export type JsonSchema = { readonly [key: string]: unknown };

/** What the caller's check found: `problems` are sentences the model reads on the repair retry. */
export type ReplyCheck<T> = { ok: true; value: T } | { ok: false; problems: readonly ReplyProblem[] };

/** `kind` is safe to log (no text of the reply); `message` is for the model only. */
export type ReplyProblem = { kind: string; message: string };

/** A part of a message with more than text: an image travels as a (data) URL. */
export type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export type ChatJsonRequest<T> = {
  /** The schema's name in `response_format` (letters, digits, _ and -). */
  schemaName: string;
  schema: JsonSchema;
  system: string;
  /** Text alone, or parts (text and images) for a model that reads images. */
  user: string | readonly ContentPart[];
  check: (reply: unknown) => ReplyCheck<T>;
  /** Another model of the same provider (meal photos go to AI_VISION_MODEL); default the client's. */
  model?: string;
  /** Another deadline for this exchange; default the client's. */
  timeoutMs?: number;
};

export type ChatFailureReason =
  | 'timeout'
  | 'network-error'
  | 'http-error'
  | 'bad-response'
  | 'invalid-json'
  | 'failed-check';

export type ChatJsonResult<T> =
  | { ok: true; value: T; attempts: number }
  | {
      ok: false;
      reason: ChatFailureReason;
      attempts: number;
      /** The HTTP status of an http-error. */
      status?: number;
      /** The kinds of problem the last reply had (invalid-json, failed-check). */
      problems?: readonly string[];
    };

export type ChatClient = {
  model: string;
  /** Which provider and model, for cache keys: a change of either words results anew. */
  identity: string;
  completeJson<T>(request: ChatJsonRequest<T>): Promise<ChatJsonResult<T>>;
};

type Message = { role: 'system' | 'user' | 'assistant'; content: string | readonly ContentPart[] };

class ChatCallError extends Error {
  readonly reason: 'timeout' | 'network-error' | 'http-error' | 'bad-response';
  readonly status: number | undefined;
  constructor(reason: ChatCallError['reason'], status?: number) {
    super(reason);
    this.reason = reason;
    this.status = status;
  }
}

const MAX_ATTEMPTS = 2;

export function createChatClient(config: AiConfig, fetchImpl: typeof fetch = fetch): ChatClient {
  const url = `${config.baseUrl}/chat/completions`;

  async function call(messages: readonly Message[], request: ChatJsonRequest<unknown>, signal: AbortSignal) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
    let response: Response;
    let body: ReturnType<typeof parseJson>;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        signal,
        body: JSON.stringify({
          model: request.model ?? config.model,
          temperature: 0,
          messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, strict: true, schema: request.schema },
          },
        }),
      });
      if (!response.ok) {
        // Drained so the connection can be reused; the body (which may echo the prompt) is not kept.
        await response.body?.cancel();
        throw new ChatCallError('http-error', response.status);
      }
      const text = await response.text();
      body = parseJson(text);
    } catch (error) {
      if (error instanceof ChatCallError) throw error;
      if (signal.aborted) throw new ChatCallError('timeout');
      throw new ChatCallError('network-error');
    }
    if (!body.ok) throw new ChatCallError('bad-response');
    const content = (body.value as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]
      ?.message?.content;
    if (typeof content !== 'string') throw new ChatCallError('bad-response');
    return content;
  }

  return {
    model: config.model,
    identity: `${config.baseUrl} ${config.model}`,
    async completeJson<T>(request: ChatJsonRequest<T>): Promise<ChatJsonResult<T>> {
      // One deadline for the whole exchange, repair included: the person waits for it once.
      const signal = AbortSignal.timeout(request.timeoutMs ?? config.timeoutMs);
      const messages: Message[] = [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ];
      let attempts = 0;
      let lastFailure: { reason: 'invalid-json' | 'failed-check'; problems: readonly ReplyProblem[] } | null =
        null;
      while (attempts < MAX_ATTEMPTS) {
        attempts += 1;
        let content: string;
        try {
          content = await call(messages, request, signal);
        } catch (error) {
          const failure = error instanceof ChatCallError ? error : new ChatCallError('network-error');
          return {
            ok: false,
            reason: failure.reason,
            attempts,
            ...(failure.status === undefined ? {} : { status: failure.status }),
          };
        }
        const parsed = parseJson(withoutCodeFence(content));
        if (!parsed.ok) {
          lastFailure = {
            reason: 'invalid-json',
            problems: [{ kind: 'invalid-json', message: 'The reply was not valid JSON.' }],
          };
        } else {
          const checked = request.check(parsed.value);
          if (checked.ok) return { ok: true, value: checked.value, attempts };
          lastFailure = { reason: 'failed-check', problems: checked.problems };
        }
        messages.push(
          { role: 'assistant', content },
          { role: 'user', content: repairRequest(lastFailure.problems) },
        );
      }
      return {
        ok: false,
        reason: lastFailure?.reason ?? 'failed-check',
        attempts,
        problems: [...new Set(lastFailure?.problems.map((problem) => problem.kind) ?? [])],
      };
    },
  };
}

function parseJson(content: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(content) };
  } catch {
    return { ok: false };
  }
}

// Some local servers without structured output wrap the JSON in a Markdown fence; the JSON inside
// is still the answer.
function withoutCodeFence(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(content);
  return fenced?.[1] ?? content;
}

function repairRequest(problems: readonly ReplyProblem[]): string {
  return [
    'Your reply could not be used:',
    ...problems.map((problem) => `- ${problem.message}`),
    'Reply again with only the JSON object the schema describes, fixing these problems.',
  ].join('\n');
}
