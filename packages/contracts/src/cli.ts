import { z } from 'zod';
import { orderVersionSchema } from './releases';

/**
 * Signing in the `agentsy` command line by the device flow of RFC 8628: the command asks for a
 * code pair, the person approves the short code on /activate in a signed-in browser, and the
 * command's polling turns into a buyer token once.
 */
export const deviceFlowLimits = {
  /** How long a code pair waits for approval. */
  expiresInSeconds: 600,
  /** The least time between two polls of one code; each poll sooner adds `slowDownStepSeconds`. */
  intervalSeconds: 5,
  slowDownStepSeconds: 5,
  /** How long the buyer token the command receives lasts. */
  buyerTokenDays: 90,
} as const;

/**
 * Short codes use consonants only (RFC 8628 section 6.1): no vowels, so no words; no digits, so
 * nothing reads as a letter. 20^8 codes, tried at most a few times a minute per account.
 */
export const userCodeAlphabet = 'BCDFGHJKLMNPQRSTVWXZ';

export const deviceMessages = {
  pending: 'Waiting for the code to be approved in the browser.',
  slowDown: 'Polling too fast: wait the interval between requests.',
  expired: 'This code has expired. Run the sign-in again.',
  denied: 'The sign-in was denied in the browser.',
  invalid: 'This device code is not valid or has already been used.',
  codeNotFound: 'This code is not valid or has expired. Check it against the command line.',
  codeFormat: 'Enter the 8-letter code the command line shows, such as BCDF-GHJK.',
  approved: 'Device approved. You can return to the command line.',
  deniedToast: 'Sign-in denied.',
} as const;

/** POST /api/cli/device */
export const deviceAuthorizationSchema = z.object({
  deviceCode: z.string(),
  userCode: z.string(),
  verificationUri: z.string(),
  /** The same page with the code filled in, for a command that opens the browser itself. */
  verificationUriComplete: z.string(),
  expiresIn: z.number().int(),
  interval: z.number().int(),
});
export type DeviceAuthorization = z.infer<typeof deviceAuthorizationSchema>;

/** POST /api/cli/token */
export const deviceTokenRequestSchema = z.strictObject({
  deviceCode: z
    .string({ error: deviceMessages.invalid })
    .min(1, deviceMessages.invalid)
    .max(200, deviceMessages.invalid),
});

export const deviceTokenErrors = [
  'authorization_pending',
  'slow_down',
  'expired_token',
  'access_denied',
  'invalid_grant',
] as const;
export type DeviceTokenError = (typeof deviceTokenErrors)[number];

/** A 400 of the token call, in the RFC's words plus one for people. */
export const deviceTokenErrorSchema = z.object({
  error: z.enum(deviceTokenErrors),
  message: z.string(),
  /** After `slow_down`, the interval the command must now keep. */
  interval: z.number().int().optional(),
});
export type DeviceTokenErrorBody = z.infer<typeof deviceTokenErrorSchema>;

export const deviceTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type DeviceToken = z.infer<typeof deviceTokenSchema>;

/** "bcdf ghjk", "BCDFGHJK" and "BCDF-GHJK" all name the same code. */
export const userCodeSchema = z
  .string({ error: deviceMessages.codeFormat })
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(new RegExp(`^[${userCodeAlphabet}]{8}$`), deviceMessages.codeFormat))
  .transform((v) => `${v.slice(0, 4)}-${v.slice(4)}`);

export const deviceDecisionSchema = z.strictObject({ userCode: userCodeSchema });

/** GET /api/cli/device/:userCode: what the person is about to approve. */
export const pendingDeviceSchema = z.object({
  userCode: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  /** The address and program that asked, as the server saw them. */
  fromAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type PendingDevice = z.infer<typeof pendingDeviceSchema>;

export const deviceDecisionResultSchema = z.object({ status: z.enum(['approved', 'denied']) });

/** GET /api/cli/tokens: the command-line sign-ins listed under Settings › Security. */
export const cliTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type CliToken = z.infer<typeof cliTokenSchema>;
export const cliTokensSchema = z.object({ tokens: z.array(cliTokenSchema) });

/** GET /api/v1/library: every agent the token's owner may download, with its published versions. */
export const libraryItemSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  /** The folder name the command installs into. */
  slug: z.string(),
  orderId: z.string(),
  versions: z.array(orderVersionSchema),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
export const librarySchema = z.object({ items: z.array(libraryItemSchema) });
export type Library = z.infer<typeof librarySchema>;
