import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'agentsy-stripe-config-'));
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));
const keys = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};

it('uses the sandbox unless all three Stripe keys are set', () => {
  expect(loadConfig({ DATA_DIR }).stripe).toBeUndefined();
  expect(loadConfig({ DATA_DIR, ...keys }).stripe).toEqual({
    secretKey: 'sk_test_abc',
    publishableKey: 'pk_test_abc',
    webhookSecret: 'whsec_abc',
  });
});

it('refuses a partial or malformed Stripe configuration', () => {
  expect(() => loadConfig({ DATA_DIR, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
    /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required/,
  );
  expect(() => loadConfig({ DATA_DIR, ...keys, STRIPE_PUBLISHABLE_KEY: 'sk_test_swapped' })).toThrow(ConfigError);
});
