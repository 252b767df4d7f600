"""Which guilds this process serves: Discord's shard formula, and the SHARD_COUNT / SHARDS settings.

A guild belongs to shard `(guild_id >> 22) % shard_count`. A process that owns some shards
handles only the tables of their guilds: their moves, timers, recovery and AI runs.
"""

from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int, count: int) -> int:
    return (guild_id >> 22) % count


@dataclass(frozen=True)
class Shards:
    count: int = 1
    ids: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {list(self.ids)} do not fit a shard count of {self.count}")

    @property
    def everything(self) -> bool:
        return len(set(self.ids)) == self.count

    def owns(self, guild_id: int) -> bool:
        return self.everything or shard_of(guild_id, self.count) in self.ids

    def where(self, column: str) -> tuple[str, tuple]:
        """An SQL condition (and its parameters) keeping the rows of guilds this process owns."""
        if self.everything:
            return "1=1", ()
        marks = ", ".join("?" for _ in self.ids)
        return f"(({column} >> 22) % ?) IN ({marks})", (self.count, *self.ids)

    def __str__(self) -> str:
        return f"{self.count}:{','.join(map(str, self.ids))}"


ALL = Shards()


def parse(count: str, ids: str) -> Shards | None:
    """SHARD_COUNT=8 SHARDS=0-3 (or `0,2,5`; every shard when SHARDS is empty). None without a count."""
    count, ids = count.strip(), ids.strip()
    if not count:
        if ids:
            raise ValueError("SHARDS needs SHARD_COUNT")
        return None
    total = int(count)
    if not ids:
        return Shards(total, tuple(range(total)))
    owned: list[int] = []
    for part in ids.split(","):
        first, dash, last = part.strip().partition("-")
        owned += range(int(first), int(last) + 1) if dash else [int(first)]
    return Shards(total, tuple(sorted(set(owned))))
