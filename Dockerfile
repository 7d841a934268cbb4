# syntax=docker/dockerfile:1
# The production image: docs/deploy.md explains the settings it needs (AUTH_SECRET, APP_URL,
# DATABASE_URL, ...) and how to run several of it.

# Build stage: every dependency (the web build needs the dev tools), then the web app into build/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies only, the server's sources (run through tsx, as npm start
# does) and the built web app. Nothing from the build tools or tests ships.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY src ./src
COPY scripts ./scripts
COPY tsconfig.json ./
COPY --from=build /app/build ./build
# The embedded database, when DATABASE_URL is not set, lives here: mount a volume on it to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/health answers 200 while the database answers, 503 when it does not. The slim image has no
# curl, so Node's own fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server `npm start` runs, started directly so it is the process that receives SIGTERM and drains
# requests (README, Stopping). The web app was built above, so npm start's build check is skipped.
# When the server is compiled to JavaScript, this becomes `node` on the compiled entry point.
CMD ["node", "--import", "tsx", "src/server/index.ts"]
