import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import path from 'node:path';

/**
 * The embedded database's backup door (docs/decisions/031-backups-while-running.md). PGlite has
 * one connection, held by the running server, so a backup has to be taken inside that process.
 * A Unix socket in the data folder lets the `npm run backup` command ask for it: only someone
 * who can already read the data folder can connect, and nothing listens on the network.
 */
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'agentsy.sock');

type Header = { ok: true; bytes: number } | { ok: false; error: string };

const writeHeader = (socket: Socket, header: Header) => socket.write(`${JSON.stringify(header)}\n`);

export const startControlSocket = async ({
  dataDir,
  dumpDataDir,
  onError,
}: {
  dataDir: string;
  dumpDataDir: () => Promise<Uint8Array>;
  onError: (error: unknown) => void;
}): Promise<() => Promise<void>> => {
  const file = controlSocketPath(dataDir);
  // The caller holds the data folder's lock, so a socket file left here belongs to a dead process.
  rmSync(file, { force: true });
  const server = createServer((socket) => {
    socket.on('error', onError);
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.pause();
      if (request.trim() !== 'dump') {
        writeHeader(socket, { ok: false, error: `unknown command: ${request.trim().slice(0, 40)}` });
        socket.end();
        return;
      }
      dumpDataDir().then(
        (bytes) => {
          writeHeader(socket, { ok: true, bytes: bytes.length });
          socket.end(bytes);
        },
        (error: unknown) => {
          onError(error);
          writeHeader(socket, { ok: false, error: (error as Error).message });
          socket.end();
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(file, { force: true });
    });
};

/**
 * Asks the server running on `dataDir` for its database. Resolves undefined when no server
 * listens there (no socket, or a stale one), so the caller can open the folder itself.
 */
export const requestDataDirDump = (dataDir: string) =>
  new Promise<Uint8Array | undefined>((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write('dump\n');
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) resolve(undefined);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline < 0) return reject(new Error('The running server closed the backup connection without an answer.'));
      const header = JSON.parse(all.subarray(0, newline).toString()) as Header;
      if (!header.ok) return reject(new Error(`The running server could not take the backup: ${header.error}`));
      const body = all.subarray(newline + 1);
      if (body.length !== header.bytes) {
        return reject(new Error(`The backup arrived incomplete (${body.length} of ${header.bytes} bytes).`));
      }
      resolve(new Uint8Array(body));
    });
  });
