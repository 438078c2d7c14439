import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingMcpServers, listings } from '../../db/schema';
import { makeListing, makeSeller, makeUser } from '../../test/factories';
import { buy, useLedgerCheckedApp } from '../../test/payments-fixtures';

const t = useLedgerCheckedApp();
const secret = 'sk-live-never-in-a-link';

const serverJson = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/2025-09-29/server.schema.json',
  name: 'io.github.agentsy/weather',
  description: 'Weather forecasts for your agent',
  version: '1.2.0',
  packages: [
    {
      registryType: 'npm',
      identifier: '@agentsy/weather-mcp',
      version: '1.2.0',
      transport: { type: 'stdio' },
      environmentVariables: [
        { name: 'WEATHER_API_KEY', description: 'Your weather API key', isSecret: true, value: secret },
        { name: 'UNITS', value: 'metric' },
      ],
    },
  ],
};

const mcpListing = async () => {
  const seller = await makeSeller(t.app, t.db);
  const listing = await makeListing(t.app, t.db, seller.userId, { priceCents: 500 });
  await t.db.update(listings).set({ platform: 'mcp' }).where(eq(listings.id, listing.id));
  return { seller, listing };
};
const put = (s: { cookie: string }, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/listings/${id}/mcp-server`, headers: { cookie: s.cookie }, payload });

describe('server.json on an MCP listing', () => {
  it('keeps a valid file from the owner and refuses invalid ones, strangers and other platforms', async () => {
    const { seller, listing } = await mcpListing();
    const saved = await put(seller, listing.id, serverJson);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.get(seller, `/api/listings/${listing.id}/mcp-server`)).json()).toEqual({ serverJson });

    const { name: _missing, ...noName } = serverJson;
    const bad = [
      noName,
      { ...serverJson, name: 'no-namespace' },
      { ...serverJson, packages: [{ ...serverJson.packages[0], version: 'latest' }] },
      { ...serverJson, description: 'x'.repeat(101) },
    ];
    for (const body of bad) {
      const res = await put(seller, listing.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^This server.json does not follow the MCP registry schema: /);
    }
    expect((await put(seller, listing.id, [1, 2] as unknown as object)).statusCode).toBe(400);
    const stranger = await makeSeller(t.app, t.db);
    expect((await put(stranger, listing.id, serverJson)).statusCode).toBe(403);
    const plain = await makeListing(t.app, t.db, seller.userId);
    const notMcp = await put(seller, plain.id, serverJson);
    expect(notMcp.statusCode).toBe(409);
    expect(notMcp.json().message).toBe('Only a listing on the MCP platform can carry a server.json.');
    const rows = await t.db.select().from(listingMcpServers).where(eq(listingMcpServers.listingId, listing.id));
    expect(rows.map((r) => r.serverJson)).toEqual([serverJson]);
  });
});

describe('install configs for buyers', () => {
  it('gives buyers a Cursor link, a VS Code link and the Claude Desktop block, with no secret in any of them', async () => {
    const { seller, listing } = await mcpListing();
    await put(seller, listing.id, serverJson);
    const buyer = await makeUser(t.app, t.db);
    await buy(t.app, buyer, listing.id);
    const config = async (client: string) => {
      const res = await t.get(buyer, `/api/listings/${listing.id}/mcp-config?client=${client}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(secret);
      return res.json();
    };

    const cursor = await config('cursor');
    const entry = {
      command: 'npx',
      args: ['-y', '@agentsy/weather-mcp@1.2.0'],
      env: { WEATHER_API_KEY: '', UNITS: 'metric' },
    };
    expect(cursor.json).toEqual({ mcpServers: { weather: entry } });
    const cursorUrl = new URL(cursor.link);
    expect(`${cursorUrl.protocol}//${cursorUrl.host}${cursorUrl.pathname}`).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install',
    );
    expect(cursorUrl.searchParams.get('name')).toBe('weather');
    expect(JSON.parse(Buffer.from(cursorUrl.searchParams.get('config')!, 'base64').toString())).toEqual(entry);

    const vscode = await config('vscode');
    const prompt = { type: 'promptString', id: 'weather_api_key', description: 'Your weather API key', password: true };
    const vsEntry = { ...entry, env: { WEATHER_API_KEY: `\${input:weather_api_key}`, UNITS: 'metric' } };
    expect(vscode.json).toEqual({ inputs: [prompt], servers: { weather: vsEntry } });
    expect(vscode.link.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.link.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'weather',
      ...vsEntry,
      inputs: [prompt],
    });

    const claude = await config('claude');
    expect(claude).toEqual({ json: { mcpServers: { weather: entry } } });
  });

  it('turns a remote server into an http entry, and a bridge for Claude Desktop', async () => {
    const { seller, listing } = await mcpListing();
    const remote = {
      name: 'com.example/search',
      description: 'Search',
      version: '2.0.0',
      remotes: [
        {
          type: 'streamable-http',
          url: 'https://mcp.example.com/mcp',
          headers: [{ name: 'Authorization', isSecret: true }],
        },
      ],
    };
    expect((await put(seller, listing.id, remote)).statusCode).toBe(200);
    const get = async (client: string) =>
      (await t.get(seller, `/api/listings/${listing.id}/mcp-config?client=${client}`)).json();
    expect((await get('cursor')).json).toEqual({
      mcpServers: { search: { type: 'http', url: 'https://mcp.example.com/mcp', headers: { Authorization: '' } } },
    });
    expect((await get('claude')).json).toEqual({
      mcpServers: {
        search: {
          command: 'npx',
          args: ['-y', 'mcp-remote', 'https://mcp.example.com/mcp', '--header', 'Authorization:'],
        },
      },
    });
  });

  it('refuses people who did not buy, a bad client and a listing without a server', async () => {
    const { seller, listing } = await mcpListing();
    await put(seller, listing.id, serverJson);
    const stranger = await makeUser(t.app, t.db);
    const refused = await t.get(stranger, `/api/listings/${listing.id}/mcp-config?client=cursor`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Buy this agent to install its MCP server.');
    expect((await t.get(seller, `/api/listings/${listing.id}/mcp-config?client=zed`)).statusCode).toBe(400);
    const bare = await mcpListing();
    const none = await t.get(bare.seller, `/api/listings/${bare.listing.id}/mcp-config?client=claude`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This listing has no MCP server.');
  });
});
