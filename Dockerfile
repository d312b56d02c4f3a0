# syntax=docker/dockerfile:1
# The shop as a container (issue 22; docs/production.md). Build: docker build -t printshop .
# Run several behind a load balancer with compose.yaml.

# 1. Build the client, the server render entry and the compiled server.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# The install's last word (package.json's postinstall).
COPY scripts/install-note.mjs ./scripts/
# npm install, not npm ci: docs/decisions/0007-npm-install-not-npm-ci.md
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Only the production dependencies. No install scripts: sharp and @napi-rs/canvas come as prebuilt
# platform packages, and the `node` package (which pins Node 24 for development) is not needed on the
# Node 24 image.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund --ignore-scripts \
  && rm -rf node_modules/node node_modules/.bin/node /root/.npm

# 3. The image: the built app, its migrations and production dependencies, run as the unprivileged `node` user.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    DRAIN_DELAY_SECONDS=5
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Alive (the process answers); the load balancer reads /readyz for readiness.
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: SIGTERM reaches the server, which drains and closes cleanly.
CMD ["node", "dist/server-build/server/main.js"]
