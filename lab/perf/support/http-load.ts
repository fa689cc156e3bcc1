import http from 'node:http';
import type { Worker } from 'node:worker_threads';
import type { RunningApp } from './app-server.ts';
import { cpuTimeMs, processTree } from './processes.ts';

// HTTP requests for the server benches, on keep-alive connections (one agent per host), and the
// CPU that the server side and PostgreSQL spend meanwhile.

/** A JSON `body`, when given, is sent with its type and length. */
export type LoadRequest = { url: string; method: string; headers: Record<string, string>; body?: string };
export type Answer = { status: number; bytes: number };

const agents = new Map<string, http.Agent>();
function agentFor(url: URL) {
  let agent = agents.get(url.host);
  if (!agent) {
    // The loops of run() bound the sockets in use.
    agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
    agents.set(url.host, agent);
  }
  return agent;
}

/** One request; the answer's body is counted and dropped. */
export function send(request: LoadRequest): Promise<Answer> {
  const url = new URL(request.url);
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers,
        agent: agentFor(url),
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('timeout')));
    outgoing.end(request.body);
  });
}

export type LoadResult = {
  latencies: number[];
  errors: Record<string, number>;
  seconds: number;
  bytes: number;
};

/**
 * `connections` loops sending requests back to back until the time is up; latencies of 2xx answers.
 * A function gives each request its own (another page, a new entry id).
 */
export async function run(
  seconds: number,
  request: LoadRequest | (() => LoadRequest),
  { connections, maxRequests = 300_000 }: { connections: number; maxRequests?: number },
): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], errors: {}, seconds: 0, bytes: 0 };
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  let sent = 0;
  const loop = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent++;
      const before = performance.now();
      const answer = await send(typeof request === 'function' ? request() : request).catch(() => ({
        status: 'network error',
        bytes: 0,
      }));
      if (typeof answer.status === 'number' && answer.status >= 200 && answer.status < 300) {
        result.latencies.push(performance.now() - before);
        result.bytes = answer.bytes;
      } else result.errors[answer.status] = (result.errors[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  result.seconds = (performance.now() - startedAt) / 1000;
  return result;
}

export type CpuMs = { server: number; database: number; client: number };

/**
 * CPU used from now on by the server side (the app process or a twin's thread), PostgreSQL and the
 * calling thread (the load generator), in ms.
 */
export async function cpuMeter(app: RunningApp, server: 'app' | Worker): Promise<() => Promise<CpuMs>> {
  const read = async (): Promise<CpuMs> => {
    const [appPid, ...database] = processTree(app.pid);
    const client = process.threadCpuUsage();
    const twin = server === 'app' ? undefined : await server.cpuUsage();
    return {
      server: twin ? (twin.user + twin.system) / 1000 : cpuTimeMs(appPid ?? app.pid),
      database: database.reduce((sum, pid) => sum + cpuTimeMs(pid), 0),
      client: (client.user + client.system) / 1000,
    };
  };
  const before = await read();
  return async () => {
    const after = await read();
    return {
      server: after.server - before.server,
      database: after.database - before.database,
      client: after.client - before.client,
    };
  };
}
