// Which app wrote a file, told from its contents (never its name), and the file read into a plan.

import { parse } from 'csv-parse/sync';
import { isBearableHeader, parseBearable } from './bearable-csv.ts';
import { isFlaredownHeader, isFlaredownResearchHeader, parseFlaredown } from './flaredown-csv.ts';
import { type ImportFormat, type ImportPlan, ImportProblem, MAX_IMPORT_BYTES } from './import-plan.ts';
import { isPocketSymptomTrackerBackup, parsePocketSymptomTracker } from './pocket-symptom-tracker-json.ts';
import { isTendExport, parseTendExport } from './tend-json.ts';

export const UNKNOWN_FORMAT_MESSAGE =
  "Tend cannot tell which app wrote this file. It imports Tend's own JSON export, Pocket Symptom Tracker's JSON backup, and Bearable's and Flaredown's CSV exports.";

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/end of (JSON|data)|Unterminated|Expected/i.test(message) && !/position 0\b/.test(message)) {
      throw new ImportProblem(
        'truncated',
        'The file ends before its JSON does: it looks cut short. Export it again and choose the whole file.',
      );
    }
    throw new ImportProblem('unknown-format', `The file is not valid JSON. ${UNKNOWN_FORMAT_MESSAGE}`);
  }
}

function csvHeader(text: string): string[] {
  try {
    const [header] = parse(text, {
      bom: true,
      to_line: 1,
      relax_column_count: true,
      trim: true,
    }) as string[][];
    return header ?? [];
  } catch {
    return [];
  }
}

export type ReadFile = { format: ImportFormat; json?: unknown };

/** The format of a file's text, or an ImportProblem saying why it is none Tend reads. */
export function recogniseFormat(text: string): ReadFile {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start === '') throw new ImportProblem('empty', 'The file is empty.');
  if (start.startsWith('{') || start.startsWith('[')) {
    const json = readJson(start);
    if (isTendExport(json)) return { format: 'tend', json };
    if (isPocketSymptomTrackerBackup(json)) return { format: 'pocket-symptom-tracker', json };
    throw new ImportProblem('unknown-format', UNKNOWN_FORMAT_MESSAGE);
  }
  const header = csvHeader(start);
  if (isBearableHeader(header)) return { format: 'bearable' };
  if (isFlaredownHeader(header) || isFlaredownResearchHeader(header)) return { format: 'flaredown' };
  throw new ImportProblem('unknown-format', UNKNOWN_FORMAT_MESSAGE);
}

/** Reads a whole file into a plan; nothing is written. `bytes` is the file's size as uploaded. */
export function readImport(text: string, bytes = new TextEncoder().encode(text).length): ImportPlan {
  if (bytes > MAX_IMPORT_BYTES) {
    throw new ImportProblem(
      'too-large',
      `The file is ${(bytes / 1024 / 1024).toFixed(0)} MB; Tend imports files up to 60 MB. Export a shorter period and import it in parts.`,
    );
  }
  const file = recogniseFormat(text);
  if (file.format === 'tend') return parseTendExport(file.json);
  if (file.format === 'pocket-symptom-tracker') return parsePocketSymptomTracker(file.json);
  if (file.format === 'bearable') return parseBearable(text);
  return parseFlaredown(text);
}
