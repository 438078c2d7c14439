import type { Discount } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { DiscountsSection } from './discounts-section';

afterEach(() => resetToasts());

const listings = [
  { id: '11111111-1111-4111-8111-111111111111', title: 'Inbox Zero Assistant' },
  { id: '22222222-2222-4222-8222-222222222222', title: 'Deal Finder' },
];
const code = (over: Partial<Discount> = {}): Discount => ({
  id: 'd-1',
  code: 'SPRING-20',
  type: 'percent',
  value: '20',
  listingIds: null,
  startsAt: null,
  endsAt: null,
  maxRedemptions: 10,
  perBuyerLimit: 1,
  redemptions: 3,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const render = () =>
  renderWithApp(<DiscountsSection listings={listings} />, { user: testUser({ activeRole: 'seller' }) });

describe('DiscountsSection', () => {
  it('lists the codes with their redemptions, deactivates and deletes one', async () => {
    server.use(
      http.get('/api/discounts', () =>
        HttpResponse.json([
          code(),
          code({
            id: 'd-2',
            code: 'FIVE',
            type: 'fixed',
            value: '5.00',
            listingIds: [listings[1]!.id],
            maxRedemptions: null,
            redemptions: 0,
          }),
        ]),
      ),
      http.patch('/api/discounts/d-1', () => HttpResponse.json(code({ active: false }))),
      http.delete('/api/discounts/d-2', () => new HttpResponse(null, { status: 204 })),
    );
    render();
    const spring = (await screen.findByRole('cell', { name: 'SPRING-20' })).closest('tr')!;
    expect(within(spring).getByText('20% off')).toBeInTheDocument();
    expect(within(spring).getByText('3 / 10')).toBeInTheDocument();
    expect(within(spring).getByText('All my agents')).toBeInTheDocument();
    const five = screen.getByRole('cell', { name: 'FIVE' }).closest('tr')!;
    expect(within(five).getByText('$5.00 off')).toBeInTheDocument();
    expect(within(five).getByText('Deal Finder')).toBeInTheDocument();

    await userEvent.click(within(spring).getByRole('button', { name: 'Deactivate SPRING-20' }));
    expect(await screen.findByText('Code SPRING-20 deactivated')).toBeInTheDocument();
    expect(await bodiesSent('PATCH /api/discounts/d-1')).toEqual([{ active: false }]);
    await userEvent.click(within(five).getByRole('button', { name: 'Delete FIVE' }));
    expect(await screen.findByText('Code deleted')).toBeInTheDocument();
    expect(await requestsSent('DELETE /api/discounts/d-2')).toHaveLength(1);
  });

  it('creates a code for one agent, and shows the server message when it is refused', async () => {
    let refuse = true;
    server.use(
      http.get('/api/discounts', () => HttpResponse.json([])),
      http.post('/api/discounts', () =>
        refuse ? apiError(409, 'You already have a code with this name.') : HttpResponse.json(code({ code: 'LAUNCH' })),
      ),
    );
    render();
    expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), 'launch');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'fixed');
    await userEvent.type(screen.getByLabelText('Amount (e.g. 5.00)'), '5.00');
    await userEvent.selectOptions(screen.getByLabelText('Agent'), listings[0]!.id);
    await userEvent.type(screen.getByLabelText('Max redemptions (optional)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('You already have a code with this name.')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code LAUNCH created')).toBeInTheDocument();
    expect((await bodiesSent('POST /api/discounts'))[1]).toEqual({
      code: 'launch',
      type: 'fixed',
      value: '5.00',
      listingIds: [listings[0]!.id],
      maxRedemptions: 50,
      perBuyerLimit: 1,
    });
  });
});
