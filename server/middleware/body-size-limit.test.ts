import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonBodyLimitBytes } from '../app.ts';
import { createTestApp, testAppUrl } from '../test/test-app.ts';

// Over a real socket, because what went wrong happened between Node's HTTP server and the client:
// a chunked body over the limit got its 413 with keep-alive, then the socket was dropped, so the
// client's next request on that connection failed.

const { app, close } = createTestApp();
let server: http.Server;
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as http.Server;
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await close();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; socket: unknown };

/** One request on `agent`; `chunks` are written one by one (Transfer-Encoding: chunked). */
function request(
  agent: http.Agent,
  init: { method: string; path: string; chunks?: readonly Buffer[]; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: init.method,
        path: init.path,
        agent,
        headers: { origin: testAppUrl, 'content-type': 'application/json', ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, socket: req.socket }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const chunks = init.chunks ?? [];
    // The server may answer (and stop reading) before every chunk is written: that is the point.
    const writeNext = (index: number) => {
      if (index === chunks.length || req.destroyed) {
        req.end();
        return;
      }
      if (req.write(chunks[index] as Buffer)) setImmediate(() => writeNext(index + 1));
      else req.once('drain', () => writeNext(index + 1));
    };
    writeNext(0);
  });
}

const oversized = Array.from({ length: 8 }, () => Buffer.alloc(Math.ceil(jsonBodyLimitBytes / 4), 'a'));

describe('a chunked body over the limit, on a keep-alive connection', () => {
  it('gets a clean 413, and the next request on the same agent gets its answer', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const refused = await request(agent, {
          method: 'POST',
          path: '/api/journal/entries',
          chunks: oversized,
        });
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body)).toMatchObject({ status: 413, code: 'body_too_large' });
        // The rest of the body was never read: the server must say it closes the connection.
        expect(refused.headers.connection).toBe('close');

        const next = await request(agent, { method: 'GET', path: '/api/health' });
        expect(next.status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });

  it('never announces keep-alive on a connection it then drops under a slow sender', async () => {
    // A client that sends the whole body (slowly: past the half second @hono/node-server spends
    // draining it) and then its next request on the same connection, as keep-alive allows.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let received = '';
    const errors: string[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      received += data;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => errors.push(error.code ?? error.message));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/journal/entries HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${testAppUrl}\r\n` +
        'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'a'.repeat(16 * 1024);
    for (let sent = 0; sent < 48 && !socket.destroyed; sent++) {
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (!socket.destroyed) socket.write('0\r\n\r\nGET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
    socket.destroy();

    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    const refusalHead = received.split('\r\n\r\n')[0] ?? '';
    const announcedClose = /\r\nconnection: close\r\n/i.test(refusalHead);
    const nextAnswered = /HTTP\/1\.1 200 /.test(received);
    // Either the connection was announced as closing, or the request sent on it was answered.
    expect({ announcedClose, nextAnswered, errors }).toMatchObject(
      announcedClose ? { announcedClose, errors: [] } : { nextAnswered: true },
    );
  });

  it('keeps the connection for a body under the limit', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await request(agent, {
        method: 'POST',
        path: '/api/journal/entries',
        chunks: [Buffer.from('{"not":'), Buffer.from('"signed in"}')],
      });
      expect(first.status).toBe(401);
      const second = await request(agent, { method: 'GET', path: '/api/health' });
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
