import { ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SignInLink } from '@/components/sign-in-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/**
 * What a signed-out visitor sees at /admin-login: why this page exists and what comes first,
 * instead of being sent to the sign-in screen with no word about it.
 */
export const AdminSignInFirst = () => (
  <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
    <Card>
      <CardHeader className="items-center text-center">
        <ShieldCheckIcon className="size-10 text-brand-text" aria-hidden />
        <h1 className="text-2xl font-semibold leading-tight">Admin Access</h1>
        <CardDescription>
          This page is for Agentsy administrators. Sign in with your admin account first; you then come back here to
          enter the admin access code.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild>
          <SignInLink>Sign in to continue</SignInLink>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Back to Marketplace</Link>
        </Button>
      </CardContent>
    </Card>
  </div>
);
