import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// The only module that reads process.env. Everything else receives a parsed Config.

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Digits only: Number() would read " " as port 0 (a random port) and "0x50" as 80.
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(65535))
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Tend <no-reply@localhost>'),
  TRUST_PROXY: z
    .string()
    .refine((value) => value.split(',').every((entry) => isAddressOrSubnet(entry.trim())), {
      error: 'must be a comma-separated list of IP addresses or CIDR ranges',
    })
    .optional(),
  // Hours between scheduled backups; 0 turns them off. Fractions are allowed (0.5 is every 30 min).
  BACKUP_INTERVAL_HOURS: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number of hours, 0 or more (0 turns scheduled backups off)')
    .transform(Number)
    .pipe(z.number().max(24 * 366, 'must be at most a year (8784 hours)'))
    .optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of backups to keep, 1 or more')
    .transform(Number)
    .pipe(z.number().min(1, 'must keep at least 1 backup'))
    .default(7),
  // Optional wording of insights by any OpenAI-compatible chat-completions server (OpenAI, Ollama,
  // llama.cpp, vLLM, LM Studio). The base URL is the part before /chat/completions.
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1, 'must name a model').optional(),
  AI_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(
      z.number().min(100, 'must be at least 100 ms').max(600_000, 'must be at most 600000 ms (10 minutes)'),
    )
    .default(20_000),
  // Meal photos go to this model (one that reads images); unset: AI_MODEL.
  AI_VISION_MODEL: z.string().trim().min(1, 'must name a model').optional(),
  AI_VISION_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .pipe(
      z.number().min(100, 'must be at least 100 ms').max(600_000, 'must be at most 600000 ms (10 minutes)'),
    )
    .default(30_000),
  // Web push (reminders). Unset: a key pair is generated at first start and kept in the database.
  // An operator may bring their own pair (both, base64url, as `npx web-push generate-vapid-keys`
  // prints them); browsers tie subscriptions to the public key, so it must never change.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  // Who push services contact about this server: mailto: or https:. Unset: MAIL_FROM's address.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // Batches of due reminders sent at once (up to 25 each, a connection each); 0 turns the reminder
  // sender off in this instance (another instance may send).
  REMINDER_SENDER_CONCURRENCY: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of parallel sends, 0 turns the sender off')
    .transform(Number)
    .pipe(z.number().max(64, 'must be at most 64'))
    .default(4),
  // Who may make an account: 'open' (anyone who reaches the server), 'invite' (whoever has an
  // invitation code from the operator, scripts/invite.ts) or 'closed' (nobody new).
  SIGN_UP: z
    .enum(['open', 'invite', 'closed'], { error: "must be 'open', 'invite' or 'closed'" })
    .default('open'),
  // Sign-up closes by itself once this many accounts exist (a family's server: its first N people).
  SIGN_UP_LIMIT: z
    .string()
    .regex(/^\d+$/, 'must be a whole number of accounts, 1 or more')
    .transform(Number)
    .pipe(z.number().min(1, 'must be at least 1 (SIGN_UP=closed closes sign-up for everyone)'))
    .optional(),
  // 'thread': the sender on a thread of lower CPU priority (requests keep the cores in a burst of
  // thousands of due reminders, at about 80 MiB more memory); 'inline': on the server's thread.
  REMINDER_SENDER_THREAD: z
    .enum(['inline', 'thread'], { error: "must be 'inline' or 'thread'" })
    .default('inline'),
});

function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: (typeof logLevels)[number];
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  signUp: {
    /** false: nobody may make an account (SIGN_UP=closed). */
    open: boolean;
    /** A new account needs an invitation code (SIGN_UP=invite). */
    invitation: boolean;
    /** Sign-up closes once this many accounts exist; undefined: no limit. */
    limit: number | undefined;
  };
  /** Proxies whose X-Forwarded-For is believed; empty: the socket address is the client. */
  trustedProxies: string[];
  backup: {
    /** 0: no scheduled backups (`npm run backup` still works). */
    intervalHours: number;
    dir: string;
    keep: number;
  };
  /** The chat-completions server that words insights; undefined: the engine's own words. */
  ai: AiConfig | undefined;
  reminders: {
    /** An operator's own VAPID pair; undefined: the pair kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    vapidSubject: string;
    /** Batches of due reminders this instance sends at once; 0: no sender here. */
    concurrency: number;
    /** Where the sender runs: the server's thread, or a niced thread of its own (decision 020). */
    senderThread: 'inline' | 'thread';
  };
  version: string;
};

export type AiConfig = {
  /** Without a trailing slash: requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as a Bearer token when set; local servers (Ollama, llama.cpp) usually need none. */
  apiKey: string | undefined;
  model: string;
  /** For the whole wording of one result, repair retry included. */
  timeoutMs: number;
  /** The model meal photos are sent to (AI_VISION_MODEL, else AI_MODEL). */
  visionModel: string;
  /** For the analysis of one photo, repair retry included (the spec's 30 s by default). */
  visionTimeoutMs: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const secretVariables = new Set(['AUTH_SECRET', 'DATABASE_URL', 'SMTP_URL', 'AI_API_KEY', 'AI_BASE_URL']);

type Env = Record<string, string | undefined>;

/** Parses the environment; throws a ConfigError whose message names the first bad variable. */
export function parseConfig(env: Env, version = '0.0.0'): Config {
  // An empty value in .env means "not set", as in most dotenv tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    // Secrets (a database URL carries its password) never reach the message, hence the log.
    const shown =
      present[variable] === undefined || secretVariables.has(variable) ? '' : ` (got "${present[variable]}")`;
    throw new ConfigError(`${variable} is invalid: ${issue?.message ?? 'unknown problem'}${shown}`);
  }
  const parsed = result.data;
  const isProduction = parsed.NODE_ENV === 'production';
  if (isProduction && !parsed.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET is required when NODE_ENV=production (at least 32 random characters)');
  }
  if (isProduction && !parsed.SMTP_URL) {
    // Without mail nobody could reset a forgotten password; in development the code goes to the log.
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production (password reset codes are emailed)');
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    nodeEnv: parsed.NODE_ENV,
    isProduction,
    port: parsed.PORT,
    host: parsed.HOST,
    appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    logLevel: parsed.LOG_LEVEL,
    authSecret: parsed.AUTH_SECRET,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    signUp: {
      open: parsed.SIGN_UP !== 'closed',
      invitation: parsed.SIGN_UP === 'invite',
      limit: parsed.SIGN_UP_LIMIT,
    },
    trustedProxies: (parsed.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    backup: {
      // Daily for the embedded database, which has no other backup; an external PostgreSQL usually
      // has its operator's own, so there it is off unless asked for.
      intervalHours: parsed.BACKUP_INTERVAL_HOURS ?? (parsed.DATABASE_URL ? 0 : 24),
      dir: parsed.BACKUP_DIR ? path.resolve(parsed.BACKUP_DIR) : path.join(dataDir, 'backups'),
      keep: parsed.BACKUP_KEEP,
    },
    ai: aiConfig(parsed),
    reminders: remindersConfig(parsed),
    version,
  };
}

function remindersConfig(parsed: ParsedEnv): Config['reminders'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = parsed;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
  }
  // MAIL_FROM is 'Name <address>' or a bare address.
  const address = /<([^>]+)>/.exec(parsed.MAIL_FROM)?.[1] ?? parsed.MAIL_FROM.trim();
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject: parsed.VAPID_SUBJECT ?? `mailto:${address}`,
    concurrency: parsed.REMINDER_SENDER_CONCURRENCY,
    senderThread: parsed.REMINDER_SENDER_THREAD,
  };
}

type ParsedEnv = z.infer<typeof envSchema>;

// Half a provider (a URL without a model, a key without a URL) is a mistake to name at start-up,
// not a silent fall back to the engine's words that the operator would only notice on the page.
function aiConfig(parsed: ParsedEnv): AiConfig | undefined {
  const { AI_BASE_URL: baseUrl, AI_MODEL: model, AI_API_KEY: apiKey, AI_VISION_MODEL: visionModel } = parsed;
  if (!baseUrl && !model && !apiKey) {
    if (visionModel) throw new ConfigError('AI_VISION_MODEL needs AI_BASE_URL and AI_MODEL to be set too');
    return undefined;
  }
  if (!baseUrl) {
    throw new ConfigError(
      'AI_BASE_URL is required when AI_MODEL or AI_API_KEY is set (e.g. https://api.openai.com/v1 or http://localhost:11434/v1)',
    );
  }
  if (!model) {
    throw new ConfigError('AI_MODEL is required when AI_BASE_URL is set (the model name the server knows)');
  }
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model,
    timeoutMs: parsed.AI_TIMEOUT_MS,
    visionModel: visionModel ?? model,
    visionTimeoutMs: parsed.AI_VISION_TIMEOUT_MS,
  };
}

export function loadConfig(): Config {
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return parseConfig(process.env, packageJson.version);
}

/**
 * Outside production an unset AUTH_SECRET is generated once and kept in DATA_DIR, so sessions survive
 * restarts without the operator having to invent a secret for a first run.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
