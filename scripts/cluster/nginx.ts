import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { limits } from '@agentsy/contracts';
import type { Children } from './children';
import { waitFor } from './wait-for';

const MIB = 1024 * 1024;
/**
 * The largest request the app takes is a new listing with its agent file and video in one
 * multipart body; the fields and multipart framing fit in the extra MiB.
 */
export const MAX_BODY_MIB = Math.ceil((limits.agentFileMaxBytes + limits.videoMaxBytes) / MIB) + 1;

/** A refused read is tried on the next process only if the first answered within this. */
const NEXT_UPSTREAM_WITHIN_S = 1;

/** The upstream's address on every answer, so the cluster tests can see which process served it. */
export const UPSTREAM_HEADER = 'x-agentsy-upstream';

type NginxOptions = { dir: string; port: number; appPorts: number[]; showUpstream: boolean };

/**
 * Round robin over the app processes, no stickiness: sessions, live events and uploads all
 * live in PostgreSQL and object storage, so any process can answer any request.
 */
export const nginxConfig = ({ dir, port, appPorts, showUpstream }: NginxOptions) => {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return `
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

  # max_fails=0: a process that refuses a connection (restarting) is skipped for that request
  # only, not benched for fail_timeout. Benched, a process back from a rolling restart would get
  # no traffic for 10 s, and restarting the next one in that time left no live upstream (502).
  upstream agentsy {
${appPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 16;
    # Shorter than the app's drain after SIGTERM (SHUTDOWN_DRAIN_MS, 1 s): by the drain's end nginx
    # has closed every kept-alive connection that stayed idle through it, and the app never
    # closes one under a request nginx is writing into it (a POST lost so is a 502).
    keepalive_timeout 500ms;
  }

  server {
    listen 127.0.0.1:${port};
    client_max_body_size ${MAX_BODY_MIB}m;
    # The app's own limits (docs/decisions/046), enforced at the edge too, so a slow client holds
    # no nginx connection either: headers within HEADERS_TIMEOUT_MS (10 s), no pause in a body or
    # in reading an answer longer than BODY_IDLE_TIMEOUT_MS (30 s). An upload may take up to
    # REQUEST_TIMEOUT_MS (180 s) before the app answers, so nginx waits that long for it.
    client_header_timeout 10s;
    client_body_timeout 30s;
    send_timeout 30s;
    keepalive_timeout 30s;
    proxy_send_timeout 30s;
    proxy_read_timeout 180s;
    # Uploads stream through to the app, which checks their size and type as they arrive.
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # nginx is the edge: whatever X-Forwarded-* a client sent is replaced, never appended to.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    # One id from the edge to the database: the app keeps a well-formed X-Request-Id (decision 034).
    proxy_set_header X-Request-Id $request_id;
    # A process shedding load answers 503 at once (plugins/load-shedding.ts): a read it refused
    # goes to the other process. nginx never passes on a POST; and a 503 that took over a second,
    # such as a database away (a connect timeout), is not asked twice, so it stays quick.
    proxy_next_upstream error timeout http_503;
    proxy_next_upstream_timeout ${NEXT_UPSTREAM_WITHIN_S}s;
${showUpstream ? `    add_header ${UPSTREAM_HEADER} $upstream_addr always;\n` : ''}
    # Metrics are for the operator's scraper on the app's own address, never the public edge.
    location = /metrics {
      return 404;
    }
    location / {
      proxy_pass http://agentsy;
    }
    # Server-sent events: every message goes out as it is written, and a quiet stream (the app
    # sends a heartbeat) is not cut by the default 60 s read timeout.
    location /api/events {
      proxy_pass http://agentsy;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`;
};

export const startNginx = async ({ children, ...options }: NginxOptions & { children: Children }) => {
  const { dir, port } = options;
  mkdirSync(dir, { recursive: true });
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, 'temp', name), { recursive: true });
  }
  // As root, nginx's workers run as nobody and must be able to write their temp files.
  chmodSync(path.join(dir, 'temp'), 0o777);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) chmodSync(path.join(dir, 'temp', name), 0o777);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(options));
  const nginx = children.start({
    name: 'nginx',
    command: 'nginx',
    args: ['-p', dir, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
    stopSignal: 'SIGTERM', // fast shutdown: a graceful one would wait for open event streams
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('nginx', async () => (await fetch(`${url}/healthz`)).ok, { child: nginx });
  return url;
};
