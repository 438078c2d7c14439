/**
 * Only same-site paths: `//evil.example` and `/\evil.example` are protocol-relative URLs in
 * browsers, and anything else could turn the sign-in screen into an open redirect.
 */
export const safeReturnTo = (value: string | null): string => {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login') || value.startsWith('/api/')) return '/';
  return value;
};
