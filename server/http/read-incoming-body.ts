import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

// A request body of a declared length read straight from Node's request into one buffer of that
// length: one copy of each chunk. Reading it through the web Request (`arrayBuffer()`) gathers the
// chunks, joins them, then copies the join into a new ArrayBuffer: three times the body in
// short-lived memory, 30 MB for one photo, which makes for larger garbage collections on the loop.

/**
 * The body, or undefined when it cannot be read this way (no Node request, as in tests that call
 * the app directly; no or a too large Content-Length; already being read): the caller reads it
 * the usual way then. Throws when the body ends short of, or runs past, its declared length.
 */
export async function readIncomingBody(
  incoming: IncomingMessage | undefined,
  maxBytes: number,
): Promise<Buffer | undefined> {
  // Tests that call the app directly pass a stand-in with a socket address only.
  if (!(incoming instanceof Readable) || !incoming.headers) return undefined;
  if (incoming.readableDidRead || incoming.headers['transfer-encoding'] !== undefined) return undefined;
  const declared = Number(incoming.headers['content-length']);
  if (!Number.isSafeInteger(declared) || declared < 0 || declared > maxBytes) return undefined;
  const body = Buffer.allocUnsafe(declared);
  let filled = 0;
  for await (const chunk of incoming) {
    if (filled + (chunk as Buffer).length > declared)
      throw new Error('the body runs past its declared length');
    (chunk as Buffer).copy(body, filled);
    filled += (chunk as Buffer).length;
  }
  if (filled !== declared) throw new Error('the body ended short of its declared length');
  return body;
}
