import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, mockApi } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { ReviewForm } from './review-form';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('ReviewForm', () => {
  it('sends five stars by default with the comment', async () => {
    const api = mockApi({ 'POST /api/reviews': Response.json({ id: 'r1' }, { status: 201 }) });
    renderWithApp(<ReviewForm listingId="l1" />, { user: testUser() });
    expect(screen.getByLabelText('5 stars')).toBeChecked();
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Saves me an hour a day');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
    expect(bodiesSent(api, 'POST /api/reviews')).toEqual([
      { listingId: 'l1', rating: 5, comment: 'Saves me an hour a day' },
    ]);
  });

  it('sends the chosen rating and shows the failure toast with the server reason', async () => {
    const api = mockApi({ 'POST /api/reviews': apiError(409, 'You have already reviewed this agent.') });
    renderWithApp(<ReviewForm listingId="l1" />, { user: testUser() });
    await userEvent.click(screen.getByLabelText('3 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
    expect(screen.getAllByText('You have already reviewed this agent.')[0]).toBeInTheDocument();
    expect(bodiesSent(api, 'POST /api/reviews')[0]).toMatchObject({ rating: 3 });
  });
});
