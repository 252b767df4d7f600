"""Tables the benches start: the same set-up wherever a bench needs many."""

from __future__ import annotations


async def two_seat_tables(service, channels) -> None:
    """A started two-person Port Royal table in each channel (seeded by its number); every
    logged move is one a player sent (no automatic passes)."""
    for ch in channels:
        await service.open(guild=1, channel=ch, game="portroyal", host="1", name="a", locale="en",
                           options={"auto_pass": False})
        await service.join(ch, "2", "b")
        await service.start(ch, "1", seed=ch)
