import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { OnboardingDialog } from './onboarding-dialog';

const ui = <OnboardingDialog />;

describe('OnboardingDialog', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => {
    resetToasts();
    vi.restoreAllMocks();
  });

  it('stays hidden once onboarding is done', () => {
    renderWithApp(ui, { user: testUser({ firstTimeLogin: false }) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed by Escape', async () => {
    renderWithApp(ui, { user: testUser({ firstTimeLogin: true }) });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });

  it('submits the choice at once and disables both buttons while pending', async () => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    server.use(
      http.post('/api/users/complete-onboarding', async () => {
        await finished;
        return HttpResponse.json(testUser({ firstTimeLogin: false }));
      }),
      // Completing onboarding reloads the signed-in user.
      http.get('/api/auth/user', () =>
        HttpResponse.json(testUser({ role: 'seller', activeRole: 'seller', firstTimeLogin: false })),
      ),
    );
    const { router } = renderWithApp(ui, { user: testUser({ firstTimeLogin: true }) });

    await userEvent.click(screen.getByRole('button', { name: /here to sell/i }));
    expect(screen.getByText('Setting up your account...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /here to sell/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /here to buy/i })).toBeDisabled();
    expect(await bodiesSent('POST /api/users/complete-onboarding')).toEqual([{ role: 'seller' }]);

    finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller-dashboard'));
    expect(await screen.findByText("You're all set up as a seller")).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Agentsy!')).not.toBeInTheDocument();
  });

  it('shows the setup error and stays open when the call fails', async () => {
    server.use(http.post('/api/users/complete-onboarding', () => apiError(500, 'boom')));
    renderWithApp(ui, { user: testUser({ firstTimeLogin: true }) });
    await userEvent.click(screen.getByRole('button', { name: /here to buy/i }));
    expect(await screen.findByText('Setup Error')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /here to buy/i })).toBeEnabled();
  });
});
