import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type LocalPushService, startLocalPushService } from '#server/test/push-service.ts';
import { createPushSender, vapidAuthorizations } from './push-sender.ts';

const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:reminders@example.test' };
const payload = {
  title: 'Tend',
  body: 'Time for your evening check-in',
  url: '/app',
  tag: 'reminder-check-in',
};

function claims(header: string): { aud: string; exp: number; sub: string } {
  const jwt = /^vapid t=([^,]+), k=/.exec(header)?.[1] ?? '';
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('VAPID tokens', () => {
  it('signs one per push service and reuses it until an hour before it expires', () => {
    // web-push refuses a token that expires more than 24 h from the real clock: start from it.
    let clock = Math.floor(Date.now() / 1000) * 1000 - 11 * 3600_000;
    const authorization = vapidAuthorizations(keys, () => clock);
    const first = authorization('https://push.example.test/send/a');
    expect(authorization('https://push.example.test/send/b')).toBe(first);
    expect(claims(first)).toEqual({
      aud: 'https://push.example.test',
      exp: clock / 1000 + 12 * 3600,
      sub: 'mailto:reminders@example.test',
    });
    const other = authorization('https://updates.push.example.test:8443/x');
    expect(claims(other).aud).toBe('https://updates.push.example.test:8443');

    clock += 10 * 3600_000;
    expect(authorization('https://push.example.test/send/c')).toBe(first);
    clock += 1 * 3600_000 + 1;
    const renewed = authorization('https://push.example.test/send/c');
    expect(renewed).not.toBe(first);
    expect(claims(renewed).exp).toBe(Math.floor(clock / 1000) + 12 * 3600);
  });
});

describe('the push sender', () => {
  let push: LocalPushService;
  beforeAll(async () => {
    push = await startLocalPushService();
  });
  afterAll(async () => {
    await push.close();
  });

  it('sends many messages with one token, each encrypted for its browser and accepted', async () => {
    const send = createPushSender(keys, { agent: push.agent });
    const browsers = Array.from({ length: 5 }, () => push.subscribe());
    const results = await Promise.all(
      browsers.map((browser) =>
        send({ endpoint: browser.endpoint, p256dh: browser.keys.p256dh, auth: browser.keys.auth }, payload),
      ),
    );
    expect(results).toEqual(browsers.map(() => ({ outcome: 'sent' })));
    expect(push.refused).toEqual([]);
    const mine = push.received.filter((received) =>
      browsers.some((browser) => browser.endpoint.endsWith(received.subscriptionId)),
    );
    expect(mine.map((received) => received.payload)).toEqual(browsers.map(() => payload));
    expect(new Set(mine.map((received) => received.vapidKey))).toEqual(new Set([keys.publicKey]));
  });
});
