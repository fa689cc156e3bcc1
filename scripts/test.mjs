// `npm test`: every check, in order, stopping at the first failure: type check, lint, the layout's
// import rules (.dependency-cruiser.cjs), unit and
// integration tests (Vitest, real PostgreSQL), end-to-end tests (Playwright, real Chromium).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Tend's tests need Node.js 24 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const steps = [
  ['Type check', bin('tsc'), ['--noEmit']],
  ['Lint and format', bin('biome'), ['ci', '.']],
  ['Layout rules', bin('depcruise'), ['domain', 'server', 'web', 'scripts', 'lab', '--output-type', 'err']],
  ['Unit and integration tests', bin('vitest'), ['run']],
  ['End-to-end tests', bin('playwright'), ['test']],
];

for (const [title, command, args] of steps) {
  console.log(`\n=== ${title}: ${path.basename(command)} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log('\nAll checks passed.');
