# The bot in a container: `docker compose up` (see docker-compose.yml and README "Running it big").
FROM python:3.11-slim
WORKDIR /app
COPY pyproject.toml README.md ./
COPY engine engine
COPY renders renders
COPY bot bot
RUN pip install --no-cache-dir .
CMD ["treasure-table"]
