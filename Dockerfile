# The bot in a container: `docker compose up` (see docker-compose.yml and docs/operating.md).
# The live board's Discord SDK comes from the project's lockfile (docs/live-board.md).
FROM node:20-slim AS sdk
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM python:3.11-slim
WORKDIR /app
COPY --from=sdk /app/node_modules node_modules
COPY pyproject.toml README.md ./
COPY engine engine
COPY renders renders
COPY bot bot
RUN pip install --no-cache-dir .
# the live board listens on every address of the container, to be reachable through its published port
ENV ACTIVITY_HOST=0.0.0.0
CMD ["treasure-table"]
