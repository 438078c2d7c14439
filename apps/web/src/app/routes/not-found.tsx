import { HouseIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The spec's text, and a way back: the server answers these paths with a 404 status. */
export const NotFoundRoute = () => (
  <div className="mx-auto max-w-md px-4 py-24 text-center">
    <h1 className="text-2xl font-bold">404 Page Not Found</h1>
    <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
    <Button asChild className="mt-6">
      <Link to="/">
        <HouseIcon aria-hidden />
        Go to the home page
      </Link>
    </Button>
  </div>
);
