import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import type { createApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { framedServerOptions } from '#server/http/framed-server-response.ts';
import type { Logger } from '#server/logger.ts';

/** Listens on HOST:PORT and, once listening, logs where, with the time the start-up took. */
export function startHttpServer(
  app: ReturnType<typeof createApp>,
  config: Config,
  logger: Logger,
  startUp: { embeddedDatabase: boolean; startedAt: number },
): ServerType {
  return serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // Every answer's fixed headers live on Node's response (http/framed-server-response.ts).
      serverOptions: framedServerOptions,
    },
    (info: AddressInfo) => {
      logger.info(
        {
          url: config.appUrl,
          port: info.port,
          database: startUp.embeddedDatabase ? 'embedded' : 'external',
          startupMs: Math.round(performance.now() - startUp.startedAt),
        },
        `Tend is listening on http://${info.address}:${info.port}`,
      );
    },
  );
}
