import { MessageSquareIcon } from 'lucide-react';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { MessagesPage } from '@/features/messages/components/messages-page';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RequireAuth } from '../require-auth';

// docs/product.md#messages-and-support: messages shows its own sign-in prompt instead of redirecting.
const SignInPrompt = () => (
  <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
    <MessageSquareIcon className="size-12 text-brand-text" aria-hidden />
    <h1 className="mt-4 text-2xl font-bold">Sign in to access messages</h1>
    <p className="mt-3 text-muted-foreground">Talk to sellers and buyers once you are signed in.</p>
    <Button asChild className="mt-6">
      <SignInLink>Sign In</SignInLink>
    </Button>
  </section>
);

const SignedIn = () => {
  const { user } = useCurrentUser();
  return user ? <MessagesPage user={user} /> : null;
};

export const Component = () => {
  useDocumentTitle('Messages');
  return (
    <RequireAuth fallback={<SignInPrompt />}>
      <SignedIn />
    </RequireAuth>
  );
};
