import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readIncomingBody } from './read-incoming-body.ts';

// Through a real Node HTTP server: what each request's body read gave.
const seen: (Buffer | undefined | string)[] = [];
const server = createServer((request: IncomingMessage, response) => {
  readIncomingBody(request, 1_000_000).then(
    (body) => {
      seen.push(body);
      // Unread bodies are drained so the response can end.
      if (!body) request.resume();
      response.end('ok');
    },
    (error: Error) => {
      seen.push(error.message);
      response.end('failed');
    },
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('readIncomingBody', () => {
  it('reads a body of a declared length into one buffer', async () => {
    const sent = Buffer.alloc(300_000).map((_, index) => index % 251);
    seen.length = 0;
    await (await fetch(url, { method: 'POST', body: sent })).text();
    expect(Buffer.isBuffer(seen[0])).toBe(true);
    expect((seen[0] as Buffer).equals(sent)).toBe(true);
  });

  it('leaves to the caller a body without a length, or over the limit', async () => {
    seen.length = 0;
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2, 3]));
        controller.close();
      },
    });
    await (await fetch(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)).text();
    await (await fetch(url, { method: 'POST', body: Buffer.alloc(1_000_001) })).text();
    expect(seen).toEqual([undefined, undefined]);
    expect(await readIncomingBody(undefined, 10)).toBeUndefined();
  });
});

describe('readIncomingBody with a stand-in request', () => {
  it('leaves it to the caller', async () => {
    const standIn = { socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
    expect(await readIncomingBody(standIn, 10)).toBeUndefined();
  });
});
