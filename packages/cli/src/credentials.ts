import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CliError } from './exit-codes';
import type { Io } from './io';

const signInSchema = z.object({ token: z.string().min(1), expiresAt: z.string() });
const fileSchema = z.object({ servers: z.record(z.string(), signInSchema) });
type CredentialsFile = z.infer<typeof fileSchema>;
export type SignIn = z.infer<typeof signInSchema>;

/**
 * The sign-in lives in the user's home folder, not in the install folder, so a lockfile can be
 * committed without a token beside it. One token per server address.
 */
export const credentialsPath = (io: Io) =>
  path.join(io.env.AGENTSY_HOME || path.join(io.homeDir, '.config', 'agentsy'), 'credentials.json');

const readAll = (io: Io): CredentialsFile => {
  let text: string;
  try {
    text = readFileSync(credentialsPath(io), 'utf8');
  } catch {
    return { servers: {} };
  }
  // A damaged file is a lost sign-in, not a reason to refuse every command.
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { servers: {} };
  } catch {
    return { servers: {} };
  }
};

const writeAll = (io: Io, data: CredentialsFile) => {
  const file = credentialsPath(io);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of a file that already existed.
  chmodSync(file, 0o600);
};

export const saveSignIn = (io: Io, server: string, signIn: SignIn) => {
  const data = readAll(io);
  data.servers[server] = signIn;
  writeAll(io, data);
};

export const findSignIn = (io: Io, server: string): SignIn | undefined => readAll(io).servers[server];

/** The token for `server`, or the not-signed-in failure every download command shares. */
export const requireSignIn = (io: Io, server: string) => {
  const signIn = findSignIn(io, server);
  if (!signIn) throw new CliError('notSignedIn', `Not signed in to ${server}. Run \`agentsy login\` first.`);
  return signIn.token;
};

/** Forgets the server's token; the file goes when it holds no other server's. */
export const forgetSignIn = (io: Io, server: string) => {
  const data = readAll(io);
  const had = server in data.servers;
  delete data.servers[server];
  if (Object.keys(data.servers).length === 0) rmSync(credentialsPath(io), { force: true });
  else writeAll(io, data);
  return had;
};
