import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SandboxCardForm } from './sandbox-card-form';

const renderForm = () => {
  const onPay = vi.fn();
  renderWithApp(<SandboxCardForm payLabel="Pay $20.59" isPending={false} onPay={onPay} />);
  return onPay;
};

const pay = async (expiry: string) => {
  await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $20.59' }));
};

describe('SandboxCardForm expiry', () => {
  it.each(['1229', '12/29'])('takes %s, shows it as 12/29 and pays with December 2029', async (typed) => {
    const onPay = renderForm();
    await pay(typed);
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/29');
    expect(onPay).toHaveBeenCalledWith({ cardNumber: '4242424242424242', cvc: '123', expMonth: 12, expYear: 2029 });
  });

  it('refuses a month that does not exist, next to the field', async () => {
    const onPay = renderForm();
    await pay('1329');
    expect(screen.getByText("Your card's expiration date is invalid.")).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
  });
});

describe('SandboxCardForm, sent empty', () => {
  it('flags every empty field at once, and pays nothing', async () => {
    const onPay = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.59' }));
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription("Your card's security code is incomplete.");
    expect(onPay).not.toHaveBeenCalled();
  });

  it('clears a flag once its field is filled', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.59' }));
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $20.59' }));
    expect(screen.getByLabelText('Card number')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('aria-invalid', 'true');
  });
});
