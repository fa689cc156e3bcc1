import { type IncomingMessage, ServerResponse } from 'node:http';

export type HeaderList = readonly (readonly [name: string, value: string])[];

/** Headers a frame fixes on every answer, with their names as Node compares them. */
export type FixedHeaders = { list: HeaderList; names: ReadonlySet<string> };

export function fixedHeaders(list: HeaderList, otherNames: readonly string[] = []): FixedHeaders {
  return {
    list,
    names: new Set([...list.map(([name]) => name), ...otherNames].map((name) => name.toLowerCase())),
  };
}

/**
 * Node's response, with headers that server/middleware/request-frame.ts fixes before the app
 * answers (the server is made with it: `serverOptions.ServerResponse`).
 *
 * Why on Node's response: set on the app's finished answer, the same headers cost every request a
 * web Headers object (built, validated, sorted, then copied back to Node's): about a tenth of a
 * journal read's server CPU (docs/performance.md, "Long journals"). Node keeps them as it writes
 * them anyway.
 *
 * @hono/node-server writes the app's answer with writeHead(status, headers), which Node merges into
 * headers already set by calling setHeader for each: so a fixed name is skipped there, and the
 * frame's value wins over a handler's, as it did when the frame set it on the finished answer.
 */
export class FramedServerResponse<
  Request extends IncomingMessage = IncomingMessage,
> extends ServerResponse<Request> {
  #fixed: ReadonlySet<string> | undefined;

  fixHeaders(headers: FixedHeaders, others: HeaderList = []) {
    for (const [name, value] of headers.list) super.setHeader(name, value);
    for (const [name, value] of others) super.setHeader(name, value);
    this.#fixed = headers.names;
  }

  override setHeader(name: string, value: number | string | readonly string[]): this {
    if (this.#fixed?.has(name.toLowerCase())) return this;
    return super.setHeader(name, value);
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    if (this.#fixed?.has(name.toLowerCase())) return this;
    return super.appendHeader(name, value);
  }
}

/** The Node server options that give every answer a FramedServerResponse (@hono/node-server's `serve`). */
export const framedServerOptions = { ServerResponse: FramedServerResponse };
