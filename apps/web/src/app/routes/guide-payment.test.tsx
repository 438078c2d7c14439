import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { Component as PaymentGuide } from './guide-payment';

const payingSection = () => screen.getByRole('heading', { name: 'Paying for agents' }).closest('section')!;

describe('the payment guide names what the configured provider takes', () => {
  it('with the sandbox: its test cards, no PayPal and no wallets', async () => {
    server.use(http.get('/api/payments/config', () => HttpResponse.json({ provider: 'sandbox', testMode: true })));
    renderWithApp(<PaymentGuide />);
    expect(await screen.findByText('Test cards')).toBeInTheDocument();
    expect(within(payingSection()).queryByText(/PayPal/)).not.toBeInTheDocument();
    expect(within(payingSection()).queryByText(/wallet/i)).not.toBeInTheDocument();
  });

  it('with Stripe: cards and wallets, no PayPal', async () => {
    server.use(
      http.get('/api/payments/config', () =>
        HttpResponse.json({ provider: 'stripe', publishableKey: 'pk_test_x', testMode: true }),
      ),
    );
    renderWithApp(<PaymentGuide />);
    expect(await screen.findByText('Credit and debit cards')).toBeInTheDocument();
    expect(within(payingSection()).getByText('Digital wallets')).toBeInTheDocument();
    expect(within(payingSection()).queryByText(/PayPal/)).not.toBeInTheDocument();
  });
});
