# One image for the API and the realtime server (TypeScript run by tsx, as in `npm start`),
# and an nginx image for the built frontend. Used by docker-compose.yml.
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
USER node
# The compose file picks the service: api/src/main.ts or realtime-server/src/main.ts.
CMD ["node", "--import", "tsx", "server/src/main.ts"]

FROM nginx:1.27-alpine AS web
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
