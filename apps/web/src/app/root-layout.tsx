import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { SiteFooter } from './layout/site-footer';
import { TopBar } from './layout/top-bar';

// Loaded on demand: only first-time users need the onboarding dialog, and the feedback
// widget should not hold up the first paint.
const OnboardingDialog = lazy(() =>
  import('@/features/users/components/onboarding-dialog').then((m) => ({ default: m.OnboardingDialog })),
);
// The live event stream (new messages, read ticks, the unread badges) is for signed-in users only.
const LiveEvents = lazy(() => import('./layout/live-stream'));
// The toast region's code (Radix Toast and its collection) is not needed to paint a page: it
// follows the first render.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));
const FeedbackWidget = lazy(() =>
  import('@/features/feedback/components/feedback-widget').then((m) => ({ default: m.FeedbackWidget })),
);

export const RootLayout = () => {
  const { user } = useCurrentUser();
  const feedbackRole = !user ? 'visitor' : user.role === 'admin' ? 'admin' : user.activeRole;
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to main content
        </a>
        <TopBar />
        {/* At least a screen tall below the 4rem top bar: the footer starts below the fold and
            cannot jump into view and back when a page's content arrives. */}
        <main id="main-content" tabIndex={-1} className="min-h-[calc(100vh-4rem)] flex-1 focus:outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <Suspense fallback={null}>
        {user?.firstTimeLogin && <OnboardingDialog />}
        {user && <LiveEvents />}
        <FeedbackWidget userRole={feedbackRole} />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
    </>
  );
};
