import { z } from 'zod';
import { strictObjectError } from '../common/schema-messages.ts';
import { isStorableText, storableTextCheck } from '../common/storable-text.ts';
import {
  isClockTime,
  REMINDER_KINDS,
  REMINDER_PRESETS,
  type ReminderPreset,
  type ReminderQuiet,
  WEEKDAYS,
} from './reminder-schedule.ts';

// Reminders: what a person sets, how often Tend may nudge, and the devices it may
// reach. One schema per payload, used by the page's forms and re-checked by the server.

/** Enough for every meal and check-in of a day on different days of the week, far below abuse. */
export const MAX_REMINDERS = 24;
export const MAX_PAUSE_DAYS = 30;
export const MAX_DEVICE_LABEL_LENGTH = 80;
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

export const REMINDER_CHANNELS = ['push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const reminderMessages = {
  time: 'Please choose a time between 00:00 and 23:59.',
  weekdays: 'Please choose at least one day of the week.',
  weekday: 'Days of the week are numbered 1 (Monday) to 7 (Sunday).',
  weekdaysRepeated: 'Each day of the week can be chosen once.',
  kind: "Please choose what the reminder is for: a meal, a check-in, today's experiment step, the check-in after an experiment's portion or your questionnaire.",
  noQuestionnaire:
    'You have no questionnaire turned on, so a questionnaire reminder would never come. Turn one on under Questionnaires in your profile first.',
  channel: 'Please choose how to be reminded: a notification or an email.',
  skipIfLogged: '"Skip it when I\'ve already logged this today" must be on or off.',
  enabled: 'A reminder must be on or off.',
  tooMany: `You can have at most ${MAX_REMINDERS} reminders.`,
  quietHoursSame: 'Quiet hours must start and end at different times.',
  pauseDays: `Reminders can be paused for 1 to ${MAX_PAUSE_DAYS} days.`,
  endpoint: 'The device did not give a valid secure (https) address for notifications.',
  p256dh: 'The device gave a notification key of the wrong length.',
  auth: 'The device gave a notification secret of the wrong length.',
  preset: 'Please choose one of the suggested sets of reminders.',
} as const;

const clockTimeSchema = z
  .string({ error: reminderMessages.time })
  .refine(isClockTime, { error: reminderMessages.time });

const weekdaysSchema = z
  .array(
    z
      .int({ error: reminderMessages.weekday })
      .min(1, reminderMessages.weekday)
      .max(7, reminderMessages.weekday),
    {
      error: reminderMessages.weekdays,
    },
  )
  .min(1, reminderMessages.weekdays)
  .max(7, reminderMessages.weekdaysRepeated)
  .refine((days) => new Set(days).size === days.length, { error: reminderMessages.weekdaysRepeated })
  // Stored and compared in one order, whatever order the boxes were ticked in.
  .transform((days) => [...days].sort((a, b) => a - b));

export const reminderInputSchema = z
  .strictObject(
    {
      kind: z.enum(REMINDER_KINDS, { error: reminderMessages.kind }),
      time: clockTimeSchema,
      weekdays: weekdaysSchema,
      channel: z.enum(REMINDER_CHANNELS, { error: reminderMessages.channel }).default('push'),
      skipIfLogged: z.boolean({ error: reminderMessages.skipIfLogged }).default(true),
      enabled: z.boolean({ error: reminderMessages.enabled }).default(true),
    },
    { error: strictObjectError('A reminder') },
  )
  // A questionnaire reminder's day is the questionnaire's (its settings say which, and they may
  // change): it is looked at every day and comes on the due one. Once filled in, a questionnaire
  // is never asked for again in its period, so it is always skipped then.
  .transform((fields) =>
    fields.kind === 'questionnaire' ? { ...fields, weekdays: [...WEEKDAYS], skipIfLogged: true } : fields,
  );
export type ReminderInput = z.input<typeof reminderInputSchema>;
export type ReminderFields = z.output<typeof reminderInputSchema>;

export const reminderPresetSchema = z.strictObject(
  {
    preset: z.enum(Object.keys(REMINDER_PRESETS) as [ReminderPreset, ...ReminderPreset[]], {
      error: reminderMessages.preset,
    }),
    channel: z.enum(REMINDER_CHANNELS, { error: reminderMessages.channel }).default('push'),
  },
  { error: strictObjectError('A preset') },
);

export const quietHoursSchema = z
  .strictObject({ start: clockTimeSchema, end: clockTimeSchema }, { error: strictObjectError('Quiet hours') })
  .refine((quiet) => quiet.start !== quiet.end, { error: reminderMessages.quietHoursSame, path: ['end'] });

export const reminderSettingsSchema = z.strictObject(
  {
    quietHours: quietHoursSchema.nullable(),
    /** The one-time offer after onboarding was answered (set up or dismissed). */
    offerDismissed: z.boolean({ error: 'offerDismissed must be true or false.' }),
  },
  { error: strictObjectError('Reminder settings') },
);
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

export const pauseRemindersSchema = z.strictObject(
  {
    days: z
      .int({ error: reminderMessages.pauseDays })
      .min(1, reminderMessages.pauseDays)
      .max(MAX_PAUSE_DAYS, reminderMessages.pauseDays),
  },
  { error: strictObjectError('A pause') },
);

const localHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * A push service's address. Push services speak HTTPS only (RFC 8030), so nothing else is taken;
 * one on this machine (a development or test push service) is refused by the server in production.
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password;
}

export function isLocalPushEndpoint(value: string): boolean {
  return localHosts.test(new URL(value).hostname);
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes a base64url string decodes to, or -1 when it is not base64url. */
export function base64UrlByteLength(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const unpadded = value.replace(/=+$/, '');
  if (unpadded.length % 4 === 1) return -1;
  return Math.floor((unpadded.length * 3) / 4);
}

// RFC 8291: the browser's P-256 key is an uncompressed point (65 bytes, starting 0x04, which is
// 'B' as the first base64url character) and its auth secret 16 bytes.
export const pushSubscriptionSchema = z.strictObject(
  {
    endpoint: z
      .string({ error: reminderMessages.endpoint })
      .max(MAX_PUSH_ENDPOINT_LENGTH, reminderMessages.endpoint)
      .refine(isPushEndpoint, { error: reminderMessages.endpoint }),
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject(
      {
        p256dh: z
          .string({ error: reminderMessages.p256dh })
          .refine((key) => base64UrlByteLength(key) === 65 && key.startsWith('B'), {
            error: reminderMessages.p256dh,
          }),
        auth: z
          .string({ error: reminderMessages.auth })
          .refine((key) => base64UrlByteLength(key) === 16, { error: reminderMessages.auth }),
      },
      { error: strictObjectError('The notification keys') },
    ),
    label: z
      .string({ error: 'The device name must be text.' })
      .refine(isStorableText, storableTextCheck('The device name'))
      .trim()
      .max(MAX_DEVICE_LABEL_LENGTH, `The device name must be at most ${MAX_DEVICE_LABEL_LENGTH} characters.`)
      .optional(),
  },
  { error: strictObjectError('A notification subscription') },
);
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export type ReminderDto = {
  id: string;
  kind: (typeof REMINDER_KINDS)[number];
  time: string;
  weekdays: number[];
  channel: ReminderChannel;
  skipIfLogged: boolean;
  enabled: boolean;
  /** What it is called in lists: "Evening check-in". */
  name: string;
  /**
   * The next time it comes (ISO), or null when it is off or quiet. An experiment reminder's is
   * the next due time on which its experiment asks something of it; a questionnaire reminder's
   * the next due day of a questionnaire not yet filled in.
   */
  nextAt: string | null;
  /** Why an experiment or questionnaire reminder that is on has no next time; null otherwise. */
  quiet: ReminderQuiet | null;
};

export type PushDeviceDto = { id: string; label: string; createdAt: string; lastSentAt: string | null };

export type RemindersOverviewDto = {
  reminders: ReminderDto[];
  settings: {
    quietHours: { start: string; end: string } | null;
    offerDismissed: boolean;
    pausedUntil: string | null;
  };
  devices: PushDeviceDto[];
  /** The server's VAPID public key, for the browser's subscribe(). */
  pushPublicKey: string;
  /** Whether emails can really be sent (an SMTP server is configured). */
  emailAvailable: boolean;
};
