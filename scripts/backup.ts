// `npm run backup [-- --dir DIR --keep N]`: writes a backup of Tend's database (DATABASE_URL, or the
// embedded one, running or not) into BACKUP_DIR and keeps the newest BACKUP_KEEP. See README.md.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { writeBackupLocked } from '#server/backup/backup.ts';
import { openDatabase } from '#server/backup/open-database.ts';
import { loadConfig } from '#server/config.ts';
import { createLogger } from '#server/logger.ts';

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

try {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, keep: { type: 'string' } } });
  const config = loadConfig();
  const dir = values.dir ?? config.backup.dir;
  const keep = values.keep === undefined ? config.backup.keep : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`--keep must be a whole number, 1 or more (got "${values.keep}")`);
  const database = await openDatabase(config, createLogger({ logLevel: 'warn' }), { create: false });
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const result = await writeBackupLocked(client, { dir, keep, appVersion: config.version, wait: true });
      if (result === 'busy') throw new Error('another backup holds the lock');
      console.log(
        `Backup written: ${result.file} (${formatBytes(result.bytes)}, ${result.rows} rows, ${result.ms} ms) from ${database.how}` +
          (result.removed.length ? `; removed ${result.removed.length} older (keeping ${keep})` : ''),
      );
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
