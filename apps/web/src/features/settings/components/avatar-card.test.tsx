import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { AvatarCard } from './avatar-card';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

/** The upload body is a form, not JSON, so this stub records the form it was given. */
const stubUpload = (answer: () => Response) => {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (init?.method === 'POST' && path === '/api/users/avatar') return answer();
    if (path === '/api/auth/user') return Response.json(testUser({ avatar: '/api/avatars/new.webp' }));
    throw new Error(`Unexpected call: ${init?.method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const pick = (file: File) => userEvent.upload(screen.getByLabelText('Choose a profile picture'), file);

describe('AvatarCard', () => {
  it('uploads the picture as the avatar field and says "Avatar Updated"', async () => {
    const fetchMock = stubUpload(() => Response.json({ avatarUrl: '/api/avatars/new.webp' }));
    renderWithApp(<AvatarCard name="Ada Lovelace" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['png bytes'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Avatar Updated')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect((init!.body as FormData).get('avatar')).toBeInstanceOf(File);
  });

  it('refuses a file that is not an image before sending anything', async () => {
    const fetchMock = stubUpload(() => Response.json({}));
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses 5 MB or more with "File Too Large"', async () => {
    const fetchMock = stubUpload(() => Response.json({}));
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Please choose an image smaller than 5MB.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's verdict on the content", async () => {
    stubUpload(() => apiError(415, 'Please choose an image file.', { title: 'Invalid File Type' }));
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['<html></html>'], 'page.png', { type: 'image/png' }));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
  });

  it('falls back to "Upload Failed" when the server gives no reason', async () => {
    stubUpload(() => new Response('', { status: 500 }));
    renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    await pick(new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload avatar.')).toBeInTheDocument();
  });

  it('offers Remove only when there is a picture', async () => {
    stubUpload(() => Response.json({}));
    const { unmount } = renderWithApp(<AvatarCard name="Ada" avatarUrl={null} />, { user: testUser() });
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    unmount();
    renderWithApp(<AvatarCard name="Ada" avatarUrl="/api/avatars/a.webp" />, { user: testUser() });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument());
  });
});
