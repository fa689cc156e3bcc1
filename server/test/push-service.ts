import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

// A real Web Push service on this machine, for tests and benches: it speaks RFC 8030 (a POST per
// message, TTL and Topic headers), checks the VAPID signature (RFC 8292) against the key the
// server presents, and decrypts the payload (RFC 8291, aes128gcm) with the browser's private key
// it made for each subscription, as a browser would. Nothing in the app's sending is mocked.
// Push services speak HTTPS only (web-push refuses anything else), so this one does too, with a
// self-signed certificate for 127.0.0.1 made once and committed (fixtures/, valid until 2126):
// a sender in this process trusts it through `agent`, an app process through
// NODE_EXTRA_CA_CERTS=pushServiceCertificatePath.

export const pushServiceCertificatePath = new URL('./fixtures/push-service-cert.pem', import.meta.url)
  .pathname;
const certificate = readFileSync(pushServiceCertificatePath);
const privateKey = readFileSync(new URL('./fixtures/push-service-key.pem', import.meta.url));

export type BrowserSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

export type ReceivedPush = {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key the sender signed with. */
  vapidKey: string;
  vapidSubject: string;
  receivedAt: number;
};

/** What the service answers for one subscription: a status, or never (a hung service). */
export type PushBehaviour = { status: number } | 'hang';

export type LocalPushService = {
  url: string;
  /** An HTTPS agent that trusts this service's certificate. */
  agent: Agent;
  /** A new browser subscription: its own keys, and an endpoint on this service. */
  subscribe(): BrowserSubscription;
  received: ReceivedPush[];
  /** Requests refused before decryption (bad signature, bad encoding), with the reason. */
  refused: string[];
  /** Answer every later message to this endpoint this way (404/410 gone, 500, hang). */
  behave(endpoint: string, behaviour: PushBehaviour): void;
  /** Resolves once `count` messages were received in all. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

type Keys = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

function decryptAes128Gcm(body: Buffer, keys: Keys): Buffer {
  // Header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const browserKey = keys.ecdh.getPublicKey();
  const sharedSecret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `vapid t=<jwt>, k=<key>`: an ES256 JWT for this service's origin, not expired. */
function checkVapid(header: string | undefined, origin: string): { key: string; subject: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no vapid authorization');
  const [jwt, key] = [match[1], match[2]];
  const [head, claims, signature] = jwt.split('.');
  if (!head || !claims || !signature) throw new Error('malformed jwt');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad vapid signature');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) throw new Error(`vapid audience ${body.aud} is not ${origin}`);
  if (!body.exp || body.exp * 1000 < Date.now()) throw new Error('vapid token expired');
  if (!body.sub) throw new Error('vapid token without subject');
  return { key, subject: body.sub };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const subscriptions = new Map<string, Keys>();
  const behaviours = new Map<string, PushBehaviour>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters = new Set<() => void>();
  const hung = new Set<ServerResponse>();
  let origin = '';

  const handle = (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
    const keys = id ? subscriptions.get(id) : undefined;
    if (request.method !== 'POST' || !id || !keys) {
      response.writeHead(404).end();
      return;
    }
    const behaviour = behaviours.get(id);
    if (behaviour === 'hang') {
      hung.add(response);
      return;
    }
    if (behaviour) {
      response.writeHead(behaviour.status).end();
      return;
    }
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
      const vapid = checkVapid(request.headers.authorization, origin);
      const payload = JSON.parse(decryptAes128Gcm(body, keys).toString('utf8')) as unknown;
      const topic = request.headers.topic;
      const urgency = request.headers.urgency;
      received.push({
        subscriptionId: id,
        payload,
        ttl,
        topic: typeof topic === 'string' ? topic : undefined,
        urgency: typeof urgency === 'string' ? urgency : undefined,
        vapidKey: vapid.key,
        vapidSubject: vapid.subject,
        receivedAt: Date.now(),
      });
      for (const wake of waiters) wake();
      response.writeHead(201, { location: `/message/${randomUUID()}` }).end();
    } catch (error) {
      refused.push(error instanceof Error ? error.message : String(error));
      response.writeHead(400).end();
    }
  };

  const server = createServer({ key: privateKey, cert: certificate }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks)));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;
  const agent = new Agent({ ca: certificate, keepAlive: true });

  return {
    url: origin,
    agent,
    received,
    refused,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    behave(endpoint, behaviour) {
      const id = endpoint.split('/').pop();
      if (id) behaviours.set(id, behaviour);
    },
    waitFor(count, timeoutMs = 20_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (received.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve();
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`only ${received.length} of ${count} pushes arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      agent.destroy();
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
