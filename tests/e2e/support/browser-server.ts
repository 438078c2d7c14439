import { chromium } from 'playwright-core';

/** Debian's Chromium; the networking flags keep it from calling out on a closed network. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * One Chromium for the whole stage, started by the global setup: launching one per test file
 * cost seconds a file on a loaded machine, connecting to this one a fraction of that. Each file
 * still gets its own connection and fresh contexts, so no cookie or storage crosses files.
 */
export const startBrowserServer = async () => {
  const server = await chromium.launchServer(launchOptions);
  return { wsEndpoint: server.wsEndpoint(), close: () => server.close() };
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium the global setup started (startBrowserServer). */
    browserWsEndpoint: string;
  }
}
