import type { ApiToken } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ApiTokensCard } from './api-tokens-card';

afterEach(() => resetToasts());

const seller = () => testUser({ role: 'seller' });
const ci: ApiToken = {
  id: 't1',
  name: 'CI',
  hint: 'agsy_AbCd…',
  scopes: ['listings:read'],
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2099-01-30T10:00:00.000Z',
  lastUsedAt: null,
};
const secret = `agsy_${'x'.repeat(43)}`;

describe('ApiTokensCard', () => {
  it('creates a token with the chosen scopes and shows its secret once, with a copy button', async () => {
    let tokens: ApiToken[] = [];
    server.use(
      http.get('/api/tokens', () => HttpResponse.json({ tokens })),
      http.post('/api/tokens', () => {
        const made = {
          ...ci,
          id: 't2',
          name: 'Deploy',
          scopes: ['listings:write', 'orders:read'] as ApiToken['scopes'],
        };
        tokens = [made];
        return HttpResponse.json({ ...made, token: secret }, { status: 201 });
      }),
    );
    renderWithApp(<ApiTokensCard />, { user: seller() });
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/developers');
    await userEvent.type(screen.getByLabelText('Name'), 'Deploy');
    await userEvent.click(screen.getByRole('checkbox', { name: /listings:write/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /orders:read/ }));
    await userEvent.clear(screen.getByLabelText('Expires after (days)'));
    await userEvent.type(screen.getByLabelText('Expires after (days)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('Token “Deploy”')).toHaveValue(secret);
    expect(screen.getByRole('button', { name: 'Copy Token “Deploy”' })).toBeInTheDocument();
    expect(screen.getByText('Copy this token now: it is shown only once.')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/tokens')).toEqual([
      { name: 'Deploy', scopes: ['listings:write', 'orders:read'], expiresInDays: 30 },
    ]);
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('listings:write, orders:read')).toBeInTheDocument();
    expect(within(list).getByText(/Last used: never/)).toBeInTheDocument();
    expect(within(list).queryByText(secret)).toBeNull();
  });

  it('says what is wrong with the form before sending anything', async () => {
    server.use(http.get('/api/tokens', () => HttpResponse.json({ tokens: [] })));
    renderWithApp(<ApiTokensCard />, { user: seller() });
    await screen.findByText('No tokens yet.');
    await userEvent.clear(screen.getByLabelText('Expires after (days)'));
    await userEvent.type(screen.getByLabelText('Expires after (days)'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(screen.getByText('A token lasts from 1 to 365 days.')).toBeInTheDocument();
    expect(requestsSent('POST /api/tokens')).toEqual([]);
  });

  it('shows the server’s refusal under the field', async () => {
    server.use(
      http.get('/api/tokens', () => HttpResponse.json({ tokens: [] })),
      http.post('/api/tokens', () =>
        apiError(400, 'A token name has at most 100 characters.', {
          fields: { name: 'A token name has at most 100 characters.' },
        }),
      ),
    );
    renderWithApp(<ApiTokensCard />, { user: seller() });
    await userEvent.type(await screen.findByLabelText('Name'), 'CI');
    await userEvent.click(screen.getByRole('checkbox', { name: /refunds:read/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('A token name has at most 100 characters.')).toBeInTheDocument();
  });

  it('lists tokens with their last use and revokes one after confirming', async () => {
    let tokens: ApiToken[] = [{ ...ci, lastUsedAt: '2026-11-20T08:00:00.000Z' }];
    server.use(
      http.get('/api/tokens', () => HttpResponse.json({ tokens })),
      http.delete('/api/tokens/t1', () => {
        tokens = [];
        return HttpResponse.json({ revoked: true });
      }),
    );
    renderWithApp(<ApiTokensCard />, { user: seller() });
    const list = await screen.findByRole('list', { name: 'Your tokens' });
    expect(within(list).getByText('agsy_AbCd…')).toBeInTheDocument();
    expect(within(list).getByText(/Last used: Nov 20, 2026/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “CI”?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    expect(requestsSent('DELETE /api/tokens/t1')).toHaveLength(1);
  });
});
