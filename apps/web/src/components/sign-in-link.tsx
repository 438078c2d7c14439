import type { ComponentProps } from 'react';
import { useLocation } from 'react-router';
import { loginUrl } from '@/lib/unauthorized';

/** A plain link to /api/login (a full page load, as the spec wants) that brings the user back here. */
export const SignInLink = (props: Omit<ComponentProps<'a'>, 'href'>) => {
  const { pathname, search } = useLocation();
  return <a href={loginUrl(`${pathname}${search}`)} {...props} />;
};
