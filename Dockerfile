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
RUN npm run build

FROM node:24-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
# No dev tools in the final image; the Prisma client is already in the bundle.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/prisma ./prisma
COPY package.json ./
COPY bin ./bin
COPY scripts/ensure-build.mjs ./scripts/ensure-build.mjs
# Backup and restore (docs/OPERATIONS.md) run inside the container with production dependencies only.
COPY scripts/backup.mjs scripts/restore.mjs scripts/backup-common.mjs ./scripts/
RUN ln -s /app/bin/valet.js /usr/local/bin/valet \
 && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server applies pending migrations and the idempotent seed before listening.
CMD ["node", "build/node/main.js"]
