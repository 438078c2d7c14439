import { AdminLoginForm } from '@/features/admin/components/admin-login-form';
import { AdminSignInFirst } from '@/features/admin/components/admin-sign-in-first';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

/** The access code raises a signed-in admin's session, so visitors are told to sign in first. */
export const Component = () => {
  useDocumentTitle('Admin Access');
  return (
    <RequireAuth fallback={<AdminSignInFirst />}>
      <AdminLoginForm />
    </RequireAuth>
  );
};
