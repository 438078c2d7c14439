import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { EditProfileForm } from './edit-profile-form';

afterEach(() => resetToasts());

describe('EditProfileForm', () => {
  it('saves the four fields, says Profile Updated and closes', async () => {
    const user = testUser({ bio: 'Old bio' });
    server.use(
      http.patch('/api/users/profile', () => HttpResponse.json({ ...user, location: 'Leeds' })),
      http.get('/api/auth/user', () => HttpResponse.json({ ...user, location: 'Leeds' })),
    );
    const onDone = vi.fn();
    renderWithApp(<EditProfileForm user={user} onDone={onDone} />, { user });
    expect(screen.getByLabelText('Bio')).toHaveValue('Old bio');
    expect(screen.getByText('7/500')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Location'), 'Leeds');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(await bodiesSent('PATCH /api/users/profile')).toEqual([
      { displayName: '', bio: 'Old bio', website: '', location: 'Leeds' },
    ]);
  });

  it('refuses a website that is not a web address before sending', async () => {
    renderWithApp(<EditProfileForm user={testUser()} onDone={() => {}} />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Website'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(/starting with http/)).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/users/profile')).toEqual([]);
  });

  it('shows a refused display name under the field, without a toast', async () => {
    const message = 'Names cannot contain “official”.';
    server.use(
      http.patch('/api/users/profile', () =>
        apiError(422, message, { code: 'NAME_RESERVED', fields: { displayName: message } }),
      ),
    );
    const onDone = vi.fn();
    renderWithApp(<EditProfileForm user={testUser()} onDone={onDone} />, { user: testUser() });
    await userEvent.type(screen.getByLabelText('Display name'), 'The Official Helper');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription(message));
    expect(screen.queryByText('Update Failed')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows Update Failed with the server message', async () => {
    server.use(http.patch('/api/users/profile', () => apiError(400, 'Bio must be at most 500 characters.')));
    renderWithApp(<EditProfileForm user={testUser()} onDone={() => {}} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getAllByText('Bio must be at most 500 characters.')[0]).toBeInTheDocument();
  });
});
