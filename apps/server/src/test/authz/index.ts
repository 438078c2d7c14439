import { accountRows } from './rows-account';
import { adminRows } from './rows-admin';
import { catalogRows } from './rows-catalog';
import { cliRows } from './rows-cli';
import { commerceRows } from './rows-commerce';
import { communityRows } from './rows-community';
import { discountRows } from './rows-discounts';
import { licensesMcpRows } from './rows-licenses-mcp';
import { messagingRows } from './rows-messaging';
import { platformRows } from './rows-platform';
import { releasesRows } from './rows-releases';
import { scansRows } from './rows-scans';
import { trustRows } from './rows-trust';
import { webhooksRows } from './rows-webhooks';

export { type Actor, actors, addressOf } from './actors';
export { type AuthzWorld, createAuthzWorld } from './cast';
export * from './matrix';

/** Every row, by area. A route Fastify registers without one here fails authz-matrix.test.ts. */
export const matrixRows = [
  ...accountRows,
  ...trustRows,
  ...catalogRows,
  ...commerceRows,
  ...discountRows,
  ...licensesMcpRows,
  ...communityRows,
  ...releasesRows,
  ...scansRows,
  ...messagingRows,
  ...platformRows,
  ...cliRows,
  ...webhooksRows,
  ...adminRows,
];
