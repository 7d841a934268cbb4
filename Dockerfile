# syntax=docker/dockerfile:1
# The production image: docs/deploy.md explains the settings it needs (AUTH_SECRET, APP_URL,
# DATABASE_URL, ...) and how to run several of it.

# Build stage: every dependency (the builds need the dev tools), then `npm run build`: the web app into
# build/client and the server compiled to JavaScript in build/node-server (the same steps `npm test`
# runs before its browser tests).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies, the built web app and the compiled server. No TypeScript
# sources or loader: the operators' commands are compiled too (node build/node-server/cli/<name>.js).
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/node-server ./build/node-server
# The embedded database, when DATABASE_URL is not set, lives here: mount a volume on it to keep it.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /api/health answers 200 while the database answers, 503 when it does not. The slim image has no
# curl, so Node's own fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# What `npm start` runs once its builds are fresh, started directly so it is the process that receives
# SIGTERM and drains requests (README, Stopping). WEB_CONCURRENCY forks one server per core; a worker
# container runs `node build/node-server/worker.js` instead.
CMD ["node", "--enable-source-maps", "build/node-server/start.js"]
