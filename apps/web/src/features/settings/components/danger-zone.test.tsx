import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { queryKeys } from '@/lib/query-keys';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { DangerZone } from './danger-zone';

afterEach(() => resetToasts());

const confirmWith = async (password: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  expect(await screen.findByText('Are you absolutely sure?')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(dialogDeleteButton());
};
const dialogDeleteButton = () => screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!;

describe('DangerZone', () => {
  it('asks for the password, sends it, signs out and leaves', async () => {
    server.use(http.delete('/api/users/delete-account', () => new HttpResponse(null, { status: 204 })));
    const onDeleted = vi.fn();
    const { queryClient } = renderWithApp(<DangerZone onDeleted={onDeleted} />, { user: testUser() });
    await confirmWith('my password');
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(await bodiesSent('DELETE /api/users/delete-account')).toEqual([{ password: 'my password' }]);
    expect(onDeleted).toHaveBeenCalled();
    expect(queryClient.getQueryData(queryKeys.currentUser)).toBeNull();
  });

  it("shows the server's reason and stays when deletion is refused", async () => {
    server.use(
      http.delete('/api/users/delete-account', () =>
        apiError(409, 'Your balance of $12.00 has not been paid out yet.', {
          title: 'Deletion Failed',
        }),
      ),
    );
    const onDeleted = vi.fn();
    renderWithApp(<DangerZone onDeleted={onDeleted} />, { user: testUser() });
    await confirmWith('my password');
    expect(await screen.findByText('Your balance of $12.00 has not been paid out yet.')).toBeInTheDocument();
    expect(screen.getAllByText('Deletion Failed').length).toBeGreaterThan(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('cannot be confirmed without a password', async () => {
    renderWithApp(<DangerZone onDeleted={() => {}} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await screen.findByText('Are you absolutely sure?');
    expect(dialogDeleteButton()).toBeDisabled();
    expect(requestsSent()).toEqual([]);
  });
});
