import type { Readable } from 'node:stream';

// Reads a stream of photos laid end to end: each take(length) gets the next `length` bytes, in the
// order take was called. The photo process receives the bytes this way, through a pipe of their
// own, while the job that says how many there are comes over the IPC channel: writing a Buffer to
// a pipe costs the server's loop well under a millisecond, where sending 10 MB as an IPC message
// serialises and copies it there (about 6 ms, docs/performance.md).

type Taker = { length: number; resolve: (bytes: Buffer) => void; reject: (error: Error) => void };

export type BytePipeReader = { take(length: number): Promise<Buffer> };

export function readBytePipe(stream: Readable): BytePipeReader {
  const chunks: Buffer[] = [];
  let buffered = 0;
  const takers: Taker[] = [];
  let ended: Error | undefined;

  const pump = () => {
    for (let taker = takers[0]; taker && buffered >= taker.length; taker = takers[0]) {
      takers.shift();
      const bytes = Buffer.allocUnsafe(taker.length);
      let filled = 0;
      while (filled < taker.length) {
        const chunk = chunks[0] as Buffer;
        const wanted = taker.length - filled;
        if (chunk.length <= wanted) {
          chunk.copy(bytes, filled);
          filled += chunk.length;
          chunks.shift();
        } else {
          chunk.copy(bytes, filled, 0, wanted);
          chunks[0] = chunk.subarray(wanted);
          filled += wanted;
        }
      }
      buffered -= taker.length;
      taker.resolve(bytes);
    }
  };

  stream.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    buffered += chunk.length;
    pump();
  });
  const end = (error: Error) => {
    ended = error;
    for (const taker of takers.splice(0)) taker.reject(error);
  };
  stream.once('end', () => end(new Error('the byte pipe ended')));
  stream.once('error', end);

  return {
    take(length) {
      if (ended) return Promise.reject(ended);
      return new Promise<Buffer>((resolve, reject) => {
        takers.push({ length, resolve, reject });
        pump();
      });
    },
  };
}
