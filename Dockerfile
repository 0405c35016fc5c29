# syntax=docker/dockerfile:1

# ---- build: dependencies (argon2 may compile from source) + client bundle
FROM node:20-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# postinstall runs `prisma generate`, which needs the config and schema
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: no compiler toolchain
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# node itself is PID 1 and gets SIGTERM (no npx/tsx wrapper process that would not pass it on).
CMD ["node", "--import", "tsx", "server/main.ts"]
