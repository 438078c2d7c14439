import { Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/**
 * What a page shows when it fails while rendering. It sits inside the root layout, so the top
 * bar, the footer and the feedback button stay and the visitor can go on elsewhere; the error
 * itself goes to the console for whoever reads it, never onto the screen.
 */
export const RouteError = () => {
  const error = useRouteError();
  console.error(error);
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">This page could not be shown</h1>
      <p className="mt-4 text-muted-foreground">
        Something went wrong. Please try again.
        {requestId && ` If it keeps happening, contact support and quote ${requestId}.`}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="outline" asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </div>
  );
};
