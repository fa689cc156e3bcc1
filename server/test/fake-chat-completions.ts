import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server speaking the OpenAI chat-completions protocol (docs: testing.md, "AI
// providers"), on a free local port. Tests script its answers in order and read back every request
// Tend sent, so what crosses the wire is asserted, not what a mock was called with.

export type ScriptedAnswer =
  /** A completion whose message content is this text (JSON or not). */
  | { content: string; delayMs?: number }
  /** A completion written from the request, e.g. a rewrite of the texts it was sent. */
  | { reply: (body: ChatCompletionsBody) => string; delayMs?: number }
  /** A bare HTTP answer, e.g. a 500. */
  | { status: number; body?: string; delayMs?: number };

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body as it arrived. */
  raw: string;
  /** The body parsed as JSON (null when it was not JSON). */
  body: ChatCompletionsBody | null;
};

export type ChatCompletionsBody = {
  model?: unknown;
  temperature?: unknown;
  messages?: { role: string; content: string }[];
  response_format?: { type?: unknown; json_schema?: { name?: unknown; strict?: unknown; schema?: unknown } };
  [key: string]: unknown;
};

export type FakeChatCompletions = {
  /** What AI_BASE_URL should be: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues answers, served one per request in order; with none left the server answers 599. */
  script(...answers: ScriptedAnswer[]): void;
  /** Forgets requests and unanswered scripts between tests. */
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: RecordedRequest[] = [];
  let queue: ScriptedAnswer[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: ChatCompletionsBody | null = null;
      try {
        body = JSON.parse(raw) as ChatCompletionsBody;
      } catch {
        body = null;
      }
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        raw,
        body,
      });
      const answer = queue.shift();
      const reply = () => {
        if (answer === undefined) {
          // Not a status Tend treats specially: an unscripted call shows up as a failed wording.
          response.writeHead(599, { 'content-type': 'text/plain' }).end('no scripted answer');
        } else if ('status' in answer) {
          response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '');
        } else {
          const content = 'reply' in answer ? answer.reply(body ?? {}) : answer.content;
          response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: body?.model ?? 'unknown',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            }),
          );
        }
      };
      if (answer?.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!response.destroyed) reply();
        }, answer.delayMs);
        timers.add(timer);
      } else {
        reply();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script(...answers) {
      queue.push(...answers);
    },
    reset() {
      requests.length = 0;
      queue = [];
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
