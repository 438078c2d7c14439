import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { createApi } from './api';
import { listOwned, verifyFolder } from './check';
import { requireSignIn } from './credentials';
import { CliError, exitCodes } from './exit-codes';
import { type Folder, install, update } from './install';
import type { Io } from './io';
import { readLockfile } from './lockfile';
import { login, logout } from './login';
import { version } from './version';

export const defaultServer = 'http://localhost:3000';

type Options = { server?: string; dir?: string; url?: string; all?: boolean };

const serverAddress = (raw: string) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError('usage', `${raw} is not a server address such as ${defaultServer}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CliError('usage', `${raw} is not an http or https address.`);
  }
  return url.origin;
};

/**
 * The folder and its lockfile. A folder installed from one server keeps using it unless another
 * is named explicitly, and then the two must agree.
 */
const openFolder = (io: Io, options: Options, named: string | undefined) => {
  const dir = path.resolve(io.cwd, options.dir ?? '.');
  const found = readLockfile(dir);
  const server = serverAddress(named ?? found?.registry ?? defaultServer);
  if (found && found.registry !== server) {
    throw new CliError('usage', `${dir} was installed from ${found.registry}; run with --server ${found.registry}.`);
  }
  const folder: Folder = { dir, lock: found ?? { lockfileVersion: 1, registry: server, agents: {} } };
  return { server, folder, hasLock: found !== undefined };
};

const buildProgram = (io: Io) => {
  const program = new Command('agentsy')
    .description('Install the agents you bought on Agentsy, check them and keep them up to date.')
    .version(version)
    .addOption(new Option('--server <url>', `the Agentsy server (default: ${defaultServer})`).env('AGENTSY_SERVER'))
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .showHelpAfterError();
  const named = () => program.opts<Options>().server ?? io.env.AGENTSY_SERVER;
  const dirOption = () => new Option('--dir <dir>', 'the install folder (default: the current folder)');

  program
    .command('login')
    .description('sign in by approving a code in the browser')
    .option('--url <url>', 'the Agentsy server, as --server')
    .action((options: Options) => login(io, serverAddress(options.url ?? named() ?? defaultServer)));

  program
    .command('logout')
    .description('revoke the sign-in on the server and forget it here')
    .action(() => logout(io, serverAddress(named() ?? defaultServer)));

  program
    .command('install <agent>')
    .description('install <listingId>[@version]; a named version is pinned')
    .addOption(dirOption())
    .action((agent: string, options: Options) => {
      const { server, folder } = openFolder(io, options, named());
      return install(io, createApi(io, server, requireSignIn(io, server)), folder, agent);
    });

  program
    .command('update [agent]')
    .description('update one installed agent, or all with --all; pinned ones stay')
    .option('--all', 'every installed agent (the default without <agent>)')
    .addOption(dirOption())
    .action((agent: string | undefined, options: Options) => {
      if (agent && options.all) throw new CliError('usage', 'Name one agent or use --all, not both.');
      const { server, folder, hasLock } = openFolder(io, options, named());
      if (!hasLock) throw new CliError('notFound', `No agentsy-lock.json in ${folder.dir}; install an agent first.`);
      return update(io, createApi(io, server, requireSignIn(io, server)), folder, agent);
    });

  program
    .command('verify')
    .description("re-hash installed files against the lockfile and the versions' signatures")
    .addOption(dirOption())
    .action((options: Options) => {
      const { server, folder, hasLock } = openFolder(io, options, named());
      if (!hasLock) throw new CliError('notFound', `No agentsy-lock.json in ${folder.dir}; nothing to verify.`);
      return verifyFolder(io, createApi(io, server), folder);
    });

  program
    .command('list')
    .description('the agents you own, and which are installed in the folder')
    .addOption(dirOption())
    .action((options: Options) => {
      const { server, folder } = openFolder(io, options, named());
      return listOwned(io, createApi(io, server, requireSignIn(io, server)), folder);
    });

  return program;
};

/** Runs one command line (without `node agentsy`) and answers its exit code; never throws. */
export const run = async (argv: string[], io: Io): Promise<number> => {
  try {
    await buildProgram(io).parseAsync(argv, { from: 'user' });
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(error.message);
      return error.exitCode;
    }
    if (error instanceof CommanderError) return error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
    io.err(`Unexpected failure: ${(error as Error).message}`);
    return exitCodes.serverError;
  }
};
