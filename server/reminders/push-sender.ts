import type { Agent } from 'node:https';
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

export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushResult>;

export type PushSenderOptions = {
  timeoutMs?: number;
  /** Connections to push services; tests give one that trusts their local service. */
  agent?: Agent;
};

export function createPushSender(
  keys: VapidKeys,
  { timeoutMs = DEFAULT_PUSH_TIMEOUT_MS, agent }: PushSenderOptions = {},
): PushSender {
  return async (target, payload) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          topic: PUSH_TOPIC,
          urgency: 'normal',
          timeout: timeoutMs,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
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
