# One image for the API (TypeScript run by tsx) and the realtime server (its
# esbuild bundle, realtime-server/dist/main.js), and an nginx image for the built frontend.
# Used by docker-compose.yml.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared-protocol/package.json shared-protocol/
COPY api/package.json api/
COPY realtime-server/package.json realtime-server/
COPY frontend/package.json frontend/
COPY server/package.json server/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY . .
# The bundle still reads files at run time from node_modules (the nickname word lists).
COPY --from=build /app/realtime-server/dist realtime-server/dist
# DATA_DIR of the API: owned by the user the services run as, so it can write there (a named
# volume mounted here starts as a copy of this folder, owner included). /app itself stays root's.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# The compose file picks the service: api/src/main.ts or realtime-server/dist/main.js.
CMD ["node", "--import", "tsx", "server/src/main.ts"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
