import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeChatCompletions } from '../test/fake-chat-completions.ts';
import { createChatClient, type ReplyCheck } from './chat-completions.ts';

// The client on its own, against a real chat-completions server: the protocol details a later
// feature relies on. The insights wording through the API is in
// server/features/insights/insights-ai.test.ts.

const provider = await startFakeChatCompletions();
afterAll(() => provider.close());
beforeEach(() => provider.reset());

const config = {
  baseUrl: provider.baseUrl,
  apiKey: undefined,
  model: 'local-model',
  timeoutMs: 2000,
  visionModel: 'local-model',
  visionTimeoutMs: 2000,
};

type Greeting = { greeting: string };
const greetingRequest = {
  schemaName: 'greeting',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['greeting'],
    properties: { greeting: { type: 'string' } },
  },
  system: 'Say hello.',
  user: '{}',
  check: (reply: unknown): ReplyCheck<Greeting> =>
    typeof (reply as Greeting)?.greeting === 'string'
      ? { ok: true, value: reply as Greeting }
      : { ok: false, problems: [{ kind: 'no-greeting', message: 'There was no "greeting".' }] },
};

describe('createChatClient', () => {
  it('sends no authorization header when no key is configured (Ollama, llama.cpp)', async () => {
    provider.script({ content: '{"greeting":"hello"}' });
    const result = await createChatClient(config).completeJson(greetingRequest);
    expect(result).toEqual({ ok: true, value: { greeting: 'hello' }, attempts: 1 });
    expect(provider.requests[0]?.headers.authorization).toBeUndefined();
    expect(provider.requests[0]?.body).toMatchObject({
      model: 'local-model',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'greeting', strict: true } },
    });
  });

  it('sends text and image parts, to another model and under another deadline when asked', async () => {
    provider.script({ content: '{"greeting":"a plate"}', delayMs: 300 });
    const imageUrl = 'data:image/jpeg;base64,/9j/2wBD';
    const result = await createChatClient(config).completeJson({
      ...greetingRequest,
      user: [
        { type: 'text', text: 'What is this?' },
        { type: 'image_url', image_url: { url: imageUrl } },
      ],
      model: 'local-vision-model',
      timeoutMs: 5000,
    });
    expect(result).toEqual({ ok: true, value: { greeting: 'a plate' }, attempts: 1 });
    expect(provider.requests[0]?.body).toMatchObject({
      model: 'local-vision-model',
      messages: [
        { role: 'system', content: 'Say hello.' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: imageUrl } },
          ],
        },
      ],
    });
    provider.script({ content: '{"greeting":"late"}', delayMs: 400 });
    const late = await createChatClient(config).completeJson({ ...greetingRequest, timeoutMs: 150 });
    expect(late).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('reads JSON a server wrapped in a Markdown fence', async () => {
    provider.script({ content: '```json\n{"greeting":"hi"}\n```' });
    const result = await createChatClient(config).completeJson(greetingRequest);
    expect(result).toEqual({ ok: true, value: { greeting: 'hi' }, attempts: 1 });
  });

  it('repairs once, telling the model what the check found, then gives up with the kinds only', async () => {
    provider.script({ content: '{"hello":1}' }, { content: '{"hi":2}' });
    const result = await createChatClient(config).completeJson(greetingRequest);
    expect(result).toEqual({ ok: false, reason: 'failed-check', attempts: 2, problems: ['no-greeting'] });
    expect(provider.requests[1]?.body?.messages?.at(-1)?.content).toContain('There was no "greeting".');
    expect(provider.requests).toHaveLength(2);
  });

  it('names a protocol failure without retrying: a body that is not a completion', async () => {
    provider.script({ status: 200, body: '<html>proxy error</html>' });
    expect(await createChatClient(config).completeJson(greetingRequest)).toEqual({
      ok: false,
      reason: 'bad-response',
      attempts: 1,
    });
    provider.script({ status: 200, body: '{"choices":[]}' });
    expect(await createChatClient(config).completeJson(greetingRequest)).toMatchObject({
      reason: 'bad-response',
    });
    expect(provider.requests).toHaveLength(2);
  });

  it('names a server that cannot be reached', async () => {
    const closed = await startFakeChatCompletions();
    await closed.close();
    const result = await createChatClient({ ...config, baseUrl: closed.baseUrl }).completeJson(
      greetingRequest,
    );
    expect(result).toEqual({ ok: false, reason: 'network-error', attempts: 1 });
  });

  it('gives the repair retry only what is left of the one deadline', async () => {
    provider.script({ content: 'not json', delayMs: 300 }, { content: '{"greeting":"late"}', delayMs: 300 });
    const result = await createChatClient({ ...config, timeoutMs: 450 }).completeJson(greetingRequest);
    expect(result).toEqual({ ok: false, reason: 'timeout', attempts: 2 });
  });
});
