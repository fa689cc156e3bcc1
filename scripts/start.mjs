// `npm start`: checks the Node version, builds the web app when it is missing or older than its
// sources, then runs the production server. Plain JavaScript so that it can run (and explain
// itself) on an old Node that cannot load TypeScript.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const requiredMajor = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < requiredMajor) {
  console.error(
    `Tend needs Node.js ${requiredMajor} or newer; this is Node.js ${process.versions.node}. ` +
      'Install Node 24 (for example with nvm: "nvm install 24") and run npm start again.',
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist', 'web', '.build-stamp');
const sources = ['web', 'domain', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sourcesTime = Math.max(...sources.map((entry) => newestMtime(path.join(root, entry))));
const builtTime = existsSync(stampFile) ? statSync(stampFile).mtimeMs : 0;
if (builtTime < sourcesTime) {
  console.log('Building the web app (first start, or its sources changed)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Vite takes NODE_ENV from the environment when it is set: started with NODE_ENV=test (as the e2e
  // tests do) it would ship React's development build, several times larger and slower than what
  // people get. The web app is always built for production.
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    console.error('The web app did not build; see the messages above.');
    process.exit(build.status ?? 1);
  }
  writeFileSync(stampFile, `${new Date().toISOString()}\n`);
}

await import('../server/index.ts');
