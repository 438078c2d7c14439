import type { McpClient, McpConfig } from '@agentsy/contracts';

/**
 * Builds a client's install config from a validated server.json. A value the buyer must give
 * (a secret, or one the seller left empty) is never taken from the file: VS Code asks for it
 * with an `${input:…}` prompt, Cursor and Claude Desktop get an empty placeholder to fill in.
 */

type Input = { name?: string; value?: string; default?: string; isSecret?: boolean; description?: string };
type Argument = Input & { type?: string; valueHint?: string };
type Transport = { type?: string; url?: string; headers?: Input[] };
type Package = {
  registryType?: string;
  identifier?: string;
  version?: string;
  runtimeHint?: string;
  runtimeArguments?: Argument[];
  packageArguments?: Argument[];
  environmentVariables?: Input[];
};
export type ServerJson = { name?: string; packages?: Package[]; remotes?: Transport[] };

type VsInput = { type: 'promptString'; id: string; description: string; password: boolean };

/** The short name a client lists the server under: the part after the registry namespace. */
export const shortNameOf = (server: ServerJson) => (server.name ?? 'mcp-server').split('/').pop() || 'mcp-server';

const promptId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

export const buildMcpConfig = (server: ServerJson, client: McpClient): McpConfig => {
  const name = shortNameOf(server);
  const inputs: VsInput[] = [];
  /** A fixed, non-secret value is used; anything else is the buyer's to give. */
  const resolveValue = (input: Input, label: string) => {
    const fixed = input.isSecret ? undefined : (input.value ?? input.default);
    if (fixed !== undefined) return fixed;
    if (client !== 'vscode') return '';
    const id = promptId(label);
    if (!inputs.some((i) => i.id === id)) {
      inputs.push({ type: 'promptString', id, description: input.description ?? label, password: !!input.isSecret });
    }
    return `\${input:${id}}`;
  };
  const argsOf = (args: Argument[] = []) =>
    args.flatMap((a) => {
      const value = resolveValue(a, a.valueHint ?? a.name ?? 'argument');
      return a.type === 'named' && a.name ? [a.name, value] : [value];
    });
  const mapOf = (items: Input[] = []) =>
    Object.fromEntries(items.filter((i) => i.name).map((i) => [i.name!, resolveValue(i, i.name!)]));

  const pkg = server.packages?.[0];
  const remote = server.remotes?.[0];
  let entry: Record<string, unknown>;
  if (pkg) {
    const env = mapOf(pkg.environmentVariables);
    const { command, args } = launchOf(
      pkg,
      argsOf(pkg.runtimeArguments),
      argsOf(pkg.packageArguments),
      Object.keys(env),
    );
    entry = { command, args, ...(Object.keys(env).length ? { env } : {}) };
  } else {
    const headers = mapOf(remote?.headers);
    const type = remote?.type === 'sse' ? 'sse' : 'http';
    // Claude Desktop's config starts local processes only: a remote server goes through mcp-remote.
    entry =
      client === 'claude'
        ? {
            command: 'npx',
            args: [
              '-y',
              'mcp-remote',
              remote?.url ?? '',
              ...Object.entries(headers).flatMap(([k, v]) => ['--header', `${k}:${v}`]),
            ],
          }
        : { type, url: remote?.url ?? '', ...(Object.keys(headers).length ? { headers } : {}) };
  }

  if (client === 'cursor') {
    const config = Buffer.from(JSON.stringify(entry)).toString('base64');
    return {
      link: `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(config)}`,
      json: { mcpServers: { [name]: entry } },
    };
  }
  if (client === 'vscode') {
    const install = { name, ...entry, ...(inputs.length ? { inputs } : {}) };
    return {
      link: `vscode:mcp/install?${encodeURIComponent(JSON.stringify(install))}`,
      json: { ...(inputs.length ? { inputs } : {}), servers: { [name]: entry } },
    };
  }
  return { json: { mcpServers: { [name]: entry } } };
};

/** How each package registry's packages are started. */
const launchOf = (pkg: Package, runtimeArgs: string[], packageArgs: string[], envNames: string[]) => {
  const id = pkg.identifier ?? '';
  const versioned = (sep: string) => (pkg.version ? `${id}${sep}${pkg.version}` : id);
  switch (pkg.registryType) {
    case 'npm':
      return {
        command: pkg.runtimeHint ?? 'npx',
        args: [...(runtimeArgs.length ? runtimeArgs : ['-y']), versioned('@'), ...packageArgs],
      };
    case 'pypi':
      return { command: pkg.runtimeHint ?? 'uvx', args: [...runtimeArgs, versioned('=='), ...packageArgs] };
    case 'oci':
      // A container sees only the variables named with -e; their values come from the env block.
      return {
        command: 'docker',
        args: ['run', '-i', '--rm', ...envNames.flatMap((n) => ['-e', n]), ...runtimeArgs, id, ...packageArgs],
      };
    case 'nuget':
      return { command: pkg.runtimeHint ?? 'dnx', args: [...runtimeArgs, versioned('@'), '--yes', ...packageArgs] };
    default:
      return { command: pkg.runtimeHint ?? id, args: [...runtimeArgs, ...packageArgs] };
  }
};
