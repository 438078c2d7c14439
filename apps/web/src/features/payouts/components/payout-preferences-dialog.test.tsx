import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { PayoutPreferencesDialog } from './payout-preferences-dialog';

afterEach(() => resetToasts());

const saved = {
  payoutMethod: 'ach',
  paypalEmail: null,
  bankAccountHolderName: 'Sam Seller',
  bankRoutingNumber: '011000015',
  bankAccountLast4: '6789',
  bankName: 'First Bank',
};

describe('PayoutPreferencesDialog', () => {
  it('shows the saved last 4 only, caps the routing number and asks for every ACH field', async () => {
    server.use(http.get('/api/payout-preferences', () => HttpResponse.json(saved)));
    renderWithApp(<PayoutPreferencesDialog open onOpenChange={() => {}} />, { user: testUser() });
    expect(await screen.findByText(/Saved account ending in 6789/)).toBeInTheDocument();
    expect(screen.getByText('US bank accounts, 3-5 business days.')).toBeInTheDocument();
    expect(screen.getByText('A 3% processing fee applies to all payouts.')).toBeInTheDocument();
    const routing = screen.getByLabelText('Routing number');
    expect(routing).toHaveAttribute('maxLength', '9');
    expect(routing).toHaveAttribute('placeholder', '9-digit routing number');
    expect(screen.getByLabelText('Account number')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(
      await screen.findByText('All required fields must be filled for the selected payout method'),
    ).toBeInTheDocument();
    expect(await bodiesSent('POST /api/payout-preferences')).toEqual([]);
  });

  it('saves PayPal, closes and shows the server message on failure', async () => {
    const empty = { ...saved, payoutMethod: null, bankAccountLast4: null, bankName: null };
    server.use(
      http.get('/api/payout-preferences', () => HttpResponse.json(empty)),
      http.post('/api/payout-preferences', () => apiError(400, 'Enter a valid email address')),
    );
    const onOpenChange = vi.fn();
    renderWithApp(<PayoutPreferencesDialog open onOpenChange={onOpenChange} />, { user: testUser() });
    await userEvent.type(await screen.findByLabelText('PayPal email'), 'sam@paypal.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
