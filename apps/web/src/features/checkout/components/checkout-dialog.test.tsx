import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { testOrder } from '@/test/orders';
import { renderWithApp, testUser } from '@/test/render';
import { CheckoutDialog } from './checkout-dialog';

afterEach(() => resetToasts());

const listing = { id: 'listing-1', title: 'Inbox Zero Assistant', price: '19.99' };
const config = () => HttpResponse.json({ provider: 'sandbox', testMode: true });
const intent = () =>
  HttpResponse.json({
    clientSecret: 'pi_1_secret',
    paymentIntentId: 'pi_1',
    amount: '20.59',
    subtotal: '19.99',
    transactionFee: '0.60',
    currency: 'usd',
    provider: 'sandbox',
  });

const payWith = async (cardNumber: string) => {
  await userEvent.type(await screen.findByLabelText('Card number'), cardNumber);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $20.59' }));
};

describe('CheckoutDialog', () => {
  it('shows the price, the 3% fee and the total, and asks for an intent with those figures', async () => {
    server.use(http.get('/api/payments/config', config), http.post('/api/create-payment-intent', intent));
    renderWithApp(<CheckoutDialog listing={listing} onClose={() => {}} />, { user: testUser() });
    expect(screen.getByText('Transaction fee (3%)')).toBeInTheDocument();
    expect(screen.getByText('$0.60')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$20.59');
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242 succeeds/)).toBeInTheDocument();
    expect(await bodiesSent('POST /api/create-payment-intent')).toEqual([
      { listingId: 'listing-1', amount: '20.59', subtotal: '19.99', transactionFee: '0.60' },
    ]);
  });

  it('closes with the spec toast when the payment cannot be set up', async () => {
    server.use(
      http.get('/api/payments/config', config),
      http.post('/api/create-payment-intent', () => apiError(500, 'boom')),
    );
    const onClose = vi.fn();
    renderWithApp(<CheckoutDialog listing={listing} onClose={onClose} />, { user: testUser() });
    expect(await screen.findByText('Failed to initialize payment. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByText('Error')[0]).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the card's decline and records no order", async () => {
    server.use(
      http.get('/api/payments/config', config),
      http.post('/api/create-payment-intent', intent),
      http.post('/api/payments/sandbox/confirm', () =>
        apiError(402, 'Your card was declined.', { title: 'Payment Failed' }),
      ),
    );
    renderWithApp(<CheckoutDialog listing={listing} onClose={() => {}} />, { user: testUser() });
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getAllByText('Payment Failed')[0]).toBeInTheDocument();
    expect(await bodiesSent('POST /api/process-payment')).toEqual([]);
  });

  it('records the payment and offers the download', async () => {
    const order = testOrder({ id: 'order-9', downloadUrl: '/api/downloads/order-9', downloadToken: 'tok' });
    server.use(
      http.get('/api/payments/config', config),
      http.post('/api/create-payment-intent', intent),
      http.post('/api/payments/sandbox/confirm', () =>
        HttpResponse.json({
          paymentIntent: { id: 'pi_1', status: 'succeeded', amount: 2059 },
        }),
      ),
      http.post('/api/process-payment', () => HttpResponse.json(order)),
    );
    renderWithApp(<CheckoutDialog listing={listing} onClose={() => {}} />, { user: testUser() });
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Files' })).toHaveAttribute(
      'href',
      '/api/downloads/order-9?token=tok',
    );
    expect((await bodiesSent('POST /api/payments/sandbox/confirm'))[0]).toMatchObject({
      clientSecret: 'pi_1_secret',
      cardNumber: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    await waitFor(async () =>
      expect(await bodiesSent('POST /api/process-payment')).toEqual([
        { paymentIntentId: 'pi_1', listingId: 'listing-1' },
      ]),
    );
  });

  it('asks for a real expiry date before calling the provider', async () => {
    server.use(http.get('/api/payments/config', config), http.post('/api/create-payment-intent', intent));
    renderWithApp(<CheckoutDialog listing={listing} onClose={() => {}} />, { user: testUser() });
    await userEvent.type(await screen.findByLabelText('Expiry (MM/YY)'), '13/34');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.59' }));
    expect(await screen.findByText("Your card's expiration date is invalid.")).toBeInTheDocument();
    expect(await bodiesSent('POST /api/payments/sandbox/confirm')).toEqual([]);
  });

  describe('discount code', () => {
    const check = (valid: boolean, discountedPrice: string, message: string) => () =>
      HttpResponse.json({ valid, originalPrice: '19.99', discountedPrice, message });

    it('Apply shows the discounted price and pays it with the code', async () => {
      server.use(
        http.get('/api/payments/config', config),
        http.post('/api/create-payment-intent', intent),
        http.get('/api/discounts/check', check(true, '15.00', 'Code applied.')),
      );
      renderWithApp(<CheckoutDialog listing={listing} initialCode="spring-25" onClose={() => {}} />, {
        user: testUser(),
      });
      expect(screen.getByLabelText('Discount code')).toHaveValue('spring-25');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Code applied.')).toBeInTheDocument();
      expect(screen.getByText('Discount code SPRING-25')).toBeInTheDocument();
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('$15.45');
      expect(await screen.findByRole('button', { name: 'Pay $15.45' })).toBeInTheDocument();
      await waitFor(async () =>
        expect((await bodiesSent('POST /api/create-payment-intent'))[1]).toEqual({
          listingId: 'listing-1',
          amount: '15.45',
          subtotal: '15.00',
          transactionFee: '0.45',
          discountCode: 'SPRING-25',
        }),
      );
    });

    it('shows why a code does not apply and keeps the listed price', async () => {
      server.use(
        http.get('/api/payments/config', config),
        http.post('/api/create-payment-intent', intent),
        http.get('/api/discounts/check', check(false, '19.99', 'This code has expired.')),
      );
      renderWithApp(<CheckoutDialog listing={listing} onClose={() => {}} />, { user: testUser() });
      await userEvent.type(screen.getByLabelText('Discount code'), 'OLD');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('This code has expired.')).toBeInTheDocument();
      expect(screen.getByTestId('checkout-total')).toHaveTextContent('$20.59');
      expect(await bodiesSent('POST /api/create-payment-intent')).toHaveLength(1);
    });

    it('a 100% code claims the agent without a payment', async () => {
      const order = testOrder({ id: 'order-7', downloadUrl: '/api/downloads/order-7', downloadToken: 'tok' });
      server.use(
        http.get('/api/payments/config', config),
        http.post('/api/create-payment-intent', intent),
        http.get('/api/discounts/check', check(true, '0.00', 'Code applied.')),
        http.post('/api/process-payment', () => HttpResponse.json(order)),
      );
      renderWithApp(<CheckoutDialog listing={listing} initialCode="GIFT" onClose={() => {}} />, { user: testUser() });
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Get for FREE' }));
      expect(await screen.findByRole('link', { name: 'Download Files' })).toBeInTheDocument();
      expect(await bodiesSent('POST /api/process-payment')).toEqual([
        { paymentIntentId: 'free_download', listingId: 'listing-1', discountCode: 'GIFT' },
      ]);
    });
  });
});
