import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp } from '@/test/render';
import { ContactForm } from './contact-form';

afterEach(() => {
  resetToasts();
});

describe('ContactForm', () => {
  it('requires every field and sends nothing while one is blank', async () => {
    renderWithApp(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Inquiry type is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(requestsSent()).toEqual([]);
  });

  it('joins the name, prefixes the subject with the inquiry type, then resets', async () => {
    server.use(http.post('/api/forms/contact', () => HttpResponse.json({ id: 'c1' }, { status: 201 })));
    renderWithApp(<ContactForm initialInquiryType="bug" />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Checkout button');
    await userEvent.type(screen.getByLabelText('Message'), 'It does nothing.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(requestsSent()).toEqual(['POST /api/forms/contact']));
    const [body] = await bodiesSent('POST /api/forms/contact');
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Bug Report: Checkout button',
      message: 'It does nothing.',
      userAgent: navigator.userAgent,
    });
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));
  });

  it('shows the failure toast and keeps what was typed', async () => {
    server.use(http.post('/api/forms/contact', () => apiError(500, 'down')));
    renderWithApp(<ContactForm initialInquiryType="general" />);
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'L'],
      ['Email', 'ada@example.com'],
      ['Subject', 'Hi'],
      ['Message', 'Hello'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});
