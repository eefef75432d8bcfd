# Cuadre's image: the release folder (`pnpm build:release`, scripts/build-release.ts) on Node 20, run as a non-root
# user, with nothing else of the repository. Build: docker build -t cuadre .   Run it: compose.yaml, docs/deploy.md.
# apps/api/src/server/release.postgres.test.ts builds the same release and runs this file's CMD, migrate command and
# HEALTHCHECK against it, on Node 20 when the machine has it.
ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY . .
# pnpm at the version the README's Quick start pins (`npx -y pnpm@X.Y.Z`), the project's one pin. The workspace
# install brings the Node 24 the build scripts run on; the release then installs its production packages alone, from
# the lockfile entries the build wrote for them.
RUN set -eu; \
    pnpm="npx -y $(grep -o 'pnpm@[0-9][0-9.]*' README.md | head -n 1)"; \
    $pnpm install --frozen-lockfile; \
    $pnpm build:release --out /release; \
    cd /release && $pnpm install --prod --frozen-lockfile

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# Owned by root and read-only to the server's user: the running process cannot change its own code.
COPY --from=build /release /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node --enable-source-maps migrate.js` applies the migrations (compose.yaml's migrate service); `seed.js` refuses
# to run in production.
CMD ["node", "--enable-source-maps", "server.js"]
