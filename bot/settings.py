"""Environment -> Settings. `.env` is read if present (by python-dotenv: `export`, quotes and
`# comments` as a shell reads them), the environment wins."""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values

from .service.shards import Shards, parse


class SettingsError(ValueError):
    """A setting that cannot be used; the message names the variable."""


DISCORD_API = "https://discord.com/api/v10"


@dataclass(frozen=True)
class LiveBoard:
    """The live board's own site (a Discord Activity, docs/live-board.md): on when ACTIVITY_PORT is set."""

    port: int                      # ACTIVITY_PORT (0: any free one, as the tests use)
    client_id: str                 # DISCORD_CLIENT_ID: the application's id, for the OAuth2 code exchange
    client_secret: str             # DISCORD_CLIENT_SECRET: never reaches the page
    host: str = "127.0.0.1"        # ACTIVITY_HOST: the operator's HTTPS reverse proxy sits in front
    api: str = DISCORD_API         # DISCORD_API_BASE: every call the live board makes to Discord


@dataclass(frozen=True)
class Settings:
    token: str
    database: str                  # a SQLite file's path, or a postgresql:// URL
    dev_guild: int | None
    shards: Shards | None = None   # SHARD_COUNT / SHARDS: this process serves these shards only
    render_workers: int | None = None  # RENDER_WORKERS: board-drawing processes (None: one per CPU)
    metrics_host: str = "127.0.0.1"    # METRICS_HOST: where /metrics, /live and /ready listen
    metrics_port: int | None = None    # METRICS_PORT: their port (None: no endpoint)
    log_format: str = "text"           # LOG_FORMAT: text, or json (one object a line)
    app_emojis: bool = True            # APP_EMOJIS: 0 keeps the Unicode symbols (no app emojis uploaded)
    live_board: LiveBoard | None = None  # ACTIVITY_PORT and the rest: the live board (None: off)


def ports(settings: Settings) -> list[tuple[str, str, int]]:
    """(setting, host, port) of every port the bot listens on (0: any free one)."""
    found = []
    if settings.metrics_port is not None:
        found.append(("METRICS_PORT", settings.metrics_host, settings.metrics_port))
    if settings.live_board is not None:
        found.append(("ACTIVITY_PORT", settings.live_board.host, settings.live_board.port))
    return found


def port_taken(host: str, port: int) -> bool:
    """Whether something listens on `port` at `host` already (a port in TIME_WAIT is free, as the
    servers here see it: they bind with SO_REUSEADDR too)."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        if os.name != "nt":  # on Windows the option would let two listeners share the port
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return True
    return False


def _read_dotenv(path: Path) -> dict[str, str]:
    if not path.is_file():
        return {}
    # utf-8-sig: Windows Notepad's "UTF-8 with BOM" puts a mark before the first key
    values = dotenv_values(path, encoding="utf-8-sig", interpolate=False)
    return {key: value or "" for key, value in values.items()}  # `KEY` alone: empty, as `KEY=`


def load(env: dict[str, str] | None = None, dotenv: Path = Path(".env")) -> Settings:
    values = {**_read_dotenv(dotenv), **(os.environ if env is None else env)}
    guild = values.get("DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise SettingsError(f"DEV_GUILD_ID must be a server id (a number such as 123456789012345678), not {guild!r}; "
                            "leave it empty to sync commands everywhere.")
    try:
        shards = parse(values.get("SHARD_COUNT", ""), values.get("SHARDS", ""))
    except ValueError as exc:
        raise SettingsError(f"SHARD_COUNT / SHARDS cannot be used ({exc}); e.g. SHARD_COUNT=8 SHARDS=0-3.") from None
    workers = values.get("RENDER_WORKERS", "").strip()
    if workers and not workers.isdigit():
        raise SettingsError(f"RENDER_WORKERS must be a number of processes (such as 4, or 0 to draw in this one), "
                            f"not {workers!r}; leave it empty for one per CPU.")
    port = values.get("METRICS_PORT", "").strip()
    if port and not (port.isdigit() and 0 < int(port) < 65536):
        raise SettingsError(f"METRICS_PORT must be a port number (such as 9100), not {port!r}; "
                            "leave it empty for no metrics endpoint.")
    log_format = values.get("LOG_FORMAT", "").strip().lower() or "text"
    if log_format not in ("text", "json"):
        raise SettingsError(f"LOG_FORMAT must be text or json, not {log_format!r}.")
    app_emojis = values.get("APP_EMOJIS", "").strip() or "1"
    if app_emojis not in ("0", "1"):
        raise SettingsError(f"APP_EMOJIS must be 1 (the board's icons as the app's emojis) or 0, not {app_emojis!r}.")
    live_board = _live_board(values)
    if port and live_board is not None and int(port) == live_board.port:
        raise SettingsError(f"METRICS_PORT and ACTIVITY_PORT are both {port}: give each its own port.")
    return Settings(
        live_board=live_board,
        token=values.get("DISCORD_TOKEN", "").strip(),
        database=(values.get("DATABASE", "").strip() or values.get("DATABASE_URL", "").strip()
                  or "data/tables.sqlite3"),
        dev_guild=int(guild) if guild else None,
        shards=shards,
        render_workers=int(workers) if workers else None,
        metrics_host=values.get("METRICS_HOST", "").strip() or "127.0.0.1",
        metrics_port=int(port) if port else None,
        log_format=log_format,
        app_emojis=app_emojis == "1",
    )


def _live_board(values: dict[str, str]) -> LiveBoard | None:
    port = values.get("ACTIVITY_PORT", "").strip()
    if not port:
        return None
    if not (port.isdigit() and 0 < int(port) < 65536):
        raise SettingsError(f"ACTIVITY_PORT must be a port number (such as 8080), not {port!r}; "
                            "leave it empty for no live board.")
    client_id = values.get("DISCORD_CLIENT_ID", "").strip()
    secret = values.get("DISCORD_CLIENT_SECRET", "").strip()
    if not client_id.isdigit():
        raise SettingsError("DISCORD_CLIENT_ID must be the application's id (a number) when ACTIVITY_PORT is set, "
                            f"not {client_id!r}; developer portal -> your application -> OAuth2.")
    if not secret:
        raise SettingsError("DISCORD_CLIENT_SECRET is required when ACTIVITY_PORT is set; "
                            "developer portal -> your application -> OAuth2 -> Client Secret.")
    return LiveBoard(port=int(port), client_id=client_id, client_secret=secret,
                     host=values.get("ACTIVITY_HOST", "").strip() or "127.0.0.1",
                     api=(values.get("DISCORD_API_BASE", "").strip() or DISCORD_API).rstrip("/"))
