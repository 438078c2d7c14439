import { z } from 'zod';

/** The wording of the verified-domain calls and screens (docs/product.md, Verified domain). */
export const domainMessages = {
  required: 'Enter your domain, such as example.com.',
  tooLong: 'A domain has at most 253 characters.',
  notBare: 'Enter the domain only, such as example.com: no https://, path, port or e-mail address.',
  ipAddress: 'Enter a domain name, not an IP address.',
  notHostname: 'This is not a domain name. Use letters, digits and hyphens, with a dot, such as example.com.',
  reservedName: 'This name is for local networks and cannot be verified. Enter a public domain.',
  taken: (domain: string) => `${domain} is already verified by another account.`,
  noClaim: 'Add your domain first.',
  removed: 'Domain removed.',
} as const;

/** Top-level names that never leave a local network, so nobody can prove them on the Internet. */
const localTlds = new Set(['localhost', 'local', 'internal', 'invalid', 'test', 'lan', 'home', 'arpa', 'onion']);
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A domain as typed: trimmed, lower case, a trailing dot dropped, and an international name in
 * its punycode form (the URL parser does IDNA in browsers and in node alike).
 */
export const domainNameSchema = z
  .string({ error: domainMessages.required })
  .trim()
  .transform((v, ctx) => {
    const typed = v.toLowerCase().replace(/\.$/, '');
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (!typed) return fail(domainMessages.required);
    if (typed.length > 253) return fail(domainMessages.tooLong);
    if (/^\[?[\d.:a-f]*:[\d.:a-f]*\]?$/.test(typed)) return fail(domainMessages.ipAddress);
    if (/[/:?#@\\\s[\]]/.test(typed)) return fail(domainMessages.notBare);
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(typed)) return fail(domainMessages.ipAddress);
    let ascii: string;
    try {
      ascii = new URL(`http://${typed}/`).hostname;
    } catch {
      return fail(domainMessages.notHostname);
    }
    // The URL parser reads "1.2.3" or "0x7f.1" as IPv4 addresses too.
    if (/^\d{1,3}(\.\d{1,3}){3}$/.test(ascii)) return fail(domainMessages.ipAddress);
    const labels = ascii.split('.');
    if (ascii.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l))) {
      return fail(domainMessages.notHostname);
    }
    const tld = labels.at(-1)!;
    if (/^\d+$/.test(tld)) return fail(domainMessages.notHostname);
    if (localTlds.has(tld)) return fail(domainMessages.reservedName);
    return ascii;
  });

/** POST /api/users/me/domain */
export const domainClaimRequestSchema = z.object({ domain: domainNameSchema }).strict();
export type DomainClaimRequest = z.input<typeof domainClaimRequestSchema>;

/** The claim and the two ways to prove it; GET /api/users/me/domain adds whether it is proven. */
export const domainClaimSchema = z.object({
  domain: z.string(),
  token: z.string(),
  txtRecord: z.string(),
  wellKnownUrl: z.string(),
});
export type DomainClaim = z.infer<typeof domainClaimSchema>;

export const domainStatusSchema = domainClaimSchema.extend({
  verifiedAt: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  checkFailures: z.number().int(),
});
export type DomainStatus = z.infer<typeof domainStatusSchema>;

/** GET /api/users/me/domain: null before a domain was added. */
export const domainStatusResponseSchema = domainStatusSchema.nullable();

/** DELETE /api/users/me/domain */
export const domainRemovedSchema = z.object({ removed: z.literal(true) });

/** POST /api/users/me/domain/verify, when the record or the file was found. */
export const domainVerifiedSchema = z.object({ verified: z.literal(true), verifiedAt: z.string() });
export type DomainVerified = z.infer<typeof domainVerifiedSchema>;

export const domainProof = {
  txtPrefix: 'agentsy-verification=',
  wellKnownPath: '/.well-known/agentsy-verification.txt',
  /** Three failed weekly checks in a row take the badge away. */
  maxFailures: 3,
} as const;

export const txtRecordOf = (token: string) => `${domainProof.txtPrefix}${token}`;
export const wellKnownUrlOf = (domain: string) => `https://${domain}${domainProof.wellKnownPath}`;

/** Names and listing titles (docs/product.md, Names). */
export const reservedNameWords = [
  'agentsy',
  'admin',
  'administrator',
  'support team',
  'official',
  'verified',
  'staff',
  'moderator',
] as const;

export const nameRuleMessages = {
  tooClose: (name: string) => `This name is too close to ${name}, a verified seller.`,
  reserved: (word: string) => `Names cannot contain “${word}”.`,
} as const;
