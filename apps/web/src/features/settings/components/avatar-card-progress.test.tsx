import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { AvatarCard } from './avatar-card';

afterEach(() => resetToasts());

describe('an upload screen (the profile picture)', () => {
  const pick = (file: File) => userEvent.upload(screen.getByLabelText('Choose a profile picture'), file);

  it('shows the upload under way, and Cancel stops it without a failure', async () => {
    let arrived = false;
    server.use(
      http.post('/api/users/avatar', async () => {
        arrived = true;
        // Never answers: the upload is still on its way when it is cancelled.
        await new Promise(() => {});
        return HttpResponse.json({});
      }),
    );
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['png bytes'], 'me.png', { type: 'image/png' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading profile picture' });
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect.poll(() => arrived).toBe(true);

    await userEvent.click(within(bar.parentElement!).getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload New Picture' })).toBeEnabled();
    expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as soon as it answers, and the bar goes", async () => {
    server.use(
      http.post('/api/users/avatar', () =>
        apiError(415, 'Please choose an image file.', { title: 'Invalid File Type' }),
      ),
    );
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['<html></html>'], 'page.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload New Picture' })).toBeEnabled();
  });
});
