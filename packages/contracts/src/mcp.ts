import { z } from 'zod';

/** The MCP clients a buyer can install a listing's server into. */
export const mcpClients = ['cursor', 'vscode', 'claude'] as const;
export type McpClient = (typeof mcpClients)[number];

export const mcpConfigQuerySchema = z.object({
  client: z.enum(mcpClients, { error: 'client must be cursor, vscode or claude' }),
});

/** `link` opens the client's installer (Cursor, VS Code); `json` is the block for its config file. */
export const mcpConfigSchema = z.object({
  link: z.string().optional(),
  json: z.record(z.string(), z.unknown()),
});
export type McpConfig = z.infer<typeof mcpConfigSchema>;

/** A `server.json` as the MCP registry defines it; the server checks it against the registry's schema. */
export const mcpServerJsonSchema = z.record(z.string(), z.unknown(), { error: 'server.json must be a JSON object' });
export const mcpServerStateSchema = z.object({ serverJson: z.record(z.string(), z.unknown()) });

export const mcpMessages = {
  noServer: 'This listing has no MCP server.',
  notMcp: 'Only a listing on the MCP platform can carry a server.json.',
  notBought: 'Buy this agent to install its MCP server.',
} as const;
