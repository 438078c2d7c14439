/**
 * The callers of the authorization matrix, in the order the runner tries them: the ones expected
 * to change things (the owners, the elevated admin) come after the ones expected to be refused.
 * `adminNoCode` has the admin role but its session never entered the access code.
 */
export const actors = ['visitor', 'buyer', 'otherBuyer', 'seller', 'otherSeller', 'adminNoCode', 'admin'] as const;
export type Actor = (typeof actors)[number];

/**
 * Each actor calls from an address of its own, so per-address limits (forms, admin sign-in) never
 * mix; loopback ones, which the API suite's cluster stage can connect from (decision 042).
 */
export const addressOf = (actor: Actor) => `127.0.0.${actors.indexOf(actor) + 10}`;
