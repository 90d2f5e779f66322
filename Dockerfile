# One Dockerfile for every app of the site. Build a front-end with
#   docker build --target web --build-arg APP=mf-wallet .
# and the reference API with --target api.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY mf-landing/package.json mf-landing/
COPY mf-games/package.json mf-games/
COPY mf-wallet/package.json mf-wallet/
COPY mf-account/package.json mf-account/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .

FROM deps AS build
ARG APP=shell
RUN npm run build -w ${APP}

FROM node:20-bookworm-slim AS web
ARG APP=shell
WORKDIR /app
ENV HOST=0.0.0.0 APP=${APP}
COPY --from=build /app/tools ./tools
COPY --from=build /app/${APP}/dist ./${APP}/dist
USER node
CMD ["sh", "-c", "node tools/serve.mjs ${APP}/dist ${PORT:-8080}"]

FROM deps AS api-build
RUN npm run build -w api && npm prune --omit=dev

FROM node:20-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production API_HOST=0.0.0.0 API_DB_FILE=/data/member-site.db
COPY --from=api-build /app/node_modules ./node_modules
COPY --from=api-build /app/api/dist ./api/dist
COPY --from=api-build /app/api/package.json ./api/package.json
# The API reads the contract through @member-site/shared/contract: shared's Node build.
COPY --from=api-build /app/shared/package.json ./shared/package.json
COPY --from=api-build /app/shared/dist ./shared/dist
RUN mkdir -p /data && chown node /data
USER node
VOLUME /data
CMD ["node", "api/dist/server.js"]
