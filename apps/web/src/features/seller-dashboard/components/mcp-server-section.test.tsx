import type { SellerAnalytics } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { testListingDetail } from '@/test/listings';
import { renderWithApp, testUser } from '@/test/render';
import { MyAgentsTable } from './my-agents-table';

afterEach(() => resetToasts());

const id = '00000000-0000-4000-8000-0000000000dd';
const row: SellerAnalytics['listings'][number] = {
  id,
  title: 'Weather MCP',
  platform: 'mcp',
  price: '5.00',
  active: true,
  downloadCount: 0,
  viewCount: 0,
  sales: 0,
  hasVideo: false,
  rating: { average: 0, count: 0 },
};

it("saves an MCP listing's server.json from the edit screen and shows the schema's refusal", async () => {
  const serverJson = { name: 'io.example/weather', description: 'Weather', version: '1.0.0' };
  let calls = 0;
  server.use(
    http.get(`/api/listings/${id}`, () => HttpResponse.json(testListingDetail({ id, title: 'Weather MCP' }))),
    http.put(`/api/listings/${id}/mcp-server`, () => {
      calls += 1;
      return calls === 1
        ? apiError(400, 'This server.json does not follow the MCP registry schema: / must have required property name.')
        : HttpResponse.json({ serverJson });
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<MyAgentsTable listings={[row]} onUpload={() => {}} />, {
    user: testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] }),
  });
  await user.click(screen.getByRole('button', { name: 'Edit Weather MCP' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
  const field = within(dialog).getByLabelText('MCP server (server.json)');
  await user.type(field, 'not json');
  await user.click(within(dialog).getByRole('button', { name: 'Save MCP Server' }));
  expect(within(dialog).getByText('Paste the server.json as a JSON object.')).toBeInTheDocument();
  await user.clear(field);
  await user.click(field);
  await user.paste(JSON.stringify(serverJson));
  await user.click(within(dialog).getByRole('button', { name: 'Save MCP Server' }));
  expect(await screen.findByText(/does not follow the MCP registry schema/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save MCP Server' }));
  expect(await screen.findByText('MCP Server Saved')).toBeInTheDocument();
  expect(await bodiesSent(`PUT /api/listings/${id}/mcp-server`)).toEqual([serverJson, serverJson]);
});
