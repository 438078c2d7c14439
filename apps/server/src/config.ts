import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type Env, envSchema } from './config-env';
import { parseAddressRanges } from './lib/address-ranges';

export class ConfigError extends Error {}

type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Only tests set this: the SDK talks to a local stand-in instead of api.stripe.com. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

/** A secret kept in DATA_DIR so an embedded install stays signed in across restarts. */
const persistedSecret = (dataDir: string, name: string, make: () => string) => {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
};

/** SIGNING_KEY_PEM as a PEM (one line with \\n escapes is accepted), checked to be Ed25519. */
const signingKeyOf = (value: string | undefined) => {
  if (!value) return undefined;
  const pem = value.replace(/\\n/g, '\n').trim();
  try {
    if (createPrivateKey(pem).asymmetricKeyType === 'ed25519') return pem;
  } catch {}
  throw new ConfigError('Invalid configuration:\n  SIGNING_KEY_PEM: must be an Ed25519 private key in PEM (PKCS #8)');
};

/** S3 settings only make sense together; a half-set group is a typo, not a choice. */
const checkS3 = (e: Env) => {
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
  const stray = others.filter((k) => e[k] !== undefined);
  if (!e.S3_BUCKET && stray.length) return `S3_BUCKET: required when ${stray.join(', ')} is set`;
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    return 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together';
  }
  return undefined;
};

/** Stripe needs all three keys: a secret key alone would take payments we can never confirm. */
const stripeOf = (e: Env): StripeConfig | undefined => {
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

const trustProxyOf = (value: string): boolean | string[] => {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((a) => a.trim());
};

/**
 * The settings the code reads, parsed from the environment: `Config` is this schema's output, so
 * a setting is written once, here. A rule between variables throws `ConfigError` (which the
 * transform lets through) once each variable parsed on its own.
 */
const configSchema = envSchema.transform((e) => {
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
    /** A streaming replica for the catalogue's reads; undefined means everything reads the primary. */
    databaseReadUrl: e.DATABASE_READ_URL,
    /** Connections to PostgreSQL; about twice the database server's cores serves it best. */
    databasePoolSize: e.DATABASE_POOL_SIZE,
    /** PostgreSQL connections of the update notices' fan-out, apart from the requests'; 0 shares them. */
    databaseJobsPoolSize: e.DATABASE_JOBS_POOL_SIZE,
    /** The most a notices pass waits between batches while requests are busy (modules/releases/notices.ts). */
    noticesPacingMs: e.NOTICES_PACING_MS,
    /** How long a request waits for a PostgreSQL connection before it fails with a 503. */
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    /** PostgreSQL's statement_timeout for the app's pool; 0 means none. Migrations have none. */
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    /** /readyz says not ready when the read replica is further behind than this. */
    maxReplicaLagSeconds: e.READY_MAX_REPLICA_LAG_S,
    /** /readyz says not ready when the data folder's disk has less free space than this. */
    minFreeDiskBytes: e.READY_MIN_FREE_DISK_MB * 1024 * 1024,
    /** Who may read /metrics: socket addresses in these ranges (not proxied), or the bearer token. */
    metrics: { allow: metricsAllow, token: e.METRICS_TOKEN },
    /** Answer 503 with Retry-After when the event loop lags more than this (ms); 0 turns it off. */
    // A loaded test machine lags now and then; suites that test shedding turn it on.
    loadShed: {
      maxEventLoopDelayMs: e.LOAD_SHED_MAX_LAG_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
      retryAfterSeconds: e.LOAD_SHED_RETRY_AFTER_S,
    },
    /** How long SIGTERM waits for open requests before the process exits anyway. */
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    /**
     * How long a client may take to send a request (docs/decisions/046-uploads-request-timeouts.md):
     * the whole of it, its headers, and the longest pause inside its body.
     */
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: e.HEADERS_TIMEOUT_MS, bodyIdleMs: e.BODY_IDLE_TIMEOUT_MS },
    /**
     * After SIGTERM, how long the process keeps its listening socket and kept-alive connections
     * while every answer says `Connection: close`, before it stops accepting (see main.ts).
     */
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    /** Origins whose browsers may call the API with cookies: PUBLIC_URL, plus loopback aliases of the default. */
    // Without a PUBLIC_URL, people open the local app as localhost or 127.0.0.1 alike.
    trustedOrigins: e.PUBLIC_URL
      ? [e.PUBLIC_URL.replace(/\/$/, '')]
      : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, `http://[::1]:${e.PORT}`],
    sessionSecret:
      e.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', () => randomBytes(32).toString('hex')),
    /** The release-signing key given in the environment; undefined means the database keeps one. */
    signingKeyPem: signingKeyOf(e.SIGNING_KEY_PEM),
    adminAccessCode:
      e.ADMIN_ACCESS_CODE ?? persistedSecret(dataDir, 'admin-access-code', () => randomBytes(9).toString('base64url')),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : isEmbedded,
    /**
     * Run the scheduled jobs (payouts, mail sending, reconciliation) in this process. Off where
     * something else runs them: the API suite's cluster stage drives each job from its tests.
     */
    runJobs: e.JOBS === 'true',
    /**
     * The scan queue's worker in this process: scans at once, how often an idle worker looks for
     * work it was not woken for (0: this process scans nothing; tests drain the queue themselves),
     * how many older versions the background rescans queue a minute, and the scanning threads'
     * nice value (Linux), so scans take only the CPU that answering requests leaves.
     */
    scan: {
      threads: e.SCAN_THREADS,
      pollMs: e.SCAN_POLL_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
      rescansPerMinute: e.SCAN_RESCANS_PER_MINUTE,
      nice: e.SCAN_NICE,
    },
    logLevel: e.LOG_LEVEL,
    /** The public license calls, a minute's requests per client address (per call) and per key. */
    licenseLimits: { perAddress: e.LICENSE_LIMIT_PER_ADDRESS, perKey: e.LICENSE_LIMIT_PER_KEY },
    /** How long anonymous marketplace answers are reused in this process; 0 turns it off. */
    // Tests write rows straight into the database between calls; they opt in where they test it.
    listingsCacheMs: e.LISTINGS_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 5000),
    /** Keep leaderboard answers for the minutes the spec allows (5 or 10); off only where tests need fresh figures. */
    leaderboardCache: e.LEADERBOARD_CACHE ? e.LEADERBOARD_CACHE === 'true' : e.NODE_ENV !== 'test',
    /** Serve the built web app from apps/web/dist. */
    serveWeb: e.NODE_ENV === 'production',
    authRateLimit: e.AUTH_RATE_LIMIT ? e.AUTH_RATE_LIMIT === 'true' : e.NODE_ENV !== 'test',
    /**
     * Behind a load balancer: take the client address from X-Forwarded-For. A list trusts the
     * header only on connections from those addresses (Fastify's trustProxy), so a client that
     * reaches the app directly cannot choose its own address.
     */
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    /** Object storage for uploads; undefined means local disk under DATA_DIR/uploads. */
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
    /** Outgoing mail server (undefined: mails are written to the log), and the From of every mail. */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /**
     * Verified domains: the DNS servers to ask (undefined: the system's), and whether the file
     * check may use plain http and reach private addresses (only tests, on loopback, set it).
     */
    domainVerify: {
      dnsServers: e.DNS_SERVERS?.split(',').map((s) => s.trim()),
      insecure: e.DOMAIN_VERIFY_INSECURE === 'true',
      /** The file's port; only tests set it, to serve the file from a port of their own. */
      filePort: undefined as number | undefined,
    },
    /**
     * Sellers' webhooks: plain http and private or loopback targets are refused unless these are
     * set (local testing only); how often an idle worker looks for deliveries (0: tests drain).
     */
    webhooks: {
      allowInsecure: e.WEBHOOKS_ALLOW_INSECURE === 'true',
      allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE === 'true',
      pollMs: e.NODE_ENV === 'test' ? 0 : 1000,
    },
    /** The real card provider; undefined means the built-in sandbox. */
    stripe: stripeOf(e),
    /**
     * Crash drill (drills/crash-and-restore.test.ts), test servers only: the Nth sandbox charge never
     * makes its order, so the drill can kill the server between the two.
     */
    crashDrillHoldCharge: e.NODE_ENV === 'test' ? e.CRASH_DRILL_HOLD_CHARGE : undefined,
    /** argon2id at OWASP's cost; `light` (password-hashing.ts) is for test servers and ignored elsewhere. */
    passwordHashing: e.NODE_ENV === 'test' ? e.PASSWORD_HASHING : ('owasp' as const),
  };
});

export type Config = z.output<typeof configSchema>;

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
};
