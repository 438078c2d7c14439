import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The environment variables the server reads, as they are set (docs/operating.md lists them);
 * config.ts turns them into the `Config` the code uses.
 */
const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

export const envSchema = z.object({
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
  DATABASE_JOBS_POOL_SIZE: wholeNumber('DATABASE_JOBS_POOL_SIZE', 0, 20).default(1),
  NOTICES_PACING_MS: wholeNumber('NOTICES_PACING_MS', 0, 60_000).default(0),
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
  /** The release-signing key, an Ed25519 private key in PEM; unset, one is generated and kept. */
  SIGNING_KEY_PEM: z.string().optional(),
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
  SCAN_THREADS: wholeNumber('SCAN_THREADS', 1, 16).default(1),
  SCAN_POLL_MS: wholeNumber('SCAN_POLL_MS', 0, 60_000).optional(),
  SCAN_RESCANS_PER_MINUTE: wholeNumber('SCAN_RESCANS_PER_MINUTE', 1, 10_000).default(30),
  SCAN_NICE: wholeNumber('SCAN_NICE', 0, 19).default(19),
  LICENSE_LIMIT_PER_ADDRESS: wholeNumber('LICENSE_LIMIT_PER_ADDRESS', 1, 1_000_000).default(60),
  LICENSE_LIMIT_PER_KEY: wholeNumber('LICENSE_LIMIT_PER_KEY', 1, 1_000_000).default(30),
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
  DNS_SERVERS: z
    .string()
    .optional()
    .refine(
      (v) =>
        !v ||
        v.split(',').every(
          (s) =>
            isIP(
              s
                .trim()
                .replace(/^\[(.*)\](:\d+)?$/, '$1')
                .replace(/^([\d.]+):\d+$/, '$1'),
            ) !== 0,
        ),
      'DNS_SERVERS must be addresses of DNS servers, with a port if not 53, such as 1.1.1.1,127.0.0.1:5353,[::1]:53',
    ),
  DOMAIN_VERIFY_INSECURE: z.enum(['true', 'false']).default('false'),
  WEBHOOKS_ALLOW_INSECURE: z
    .enum(['true', 'false'], { message: 'WEBHOOKS_ALLOW_INSECURE must be true or false' })
    .default('false'),
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'], { message: 'WEBHOOKS_ALLOW_PRIVATE must be true or false' })
    .default('false'),
  CRASH_DRILL_HOLD_CHARGE: z.coerce.number().int().min(1).optional(),
  PASSWORD_HASHING: z.enum(['owasp', 'light']).default('owasp'),
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

export type Env = z.infer<typeof envSchema>;
