import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ReviewForm } from './review-form';

afterEach(() => resetToasts());

describe('ReviewForm', () => {
  it('sends five stars by default with the comment', async () => {
    server.use(
      http.post('/api/reviews', () =>
        HttpResponse.json(
          {
            id: 'r1',
            listingId: 'l1',
            rating: 5,
            comment: 'Saves me an hour a day',
            createdAt: '2025-05-01T10:00:00.000Z',
          },
          { status: 201 },
        ),
      ),
    );
    renderWithApp(<ReviewForm listingId="l1" />, { user: testUser() });
    expect(screen.getByLabelText('5 stars')).toBeChecked();
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Saves me an hour a day');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/reviews')).toEqual([
      { listingId: 'l1', rating: 5, comment: 'Saves me an hour a day' },
    ]);
  });

  it('sends the chosen rating and shows the failure toast with the server reason', async () => {
    server.use(http.post('/api/reviews', () => apiError(409, 'You have already reviewed this agent.')));
    renderWithApp(<ReviewForm listingId="l1" />, { user: testUser() });
    await userEvent.click(screen.getByLabelText('3 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
    expect(screen.getAllByText('You have already reviewed this agent.')[0]).toBeInTheDocument();
    expect((await bodiesSent('POST /api/reviews'))[0]).toMatchObject({ rating: 3 });
  });
});
