import type { RequestIdVariables } from 'hono/request-id';
import type pg from 'pg';
import type { ChatClient } from './ai/chat-completions.ts';
import type { Auth } from './auth/auth.ts';
import type { ClientIpResolver } from './auth/client-ip.ts';
import type { SessionReader, SignedInPerson } from './auth/session-reader.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { RemindersDeps } from './features/reminders/sender/reminders-deps.ts';
import type { Logger } from './logger.ts';
import type { LabelReader } from './photos/label-reader.ts';
import type { PhotoNormaliser } from './photos/photo-processor.ts';

export type AppDeps = {
  config: Config;
  logger: Logger;
  pool: pg.Pool;
  db: Database;
  auth: Auth;
  resolveClientIp: ClientIpResolver;
  /** The signed-in person of a request, from the database on every call (see requireSession). */
  readSession: SessionReader;
  version: string;
  /** The OpenAI-compatible provider that words insights; undefined when none is configured. */
  ai: ChatClient | undefined;
  /** Redraws an uploaded photo (upright, scaled, metadata gone), in the photo process. */
  normalisePhoto: PhotoNormaliser;
  /** Reads the ingredients on a photo of a food label, on this server; undefined: not available. */
  readLabel: LabelReader | undefined;
  /** The clock every day rule reads; tests pin it to cross midnights and edit windows. */
  now: () => Date;
  /** Web push keys and sending, emails and the sender's state, for the reminders routes. */
  reminders: RemindersDeps;
};

export type AppEnv = { Variables: RequestIdVariables & { deps: AppDeps } };

/** The environment of every route behind requireSession: the signed-in user is always there. */
export type SignedInEnv = {
  Variables: AppEnv['Variables'] & { user: SignedInPerson; sessionId: string };
};
