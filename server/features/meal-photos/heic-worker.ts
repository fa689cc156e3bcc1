import { parentPort } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

// Runs in a worker thread: libheif's WebAssembly decoder is synchronous and would otherwise hold
// the event loop (every other request) for the second or more a phone's HEIC photo takes.
parentPort?.on('message', async (bytes: Uint8Array) => {
  try {
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    parentPort?.postMessage({ ok: true, width, height, data }, [data.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
