import { passwordMessages } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { ChangePasswordCard } from './change-password-card';

afterEach(() => resetToasts());

const fill = async (current: string, next: string, confirm: string) => {
  if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New Password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
};

describe('ChangePasswordCard', () => {
  it.each([
    ['different confirmation', 'long enough 1', 'long enough 2', 'Password Mismatch', 'New passwords do not match.'],
    ['short new password', 'short', 'short', 'Password Too Short', 'Password must be at least 8 characters long.'],
  ])('refuses a %s with the spec toast and sends nothing', async (_case, next, confirm, title, message) => {
    renderWithApp(<ChangePasswordCard />, { user: testUser() });
    await fill('old password', next, confirm);
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(requestsSent()).toEqual([]);
  });

  it('sends the current and new password, then says so and empties the form', async () => {
    server.use(http.post('/api/users/change-password', () => HttpResponse.json({ success: true })));
    renderWithApp(<ChangePasswordCard />, { user: testUser() });
    await fill('old password', 'a new password', 'a new password');
    expect(await screen.findByText('Password Changed')).toBeVisible();
    expect(await bodiesSent('POST /api/users/change-password')).toEqual([
      { currentPassword: 'old password', newPassword: 'a new password' },
    ]);
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it("shows the server's reason when the current password is wrong", async () => {
    server.use(http.post('/api/users/change-password', () => apiError(400, 'Current password is incorrect.')));
    renderWithApp(<ChangePasswordCard />, { user: testUser() });
    await fill('wrong password', 'a new password', 'a new password');
    expect(await screen.findByText('Password Change Failed')).toBeVisible();
    expect(screen.getByText('Current password is incorrect.')).toBeVisible();
  });

  it('names a common password at the field, in the words the server uses', async () => {
    server.use(
      http.post('/api/users/change-password', () =>
        apiError(400, passwordMessages.tooCommon, {
          code: 'WEAK_PASSWORD',
          fields: { newPassword: passwordMessages.tooCommon },
        }),
      ),
    );
    renderWithApp(<ChangePasswordCard />, { user: testUser() });
    await fill('old password', 'Password1!', 'Password1!');
    expect(await screen.findByText('Password Change Failed')).toBeVisible();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(passwordMessages.tooCommon);
  });
});
