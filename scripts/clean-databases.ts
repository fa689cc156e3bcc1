// `npm run data:clean [-- --remove]`: lists the embedded databases that root installs left in
// /var/lib/tend for data folders (or checkouts) that no longer exist, and removes them with
// --remove. A dry run by default; a database whose data folder exists, or whose PostgreSQL runs, is
// never removed. `--root DIR` looks somewhere other than /var/lib/tend (the tests use it).
import { parseArgs } from 'node:util';
import { listSystemFolders, removeAbandoned, type SystemFolder } from '#server/db/abandoned-databases.ts';
import { systemDataRoot } from '#server/db/embedded-postgres.ts';

function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} kB`;
}

function line(entry: SystemFolder): string {
  const what = entry.kind === 'database' ? 'database of' : 'PostgreSQL binaries copied from';
  const owner = entry.owner ?? '(not recorded: made before Tend recorded owners; check by hand)';
  return `${entry.state.padEnd(13)} ${formatBytes(entry.bytes).padStart(9)}  ${entry.folder}  ${what} ${owner}`;
}

try {
  const { values } = parseArgs({
    options: {
      remove: { type: 'boolean', default: false },
      root: { type: 'string', default: systemDataRoot },
    },
  });
  const root = values.root;
  const folders = listSystemFolders(root);
  if (folders.length === 0) {
    console.log(`No embedded databases in ${root}.`);
  } else {
    for (const entry of folders) console.log(line(entry));
    const abandoned = folders.filter((entry) => entry.state === 'abandoned');
    const total = formatBytes(abandoned.reduce((sum, entry) => sum + entry.bytes, 0));
    if (!values.remove) {
      console.log(
        abandoned.length === 0
          ? 'Nothing to remove: every folder belongs to a data folder that exists, or is in use.'
          : `${abandoned.length} abandoned (${total}). Run again with --remove (npm run data:clean -- --remove) to delete them.`,
      );
    } else {
      const removed = removeAbandoned(root);
      console.log(
        `Removed ${removed.length} abandoned (${formatBytes(removed.reduce((sum, entry) => sum + entry.bytes, 0))}).`,
      );
    }
  }
} catch (error) {
  console.error(`data:clean failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
