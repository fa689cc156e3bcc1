// Run in the image's build stage after `npm prune --omit=dev`: keeps in node_modules only the
// packages the server can reach from package.json's dependencies (following each package's
// dependencies, optional dependencies and required peers, resolved as Node resolves them) and
// removes the rest, which `npm prune` keeps as optional peers of production packages (better-auth
// names vitest, vite and drizzle-kit, and with them the bundlers' native binaries).
//   node scripts/container-prune.mjs <app-folder> [dependency not to follow]...
// The named root dependencies are not followed (the embedded PostgreSQL, browser-only libraries);
// a package that something else the server uses needs is kept all the same.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const [appFolder, ...notFollowed] = process.argv.slice(2);
if (!appFolder) {
  console.error('usage: container-prune.mjs <app-folder> [dependency not to follow]...');
  process.exit(2);
}
const root = path.resolve(appFolder);
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function resolvePackage(fromFolder, name) {
  let folder = fromFolder;
  for (;;) {
    const candidate = path.join(folder, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (folder === root) return undefined;
    folder = path.dirname(folder);
  }
}

function wanted(manifest) {
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
  ];
}

const kept = new Set();
const queue = Object.keys(readJson(path.join(root, 'package.json')).dependencies ?? {})
  .filter((name) => !notFollowed.includes(name))
  .map((name) => resolvePackage(root, name))
  .filter(Boolean);
while (queue.length > 0) {
  const folder = queue.pop();
  if (kept.has(folder)) continue;
  kept.add(folder);
  for (const name of wanted(readJson(path.join(folder, 'package.json')))) {
    const found = resolvePackage(folder, name);
    if (found && !kept.has(found)) queue.push(found);
  }
}

let removed = 0;
function sweep(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith('.')) continue;
    const names = entry.startsWith('@')
      ? readdirSync(path.join(nodeModules, entry)).map((name) => path.join(entry, name))
      : [entry];
    for (const name of names) {
      const folder = path.join(nodeModules, name);
      if (kept.has(folder)) {
        sweep(path.join(folder, 'node_modules'));
      } else {
        rmSync(folder, { recursive: true, force: true });
        removed++;
      }
    }
    if (entry.startsWith('@') && readdirSync(path.join(nodeModules, entry)).length === 0) {
      rmSync(path.join(nodeModules, entry), { recursive: true });
    }
  }
}
sweep(path.join(root, 'node_modules'));
// npm's record of the tree would no longer match it.
rmSync(path.join(root, 'node_modules', '.package-lock.json'), { force: true });
console.log(`kept ${kept.size} packages, removed ${removed}`);
