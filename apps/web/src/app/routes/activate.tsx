import { useSearchParams } from 'react-router';
import { ActivateDevice } from '@/features/cli-sign-in/components/activate-device';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

export const Component = () => {
  useDocumentTitle('Sign in the command line');
  const [params] = useSearchParams();
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-xl gap-6 px-4 py-10">
        <ActivateDevice initialCode={params.get('code') ?? ''} />
      </div>
    </RequireAuth>
  );
};
