import { useMatches } from 'react-router';
import { NotOpenYet } from '@/components/not-open-yet';
import { RequireAuth } from '../require-auth';

export type NotOpenYetHandle = { screen: string; backTo?: string; signInRequired?: boolean };

export const Component = () => {
  const handle = useMatches().at(-1)?.handle as NotOpenYetHandle;
  const page = <NotOpenYet screen={handle.screen} backTo={handle.backTo} />;
  return handle.signInRequired ? <RequireAuth>{page}</RequireAuth> : page;
};
