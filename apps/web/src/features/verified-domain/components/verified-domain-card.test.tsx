import type { DomainStatus } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { VerifiedDomainCard } from './verified-domain-card';

afterEach(() => resetToasts());

const pending: DomainStatus = {
  domain: 'shop.example',
  token: 'abc123',
  txtRecord: 'agentsy-verification=abc123',
  wellKnownUrl: 'https://shop.example/.well-known/agentsy-verification.txt',
  verifiedAt: null,
  lastCheckedAt: null,
  checkFailures: 0,
};

describe('VerifiedDomainCard', () => {
  it('adds a domain, then shows the TXT record and the file to publish', async () => {
    let status: DomainStatus | null = null;
    server.use(
      http.get('/api/users/me/domain', () => HttpResponse.json(status)),
      http.post('/api/users/me/domain', () => {
        status = pending;
        const { domain, token, txtRecord, wellKnownUrl } = pending;
        return HttpResponse.json({ domain, token, txtRecord, wellKnownUrl });
      }),
    );
    renderWithApp(<VerifiedDomainCard />, { user: testUser() });
    await userEvent.type(await screen.findByLabelText('Domain'), 'Shop.Example');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByLabelText('TXT record')).toHaveValue('agentsy-verification=abc123');
    expect(screen.getByLabelText('File address')).toHaveValue(
      'https://shop.example/.well-known/agentsy-verification.txt',
    );
    expect(screen.getByRole('button', { name: 'Copy TXT record' })).toBeInTheDocument();
    expect(await bodiesSent('POST /api/users/me/domain')).toEqual([{ domain: 'shop.example' }]);
  });

  it('says under the field why a domain is refused: by the form, and by the server', async () => {
    server.use(
      http.get('/api/users/me/domain', () => HttpResponse.json(null)),
      http.post('/api/users/me/domain', () =>
        HttpResponse.json(
          {
            code: 'DOMAIN_TAKEN',
            message: 'taken.example is already verified by another account.',
            fields: { domain: 'taken.example is already verified by another account.' },
          },
          { status: 409 },
        ),
      ),
    );
    renderWithApp(<VerifiedDomainCard />, { user: testUser() });
    const input = await screen.findByLabelText('Domain');
    await userEvent.type(input, 'https://shop.example/about');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(/Enter the domain only/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'taken.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('taken.example is already verified by another account.')).toBeInTheDocument();
  });

  it('shows what the check found when there is no proof, and the verified state once there is', async () => {
    let status: DomainStatus = pending;
    let isPublished = false;
    server.use(
      http.get('/api/users/me/domain', () => HttpResponse.json(status)),
      http.post('/api/users/me/domain/verify', () => {
        if (!isPublished) {
          return HttpResponse.json(
            {
              code: 'DOMAIN_NOT_VERIFIED',
              message: 'Found no TXT records on shop.example. The file at … held “hello”.',
            },
            { status: 422 },
          );
        }
        status = { ...pending, verifiedAt: '2026-11-27T09:00:00.000Z', lastCheckedAt: '2026-11-27T09:00:00.000Z' };
        return HttpResponse.json({ verified: true, verifiedAt: status.verifiedAt });
      }),
    );
    renderWithApp(<VerifiedDomainCard />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Found no TXT records on shop.example.');
    isPublished = true;
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Verified: shop.example')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
