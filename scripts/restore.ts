// `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into Tend's
// database (DATABASE_URL, or the embedded one). Refuses a database with rows unless --force.
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/backup/open-database.ts';
import { BackupFileError } from '#server/backup/read-backup.ts';
import { RestoreRefusedError, restoreBackup } from '#server/backup/restore.ts';
import { loadConfig } from '#server/config.ts';
import { createLogger } from '#server/logger.ts';

try {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new Error('usage: npm run restore -- FILE [--force]');
  const config = loadConfig();
  const database = await openDatabase(config, createLogger({ logLevel: 'warn' }), { create: true });
  try {
    const startedAt = performance.now();
    const { manifest, rows } = await restoreBackup(database.url, file, { force: values.force });
    console.log(
      `Restored ${file} (made ${manifest.createdAt} by Tend ${manifest.appVersion}): ${rows} rows in ${manifest.tables.length} tables into ${database.how}, in ${Math.round(performance.now() - startedAt)} ms`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const refused = error instanceof BackupFileError || error instanceof RestoreRefusedError;
  console.error(refused ? `Restore refused (nothing was changed): ${message}` : `Restore failed: ${message}`);
  process.exitCode = 1;
}
