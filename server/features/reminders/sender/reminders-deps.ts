import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { createPushSender, type PushSender } from './push-sender.ts';
import type { ReminderSender } from './reminder-sender.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';

export type RemindersDeps = {
  /** The server's VAPID keys, read (or made) once, on first use. */
  vapidKeys(): Promise<VapidKeys>;
  sendPush: PushSender;
  mailer: Mailer;
  /** Whether emails really leave the server (an SMTP server is configured). */
  emailAvailable: boolean;
  /** Signs the unsubscribe links of reminder emails. */
  linkSecret: string;
  /** This instance's sender, once server/index.ts has started it. */
  sender: ReminderSender | undefined;
};

export function createRemindersDeps({
  db,
  config,
  mailer,
  linkSecret,
  sendPush,
}: {
  db: Database;
  config: Config;
  mailer: Mailer;
  linkSecret: string;
  sendPush?: PushSender | undefined;
}): RemindersDeps {
  let keys: Promise<VapidKeys> | undefined;
  const vapidKeys = () => {
    keys ??= loadVapidKeys(db, config).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
  let webPush: PushSender | undefined;
  return {
    vapidKeys,
    sendPush:
      sendPush ??
      (async (target, payload) => {
        webPush ??= createPushSender(await vapidKeys());
        return webPush(target, payload);
      }),
    mailer,
    emailAvailable: config.smtpUrl !== undefined,
    linkSecret,
    sender: undefined,
  };
}
