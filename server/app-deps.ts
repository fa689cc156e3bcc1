import type pg from 'pg';
import { createChatClient } from './ai/chat-completions.ts';
import type { AppDeps } from './app-env.ts';
import { createAuth } from './auth/auth.ts';
import { createClientIpResolver } from './auth/client-ip.ts';
import { createSessionReader } from './auth/session-reader.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PushSender } from './features/reminders/sender/push-sender.ts';
import { createRemindersDeps } from './features/reminders/sender/reminders-deps.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { sharedPhotoProcess } from './photo-process/photo-process.ts';
import type { LabelReader } from './photos/label-reader.ts';
import type { PhotoNormaliser } from './photos/photo-processor.ts';

type DepsParts = {
  config: Config;
  logger: Logger;
  pool: pg.Pool;
  db: Database;
  mailer: Mailer;
  authSecret: string;
  /** Tests pin it to cross midnights and edit windows. */
  now?: () => Date;
  /** The ingredients-label reader; tests give one of their own. */
  readLabel?: LabelReader | undefined;
  /** Redraws uploaded photos; by default the process's shared photo process (a child, on first use). */
  normalisePhoto?: PhotoNormaliser | undefined;
  /** Delivers web push; by default web-push with the server's VAPID keys. */
  sendPush?: PushSender | undefined;
};

/** Everything a request handler may use, wired the same way for the server and for the tests. */
export function createAppDeps({
  config,
  logger,
  pool,
  db,
  mailer,
  authSecret,
  now,
  readLabel,
  normalisePhoto,
  sendPush,
}: DepsParts): AppDeps {
  const auth = createAuth({ config, db, logger, mailer, secret: authSecret });
  return {
    config,
    logger,
    pool,
    db,
    auth,
    resolveClientIp: createClientIpResolver(config.trustedProxies),
    readSession: createSessionReader(auth, pool),
    version: config.version,
    ai: config.ai ? createChatClient(config.ai) : undefined,
    // server/index.ts gives the OCR engine (server/ocr/); API tests give their own or none.
    readLabel,
    // Nothing starts until the first photo: the child process is forked then.
    normalisePhoto:
      normalisePhoto ?? ((bytes, kind, maxSide) => sharedPhotoProcess().normalise(bytes, kind, maxSide)),
    now: now ?? (() => new Date()),
    reminders: createRemindersDeps({ db, config, mailer, linkSecret: authSecret, sendPush }),
  };
}
