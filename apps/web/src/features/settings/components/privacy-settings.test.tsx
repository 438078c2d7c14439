import type { PrivacyPreferences, UpdatePrivacyPreferences } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { PrivacySettings } from './privacy-settings';

afterEach(() => resetToasts());

const saved: PrivacyPreferences = { profileVisibility: 'public', showPurchaseHistory: false, allowMessaging: true };

describe('PrivacySettings', () => {
  it('starts from the saved choices and saves the three together', async () => {
    server.use(
      http.get<never, never, PrivacyPreferences>('/api/users/privacy', () => HttpResponse.json(saved)),
      http.patch<never, UpdatePrivacyPreferences, PrivacyPreferences>('/api/users/privacy', async ({ request }) =>
        HttpResponse.json({ ...saved, ...(await request.json()) }),
      ),
    );
    renderWithApp(<PrivacySettings />, { user: testUser() });
    const visibility = await screen.findByLabelText('Profile Visibility');
    expect(visibility).toHaveValue('public');
    await userEvent.selectOptions(visibility, 'private');
    await userEvent.click(screen.getByRole('switch', { name: 'Show Purchase History' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Allow Messaging' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Privacy Settings' }));
    expect(await screen.findByText('Privacy Settings Updated')).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/users/privacy')).toEqual([
      { profileVisibility: 'private', showPurchaseHistory: true, allowMessaging: false },
    ]);
  });
});
