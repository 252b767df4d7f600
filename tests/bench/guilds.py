"""`python -m tests.bench guilds [N]`: what a guild costs the bot's process while it is served.

Discord sends every guild of the process's shards at connect time; discord.py keeps each one
(channels, roles; no members without the privileged intent) for as long as it runs. SimCord
delivers N guilds of 5 text channels and 8 roles; tracemalloc counts what discord.py's own code
allocated for them (SimCord's model of Discord lives in the same process and is left out).
"""

from __future__ import annotations

import gc
import tempfile
import tracemalloc
from pathlib import Path

import simcord

from bot.app import create_bot


async def bench_guilds(count: int = 500) -> None:
    print(f"## {count} guilds served by one process (5 text channels, 8 roles each)")
    with tempfile.TemporaryDirectory() as tmp:
        bot = create_bot(database=Path(tmp) / "guilds.sqlite3")
        async with simcord.run(bot) as env:
            gc.collect()
            tracemalloc.start()
            before = tracemalloc.take_snapshot()
            for _ in range(count):
                guild = env.create_guild()
                for c in range(5):
                    guild.create_text_channel(f"channel-{c}")
                for r in range(8):
                    guild.create_role(f"role-{r}")
            gc.collect()
            after = tracemalloc.take_snapshot()
            tracemalloc.stop()
            seen = len(bot.guilds)
            await bot.close_storage()
    ours = sum(d.size_diff for d in after.compare_to(before, "filename") if "/discord/" in d.traceback[0].filename)
    print(f"the bot sees {seen} guilds; discord.py holds {ours / count / 1024:.1f} KB per guild "
          f"({ours * 2500 / count / 1e6:.0f} MB for 2,500, where Discord starts requiring shards)")
