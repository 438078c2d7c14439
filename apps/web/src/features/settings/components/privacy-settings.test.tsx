import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, mockApi } from '@/test/mock-api';
import { renderWithApp, testUser } from '@/test/render';
import { PrivacySettings } from './privacy-settings';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const saved = { profileVisibility: 'public', showPurchaseHistory: false, allowMessaging: true };

describe('PrivacySettings', () => {
  it('starts from the saved choices and saves the three together', async () => {
    const fetchMock = mockApi({
      'GET /api/users/privacy': Response.json(saved),
      'PATCH /api/users/privacy': (body) => Response.json({ ...saved, ...(body as object) }),
    });
    renderWithApp(<PrivacySettings />, { user: testUser() });
    const visibility = await screen.findByLabelText('Profile Visibility');
    expect(visibility).toHaveValue('public');
    await userEvent.selectOptions(visibility, 'private');
    await userEvent.click(screen.getByRole('switch', { name: 'Show Purchase History' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Allow Messaging' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Privacy Settings' }));
    expect(await screen.findByText('Privacy Settings Updated')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'PATCH /api/users/privacy')).toEqual([
      { profileVisibility: 'private', showPurchaseHistory: true, allowMessaging: false },
    ]);
  });
});
