import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

/** The access code raises a signed-in admin's session, so visitors sign in first. */
export const Component = () => {
  useDocumentTitle('Admin Access');
  return (
    <RequireAuth>
      <AdminLoginForm />
    </RequireAuth>
  );
};
