import { describe, expect, it } from 'vitest';
import { reminderMessage, reminderName, reminderTarget } from './reminder-schedule.ts';
import {
  base64UrlByteLength,
  isLocalPushEndpoint,
  isPushEndpoint,
  pauseRemindersSchema,
  pushSubscriptionSchema,
  quietHoursSchema,
  reminderInputSchema,
  reminderMessages,
} from './reminders.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

// A real browser's keys: 65-byte P-256 point and 16-byte secret, base64url.
const p256dh = `B${'A'.repeat(86)}`;
const auth = 'A'.repeat(22);

describe('reminderInputSchema', () => {
  it('takes a time, weekdays and a kind, with push and "skip when logged" by default', () => {
    const parsed = reminderInputSchema.parse({ kind: 'check-in', time: '20:00', weekdays: [5, 1, 3] });
    expect(parsed).toEqual({
      kind: 'check-in',
      time: '20:00',
      weekdays: [1, 3, 5],
      channel: 'push',
      skipIfLogged: true,
      enabled: true,
    });
  });

  it("keeps a questionnaire reminder every day and always skipped once filled in: the questionnaire's settings decide", () => {
    const parsed = reminderInputSchema.parse({
      kind: 'questionnaire',
      time: '19:00',
      weekdays: [3],
      skipIfLogged: false,
    });
    expect(parsed).toMatchObject({
      kind: 'questionnaire',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      skipIfLogged: true,
    });
  });

  it('words its notification without the instrument or the condition', () => {
    expect(reminderMessage('questionnaire', '19:00')).toBe('Your questionnaire is ready in Tend');
    expect(reminderName('questionnaire', '19:00')).toBe('Questionnaire');
    expect(reminderTarget('questionnaire')).toBe('/app');
  });

  it.each([
    [{ kind: 'meal', time: '25:00', weekdays: [1] }, reminderMessages.time],
    [{ kind: 'meal', time: '9:00', weekdays: [1] }, reminderMessages.time],
    [{ kind: 'meal', time: '09:00', weekdays: [] }, reminderMessages.weekdays],
    [{ kind: 'meal', time: '09:00', weekdays: [0] }, reminderMessages.weekday],
    [{ kind: 'meal', time: '09:00', weekdays: [1, 1] }, reminderMessages.weekdaysRepeated],
    [{ kind: 'nap', time: '09:00', weekdays: [1] }, reminderMessages.kind],
    [{ kind: 'meal', time: '09:00', weekdays: [1], channel: 'sms' }, reminderMessages.channel],
    [{ kind: 'meal', time: '09:00', weekdays: [1], userId: 'someone' }, 'Unknown field "userId"'],
  ])('refuses %j with a message that names the problem', (input, message) => {
    expect(firstMessage(reminderInputSchema.safeParse(input))).toBe(message);
  });
});

describe('quiet hours and pauses', () => {
  it('refuses quiet hours that start and end together', () => {
    expect(firstMessage(quietHoursSchema.safeParse({ start: '22:00', end: '22:00' }))).toBe(
      reminderMessages.quietHoursSame,
    );
    expect(quietHoursSchema.parse({ start: '22:00', end: '07:00' })).toEqual({
      start: '22:00',
      end: '07:00',
    });
  });

  it('pauses for 1 to 30 whole days', () => {
    expect(pauseRemindersSchema.safeParse({ days: 7 }).success).toBe(true);
    for (const days of [0, 31, 1.5, '3']) {
      expect(firstMessage(pauseRemindersSchema.safeParse({ days }))).toBe(reminderMessages.pauseDays);
    }
  });
});

describe('pushSubscriptionSchema', () => {
  it('takes what PushSubscription.toJSON() gives, with a device name', () => {
    const subscription = {
      endpoint: 'https://push.example.net/send/abc',
      expirationTime: null,
      keys: { p256dh, auth },
      label: 'Firefox on Android',
    };
    expect(pushSubscriptionSchema.parse(subscription)).toEqual(subscription);
  });

  it('takes https only, without credentials, and knows a push service on this machine', () => {
    expect(isPushEndpoint('http://push.example.net/x')).toBe(false);
    expect(isPushEndpoint('http://127.0.0.1:9000/push/1')).toBe(false);
    expect(isPushEndpoint('https://user:pw@push.example.net/x')).toBe(false);
    expect(isPushEndpoint('https://127.0.0.1:9000/push/1')).toBe(true);
    expect(isPushEndpoint('javascript:alert(1)')).toBe(false);
    expect(isLocalPushEndpoint('https://127.0.0.1:9000/push/1')).toBe(true);
    expect(isLocalPushEndpoint('https://localhost/push/1')).toBe(true);
    expect(isLocalPushEndpoint('https://fcm.googleapis.com/fcm/send/x')).toBe(false);
    expect(
      firstMessage(
        pushSubscriptionSchema.safeParse({ endpoint: 'http://push.example.net/x', keys: { p256dh, auth } }),
      ),
    ).toBe(reminderMessages.endpoint);
  });

  it('refuses keys of the wrong length', () => {
    const endpoint = 'https://push.example.net/send/abc';
    expect(firstMessage(pushSubscriptionSchema.safeParse({ endpoint, keys: { p256dh: 'BAAA', auth } }))).toBe(
      reminderMessages.p256dh,
    );
    expect(firstMessage(pushSubscriptionSchema.safeParse({ endpoint, keys: { p256dh, auth: 'AAAA' } }))).toBe(
      reminderMessages.auth,
    );
  });

  it('counts base64url bytes, padded or not', () => {
    expect(base64UrlByteLength('AAAAAAAAAAAAAAAAAAAAAA')).toBe(16);
    expect(base64UrlByteLength('AAAAAAAAAAAAAAAAAAAAAA==')).toBe(16);
    expect(base64UrlByteLength('A+/=')).toBe(-1);
  });
});
