import http from 'node:http';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A real DNS server on loopback (UDP) that answers the TXT and A records a test sets; any other
 * name is NXDOMAIN. The app reaches it through DNS_SERVERS, so the resolver code is the real one.
 */
export const startLocalDns = async () => {
  const txt = new Map<string, string[]>();
  const a = new Map<string, string>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      if (!txt.has(name) && !a.has(name)) response.header.rcode = Packet.RCODE.NXDOMAIN;
      if (question?.type === Packet.TYPE.TXT) {
        for (const data of txt.get(name) ?? []) {
          response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.TXT, ttl: 1, data }));
        }
      }
      const address = a.get(name);
      if (question?.type === Packet.TYPE.A && address) {
        response.answers.push(Packet.createResourceFromQuestion(question, { type: Packet.TYPE.A, ttl: 1, address }));
      }
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    server: `127.0.0.1:${(addresses.udp as AddressInfo).port}`,
    setTxt: (name: string, records: string[]) => txt.set(name, records),
    setA: (name: string, address: string) => a.set(name, address),
    clear: () => {
      txt.clear();
      a.clear();
    },
    close: () => server.close(),
  };
};

/** Serves each host's well-known file (by Host header), or a redirect, on a loopback port. */
export const startLocalWeb = async () => {
  const files = new Map<string, { status?: number; body?: string; location?: string }>();
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const file = files.get(`${host}${req.url}`);
    if (!file) return void res.writeHead(404).end('not found');
    if (file.location) return void res.writeHead(302, { location: file.location }).end();
    res.writeHead(file.status ?? 200, { 'content-type': 'text/plain' }).end(file.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set: (hostAndPath: string, file: { status?: number; body?: string; location?: string }) =>
      files.set(hostAndPath, file),
    clear: () => files.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
