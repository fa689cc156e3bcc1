import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

// The script each OCR worker thread runs: tesseract.js's own, after lowering this thread's CPU
// priority. On Linux a nice value belongs to a thread, so only the recognition yields: the event
// loop serving the journal and PostgreSQL get the cores first, and a photo waits instead of them.
// Where the call is refused (some containers, other systems) the photo is read at normal priority.

try {
  setPriority(19);
} catch {
  // Not allowed here; nothing else changes.
}
createRequire(import.meta.url)('tesseract.js/src/worker-script/node/index.js');
