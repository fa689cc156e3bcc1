import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTurnBufferedDestination } from './log-destination.ts';

const loggerModule = fileURLToPath(new URL('./logger.ts', import.meta.url));

describe('createTurnBufferedDestination', () => {
  it("writes one turn's lines together, once that turn's callbacks are done", async () => {
    const writes: string[] = [];
    const destination = createTurnBufferedDestination({ write: (text) => writes.push(text) });
    destination.write('one\n');
    destination.write('two\n');
    await Promise.resolve();
    destination.write('three\n');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['one\ntwo\nthree\n']);
    destination.write('four\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['one\ntwo\nthree\n', 'four\n']);
  });

  it('writes what is pending at once on flushSync, and nothing twice', async () => {
    const writes: string[] = [];
    const destination = createTurnBufferedDestination({ write: (text) => writes.push(text) });
    destination.write('pending\n');
    destination.flushSync();
    expect(writes).toEqual(['pending\n']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['pending\n']);
  });
});

// The server's logger on a real stdout: the last lines before an exit or a crash are not lost.
function runLogger(script: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

describe('the stdout logger when the process ends', () => {
  it('keeps the lines logged just before process.exit', () => {
    const result = runLogger(
      `import { createLogger } from ${JSON.stringify(loggerModule)};
       const logger = createLogger({ logLevel: 'info' });
       logger.info('first'); logger.info('last words');
       process.exit(3);`,
    );
    expect(result.status).toBe(3);
    const messages = result.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(['first', 'last words']);
  });

  it('keeps the lines logged just before an uncaught exception', () => {
    const result = runLogger(
      `import { createLogger } from ${JSON.stringify(loggerModule)};
       const logger = createLogger({ logLevel: 'info' });
       logger.error({ event: 'about-to-fail' }, 'failing now');
       throw new Error('boom');`,
    );
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('"msg":"failing now"');
    expect(result.stderr).toContain('boom');
  });
});
