// `npm run dev`: the API with --watch on an internal port, and Vite with hot reload on PORT
// (default 3000) proxying /api to it, so the browser sees one origin. Both use DATA_DIR's
// embedded PostgreSQL unless DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.TEND_DEV_API_PORT ?? '3001';
const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=domain', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: appUrl, LOG_LEVEL: process.env.LOG_LEVEL ?? 'debug' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, TEND_DEV_API_PORT: apiPort },
  }),
];

const stopAll = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  });
