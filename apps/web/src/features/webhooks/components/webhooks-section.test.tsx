import type { Webhook, WebhookDelivery } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { bodiesSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { WebhooksSection } from './webhooks-section';

afterEach(() => resetToasts());

const hook: Webhook = {
  id: 'w1',
  url: 'https://shop.example/hooks',
  events: ['order.completed', 'review.created'],
  description: null,
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 'd1',
  type: 'order.completed',
  status: 'failed',
  attempts: 8,
  responseStatus: 500,
  durationMs: 42,
  responseStart: 'boom',
  error: null,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-27T11:00:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
};

describe('WebhooksSection', () => {
  it('adds a webhook with the chosen events and shows its secret once', async () => {
    let list: Webhook[] = [];
    server.use(
      http.get('/api/webhooks', () => HttpResponse.json(list)),
      http.post('/api/webhooks', () => {
        list = [hook];
        return HttpResponse.json({ ...hook, secret: 'whsec_c2VjcmV0' }, { status: 201 });
      }),
    );
    renderWithApp(<WebhooksSection />, { user: testUser() });
    await userEvent.type(await screen.findByLabelText('Endpoint URL'), 'https://shop.example/hooks');
    await userEvent.click(screen.getByRole('checkbox', { name: 'review.created' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('whsec_c2VjcmV0')).toBeInTheDocument();
    expect(await screen.findByText('https://shop.example/hooks')).toBeInTheDocument();
    expect(await bodiesSent('POST /api/webhooks')).toEqual([
      { url: 'https://shop.example/hooks', events: ['order.completed', 'review.created'] },
    ]);
  });

  it('shows the server refusal of a URL under the field', async () => {
    server.use(
      http.get('/api/webhooks', () => HttpResponse.json([])),
      http.post('/api/webhooks', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'no', fields: { url: 'Webhook URLs must start with https://.' } },
          { status: 400 },
        ),
      ),
    );
    renderWithApp(<WebhooksSection />, { user: testUser() });
    await userEvent.type(await screen.findByLabelText('Endpoint URL'), 'http://shop.example/hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Webhook URLs must start with https://.')).toBeInTheDocument();
  });

  it('lists deliveries with their answer, redelivers one and sends a test event', async () => {
    server.use(
      http.get('/api/webhooks', () => HttpResponse.json([hook])),
      http.get('/api/webhooks/w1/deliveries', () => HttpResponse.json([delivery])),
      http.post('/api/webhooks/w1/deliveries/d1/redeliver', () =>
        HttpResponse.json({ ...delivery, id: 'd2', status: 'pending', attempts: 0 }, { status: 202 }),
      ),
      http.post('/api/webhooks/w1/test', () =>
        HttpResponse.json({ ...delivery, id: 'd3', type: 'webhook.test', status: 'pending' }, { status: 202 }),
      ),
    );
    renderWithApp(<WebhooksSection />, { user: testUser() });
    await userEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(await within(log).findByText(/8 attempts · HTTP 500 · 42 ms/)).toBeInTheDocument();
    expect(within(log).getByText('boom')).toBeInTheDocument();
    await userEvent.click(within(log).getByRole('button', { name: 'Redeliver order.completed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await bodiesSent('POST /api/webhooks/w1/deliveries/d1/redeliver')).toHaveLength(1);
    expect(await bodiesSent('POST /api/webhooks/w1/test')).toHaveLength(1);
  });
});
