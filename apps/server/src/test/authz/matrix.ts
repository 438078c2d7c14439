import type { LightMyRequestResponse } from 'fastify';
import { type Actor, actors } from './actors';
import type { AuthzWorld } from './cast';

/**
 * The authorization matrix: for every registered route, what each kind of caller gets.
 * The runner is apps/server/src/authz-matrix.test.ts; the rows are in the files beside this one.
 */

/**
 * What a call may end in. `ok`: 2xx or a redirect. `invalid`: let in, then refused on its input or
 * state (400, 409, 410, 413, 415, 422) — an allowed call. 401, 403 and 404 are denials; 404 is
 * how the server answers "not yours" where even saying "forbidden" would confirm the object exists.
 */
export type Outcome = 'ok' | 'invalid' | 401 | 403 | 404;
export type Expectation = Record<Actor, Outcome>;

export const isAllowed = (o: Outcome | string) => o === 'ok' || o === 'invalid';

/** The outcome a response stands for; anything else (429, 5xx) is shown as its status and never matches. */
export const outcomeOf = (status: number): Outcome | `status ${number}` => {
  if (status >= 200 && status < 400) return 'ok';
  if (status === 401 || status === 403 || status === 404) return status;
  if ([400, 409, 410, 413, 415, 422].includes(status)) return 'invalid';
  return `status ${status}`;
};

export type MatrixRequest = { url: string; payload?: unknown; headers?: Record<string, string> };

export type MatrixRow = {
  /** "METHOD /path" exactly as Fastify registered it. */
  route: string;
  /** Only when a route has a second row for a second rule (e.g. owner fields vs featuring). */
  label?: string;
  /** The call; the actor is given for the few bodies that depend on who asks. Defaults to the route's path. */
  request?: (w: AuthzWorld, actor: Actor) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expectation;
  /** Why, where the outcome is not obvious from the helper used. */
  why?: string;
  /**
   * For answers that are 200 for everyone but show more to some: `sees` must hold for exactly
   * the listed actors among those answered `ok`.
   */
  reveals?: { to: Actor[]; sees: (res: LightMyRequestResponse, w: AuthzWorld) => boolean };
  /** The call may end sessions or elevations, or change a role: the runner puts the cast back. */
  disturbsCast?: boolean;
  /** Server-sent events: read over a socket, judged by the status of the headers. */
  stream?: boolean;
};

const every = (outcome: Outcome): Expectation => Object.fromEntries(actors.map((a) => [a, outcome])) as Expectation;

/** Anyone, signed in or not. */
export const open = (outcome: Outcome = 'ok'): Expectation => every(outcome);

/** Any signed-in user, acting on their own account (the id comes from the session). */
export const signedIn = (outcome: Outcome = 'ok'): Expectation => ({ ...every(outcome), visitor: 401 });

/** Nobody by session: the caller's address or a token decides (e.g. /metrics, plugins/operations.ts). */
export const closedToEveryone = (): Expectation => every(403);

/** The admin role with a live access-code elevation; the role alone is refused like anyone else. */
export const adminOnly = (outcome: Outcome = 'ok'): Expectation => ({ ...every(403), visitor: 401, admin: outcome });

/** Only `owners` (e.g. the two sides of a refund); every other signed-in caller gets `denied`. */
export const only = (owners: Actor[], denied: 403 | 404, outcome: Outcome = 'ok'): Expectation => ({
  ...every(denied),
  visitor: 401,
  ...Object.fromEntries(owners.map((a) => [a, outcome])),
});

/** "METHOD /path" of a row, with its label. */
export const rowName = (row: MatrixRow) => (row.label ? `${row.route} [${row.label}]` : row.route);
