import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** The stage's browser, one connection per test file; each test gets a fresh context (cookies, storage) from `newPage`. */
export const useBrowser = () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    newPage: async (
      options: Pick<
        BrowserContextOptions,
        'colorScheme' | 'viewport' | 'javaScriptEnabled' | 'timezoneId' | 'deviceScaleFactor'
      > = {},
    ): Promise<Page> => {
      const context = await browser.newContext({ baseURL: baseUrl(), ...options });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      // A failing journey leaves a picture of what the user saw.
      onTestFailed(async ({ task }) => {
        const file = path.resolve(
          import.meta.dirname,
          '../../../.test-results/screenshots',
          `${task.name.replace(/\W+/g, '-')}.png`,
        );
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      });
      return page;
    },
  };
};

export type DemoAccount = { role: string; email: string; password: string };

/** The accounts the server seeded on first start, as it saved them in DATA_DIR. */
export const demoAccounts = (): DemoAccount[] =>
  readFileSync(path.join(inject('dataDir'), 'demo-accounts.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [role, email, password] = line.trim().split(/\s+/);
      return { role: role!, email: email!, password: password! };
    });

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}@e2e.agentsy.dev`;

/**
 * What the page's Content-Security-Policy blocked, as Chromium reports it in the console. A
 * journey that ends with this empty ran with the policy enforced and lost nothing to it.
 */
export const cspViolationsOf = (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};
