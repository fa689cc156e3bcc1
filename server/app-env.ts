import type { RequestIdVariables } from 'hono/request-id';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './logger.ts';

export type AppDeps = {
  config: Config;
  logger: Logger;
  pool: pg.Pool;
  db: Database;
  version: string;
};

export type AppEnv = { Variables: RequestIdVariables & { deps: AppDeps } };
