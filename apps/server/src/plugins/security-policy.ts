import { createHash } from 'node:crypto';
import { themeBootScript } from '@agentsy/contracts/theme-boot';
import type { HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** The one inline script a page may run: the theme's, which must run before the first paint. */
const themeScriptHash = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

/**
 * The card provider's browser script, its card and 3-D Secure frames, and its API; allowed only
 * when it is configured, so a sandbox install trusts no third party at all.
 */
const stripeOrigins = (config: Pick<Config, 'stripe'>) =>
  config.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };

/**
 * Helmet's options for every response. Scripts come only from our origin, apart from the theme's
 * inline script, allowed by its hash (`npm run build` fails if any other inline script appears,
 * see apps/web/scripts/check-no-inline-scripts.mjs). Inline styles stay allowed: React
 * writes `style` attributes, and a style cannot run code. No page of ours is meant to be framed,
 * so no site may frame any of them (clickjacking).
 */
export const securityPolicyFor = (config: Pick<Config, 'stripe' | 'publicUrl'>): HelmetOptions => {
  const stripe = stripeOrigins(config);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", themeScriptHash, ...stripe.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    // The dev web server on another port must be able to load API media.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Over plain HTTP the header is ignored at best, and a localhost install must not pin https.
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  };
};
