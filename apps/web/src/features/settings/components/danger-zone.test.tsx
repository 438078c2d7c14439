import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { currentUserQueryKey } from '@/lib/current-user';
import { apiError, bodiesSent, mockApi } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { DangerZone } from './danger-zone';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const confirmWith = async (password: string) => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  expect(await screen.findByText('Are you absolutely sure?')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(dialogDeleteButton());
};
const dialogDeleteButton = () => screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!;

describe('DangerZone', () => {
  it('asks for the password, sends it, signs out and leaves', async () => {
    const fetchMock = mockApi({ 'DELETE /api/users/delete-account': new Response(null, { status: 204 }) });
    const onDeleted = vi.fn();
    const { queryClient } = renderWithApp(<DangerZone onDeleted={onDeleted} />, { user: testUser() });
    await confirmWith('my password');
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'DELETE /api/users/delete-account')).toEqual([{ password: 'my password' }]);
    expect(onDeleted).toHaveBeenCalled();
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it("shows the server's reason and stays when deletion is refused", async () => {
    mockApi({
      'DELETE /api/users/delete-account': apiError(409, 'Your balance of $12.00 has not been paid out yet.', {
        title: 'Deletion Failed',
      }),
    });
    const onDeleted = vi.fn();
    renderWithApp(<DangerZone onDeleted={onDeleted} />, { user: testUser() });
    await confirmWith('my password');
    expect(await screen.findByText('Your balance of $12.00 has not been paid out yet.')).toBeInTheDocument();
    expect(screen.getAllByText('Deletion Failed').length).toBeGreaterThan(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('cannot be confirmed without a password', async () => {
    const fetchMock = mockApi({});
    renderWithApp(<DangerZone onDeleted={() => {}} />, { user: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await screen.findByText('Are you absolutely sure?');
    expect(dialogDeleteButton()).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
