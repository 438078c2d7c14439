import { accountRows } from './rows-account';
import { adminRows } from './rows-admin';
import { catalogRows } from './rows-catalog';
import { commerceRows } from './rows-commerce';
import { communityRows } from './rows-community';
import { messagingRows } from './rows-messaging';
import { releasesRows } from './rows-releases';
import { scansRows } from './rows-scans';
import { trustRows } from './rows-trust';

export { type Actor, actors, addressOf } from './actors';
export { type AuthzWorld, createAuthzWorld } from './cast';
export * from './matrix';

/** Every row, by area. A route Fastify registers without one here fails authz-matrix.test.ts. */
export const matrixRows = [
  ...accountRows,
  ...trustRows,
  ...catalogRows,
  ...commerceRows,
  ...communityRows,
  ...releasesRows,
  ...scansRows,
  ...messagingRows,
  ...adminRows,
];
