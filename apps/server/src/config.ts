import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseAddressRanges } from './lib/address-ranges';

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  DATABASE_READ_URL: z.url({ message: 'DATABASE_READ_URL must be a postgres:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .int('DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .min(1, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .max(100, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .default(10),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber('DATABASE_CONNECT_TIMEOUT_MS', 100, 60_000).default(2000),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber('DATABASE_STATEMENT_TIMEOUT_MS', 0, 600_000).default(10_000),
  READY_MAX_REPLICA_LAG_S: wholeNumber('READY_MAX_REPLICA_LAG_S', 1, 3600).default(30),
  READY_MIN_FREE_DISK_MB: wholeNumber('READY_MIN_FREE_DISK_MB', 0, 10_000_000).default(256),
  METRICS_ALLOW: z.string().default('127.0.0.1/32,::1/128'),
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  LOAD_SHED_MAX_LAG_MS: wholeNumber('LOAD_SHED_MAX_LAG_MS', 0, 60_000).optional(),
  LOAD_SHED_RETRY_AFTER_S: wholeNumber('LOAD_SHED_RETRY_AFTER_S', 1, 600).default(5),
  SHUTDOWN_GRACE_MS: wholeNumber('SHUTDOWN_GRACE_MS', 0, 600_000).default(20_000),
  REQUEST_TIMEOUT_MS: wholeNumber('REQUEST_TIMEOUT_MS', 1000, 3_600_000).default(180_000),
  HEADERS_TIMEOUT_MS: wholeNumber('HEADERS_TIMEOUT_MS', 1000, 600_000).default(10_000),
  BODY_IDLE_TIMEOUT_MS: wholeNumber('BODY_IDLE_TIMEOUT_MS', 1000, 600_000).default(30_000),
  SHUTDOWN_DRAIN_MS: wholeNumber('SHUTDOWN_DRAIN_MS', 0, 60_000).optional(),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a full URL such as https://agentsy.example' }).optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ADMIN_ACCESS_CODE: z.string().min(8, 'ADMIN_ACCESS_CODE must be at least 8 characters').optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  JOBS: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => v === 'true' || v === 'false' || v.split(',').every((a) => isIP(a.trim().split('/')[0]!) !== 0),
      'TRUST_PROXY must be true, false, or the proxy addresses such as 127.0.0.1,10.0.0.0/8',
    ),
  AUTH_RATE_LIMIT: z.enum(['true', 'false']).optional(),
  LISTINGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  LEADERBOARD_CACHE: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_BUCKET: z.string().min(3, 'S3_BUCKET must be a bucket name').optional(),
  S3_ENDPOINT: z.url({ message: 'S3_ENDPOINT must be a full URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  SMTP_URL: z
    .url({ message: 'SMTP_URL must be a URL such as smtps://user:pass@smtp.example.com:465' })
    .refine((u) => /^smtps?:\/\//.test(u), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3, 'MAIL_FROM must be an address such as Agentsy <no-reply@agentsy.example>').optional(),
  CRASH_DRILL_HOLD_CHARGE: z.coerce.number().int().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_...')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_...')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_...')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica for the catalogue's reads; undefined means everything reads the primary. */
  databaseReadUrl: string | undefined;
  /** Connections to PostgreSQL; about twice the database server's cores serves it best. */
  databasePoolSize: number;
  /** How long a request waits for a PostgreSQL connection before it fails with a 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL's statement_timeout for the app's pool; 0 means none. Migrations have none. */
  databaseStatementTimeoutMs: number;
  /** /readyz says not ready when the read replica is further behind than this. */
  maxReplicaLagSeconds: number;
  /** /readyz says not ready when the data folder's disk has less free space than this. */
  minFreeDiskBytes: number;
  /** Who may read /metrics: socket addresses in these ranges (not proxied), or the bearer token. */
  metrics: { allow: string; token: string | undefined };
  /** Answer 503 with Retry-After when the event loop lags more than this (ms); 0 turns it off. */
  loadShed: { maxEventLoopDelayMs: number; retryAfterSeconds: number };
  /** How long SIGTERM waits for open requests before the process exits anyway. */
  shutdownGraceMs: number;
  /**
   * How long a client may take to send a request (docs/decisions/046-uploads-request-timeouts.md):
   * the whole of it, its headers, and the longest pause inside its body.
   */
  timeouts: { requestMs: number; headersMs: number; bodyIdleMs: number };
  /**
   * After SIGTERM, how long the process keeps its listening socket and kept-alive connections
   * while every answer says `Connection: close`, before it stops accepting (see main.ts).
   */
  shutdownDrainMs: number;
  publicUrl: string;
  /** Origins whose browsers may call the API with cookies: PUBLIC_URL, plus loopback aliases of the default. */
  trustedOrigins: string[];
  sessionSecret: string;
  adminAccessCode: string;
  seedDemo: boolean;
  /**
   * Run the scheduled jobs (payouts, mail sending, reconciliation) in this process. Off where
   * something else runs them: the API suite's cluster stage drives each job from its tests.
   */
  runJobs: boolean;
  logLevel: string;
  /** How long anonymous marketplace answers are reused in this process; 0 turns it off. */
  listingsCacheMs: number;
  /** Keep leaderboard answers for the minutes the spec allows (5 or 10); off only where tests need fresh figures. */
  leaderboardCache: boolean;
  /** Serve the built web app from apps/web/dist. */
  serveWeb: boolean;
  authRateLimit: boolean;
  /**
   * Behind a load balancer: take the client address from X-Forwarded-For. A list trusts the
   * header only on connections from those addresses (Fastify's trustProxy), so a client that
   * reaches the app directly cannot choose its own address.
   */
  trustProxy: boolean | string[];
  /** Object storage for uploads; undefined means local disk under DATA_DIR/uploads. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /** Outgoing mail server; undefined means mails are written to the log. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string | undefined;
  /** The real card provider; undefined means the built-in sandbox. */
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        /** Only tests set this: the SDK talks to a local stand-in instead of api.stripe.com. */
        api?: { host: string; port: number; protocol: 'http' | 'https' };
      }
    | undefined;
  /**
   * Crash drill (crash-drill.test.ts), NODE_ENV=test only: the Nth sandbox charge of the process
   * never goes on to make its order, so the drill can kill the server between the two.
   */
  crashDrillHoldCharge?: number;
};

export class ConfigError extends Error {}

/** A secret kept in DATA_DIR so an embedded install stays signed in across restarts. */
const persistedSecret = (dataDir: string, name: string, make: () => string) => {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
};

/** S3 settings only make sense together; a half-set group is a typo, not a choice. */
const checkS3 = (e: z.infer<typeof envSchema>) => {
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  const stray = others.filter((k) => e[k] !== undefined);
  if (!e.S3_BUCKET && stray.length) return `S3_BUCKET: required when ${stray.join(', ')} is set`;
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together';
  }
  return undefined;
};

/** Stripe needs all three keys: a secret key alone would take payments we can never confirm. */
const stripeOf = (e: z.infer<typeof envSchema>): Config['stripe'] => {
  const keys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(keys)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 3) return undefined;
  if (missing.length) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required when any STRIPE_* key is set`);
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
  };
};

const trustProxyOf = (value: string): Config['trustProxy'] => {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((a) => a.trim());
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Problem = checkS3(e);
  if (s3Problem) throw new ConfigError(`Invalid configuration:\n  ${s3Problem}`);
  const metricsAllow = e.METRICS_ALLOW.trim() === 'none' ? '' : e.METRICS_ALLOW;
  const badRanges = parseAddressRanges(metricsAllow).bad;
  if (badRanges.length) {
    throw new ConfigError(
      `Invalid configuration:\n  METRICS_ALLOW: not an address or range: ${badRanges.join(', ')} (use e.g. 127.0.0.1/32,::1, or none)`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const isEmbedded = !e.DATABASE_URL;
  if (e.DATABASE_READ_URL && isEmbedded) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL, the primary it replicates');
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS || e.BODY_IDLE_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_MS and BODY_IDLE_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    );
  }
  if (!isEmbedded && e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when DATABASE_URL is set in production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    maxReplicaLagSeconds: e.READY_MAX_REPLICA_LAG_S,
    minFreeDiskBytes: e.READY_MIN_FREE_DISK_MB * 1024 * 1024,
    metrics: { allow: metricsAllow, token: e.METRICS_TOKEN },
    // A loaded test machine lags now and then; suites that test shedding turn it on.
    loadShed: {
      maxEventLoopDelayMs: e.LOAD_SHED_MAX_LAG_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_S,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: e.HEADERS_TIMEOUT_MS, bodyIdleMs: e.BODY_IDLE_TIMEOUT_MS },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    // Without a PUBLIC_URL, people open the local app as localhost or 127.0.0.1 alike.
    trustedOrigins: e.PUBLIC_URL
      ? [e.PUBLIC_URL.replace(/\/$/, '')]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`],
    sessionSecret:
      e.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', () => randomBytes(32).toString('hex')),
    adminAccessCode:
      e.ADMIN_ACCESS_CODE ?? persistedSecret(dataDir, 'admin-access-code', () => randomBytes(9).toString('base64url')),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : isEmbedded,
    runJobs: e.JOBS === 'true',
    logLevel: e.LOG_LEVEL,
    // Tests write rows straight into the database between calls; they opt in where they test it.
    listingsCacheMs: e.LISTINGS_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    leaderboardCache: e.LEADERBOARD_CACHE ? e.LEADERBOARD_CACHE === 'true' : e.NODE_ENV !== 'test',
    serveWeb: e.NODE_ENV === 'production',
    authRateLimit: e.AUTH_RATE_LIMIT ? e.AUTH_RATE_LIMIT === 'true' : e.NODE_ENV !== 'test',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Most self-hosted S3 servers (MinIO and the like) only speak path-style URLs.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: stripeOf(e),
    // Only a test server honours it: a production process never parks a paid request.
    crashDrillHoldCharge: e.NODE_ENV === 'test' ? e.CRASH_DRILL_HOLD_CHARGE : undefined,
  };
};
