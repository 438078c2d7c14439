import { z } from 'zod';

/** What a seller token may do; each /api/v1 route asks for one. */
export const tokenScopes = [
  'listings:read',
  'listings:write',
  'orders:read',
  'refunds:read',
  'reviews:write',
  'discounts:write',
  'webhooks:write',
] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** The words beside each scope in Settings › Developers. */
export const tokenScopeLabels: Record<TokenScope, string> = {
  'listings:read': 'Read your listings and versions',
  'listings:write': 'Create and edit listings, publish and revoke versions',
  'orders:read': 'Read your sales',
  'refunds:read': 'Read refunds of your sales',
  'reviews:write': 'Reply to reviews',
  'discounts:write': 'Manage discount codes',
  'webhooks:write': 'Manage webhooks',
};

export const tokenLimits = {
  nameMax: 100,
  expiresInDaysMin: 1,
  expiresInDaysMax: 365,
  expiresInDaysDefault: 90,
  /** Requests a minute per token on /api/v1. */
  requestsPerMinute: 600,
} as const;

/** Every secret starts so, which lets secret scanners and people recognise it. */
export const tokenPrefix = 'agsy_';

export const tokenMessages = {
  nameRequired: 'Give the token a name.',
  nameTooLong: `A token name has at most ${tokenLimits.nameMax} characters.`,
  scopesRequired: 'Choose at least one scope.',
  unknownScope: `Unknown scope. Scopes are: ${tokenScopes.join(', ')}.`,
  expiry: `A token lasts from ${tokenLimits.expiresInDaysMin} to ${tokenLimits.expiresInDaysMax} days.`,
  missing: 'Send a token as "Authorization: Bearer agsy_…".',
  invalid: 'This token is not valid.',
  expired: 'This token has expired.',
  revoked: 'This token has been revoked.',
  insufficientScope: (scope: TokenScope) => `This token lacks the ${scope} scope.`,
  sellerOnly: 'Enable seller mode first.',
} as const;

export const tokenScopeSchema = z.enum(tokenScopes, { error: tokenMessages.unknownScope });

export const createTokenRequestSchema = z.strictObject({
  name: z
    .string({ error: tokenMessages.nameRequired })
    .trim()
    .min(1, tokenMessages.nameRequired)
    .max(tokenLimits.nameMax, tokenMessages.nameTooLong),
  scopes: z
    .array(tokenScopeSchema, { error: tokenMessages.scopesRequired })
    .min(1, tokenMessages.scopesRequired)
    .max(tokenScopes.length, tokenMessages.unknownScope)
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z
    .number({ error: tokenMessages.expiry })
    .int(tokenMessages.expiry)
    .min(tokenLimits.expiresInDaysMin, tokenMessages.expiry)
    .max(tokenLimits.expiresInDaysMax, tokenMessages.expiry)
    .default(tokenLimits.expiresInDaysDefault),
});
export type CreateTokenRequest = z.input<typeof createTokenRequestSchema>;

/** A token as listed: never its secret. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The start of the secret (`agsy_ab12…`), to tell tokens apart. */
  hint: z.string(),
  scopes: z.array(tokenScopeSchema),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to a creation: the only time the secret is shown. */
export const createdTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export const tokenRevokedSchema = z.object({ revoked: z.literal(true) });
