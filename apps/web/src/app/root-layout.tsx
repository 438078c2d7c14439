import { Outlet } from 'react-router';

export const RootLayout = () => (
  <div className="min-h-screen">
    <main id="main-content">
      <Outlet />
    </main>
  </div>
);
