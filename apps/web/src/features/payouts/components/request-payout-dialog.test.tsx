import type { PayoutPreferences } from '@agentsy/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { testPayout } from '@/test/money';
import { renderWithApp, testUser } from '@/test/render';
import { RequestPayoutDialog } from './request-payout-dialog';

afterEach(() => resetToasts());

const preferences = (saved: Partial<PayoutPreferences> = {}) =>
  HttpResponse.json({
    payoutMethod: null,
    paypalEmail: null,
    bankAccountHolderName: null,
    bankRoutingNumber: null,
    bankAccountLast4: null,
    bankName: null,
    ...saved,
  } satisfies PayoutPreferences);

const savedPaypal = http.get('/api/payout-preferences', () =>
  preferences({ payoutMethod: 'paypal', paypalEmail: 'sam@paypal.example' }),
);

/** Opens the dialog and waits for the form, which starts from the saved payout settings. */
const open = async (savedPaypalEmail: string | null = 'sam@paypal.example') => {
  renderWithApp(
    <RequestPayoutDialog open onOpenChange={() => {}} availableCents={4000} savedPaypalEmail={savedPaypalEmail} />,
    { user: testUser({ activeRole: 'seller' }) },
  );
  await screen.findByLabelText('Amount (USD)');
};

const requestWith = async (amount: string) => {
  const field = screen.getByLabelText('Amount (USD)');
  await userEvent.clear(field);
  if (amount) await userEvent.type(field, amount);
  await userEvent.click(screen.getByRole('button', { name: 'Request Payout' }));
};

describe('RequestPayoutDialog', () => {
  it.each([
    ['0', 'Invalid Amount'],
    ['abc', 'Invalid Amount'],
    ['4.99', 'Minimum Amount Required'],
    ['40.01', 'Insufficient Balance'],
  ])('refuses %s with "%s" and sends nothing', async (amount, title) => {
    server.use(savedPaypal);
    await open();
    await requestWith(amount);
    expect((await screen.findAllByText(title)).length).toBeGreaterThan(0);
    expect(await bodiesSent('POST /api/payouts')).toEqual([]);
  });

  it('needs a PayPal e-mail for PayPal', async () => {
    server.use(http.get('/api/payout-preferences', () => preferences()));
    await open(null);
    await requestWith('10');
    expect((await screen.findAllByText('PayPal Email Required')).length).toBeGreaterThan(0);
  });

  it('shows the 3% fee and the net, pre-fills the saved e-mail and requests the payout', async () => {
    server.use(
      savedPaypal,
      http.post('/api/payouts', () => HttpResponse.json(testPayout(), { status: 201 })),
    );
    await open();
    expect(screen.getByLabelText('PayPal email')).toHaveValue('sam@paypal.example');
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '20');
    expect(screen.getByTestId('payout-fee')).toHaveTextContent('-$0.60');
    expect(screen.getByTestId('payout-net')).toHaveTextContent('$19.40');
    expect(screen.getByText('Requests are processed Monday to Friday.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request Payout' }));
    expect(await screen.findByText('Payout Requested')).toBeInTheDocument();
    expect(screen.getByText(/within 1-2 business days/)).toBeInTheDocument();
    expect(await bodiesSent('POST /api/payouts')).toEqual([
      { amount: '20', payoutMethod: 'paypal', paypalEmail: 'sam@paypal.example' },
    ]);
  });

  it("shows the server's reason when the request fails", async () => {
    server.use(
      savedPaypal,
      http.post('/api/payouts', () => apiError(409, 'You already have a pending payout request.')),
    );
    await open();
    await requestWith('10');
    expect(await screen.findByText('Payout Request Failed')).toBeInTheDocument();
    expect(screen.getByText('You already have a pending payout request.')).toBeInTheDocument();
  });

  it('starts with the saved bank account (ACH) and requests a bank payout', async () => {
    server.use(
      http.get('/api/payout-preferences', () =>
        preferences({
          payoutMethod: 'ach',
          bankName: 'First Bank',
          bankAccountLast4: '6789',
        }),
      ),
      http.post('/api/payouts', () => HttpResponse.json(testPayout({ payoutMethod: 'bank' }), { status: 201 })),
    );
    await open('old@paypal.example');
    expect(screen.getByRole('combobox', { name: 'Payout method' })).toHaveTextContent('Bank transfer (ACH)');
    expect(screen.queryByLabelText('PayPal email')).not.toBeInTheDocument();
    await requestWith('10');
    expect(await screen.findByText('Payout Requested')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/payouts')).toEqual([{ amount: '10', payoutMethod: 'bank' }]);
  });

  it('starts on PayPal when no payout method is saved yet', async () => {
    server.use(http.get('/api/payout-preferences', () => preferences()));
    await open(null);
    expect(screen.getByRole('combobox', { name: 'Payout method' })).toHaveTextContent('PayPal');
    expect(screen.getByLabelText('PayPal email')).toHaveValue('');
  });
});
