import type { RequestIdVariables } from 'hono/request-id';
import type pg from 'pg';
import type { Auth } from './auth/auth.ts';
import type { ClientIpResolver } from './auth/client-ip.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './logger.ts';

export type AppDeps = {
  config: Config;
  logger: Logger;
  pool: pg.Pool;
  db: Database;
  auth: Auth;
  resolveClientIp: ClientIpResolver;
  version: string;
  /** The clock every day rule reads; tests pin it to cross midnights and edit windows. */
  now: () => Date;
};

export type AppEnv = { Variables: RequestIdVariables & { deps: AppDeps } };

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

/** The environment of every route behind requireSession: the signed-in user is always there. */
export type SignedInEnv = {
  Variables: AppEnv['Variables'] & { user: SessionUser; sessionId: string };
};
