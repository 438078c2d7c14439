import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ActivateDevice } from './activate-device';
import { CliSignInsCard } from './cli-sign-ins-card';

afterEach(() => resetToasts());

const pending = {
  userCode: 'BCDF-GHJK',
  requestedAt: '2026-11-27T12:00:00.000Z',
  expiresAt: '2026-11-27T12:10:00.000Z',
  fromAddress: '203.0.113.7',
  userAgent: 'agentsy/1.0.0 node/22 linux',
};

describe('ActivateDevice', () => {
  it('shows what asks to sign in, then approves the code from the link', async () => {
    server.use(
      http.get('/api/cli/device/:code', () => HttpResponse.json(pending)),
      http.post('/api/cli/device/approve', () => HttpResponse.json({ status: 'approved' })),
    );
    renderWithApp(<ActivateDevice initialCode="bcdf-ghjk" />, { user: testUser() });
    const request = await screen.findByRole('region', { name: 'Sign-in request' });
    expect(request).toHaveTextContent('BCDF-GHJK');
    expect(request).toHaveTextContent('203.0.113.7');
    expect(request).toHaveTextContent('agentsy/1.0.0 node/22 linux');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Device approved. You can return to the command line.')).toBeVisible();
    expect(await bodiesSent('POST /api/cli/device/approve')).toEqual([{ userCode: 'BCDF-GHJK' }]);
  });

  it('refuses a malformed code before asking, and says when a code is unknown', async () => {
    server.use(
      http.get('/api/cli/device/:code', () =>
        apiError(404, 'This code is not valid or has expired. Check it against the command line.'),
      ),
    );
    renderWithApp(<ActivateDevice initialCode="" />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Code'), 'AEIO-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 8-letter code the command line shows, such as BCDF-GHJK.')).toBeVisible();
    expect(await bodiesSent('GET /api/cli/device/:code')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), 'zzzz zzzz');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This code is not valid or has expired. Check it against the command line.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('denies', async () => {
    server.use(
      http.get('/api/cli/device/:code', () => HttpResponse.json(pending)),
      http.post('/api/cli/device/deny', () => HttpResponse.json({ status: 'denied' })),
    );
    renderWithApp(<ActivateDevice initialCode="BCDFGHJK" />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect(await screen.findByText('Sign-in denied. The command line was not signed in.')).toBeVisible();
  });
});

describe('CliSignInsCard', () => {
  it('lists the sign-ins and revokes one after confirming', async () => {
    const token = {
      id: 't1',
      name: 'Command line (agentsy/1.0.0 node/22 linux)',
      hint: 'agsy_AbCd…',
      createdAt: '2026-11-20T10:00:00.000Z',
      expiresAt: '2027-02-18T10:00:00.000Z',
      lastUsedAt: null,
    };
    const revoked: string[] = [];
    server.use(
      http.get('/api/cli/tokens', () => HttpResponse.json({ tokens: [token] }), { once: true }),
      http.get('/api/cli/tokens', () => HttpResponse.json({ tokens: [] })),
      http.delete('/api/cli/tokens/:id', ({ params }) => {
        revoked.push(String(params.id));
        return HttpResponse.json({ revoked: true });
      }),
    );
    renderWithApp(<CliSignInsCard />, { user: testUser() });
    const list = await screen.findByRole('list', { name: 'Command-line sign-ins' });
    expect(list).toHaveTextContent('Command line (agentsy/1.0.0 node/22 linux)');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No command line is signed in.')).toBeVisible();
    expect(revoked).toEqual(['t1']);
  });
});
