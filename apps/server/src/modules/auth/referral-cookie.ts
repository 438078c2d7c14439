/**
 * A referral link (`/api/login?ref=<userId>`) leaves the referrer's id in this cookie; sign-up
 * reads it (see auth.ts). httpOnly and scoped to the auth endpoints: no script reads it and no
 * other call carries it. A week is enough for someone who follows a link to sign up.
 */
export const REFERRAL_COOKIE = 'agentsy.ref';
export const REFERRAL_COOKIE_PATH = '/api/auth';
export const REFERRAL_MAX_AGE_S = 7 * 24 * 60 * 60;

/** The referrer id from a Cookie header, if any. */
export const referrerFromCookieHeader = (header: string | null | undefined) => {
  for (const part of header?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFERRAL_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value || undefined;
    }
  }
  return undefined;
};
