# One Dockerfile for the whole site (ADR 0023); docker-compose.yml builds these targets:
#   init   node: writes config.json and the nginx confs from the environment and publishes the
#          remotes' builds baked into it into the releases volume, then exits
#   shell  nginx with the shell's files
#   backoffice  nginx with the staff back office's files (its staff remotes come from the releases volume)
#   web    nginx and nothing else: a remote, served from the releases volume
#   api    the reference API (no demo data: API_SEED_DEMO is never set here)
# The package files alone (the root's and every workspace folder's, remotes found by their
# mf-* folders, never listed here): the install below is rebuilt only when one of them changes.
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN set -e; for file in package.json package-lock.json */package.json; do mkdir -p "/manifests/$(dirname "$file")"; cp "$file" "/manifests/$file"; done

FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .

# Every app, each remote's staff container where it has one (a build:staff script), and the remotes'
# builds gathered under /remotes for the init image.
FROM deps AS web-build
RUN set -e; for app in shell mf-* backoffice; do npm run build -w "$app"; done; \
  for app in mf-*; do if grep -q '"build:staff"' "$app/package.json"; then npm run build:staff -w "$app"; fi; done; \
  for app in mf-*; do mkdir -p "/remotes/$app"; cp -r "$app/dist" "/remotes/$app/dist"; \
    if [ -d "$app/dist-staff" ]; then cp -r "$app/dist-staff" "/remotes/$app/dist-staff"; fi; done

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
# The shell's manifest (what a remote is checked against before it goes live), the back office's
# (what a staff container is checked against), and each remote's builds (dist/, dist-staff/) with
# its package.json (tools/apps.cjs finds the remotes by it).
COPY --from=web-build /app/shell/dist/mf-manifest.json ./shell/dist/mf-manifest.json
COPY --from=web-build /app/backoffice/dist/mf-manifest.json ./backoffice/dist/mf-manifest.json
COPY --from=web-build /remotes/ ./
COPY --from=manifests /manifests/ ./
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
