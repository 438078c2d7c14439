import type { BoardRequest } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ageText, RequestsBoard } from './requests-board';

afterEach(() => resetToasts());

const request: BoardRequest = {
  id: 'r1',
  title: 'An invoice filer',
  useCase: 'productivity',
  budget: '100-250',
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  requester: { id: 'm1', firstName: 'Mia', lastName: 'Member', profileImageUrl: null },
};

describe('RequestsBoard', () => {
  it('lists title, use case, budget and age; Offer an agent opens the conversation', async () => {
    server.use(
      http.get('/api/requests', () => HttpResponse.json([request])),
      http.post('/api/requests/r1/offer', () => HttpResponse.json({ conversationId: 'c9' })),
    );
    const { router } = renderWithApp(<RequestsBoard />, { user: testUser({ sellerEnabled: true }) });
    expect(await screen.findByRole('heading', { name: 'An invoice filer' })).toBeInTheDocument();
    expect(screen.getByText(/\$100 - \$250/)).toBeInTheDocument();
    expect(screen.getByText('3 days ago')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Offer an agent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await bodiesSent('POST /api/requests/r1/offer')).toEqual([
      { content: 'Hi! About your request "An invoice filer": I have an agent for this.' },
    ]);
    await expect
      .poll(() => `${router.state.location.pathname}${router.state.location.search}`)
      .toBe('/messages?conversation=c9');
  });

  it('says when nothing is open', async () => {
    server.use(http.get('/api/requests', () => HttpResponse.json([])));
    renderWithApp(<RequestsBoard />, { user: testUser({ sellerEnabled: true }) });
    expect(await screen.findByText('No open requests')).toBeInTheDocument();
  });

  it('words the age of a request', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(ageText('2026-11-27T08:00:00Z', now)).toBe('today');
    expect(ageText('2026-11-26T08:00:00Z', now)).toBe('1 day ago');
    expect(ageText('2026-11-15T12:00:00Z', now)).toBe('12 days ago');
  });
});
