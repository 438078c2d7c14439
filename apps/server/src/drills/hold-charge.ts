import type { FastifyBaseLogger } from 'fastify';

/**
 * The crash drill's seam (crash-and-restore.test.ts): parks the Nth sandbox charge of the process
 * after the card is charged and before its order is booked, so the drill can kill the process at
 * exactly that point. Wired only when config.crashDrillHoldCharge is set, which NODE_ENV=test alone
 * allows (config.ts).
 */
export const holdNthCharge = (nth: number, log: FastifyBaseLogger) => {
  let charges = 0;
  return async (providerIntentId: string) => {
    charges += 1;
    if (charges !== nth) return;
    log.warn({ intent: providerIntentId }, 'crash drill: holding a charged payment before its order');
    process.stdout.write(`crash-drill: holding ${providerIntentId}\n`);
    await new Promise(() => {});
  };
};
