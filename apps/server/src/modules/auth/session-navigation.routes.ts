import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
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

/**
 * Fetch metadata says where a navigation came from. No header (older browsers, scripts) and
 * "none" (typed or bookmarked) are the user's own doing; a sibling subdomain is not us either.
 */
const isFromAnotherSite = (site: string | string[] | undefined) => site === 'cross-site' || site === 'same-site';

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
    if (isFromAnotherSite(req.headers['sec-fetch-site'])) return reply.redirect(SIGN_OUT_CONFIRM_PATH);
    const response = await auth.api
      .signOut({ headers: fromNodeHeaders(req.headers), asResponse: true })
      .catch(() => undefined);
    const cookies = response?.headers.getSetCookie() ?? [];
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.redirect('/');
  });
};
