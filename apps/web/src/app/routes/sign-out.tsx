import { LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Where `/api/logout` sends a sign-out that another site started: the user confirms here, and the
 * button's navigation comes from our own origin, so the server lets it through.
 */
export const Component = () => (
  <div className="mx-auto max-w-md px-4 py-12 sm:py-20">
    <Card>
      <CardHeader className="items-center text-center">
        <LogOutIcon className="size-10 text-brand-600" aria-hidden />
        <CardTitle className="text-2xl">Sign out?</CardTitle>
        <CardDescription>Another site asked to sign you out of Agentsy. Sign out only if you meant to.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/">Stay signed in</Link>
        </Button>
        <Button asChild>
          <a href="/api/logout" referrerPolicy="same-origin">
            Sign out
          </a>
        </Button>
      </CardContent>
    </Card>
  </div>
);
