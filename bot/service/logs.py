"""Log lines: readable text by default, or with LOG_FORMAT=json one JSON object a line (time,
level, logger, guild, channel, table, message) for a log collector. Where a request or a table
is being handled, its guild, channel and table ride along (`about`)."""

from __future__ import annotations

import contextvars
import json
import logging
import sys
import time
from contextlib import contextmanager
from typing import Iterator

TEXT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
FORMATS = ("text", "json")
_ABOUT: contextvars.ContextVar[dict[str, int]] = contextvars.ContextVar("log_about", default={})


@contextmanager
def about(**ids: int | None) -> Iterator[None]:
    """Log lines written inside this block name these ids (guild=, channel=, table=)."""
    token = _ABOUT.set({**_ABOUT.get(), **{k: v for k, v in ids.items() if v is not None}})
    try:
        yield
    finally:
        _ABOUT.reset(token)


def set_about(**ids: int | None) -> None:
    """As `about`, for the rest of the current task (an interaction's handler)."""
    _ABOUT.set({**_ABOUT.get(), **{k: v for k, v in ids.items() if v is not None}})


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        ids = _ABOUT.get()
        line = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "guild": getattr(record, "guild", ids.get("guild")),
            "channel": getattr(record, "channel", ids.get("channel")),
            "table": getattr(record, "table", ids.get("table")),
            "message": record.getMessage(),
        }
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def configure(kind: str = "text", stream=None) -> logging.Handler | None:
    """Log `kind` lines to `stream` (stderr) through the root logger, as logging.basicConfig does:
    only where nothing else has set logging up (a test runner's handlers stay as they are).
    Called again, it changes the format of the handler it added."""
    root = logging.getLogger()
    ours = [h for h in root.handlers if getattr(h, "treasure_table", False)]
    if not ours and root.handlers:
        return None
    handler = ours[0] if ours else logging.StreamHandler(stream or sys.stderr)
    handler.treasure_table = True  # type: ignore[attr-defined]
    handler.setFormatter(JsonFormatter() if kind == "json" else logging.Formatter(TEXT))
    if not ours:
        root.addHandler(handler)
        root.setLevel(logging.INFO)
    return handler
