import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { AdminLoginForm } from './admin-login-form';

afterEach(() => resetToasts());

const admin = testUser({ role: 'admin', roles: ['buyer', 'admin'] });
const field = () => screen.getByLabelText('Access Code');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));

describe('AdminLoginForm', () => {
  it('has one password field, the submit button and the way back', () => {
    renderWithApp(<AdminLoginForm />, { user: admin, path: '/admin-login' });
    expect(field()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Back to Marketplace' })).toHaveAttribute('href', '/');
  });

  it('refuses a blank code without calling the server', async () => {
    renderWithApp(<AdminLoginForm />, { user: admin, path: '/admin-login' });
    await userEvent.type(field(), '   ');
    await submit();
    expect(await screen.findByText('Access Code Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter the admin access code')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('shows "Verifying..." while checking, then Access Denied with the server message and clears the field', async () => {
    let answer: (r: Response) => void = () => {};
    server.use(http.post('/api/admin/login', () => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithApp(<AdminLoginForm />, { user: admin, path: '/admin-login' });
    await userEvent.type(field(), 'wrong-code');
    await submit();
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    answer(apiError(403, 'Invalid access code', { title: 'Access Denied' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText('Invalid access code')).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveValue(''));
    expect(await bodiesSent('POST /api/admin/login')).toEqual([{ accessCode: 'wrong-code' }]);
  });

  it('says "Invalid access code" when the server gives no message', async () => {
    server.use(http.post('/api/admin/login', () => new HttpResponse('', { status: 500 })));
    renderWithApp(<AdminLoginForm />, { user: admin, path: '/admin-login' });
    await userEvent.type(field(), 'x');
    await submit();
    expect(await screen.findByText('Invalid access code')).toBeInTheDocument();
  });

  it('grants access and opens the dashboard', async () => {
    server.use(
      http.post('/api/admin/login', () => HttpResponse.json({ isAdmin: true, expiresAt: new Date().toISOString() })),
    );
    const { router } = renderWithApp(<AdminLoginForm />, { user: admin, path: '/admin-login' });
    await userEvent.type(field(), 'the-code');
    await submit();
    expect(await screen.findByText('Access Granted')).toBeInTheDocument();
    expect(screen.getByText('Welcome to the Admin Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
  });
});
