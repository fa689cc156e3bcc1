import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { backupFormat, backupFormatVersion, type Manifest } from './backup.ts';

// Reads a backup file line by line and checks its structure as it goes: the manifest, each table's
// header and exactly as many rows as the manifest counted, and the end line. Any gzip error, bad
// JSON or missing line stops with a BackupFileError that says what is wrong.

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

async function* readLines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  gunzip.setEncoding('utf8');
  let rest = '';
  for await (const chunk of gunzip as AsyncIterable<string>) {
    rest += chunk;
    let newline = rest.indexOf('\n');
    while (newline !== -1) {
      yield rest.slice(0, newline);
      rest = rest.slice(newline + 1);
      newline = rest.indexOf('\n');
    }
  }
  if (rest !== '') yield rest;
}

function parseObject(line: string | undefined, what: string): Record<string, unknown> {
  if (line === undefined) throw new BackupFileError(`the file ends before ${what}`);
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupFileError(`${what} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BackupFileError(`${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

function checkManifest(value: Record<string, unknown>): Manifest {
  if (value.format !== backupFormat) throw new BackupFileError('the file is not a Tend backup');
  if (value.formatVersion !== backupFormatVersion) {
    throw new BackupFileError(
      `the file's format version is ${String(value.formatVersion)}; this Tend reads version ${backupFormatVersion}`,
    );
  }
  if (!Array.isArray(value.tables) || !Array.isArray(value.migrations) || !Array.isArray(value.sequences)) {
    throw new BackupFileError("the file's manifest is incomplete");
  }
  return value as unknown as Manifest;
}

/**
 * Walks the whole file. `onRows` receives each table's rows (raw JSON text) in batches; without it
 * the walk only validates. Returns the manifest once the end line has been read and matched.
 */
export async function readBackup(
  file: string,
  onRows?: (table: string, rows: string[]) => Promise<void>,
  batchSize = 500,
): Promise<Manifest> {
  try {
    const lines = readLines(file);
    const next = async () => {
      const result = await lines.next();
      return result.done ? undefined : result.value;
    };
    const manifest = checkManifest(parseObject(await next(), 'the manifest'));
    let total = 0;
    for (const table of manifest.tables) {
      const header = parseObject(await next(), `the start of table ${table.name}`);
      if (header.table !== table.name) {
        throw new BackupFileError(`table ${table.name} was expected, found ${JSON.stringify(header.table)}`);
      }
      let batch: string[] = [];
      for (let index = 0; index < table.rows; index++) {
        const line = await next();
        // Parsed once here so that a damaged row is found before anything is written.
        parseObject(line, `row ${index + 1} of ${table.rows} of ${table.name}`);
        if (!onRows) continue;
        batch.push(line as string);
        if (batch.length >= batchSize) {
          await onRows(table.name, batch);
          batch = [];
        }
      }
      if (onRows && batch.length > 0) await onRows(table.name, batch);
      total += table.rows;
    }
    const end = parseObject(await next(), 'the end line');
    if (end.end !== true || end.rows !== total)
      throw new BackupFileError("the file's end line does not match its rows");
    if ((await next()) !== undefined) throw new BackupFileError('the file has lines after its end');
    return manifest;
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError('the file does not exist');
    if (code?.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE') {
      throw new BackupFileError(`the file is damaged or cut short (${(error as Error).message})`);
    }
    throw error;
  }
}
