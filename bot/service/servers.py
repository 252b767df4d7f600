"""A server's own settings: what new tables start with, who may open them and where, and the
limits that keep one member from flooding the server (or our CPU) with tables.

Data only: the table service stores and enforces them (bot/service/tables.py, `Tables.open`), the
`/game server` command shows and changes them (bot/cogs/server.py)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from engine.core import IllegalAction

# name -> (default, lowest, highest): each settable per server
LIMITS: dict[str, tuple[int, int, int]] = {
    "lobbies": (1, 1, 10),     # open lobbies one person hosts in the server
    "hosted": (5, 1, 50),      # running tables one person hosts
    "running": (50, 1, 500),   # running tables in the server
    "cooldown": (10, 0, 3600),  # seconds between one person's `/game new`s
}
# The days a server's data stays after the bot was removed from it (added back: it stays).
KEPT_DAYS = 30


@dataclass(frozen=True)
class ServerSettings:
    """`language` None: the server's own Discord language; `opener` None: everyone may open
    tables; `channels` empty: anywhere. `reminder`/`takeover` None: the platform's defaults."""

    language: str | None = None
    reminder: int | None = None
    takeover: int | None = None
    opener: int | None = None
    channels: tuple[int, ...] = ()
    limits: dict[str, int] = field(default_factory=dict)
    hints: bool = True  # off: no hints at any table of the server (its off wins over a table's on)

    def limit(self, name: str) -> int:
        return self.limits.get(name, LIMITS[name][0])

    def defaults(self) -> dict[str, Any]:
        """The table options a new table of this server starts with (what `/game new` names wins)."""
        chosen = {"language": self.language, "reminder": self.reminder, "takeover": self.takeover}
        return {k: v for k, v in chosen.items() if v is not None}

    def to_json(self) -> str:
        return json.dumps({**asdict(self), "channels": list(self.channels)}, sort_keys=True)

    @classmethod
    def from_json(cls, text: str | None) -> "ServerSettings":
        """The stored settings; anything unreadable or unknown in them reads as the default."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        limits = data.get("limits") if isinstance(data.get("limits"), dict) else {}
        return cls(
            language=data.get("language") if isinstance(data.get("language"), str) else None,
            reminder=_int_or_none(data.get("reminder")), takeover=_int_or_none(data.get("takeover")),
            opener=_int_or_none(data.get("opener")),
            channels=tuple(c for c in data.get("channels") or () if isinstance(c, int)),
            limits={k: v for k, v in limits.items() if k in LIMITS and isinstance(v, int)},
            hints=data.get("hints") if isinstance(data.get("hints"), bool) else True,
        )

    def changed(self, **given: Any) -> "ServerSettings":
        """These settings with some changed (a limit by its name); IllegalAction for a limit out of its range."""
        limits = dict(self.limits)
        for name in [n for n in given if n in LIMITS]:
            value = given.pop(name)
            _, low, high = LIMITS[name]
            if not low <= value <= high:
                raise IllegalAction("server_limit_range", setting=name, value=value, low=low, high=high)
            limits[name] = value
        if "channels" in given:
            given["channels"] = tuple(dict.fromkeys(given["channels"]))
        return replace(self, limits=limits, **given)


def _int_or_none(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
