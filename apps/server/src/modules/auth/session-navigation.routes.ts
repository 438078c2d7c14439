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
  returnTo: z.string().max(2000).optional(),
  /** A referral link: the referring user's id, checked when the account is created. */
  ref: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .catch(undefined),
});

export const registerSessionNavigationRoutes = (
  app: FastifyInstance,
  { auth, publicUrl }: { auth: Auth; publicUrl: string },
) => {
  // Every Sign In button is a link here; the sign-in screen brings the user back afterwards.
  app.get('/api/login', async (req, reply) => {
    const { returnTo, ref } = loginQuery.parse(req.query);
    if (ref) {
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
    const response = await auth.api
      .signOut({ headers: fromNodeHeaders(req.headers), asResponse: true })
      .catch(() => undefined);
    const cookies = response?.headers.getSetCookie() ?? [];
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.redirect('/');
  });
};
