import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process: the app's real mailer delivers to it over TCP, and a test
// reads the message (and the code in it) as the person would.

export type ReceivedMessage = {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded; undefined when the message has none. */
  html: string | undefined;
  raw: string;
};

export type SmtpInbox = {
  url: string;
  /** Every message received, in order of arrival. */
  messages: ReceivedMessage[];
  /** The oldest message to `to` not yet returned by an earlier call, as soon as it arrives. */
  waitForMessage(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMessage>;
  close(): Promise<void>;
};

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMessage[] = [];
  const read = new Set<ReceivedMessage>();
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        messages.push({ to, ...parseMessage(raw), raw });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(to, { timeoutMs = 5_000 } = {}) {
      const address = to.toLowerCase();
      const take = () => {
        const message = messages.find((m) => !read.has(m) && m.to.includes(address));
        if (message) read.add(message);
        return message;
      };
      return new Promise((resolve, reject) => {
        const found = take();
        if (found) return resolve(found);
        const wake = () => {
          const message = take();
          if (!message) return;
          cleanUp();
          resolve(message);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`No message to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Map<string, string>; body: string };

/** Just enough MIME for the messages nodemailer writes: one level of multipart, QP or base64. */
function parseMessage(raw: string): Omit<ReceivedMessage, 'to' | 'raw'> {
  const message = parsePart(raw);
  const subject = decodeWords(message.headers.get('subject') ?? '');
  const parts = leafParts(message);
  const partOf = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = partOf('text/plain');
  const html = partOf('text/html');
  return {
    subject,
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : undefined,
  };
}

function parsePart(source: string): Part {
  const split = source.search(/\r?\n\r?\n/);
  const head = split === -1 ? source : source.slice(0, split);
  const body = split === -1 ? '' : source.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(parsePart(section.replace(/^\r?\n/, ''))));
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = part.body.replace(/\r?\n$/, '');
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}

// RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
    (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
}
