# Toolyard's production image: the compiled server and client on plain Node, run as a non-root user.
# Build: docker build -t toolyard .
# Run:   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e PUBLIC_URL=https://shop.example toolyard
# Every setting is an environment variable (README: Configuration); nothing is baked in.

# Node 24, the current LTS, which .ci/run tests on (besides Node 20). Install scripts stay off, as in
# package.json's allowScripts: nothing the image runs needs one.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

# `dependencies` only: what the compiled server imports. The client's packages, those bundled into
# the server, and the embedded Postgres (60 MB of binaries) are development dependencies: the image
# requires DATABASE_URL, and without it the server stops with a one-line reason.
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 and gets SIGTERM: it stops taking requests, finishes the ones in flight,
# stops the jobs and closes the pool. Migrations run at every start (under a lock, so replicas may
# start together).
CMD ["node", "dist/server/main.js"]
