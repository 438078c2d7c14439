import type { Review } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ReviewReplyControls } from './review-reply-controls';

afterEach(() => resetToasts());

const review: Review = {
  id: 'r1',
  rating: 4,
  comment: 'Good',
  createdAt: '2026-11-01T00:00:00.000Z',
  listingId: 'l1',
  buyer: { id: 'b1', firstName: 'Bea', lastName: 'Buyer', displayName: null, profileImageUrl: null },
  verifiedPurchase: true,
  reply: null,
};
const reply = { content: 'Thanks!', createdAt: '2026-11-02T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z' };

describe('ReviewReplyControls', () => {
  it('posts a first reply, then offers to edit it', async () => {
    server.use(http.post('/api/reviews/r1/reply', () => HttpResponse.json(reply, { status: 201 })));
    renderWithApp(<ReviewReplyControls review={review} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByLabelText('Your public reply'), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply posted')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/reviews/r1/reply')).toEqual([{ content: 'Thanks!' }]);
  });

  it('edits an existing reply and shows the server refusal', async () => {
    server.use(
      http.patch('/api/reviews/r1/reply', () =>
        apiError(403, 'Only the seller of this agent can reply to its reviews.'),
      ),
    );
    renderWithApp(<ReviewReplyControls review={{ ...review, reply }} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Edit reply' }));
    expect(screen.getByLabelText('Your public reply')).toHaveValue('Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Save reply' }));
    expect(await screen.findByText('Only the seller of this agent can reply to its reviews.')).toBeInTheDocument();
  });
});
