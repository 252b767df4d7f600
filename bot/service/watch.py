"""What the table service and delivery report as they work, for whoever watches them (the
operators' figures, bot/metrics.py). The default watcher sees nothing, so the services run
the same with figures off, and none of them imports a metrics library."""

from __future__ import annotations


class Watch:
    """Every report a service makes; each does nothing here."""

    def committed(self, game: str, since: float | None) -> None:
        """A move was committed; `since`: time.monotonic() when the person's request came in (None: the platform's)."""

    def posted(self, game: str, since: float) -> None:
        """The announcement of a person's move reached the channel."""

    def thought(self, game: str, seconds: float) -> None:
        """An AI seat chose a move."""

    def rendered(self, seconds: float) -> None:
        """A board was drawn."""

    def dm_failed(self, code: int) -> None:
        """A DM was refused (Discord's error code; 0 when it gave none)."""


NOBODY = Watch()
