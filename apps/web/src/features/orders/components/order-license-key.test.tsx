import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { testOrder } from '@/test/orders';
import { renderWithApp, testUser } from '@/test/render';
import { OrdersList } from './orders-list';

it("shows an order's license key, ready to copy, and nothing for orders without one", async () => {
  const key = 'AGSY-ABCDE-FGHJK-MNPQR-STVWX';
  const licensed = testOrder({ listing: { title: 'Licensed', platform: 'python' }, licenseKey: key });
  const plain = testOrder({ listing: { title: 'Plain', platform: 'python' } });
  server.use(http.get('/api/orders', () => HttpResponse.json([licensed, plain])));
  renderWithApp(<OrdersList />, { user: testUser() });
  expect(await screen.findByLabelText('License key')).toHaveValue(key);
  expect(screen.getAllByLabelText('License key')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'Copy License key' })).toBeInTheDocument();
});
