import { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

// One notification to one browser through its push service (RFC 8030), encrypted for it (RFC 8291)
// and signed with the server's VAPID key (RFC 8292).

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushPayload = {
  title: string;
  body: string;
  /** The page a tap opens. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
};

export type PushResult =
  | { outcome: 'sent' }
  /** The browser unsubscribed or the subscription expired: forget it. */
  | { outcome: 'gone' }
  | { outcome: 'failed'; reason: string };

// A reminder is for now: a phone that is off for hours should not light up with it later.
export const PUSH_TTL_SECONDS = 4 * 60 * 60;
// Queued reminders for a device that is offline collapse into one (RFC 8030 Topic).
export const PUSH_TOPIC = 'tend-reminder';
const DEFAULT_PUSH_TIMEOUT_MS = 10_000;
// A VAPID token may be used for any number of messages to its push service until it expires
// (RFC 8292 caps its life at 24 h). Signing one per message was an ES256 signature (and a PEM
// parse of the key) per notification; one per push service and 12 h costs nothing.
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
// A token is renewed this long before it expires, so that no message carries one about to lapse.
const VAPID_RENEW_MARGIN_SECONDS = 60 * 60;

export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushResult>;

export type PushSenderOptions = {
  timeoutMs?: number;
  /** Connections to push services; tests give one that trusts their local service. */
  agent?: Agent;
  /** The clock, for tests of the token's renewal. */
  now?: () => number;
};

/** The `Authorization` header for each push service's origin, signed once per token life. */
export function vapidAuthorizations(keys: VapidKeys, now: () => number = Date.now) {
  const tokens = new Map<string, { header: string; renewAt: number }>();
  return (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const current = now();
    const cached = tokens.get(audience);
    if (cached && cached.renewAt > current) return cached.header;
    const expiration = Math.floor(current / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization: header } = webpush.getVapidHeaders(
      audience,
      keys.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiration,
    );
    tokens.set(audience, { header, renewAt: (expiration - VAPID_RENEW_MARGIN_SECONDS) * 1000 });
    return header;
  };
}

// Keep-alive connections to each push service, so that a burst of messages to one service (they
// mostly go to a few: Google's, Mozilla's, Apple's) pays its TLS handshake once per connection,
// not once per message. Node's global agent keeps connections alive too, but for 5 s and shared
// with everything else; this one keeps enough of them open between the reminders of a minute.
function pushAgent(): Agent {
  return new Agent({
    keepAlive: true,
    keepAliveMsecs: 30_000,
    maxSockets: 32,
    scheduling: 'lifo',
    timeout: 60_000,
  });
}

export function createPushSender(
  keys: VapidKeys,
  { timeoutMs = DEFAULT_PUSH_TIMEOUT_MS, agent = pushAgent(), now }: PushSenderOptions = {},
): PushSender {
  const authorization = vapidAuthorizations(keys, now);
  return async (target, payload) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          // Signed here, once per push service and token life (vapidAuthorizations); without
          // vapidDetails (and with no global ones set) web-push signs nothing itself.
          headers: { Authorization: authorization(target.endpoint) },
          TTL: PUSH_TTL_SECONDS,
          topic: PUSH_TOPIC,
          urgency: 'normal',
          timeout: timeoutMs,
          contentEncoding: 'aes128gcm',
          agent,
        },
      );
      return { outcome: 'sent' };
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return { outcome: 'gone' };
      }
      const reason =
        error instanceof webpush.WebPushError
          ? `the push service answered ${error.statusCode}`
          : error instanceof Error
            ? error.message
            : 'unknown error';
      return { outcome: 'failed', reason };
    }
  };
}
