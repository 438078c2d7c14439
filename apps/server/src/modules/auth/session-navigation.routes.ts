import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Auth } from './auth';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_PATH, REFERRAL_MAX_AGE_S } from './referral-cookie';

/** Only same-site paths: an open redirect would let a link send users anywhere after sign-in. */
export const safeReturnPath = (value: string | undefined, publicUrl: string): string => {
  if (!value) return '/';
  try {
    const base = new URL(publicUrl);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/login') || path.startsWith('/api/') ? '/' : path;
  } catch {
    return '/';
  }
};

const loginQuery = z.object({
  // A link, not a form: a repeated or over-long value falls back to the referer or home, not an error page.
  returnTo: z.string().max(2000).optional().catch(undefined),
  /** A referral link: the referring user's id, checked when the account is created. */
  ref: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .catch(undefined),
});

/** The web page that asks "Sign out?" and links back here from our own origin. */
export const SIGN_OUT_CONFIRM_PATH = '/sign-out';

/** A header naming a page or an origin: ours when it is on PUBLIC_URL or on the host asked for. */
const isOurs = (value: string, host: string | undefined, publicUrl: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.origin === new URL(publicUrl).origin || url.host === host;
};

/**
 * Fetch metadata says where a navigation came from: "none" (typed or bookmarked) and
 * "same-origin" are the user's own doing; a sibling subdomain is not us either. Browsers that
 * send no fetch metadata are believed only when Origin or Referer names our site: our own sign-out
 * links send the Referer (`referrerPolicy="same-origin"`), and another site can withhold its
 * Referer, so a navigation that names no page at all is asked about too.
 */
const isFromAnotherSite = (req: FastifyRequest, publicUrl: string) => {
  const { origin, referer, host } = req.headers;
  if ([origin, referer].some((named) => named && !isOurs(named, host, publicUrl))) return true;
  const site = req.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  return !origin && !referer;
};

export const registerSessionNavigationRoutes = (
  app: FastifyInstance,
  { auth, publicUrl }: { auth: Auth; publicUrl: string },
) => {
  // Every Sign In button is a link here; the sign-in screen brings the user back afterwards.
  app.get('/api/login', async (req, reply) => {
    const { returnTo, ref } = loginQuery.parse(req.query);
    // Following one's own invite link (to test it, or to open a second account) is no referral.
    if (ref && (await req.sessionUser())?.id !== ref) {
      reply.setCookie(REFERRAL_COOKIE, ref, {
        path: REFERRAL_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: publicUrl.startsWith('https://'),
        maxAge: REFERRAL_MAX_AGE_S,
      });
    }
    const referer = req.headers.referer;
    const refererUrl = referer && URL.canParse(referer) ? new URL(referer) : undefined;
    const refererPath =
      refererUrl && refererUrl.host === req.headers.host ? `${refererUrl.pathname}${refererUrl.search}` : undefined;
    const target = safeReturnPath(returnTo ?? refererPath, publicUrl);
    return reply.redirect(`/login?returnTo=${encodeURIComponent(target)}`);
  });

  app.get('/api/logout', async (req, reply) => {
    // Another site's link or image must not sign the user out; ask on our own page instead.
    if (isFromAnotherSite(req, publicUrl)) return reply.redirect(SIGN_OUT_CONFIRM_PATH);
    const response = await auth.api
      .signOut({ headers: fromNodeHeaders(req.headers), asResponse: true })
      .catch(() => undefined);
    const cookies = response?.headers.getSetCookie() ?? [];
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.redirect('/');
  });
};
