# Agentsy's app process: the built web app and the bundled server, on production dependencies
# only, running as the unprivileged `node` user. compose.yaml runs two of them behind nginx.
# Not built on our test machine (no Docker there); the tested path is `npm run cluster`.
# All three stages use the same Node: 24, the LTS line (decision 020).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every workspace's dependencies, then the web app and the server bundle
FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/markdown/package.json packages/markdown/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY tests/e2e/package.json tests/e2e/
# The browser journeys' Chromium driver downloads nothing itself; skip any browser download anyway.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY packages/markdown packages/markdown
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# --- deps: the server bundle's npm dependencies at the versions of our lockfile, nothing else
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package-lock.json ./
COPY apps/server/package.json /tmp/server-package.json
COPY deploy/runtime-package.mjs /tmp/
RUN node /tmp/runtime-package.mjs /tmp/server-package.json \
  && npm install --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# --- run
FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY apps/server/package.json apps/server/
# Migrations run at start (under an advisory lock, so several processes may start together).
COPY apps/server/src/db/migrations apps/server/src/db/migrations
# The demo history's sample files (SEED_DEMO=true).
COPY apps/server/src/db/demo/assets apps/server/src/db/demo/assets
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/web/dist apps/web/dist
# Link-preview cards are drawn with DejaVu Sans (apps/server/src/modules/seo/og-card.ts); the slim image has no fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.mjs"]
