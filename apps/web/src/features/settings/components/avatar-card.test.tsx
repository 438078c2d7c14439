import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { uploadInterruptedMessage } from '@/lib/api-client';
import { apiError, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { AvatarCard } from './avatar-card';

afterEach(() => resetToasts());

/** The upload body is a form, not JSON, so the handler keeps the forms it was given. */
const stubUpload = (answer: () => Response) => {
  const formsSent: FormData[] = [];
  server.use(
    http.post('/api/users/avatar', async ({ request }) => {
      formsSent.push(await request.formData());
      return answer();
    }),
    http.get('/api/auth/user', () => HttpResponse.json(testUser({ avatar: '/api/avatars/new.webp' }))),
  );
  return formsSent;
};

const pick = (file: File) => userEvent.upload(screen.getByLabelText('Choose a profile picture'), file);

describe('AvatarCard', () => {
  it('uploads the picture as the avatar field and says "Avatar Updated"', async () => {
    const formsSent = stubUpload(() => HttpResponse.json({ avatarUrl: '/api/avatars/new.webp' }));
    renderWithApp(<AvatarCard name="Ada Lovelace" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['png bytes'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Avatar Updated')).toBeInTheDocument();
    expect(formsSent).toHaveLength(1);
    // The form comes back through Node's fetch, so its File is not jsdom's: compare what it holds.
    const avatar = formsSent[0]!.get('avatar') as Blob;
    expect([avatar.type, avatar.size]).toEqual(['image/gif', 'png bytes'.length]);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    stubUpload(() => HttpResponse.json({}));
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    // userEvent.upload honours `accept`; a drop or a picker set to "all files" does not.
    await userEvent.upload(
      screen.getByLabelText('Choose a profile picture'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please choose an image file.')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('refuses 5 MB or more with "File Too Large"', async () => {
    stubUpload(() => HttpResponse.json({}));
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please choose an image smaller than 5MB.')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it("shows the server's verdict on the content", async () => {
    stubUpload(() => apiError(415, 'Please choose an image file.', { title: 'Invalid File Type' }));
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['<html></html>'], 'page.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
  });

  it('falls back to "Upload Failed" when the server gives no reason', async () => {
    stubUpload(() => new HttpResponse('', { status: 500 }));
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload avatar.')).toBeInTheDocument();
  });

  it('says the upload stopped when the connection closes before an answer, and can try again', async () => {
    stubUpload(() => HttpResponse.error());
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText(uploadInterruptedMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload New Picture' })).toBeEnabled();
  });

  it('offers Remove only when there is a picture', async () => {
    stubUpload(() => HttpResponse.json({}));
    const { unmount } = renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    unmount();
    renderWithApp(<AvatarCard name="Ada" avatarUrl="/api/avatars/a.webp" />, { user: testUser() });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument());
  });
});
