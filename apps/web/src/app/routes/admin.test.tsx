import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { requestsSent } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { Component as AdminRoute } from './admin';

afterEach(() => resetToasts());

describe('/admin', () => {
  it.each([
    ['a buyer', testUser()],
    ['a visitor', null],
  ])('tells %s "Unauthorized / Admin access required. Redirecting..." and goes home after 1 s', async (_who, user) => {
    const { router } = renderWithApp(<AdminRoute />, { user, path: '/admin' });
    expect((await screen.findAllByText('Unauthorized')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Admin access required. Redirecting...').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 2000 });
    expect(requestsSent()).toEqual([]);
  });
});
