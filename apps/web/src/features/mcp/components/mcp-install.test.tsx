import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { renderWithApp, testUser } from '@/test/render';
import { McpInstall } from './mcp-install';

const id = '00000000-0000-4000-8000-0000000000cc';
const entry = { command: 'npx', args: ['-y', 'weather@1.0.0'], env: { API_KEY: '' } };
const answers: Record<string, object> = {
  cursor: {
    link: 'cursor://anysphere.cursor-deeplink/mcp/install?name=weather&config=e30%3D',
    json: { mcpServers: { weather: entry } },
  },
  vscode: { link: 'vscode:mcp/install?%7B%22name%22%3A%22weather%22%7D', json: { servers: { weather: entry } } },
  claude: { json: { mcpServers: { weather: entry } } },
};

it('offers Add to Cursor, Add to VS Code and the Claude Desktop block', async () => {
  server.use(
    http.get(`/api/listings/${id}/mcp-config`, ({ request }) =>
      HttpResponse.json(answers[new URL(request.url).searchParams.get('client') ?? '']),
    ),
  );
  renderWithApp(<McpInstall listingId={id} />, { user: testUser() });
  expect(await screen.findByRole('link', { name: 'Add to Cursor' })).toHaveAttribute(
    'href',
    'cursor://anysphere.cursor-deeplink/mcp/install?name=weather&config=e30%3D',
  );
  expect(screen.getByRole('link', { name: 'Add to VS Code' })).toHaveAttribute(
    'href',
    'vscode:mcp/install?%7B%22name%22%3A%22weather%22%7D',
  );
  expect(screen.getByLabelText('Claude Desktop config')).toHaveTextContent('"mcpServers"');
  expect(screen.getByRole('button', { name: 'Copy Claude Desktop config' })).toBeInTheDocument();
});
