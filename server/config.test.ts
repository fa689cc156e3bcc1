import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, resolveAuthSecret } from './config.ts';
import { runNode } from './test/processes.ts';

const strongSecret = 'k'.repeat(32);

function configError(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe('parseConfig', () => {
  it('has defaults that start a local instance', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      logLevel: 'info',
      authSecret: undefined,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('derives the default APP_URL from PORT and resolves DATA_DIR', () => {
    const config = parseConfig({ PORT: '8080', DATA_DIR: 'some/where' });
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.dataDir).toBe(path.resolve('some/where'));
  });

  it('takes the given values, and treats an empty value as unset', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PORT: '',
      HOST: '0.0.0.0',
      APP_URL: 'https://tend.example.org/',
      DATABASE_URL: 'postgresql://tend:pw@db.internal:5432/tend',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: strongSecret,
      SMTP_URL: 'smtp://mail.internal:587',
    });
    expect(config).toMatchObject({
      isProduction: true,
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'https://tend.example.org',
      databaseUrl: 'postgresql://tend:pw@db.internal:5432/tend',
      logLevel: 'warn',
      authSecret: strongSecret,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['PORT', ' '],
    ['PORT', '0x50'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['DATABASE_URL', 'mysql://tend@db.internal/tend'],
    ['DATABASE_URL', 'not a url'],
    ['APP_URL', 'not-a-url'],
    ['APP_URL', 'ftp://tend.example.org'],
    ['AUTH_SECRET', 'too-short'],
  ])('refuses %s=%j with a message naming the variable', (name, value) => {
    const error = configError({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^${name} is invalid: `));
  });

  it('says what a valid URL looks like', () => {
    expect(configError({ DATABASE_URL: 'mysql://tend@db/tend' }).message).toContain('postgres://');
    expect(configError({ APP_URL: 'ftp://tend.example.org' }).message).toContain('https://');
  });

  it('reads sign-up open, by invitation, closed or closed after the first N accounts', () => {
    expect(parseConfig({}).signUp).toEqual({ open: true, invitation: false, limit: undefined });
    expect(parseConfig({ SIGN_UP: 'closed' }).signUp).toEqual({
      open: false,
      invitation: false,
      limit: undefined,
    });
    expect(parseConfig({ SIGN_UP_LIMIT: '5' }).signUp).toEqual({ open: true, invitation: false, limit: 5 });
    expect(parseConfig({ SIGN_UP: 'invite', SIGN_UP_LIMIT: '4' }).signUp).toEqual({
      open: true,
      invitation: true,
      limit: 4,
    });
    expect(configError({ SIGN_UP: 'invitation' }).message).toBe(
      `SIGN_UP is invalid: must be 'open', 'invite' or 'closed' (got "invitation")`,
    );
    expect(configError({ SIGN_UP_LIMIT: '0' }).message).toMatch(
      /^SIGN_UP_LIMIT is invalid: must be at least 1/,
    );
  });

  it('never repeats a secret in its message', () => {
    const databaseError = configError({ DATABASE_URL: 'mysql://tend:hunter2-database@db/tend' });
    expect(databaseError.message).not.toContain('hunter2-database');
    const secretError = configError({ AUTH_SECRET: 'hunter2-secret' });
    expect(secretError.message).not.toContain('hunter2-secret');
  });

  it('shows a harmless bad value, so the operator sees what was read', () => {
    expect(configError({ PORT: 'abc' }).message).toContain('"abc"');
  });

  it('requires AUTH_SECRET in production', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.message).toMatch(/^AUTH_SECRET is required when NODE_ENV=production/);
    expect(
      parseConfig({ NODE_ENV: 'production', AUTH_SECRET: strongSecret, SMTP_URL: 'smtp://mail.internal' })
        .authSecret,
    ).toBe(strongSecret);
  });

  it('requires SMTP_URL in production, so forgotten passwords can be reset', () => {
    const error = configError({ NODE_ENV: 'production', AUTH_SECRET: strongSecret });
    expect(error.message).toMatch(/^SMTP_URL is required when NODE_ENV=production/);
  });

  it('refuses a TRUST_PROXY that is not a list of addresses or ranges, and never echoes SMTP_URL', () => {
    expect(configError({ TRUST_PROXY: '10.0.0.1,not-an-ip' }).message).toMatch(/^TRUST_PROXY is invalid/);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
    ]);
    const smtpError = configError({ SMTP_URL: 'http://user:hunter2@mail' });
    expect(smtpError.message).toMatch(/^SMTP_URL is invalid/);
    expect(smtpError.message).not.toContain('hunter2');
  });

  it('has no AI provider unless one is configured', () => {
    expect(parseConfig({}).ai).toBeUndefined();
    expect(parseConfig({ AI_BASE_URL: '', AI_MODEL: '', AI_API_KEY: '' }).ai).toBeUndefined();
  });

  it('reads an AI provider: base URL without its trailing slash, key optional, 20 s by default', () => {
    expect(
      parseConfig({ AI_BASE_URL: 'https://api.example.org/v1/', AI_MODEL: 'gpt-x', AI_API_KEY: 'sk-1' }).ai,
    ).toEqual({
      baseUrl: 'https://api.example.org/v1',
      apiKey: 'sk-1',
      model: 'gpt-x',
      timeoutMs: 20_000,
      visionModel: 'gpt-x',
      visionTimeoutMs: 30_000,
    });
    expect(
      parseConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.2', AI_TIMEOUT_MS: '60000' })
        .ai,
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 60_000,
      visionModel: 'llama3.2',
      visionTimeoutMs: 30_000,
    });
  });

  it('sends meal photos to AI_VISION_MODEL when it is set, else to AI_MODEL', () => {
    const ai = parseConfig({
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.2',
      AI_VISION_MODEL: 'llava',
      AI_VISION_TIMEOUT_MS: '45000',
    }).ai;
    expect(ai).toMatchObject({ model: 'llama3.2', visionModel: 'llava', visionTimeoutMs: 45_000 });
    expect(configError({ AI_VISION_MODEL: 'llava' }).message).toMatch(/^AI_VISION_MODEL needs AI_BASE_URL/);
  });

  it('names what is missing or wrong in an AI provider, never echoing the key', () => {
    expect(configError({ AI_MODEL: 'gpt-x' }).message).toMatch(/^AI_BASE_URL is required when AI_MODEL/);
    expect(configError({ AI_API_KEY: 'sk-hunter2' }).message).toMatch(/^AI_BASE_URL is required/);
    expect(configError({ AI_BASE_URL: 'https://api.example.org/v1' }).message).toMatch(
      /^AI_MODEL is required when AI_BASE_URL is set/,
    );
    expect(configError({ AI_BASE_URL: 'ftp://models.internal', AI_MODEL: 'm' }).message).toMatch(
      /^AI_BASE_URL is invalid: must be an http:\/\/ or https:\/\/ URL$/,
    );
    expect(configError({ AI_BASE_URL: 'http://x', AI_MODEL: ' ' }).message).toMatch(/^AI_MODEL is invalid/);
    expect(configError({ AI_BASE_URL: 'http://x', AI_MODEL: 'm', AI_TIMEOUT_MS: '20s' }).message).toMatch(
      /^AI_TIMEOUT_MS is invalid: must be a whole number of milliseconds/,
    );
    const keyError = configError({ AI_BASE_URL: 'not a url', AI_API_KEY: 'sk-hunter2', AI_MODEL: 'm' });
    expect(keyError.message).not.toContain('hunter2');
  });
});

describe('resolveAuthSecret', () => {
  let tempDir: string | undefined;
  afterEach(() => {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    tempDir = undefined;
  });

  it('generates a secret once into DATA_DIR, readable only by its owner, and keeps it', () => {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'tend-config-'));
    const dataDir = path.join(tempDir, 'data');
    const config = parseConfig({ DATA_DIR: dataDir });

    const first = resolveAuthSecret(config);
    const file = path.join(dataDir, 'auth-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    expect(resolveAuthSecret(config)).toBe(first);
    expect(resolveAuthSecret(parseConfig({ DATA_DIR: dataDir }))).toBe(first);

    // Another data folder gets its own secret.
    const other = resolveAuthSecret(parseConfig({ DATA_DIR: path.join(tempDir, 'other') }));
    expect(other).not.toBe(first);
  });

  it('uses AUTH_SECRET when it is set and writes nothing', () => {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'tend-config-'));
    const dataDir = path.join(tempDir, 'data');
    expect(resolveAuthSecret(parseConfig({ DATA_DIR: dataDir, AUTH_SECRET: strongSecret }))).toBe(
      strongSecret,
    );
    expect(() => statSync(path.join(dataDir, 'auth-secret'))).toThrow();
  });
});

describe('start-up with a bad configuration', () => {
  it('fails fast with one clear line naming the variable', async () => {
    const tempDir = mkdtempSync(path.join(os.tmpdir(), 'tend-config-'));
    try {
      const result = await runNode('server/index.ts', { PORT: 'abc', DATA_DIR: path.join(tempDir, 'data') });
      expect(result.code).not.toBe(0);
      expect(typeof result.code).toBe('number');
      const lines = result.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Tend cannot start: PORT is invalid: .*"abc"/);
      expect(result.stdout).toBe('');
    } finally {
      rmSync(tempDir, { recursive: true, force: true });
    }
  });
});
