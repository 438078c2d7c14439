import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { resetToasts, toast } from '@/components/ui/use-toast';
import { bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { FeedbackWidget } from './feedback-widget';

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

const answer = async (text: string) => {
  await userEvent.type(screen.getByRole('textbox'), text);
  await userEvent.click(screen.getByRole('button', { name: /^(Next|Submit)$/ }));
};

/** A page with an open dialog (as the first-login onboarding) and the widget; `closeDialog` ends it. */
let closeDialog = () => {};
const PageWithDialog = () => {
  const [isDialogOpen, setIsDialogOpen] = useState(true);
  closeDialog = () => setIsDialogOpen(false);
  return (
    <>
      <Dialog open={isDialogOpen}>
        <DialogContent hideClose aria-describedby={undefined}>
          <DialogTitle>Welcome to Agentsy!</DialogTitle>
        </DialogContent>
      </Dialog>
      <FeedbackWidget userRole="buyer" />
    </>
  );
};

describe('FeedbackWidget', () => {
  it('opens by itself once, 3 seconds after load', () => {
    vi.useFakeTimers();
    const first = renderWithApp(<FeedbackWidget userRole="visitor" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();

    renderWithApp(<FeedbackWidget userRole="visitor" />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never opens over a dialog: its button hides and its countdown waits until the dialog closes', async () => {
    vi.useFakeTimers();
    renderWithApp(<PageWithDialog />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('dialog', { name: 'Help us improve Agentsy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share feedback', hidden: true })).not.toBeInTheDocument();
    // While the dialog is open, a toast shows at the top, off the dialog's buttons at its foot.
    act(() => {
      toast({ title: 'Setup Error' });
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Setup Error').closest('ol')).toHaveClass('top-0');

    act(() => closeDialog());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Share feedback' })).toBeInTheDocument();
    expect(screen.getByText('Setup Error').closest('ol')).not.toHaveClass('top-0');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('dialog', { name: 'Help us improve Agentsy' })).toBeInTheDocument();
  });

  it('keeps Next disabled while the answer is blank', async () => {
    renderWithApp(<FeedbackWidget userRole="visitor" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Feedback' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox'), '   ');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('submits all three answers with the role, then thanks the user', async () => {
    server.use(http.post('/api/feedback', () => HttpResponse.json({ id: 'f1' }, { status: 201 })));
    renderWithApp(<FeedbackWidget userRole="seller" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Feedback' }));
    await answer('Search');
    await answer('Slow pages');
    await answer('Dark mode');

    await waitFor(() => expect(requestsSent()).toEqual(['POST /api/feedback']));
    const [body] = (await bodiesSent('POST /api/feedback')) as [{ pageUrl: string; timestamp: string }];
    expect(body).toMatchObject({
      likes: 'Search',
      dislikes: 'Slow pages',
      improvements: 'Dark mode',
      userRole: 'seller',
    });
    expect(body.pageUrl).toBe(window.location.href);
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(await screen.findByText('Feedback Submitted')).toBeInTheDocument();
    expect(screen.getByText(/Thank you! Your feedback/)).toBeInTheDocument();
  });

  it('shows the error toast and stays on the last question when sending fails', async () => {
    server.use(http.post('/api/feedback', () => new HttpResponse(null, { status: 500 })));
    renderWithApp(<FeedbackWidget userRole="visitor" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share feedback' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share Feedback' }));
    await answer('a');
    await answer('b');
    await answer('c');
    expect(await screen.findByText('Failed to submit feedback. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
