export const NotFoundRoute = () => (
  <div className="mx-auto max-w-md px-4 py-24 text-center">
    <h1 className="text-2xl font-bold">404 Page Not Found</h1>
    <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
  </div>
);
