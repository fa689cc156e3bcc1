// Photo uploads from a process of their own, for benches whose server shares the bench's process:
// `senders` loops POST the photo to /api/meal-photos/analyze (mode label) back to back for
// `seconds`, and print one JSON line with each upload's time and the statuses answered.
//   node lab/perf/support/photo-uploads.ts <base url> <cookie> <photo file> <seconds> <senders>
import { readFileSync } from 'node:fs';

const [baseUrl = '', cookie = '', file = '', secondsText = '10', sendersText = '2'] = process.argv.slice(2);
const photo = readFileSync(file);
const deadline = performance.now() + Number(secondsText) * 1000;
const latencies: number[] = [];
const statuses: Record<string, number> = {};

async function upload(): Promise<number> {
  const form = new FormData();
  form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'label.jpg');
  form.append('mode', 'label');
  const response = await fetch(`${baseUrl}/api/meal-photos/analyze`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

await Promise.all(
  Array.from({ length: Number(sendersText) }, async () => {
    while (performance.now() < deadline) {
      const startedAt = performance.now();
      const status = await upload().catch(() => 0);
      latencies.push(performance.now() - startedAt);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }),
);
process.stdout.write(`${JSON.stringify({ latencies, statuses })}\n`);
