"""What operators see: Prometheus figures and health checks over HTTP, off unless METRICS_PORT is set.

`/metrics` is Prometheus' text format (a registry of this bot's own, so two bots in one process
never mix their figures); `/live` answers 200 while the process runs; `/ready` 200 once the
gateway is connected, the store open and the database (its shard leases) held, else 503.

The services report to `Metrics` through their watch hook (bot/service/watch.py); requests to Discord
are counted where discord.py makes them (`count_requests`), and the 429s that discord.py waits
out and retries by itself through aiohttp's trace hooks (`trace`).
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from typing import Any, Awaitable, Callable

import aiohttp
import discord
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from . import workers
from .service.watch import Watch

log = logging.getLogger(__name__)
PREFIX = "treasure"
# a move is felt in tenths of a second; a board post past 5 s is a problem
LATENCY = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
STATUSES = ("lobby", "running", "over", "abandoned")
_ID = re.compile(r"/(\d{5,}|[A-Za-z0-9_\-.]{60,})(?=/|$)")  # snowflakes and interaction tokens


def family(method: str, path: str) -> str:
    """A route as a family: `POST /channels/{id}/messages`, whatever the ids."""
    return f"{method} {_ID.sub('/{id}', path)}"


@dataclass(frozen=True)
class Probes:
    """What the metrics ask the bot at each scrape: whether /ready holds, and the figures read
    from the database. Callables, because the metrics exist before the services they ask."""

    is_ready: Callable[[], bool] = lambda: False
    leases_held: Callable[[], int] = lambda: 0
    count_tables: Callable[[], Awaitable[dict[str, int]]] | None = None


class Metrics(Watch):
    """This bot's figures: the services report here, Prometheus reads them."""

    def __init__(self, probes: Probes = Probes()) -> None:
        self.registry = registry = CollectorRegistry()
        self.moves = Counter(f"{PREFIX}_moves", "Moves committed, by game (people's and the platform's)",
                             ["game"], registry=registry)
        self.commit_seconds = Histogram(f"{PREFIX}_move_commit_seconds",
                                        "A person's move: from its request to its commit", ["game"],
                                        buckets=LATENCY, registry=registry)
        self.post_seconds = Histogram(f"{PREFIX}_move_posted_seconds",
                                      "A person's move: from its request to its board in the channel", ["game"],
                                      buckets=LATENCY, registry=registry)
        self.requests = Counter(f"{PREFIX}_discord_requests", "Requests to Discord's API by route and final status",
                                ["route", "status"], registry=registry)
        self.request_seconds = Histogram(f"{PREFIX}_discord_request_seconds",
                                         "Requests to Discord's API: time to the answer (rate-limit waits included)",
                                         ["route"], buckets=LATENCY, registry=registry)
        self.rate_limited = Counter(f"{PREFIX}_discord_rate_limited",
                                    "429 answers from Discord (discord.py waits and retries them)", ["route"],
                                    registry=registry)
        self.dm_failures = Counter(f"{PREFIX}_dm_failures", "DMs Discord refused, by its error code", ["code"],
                                   registry=registry)
        self.render_seconds = Histogram(f"{PREFIX}_render_seconds", "Drawing a board", buckets=LATENCY,
                                        registry=registry)
        self.think_seconds = Histogram(f"{PREFIX}_ai_think_seconds", "An AI seat choosing a move", ["game"],
                                       buckets=LATENCY, registry=registry)
        self.queue = Gauge(f"{PREFIX}_worker_queue", "Boards and AI thoughts asked for and not answered yet",
                           ["kind"], registry=registry)
        for kind in ("board", "think"):
            self.queue.labels(kind).set_function(lambda kind=kind: workers.queued(kind))
        self.tables = Gauge(f"{PREFIX}_tables", "This process's tables by status", ["status"], registry=registry)
        self.leases = Gauge(f"{PREFIX}_shard_leases_held", "Shards whose database lease this process holds",
                            registry=registry)
        self.ready = Gauge(f"{PREFIX}_ready", "1 when /ready answers 200", registry=registry)
        self.is_ready, self.leases_held, self.count_tables = probes.is_ready, probes.leases_held, probes.count_tables

    # --- the services' reports (bot/service/watch.py) ------------------------------------------------
    def committed(self, game: str, since: float | None) -> None:
        self.moves.labels(game).inc()
        if since is not None:
            self.commit_seconds.labels(game).observe(time.monotonic() - since)

    def posted(self, game: str, since: float) -> None:
        self.post_seconds.labels(game).observe(time.monotonic() - since)

    def thought(self, game: str, seconds: float) -> None:
        self.think_seconds.labels(game).observe(seconds)

    def rendered(self, seconds: float) -> None:
        self.render_seconds.observe(seconds)

    def dm_failed(self, code: int) -> None:
        self.dm_failures.labels(str(code)).inc()

    # --- requests to Discord -------------------------------------------------------------------
    def count_requests(self, http: Any) -> None:
        """Count every request discord.py's HTTP client makes, by route family and final status.

        The bot's one use of discord.py's private parts: `Client.http.request(route, **kw)` and
        `discord.http.Route`'s `method` and `path`, wrapped here because only there is a request
        seen once with its final status (after discord.py's own 429 waits and retries) and its
        route's template; aiohttp's public trace sees each attempt and bare URLs.
        tests/test_discord_private.py fails, naming this, on a discord.py that changes them."""
        request = http.request
        if getattr(request, "counted_by", None) is self:
            return

        async def counted(route: discord.http.Route, **kwargs: Any) -> Any:
            name = f"{route.method} {route.path}"  # the route's template: ids stay out of the label
            started = time.monotonic()
            status = "2xx"
            try:
                return await request(route, **kwargs)
            except discord.HTTPException as exc:
                status = str(exc.status)
                raise
            except discord.RateLimited:  # discord.py gave up waiting: Discord said 429
                status = "429"
                raise
            finally:
                self.requests.labels(name, status).inc()
                self.request_seconds.labels(name).observe(time.monotonic() - started)

        counted.counted_by = self  # type: ignore[attr-defined]
        http.request = counted

    def trace(self) -> aiohttp.TraceConfig:
        """aiohttp's hooks on the bot's HTTP session: each 429 Discord answers, retried or not."""
        config = aiohttp.TraceConfig()

        async def on_end(_session: Any, _context: Any, params: aiohttp.TraceRequestEndParams) -> None:
            if params.response.status == 429:
                self.rate_limited.labels(family(params.method, params.url.path)).inc()

        config.on_request_end.append(on_end)
        return config

    # --- the figures, as Prometheus reads them ---------------------------------------------------
    async def refresh(self) -> None:
        """The figures read at each scrape: tables by status (from the database), leases, readiness."""
        self.leases.set(self.leases_held())
        self.ready.set(1 if self.is_ready() else 0)
        if self.count_tables is None:
            return
        try:
            counts = await self.count_tables()
        except Exception as exc:  # noqa: BLE001 - a busy or closed store: the other figures still answer
            log.warning("counting tables for /metrics failed: %r", exc)
            return
        for status in STATUSES:
            self.tables.labels(status).set(counts.get(status, 0))

    async def exposition(self) -> bytes:
        await self.refresh()
        return generate_latest(self.registry)


class Endpoint:
    """The HTTP server on the bot's own event loop: /metrics, /live, /ready."""

    def __init__(self, metrics: Metrics, host: str, port: int) -> None:
        self.metrics, self.host, self.port = metrics, host, port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/metrics", self._metrics)
        app.router.add_get("/live", self._live)
        app.router.add_get("/ready", self._ready)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # the one given by the system for port 0
        log.info("metrics and health on http://%s:%s (/metrics, /live, /ready)", self.host, self.port)

    async def stop(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()

    async def _metrics(self, _request: web.Request) -> web.Response:
        body = await self.metrics.exposition()
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _live(self, _request: web.Request) -> web.Response:
        return web.Response(text="live\n")

    async def _ready(self, _request: web.Request) -> web.Response:
        if self.metrics.is_ready():
            return web.Response(text="ready\n")
        return web.Response(status=503, text="not ready\n")
