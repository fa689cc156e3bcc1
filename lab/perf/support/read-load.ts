// A load generator in its own process, for benches whose server shares the bench's process (so
// the load's own event loop does not sit in the measured one): `connections` loops GET the given
// paths back to back for `seconds` and print one JSON line with the latency of every 2xx answer.
//   node lab/perf/support/read-load.ts <base url> <cookie> <seconds> <connections> <path>...
import http from 'node:http';

const [baseUrl = '', cookie = '', secondsText = '10', connectionsText = '10', ...paths] =
  process.argv.slice(2);
const seconds = Number(secondsText);
const connections = Number(connectionsText);
const base = new URL(baseUrl);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, path, method: 'GET', headers: { cookie }, agent },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.end();
  });
}

const latencies: number[] = [];
let failures = 0;
const deadline = performance.now() + seconds * 1000;
let turn = 0;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) {
      const path = paths[turn++ % paths.length] ?? '/api/health';
      const startedAt = performance.now();
      const status = await get(path).catch(() => 0);
      if (status >= 200 && status < 300) latencies.push(performance.now() - startedAt);
      else failures += 1;
    }
  }),
);
agent.destroy();
process.stdout.write(`${JSON.stringify({ latencies, failures })}\n`);
