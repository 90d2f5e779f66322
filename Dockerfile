# One Dockerfile for the whole site (ADR 0023); docker-compose.yml builds these targets:
#   init   node: writes config.json and the nginx confs from the environment and publishes the
#          remotes' builds baked into it into the releases volume, then exits
#   shell  nginx with the shell's files
#   backoffice  nginx with the staff back office's files (its staff remotes come from the releases volume)
#   web    nginx and nothing else: a remote, served from the releases volume
#   api    the reference API (no demo data: API_SEED_DEMO is never set here)
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
COPY backoffice/package.json backoffice/
COPY api/package.json api/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .

FROM deps AS web-build
RUN for app in shell mf-landing mf-games mf-wallet mf-account backoffice; do npm run build -w "$app" || exit 1; done \
  && for app in mf-wallet mf-account; do npm run build:staff -w "$app" || exit 1; done

# Debian's nginx on bookworm-slim: the same nginx (1.22, same modules) that tests the generated
# confs with `nginx -t` and serves them in CI, and the same base layers as the node images.
FROM debian:bookworm-slim AS web
RUN apt-get update -qq \
  && apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static wget >/dev/null \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/* /var/www/html \
  && install -d -o 1000 -g 1000 /srv/releases /srv/conf
# Runs unprivileged on 8080 with its pid, temp files and logs under /tmp (the conf says so); the
# conf is the one the init service wrote for this app into /srv/conf/$APP.conf.
ENV APP=shell
USER www-data
EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["sh", "-c", "exec nginx -e stderr -c /srv/conf/${APP}.conf"]

FROM web AS shell
COPY --from=web-build /app/shell/dist /srv/shell

# The staff back office (ADR 0046): its own origin, its own conf (written by init), no member file.
FROM web AS backoffice
COPY --from=web-build /app/backoffice/dist /srv/backoffice

FROM node:20-bookworm-slim AS init
WORKDIR /app
ENV NODE_ENV=production RELEASES_DIR=/srv/releases NGINX_CONF_DIR=/srv/conf SHELL_ROOT=/srv/shell BACKOFFICE_ROOT=/srv/backoffice
COPY --from=web-build /app/tools ./tools
# The shell's manifest (what a remote is checked against before it goes live) and each remote's build.
COPY --from=web-build /app/shell/dist/mf-manifest.json ./shell/dist/mf-manifest.json
COPY --from=web-build /app/mf-landing/dist ./mf-landing/dist
COPY --from=web-build /app/mf-games/dist ./mf-games/dist
COPY --from=web-build /app/mf-wallet/dist ./mf-wallet/dist
COPY --from=web-build /app/mf-account/dist ./mf-account/dist
# The back office's manifest (what a staff container is checked against) and the staff containers' builds.
COPY --from=web-build /app/backoffice/dist/mf-manifest.json ./backoffice/dist/mf-manifest.json
COPY --from=web-build /app/mf-wallet/dist-staff ./mf-wallet/dist-staff
COPY --from=web-build /app/mf-account/dist-staff ./mf-account/dist-staff
# Empty named volumes take these folders' owner on first mount (the web target makes the same
# folders with the same owner, whichever mounts first): the init (node, uid 1000) writes them,
# nginx (www-data) only reads them, and the preview signing key (0600) stays unreadable to nginx.
RUN mkdir -p /srv/releases /srv/conf && chown node:node /srv/releases /srv/conf
USER node
CMD ["node", "tools/container/init.mjs"]

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
