"""`python -m tests.bench`: the DESIGN §7 figures, printed, never asserted.

- engine: legal_actions + apply per move (median, p95), over random games
- full AI-vs-AI game per title
- one board render (median) and PNG size
- /move through SimCord, committed and answered (p50, p95)
- 200 tables moving at once in one process: lost or reordered moves, p95 per move
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import renders
from engine import registry
from engine.core import Rng

from .pace import bench_pace

GAMES = [name for name in registry.names()]


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def random_game(game, players, seed, record=None):
    state = game.setup([str(1000 + i) for i in range(players)], seed)
    rnd = random.Random(seed)
    moves = 0
    while game.outcome(state) is None and moves < 5000:
        seat = rnd.choice(game.to_act(state))
        t = time.perf_counter()
        action = rnd.choice(game.legal_actions(state, seat)).id
        game.apply(state, seat, action)
        if record is not None:
            record.append(time.perf_counter() - t)
        moves += 1
    return state, moves


def ai_game(game, players, seed):
    state = game.setup([f"ai:{i}" for i in range(players)], seed)
    rng = Rng(seed)
    moves = 0
    while game.outcome(state) is None and moves < 5000:
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.ai_choose(state, seat, rng))
        moves += 1
    return state, moves


def bench_engine():
    print("## engine")
    for name in GAMES:
        game = registry.get(name)
        times: list[float] = []
        for seed in range(20):
            random_game(game, game.max_players if seed % 2 else game.min_players, seed, times)
        print(f"{name}: legal_actions+apply median {statistics.median(times) * 1e6:.0f} µs, "
              f"p95 {pct(times, 0.95) * 1e6:.0f} µs over {len(times)} moves")
        for players in range(game.min_players, game.max_players + 1):
            durations, lengths = [], []
            for seed in range(5):
                t = time.perf_counter()
                _, moves = ai_game(game, players, seed)
                durations.append(time.perf_counter() - t)
                lengths.append(moves)
            print(f"{name}: full AI game, {players} players: median {statistics.median(durations) * 1000:.0f} ms, "
                  f"max {max(durations) * 1000:.0f} ms, {statistics.median(lengths):.0f} moves")


def bench_renders():
    print("## renders")
    for name in GAMES:
        game = registry.get(name)
        views = []
        for seed in range(4):
            state = game.setup([str(1000 + i) for i in range(game.max_players)], seed)
            rnd = random.Random(seed)
            for step in range(60):
                if game.outcome(state) is not None:
                    break
                if step % 6 == 0:
                    views.append(game.view(state, None))
                seat = rnd.choice(game.to_act(state))
                game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)).id)
        times, sizes = [], []
        for view in views:
            t = time.perf_counter()
            png = renders.render(name, view)
            times.append(time.perf_counter() - t)
            sizes.append(len(png))
        print(f"{name}: render median {statistics.median(times) * 1000:.1f} ms, p95 {pct(times, 0.95) * 1000:.1f} ms; "
              f"PNG median {statistics.median(sizes) / 1024:.0f} KB, max {max(sizes) / 1024:.0f} KB ({len(views)} boards)")


async def bench_simcord(moves_wanted=150):
    import simcord

    from bot.app import create_bot

    print("## /move through SimCord")
    with tempfile.TemporaryDirectory() as tmp:
        bot = create_bot(database=Path(tmp) / "bench.sqlite3")
        async with simcord.run(bot) as env:
            guild = env.create_guild()
            channel = guild.create_text_channel("bench")
            alice = guild.add_member(env.create_user("alice"))
            bob = guild.add_member(env.create_user("bob"))
            await alice.slash(channel, "game new", game="portroyal")
            await bob.slash(channel, "game join")
            await alice.slash(channel, "game start")
            members = {str(alice.id): alice, str(bob.id): bob}
            rnd = random.Random(7)
            times = []
            for _ in range(moves_wanted):
                row = await bot.store.open_table(channel.id)
                if row is None:
                    break
                game, state = bot.tables.state_of(row)
                seat = game.to_act(state)[0]
                action = rnd.choice(game.legal_actions(state, seat)).id
                t = time.perf_counter()
                await members[seat].slash(channel, "move", action=action)
                times.append(time.perf_counter() - t)
            await bot.close_storage()
    print(f"/move committed and answered (board rendered and posted): p50 {statistics.median(times) * 1000:.0f} ms, "
          f"p95 {pct(times, 0.95) * 1000:.0f} ms over {len(times)} moves")


async def play_through_bot(game_name: str, people: int, seed: int, *, buttons: bool, ai: int = 0) -> dict:
    """One whole game through the real bot in SimCord: people press the buttons on the turn
    message when they can (else /move); returns moves, channel writes and uploaded bytes."""
    import simcord

    from bot.app import create_bot
    from bot.wording import label_words
    from tests.discord_limits import watching

    with tempfile.TemporaryDirectory() as tmp, watching() as log:
        bot = create_bot(database=Path(tmp) / "bench.sqlite3")
        async with simcord.run(bot) as env:
            guild = env.create_guild()
            channel = guild.create_text_channel("bench")
            members = [guild.add_member(env.create_user(f"p{i}")) for i in range(people)]
            await members[0].slash(channel, "game new", game=game_name)
            for member in members[1:]:
                await member.slash(channel, "game join")
            for _ in range(ai):
                await members[0].slash(channel, "game add-ai")
            mark = log.mark()
            await members[0].slash(channel, "game start")
            by_seat = {str(m.id): m for m in members}
            rng = Rng(seed)
            pressed = typed = 0
            for _ in range(5000):
                row = await bot.store.latest_table(channel.id)
                if row.status != "running":
                    break
                game, state = bot.tables.state_of(row)
                seat = next(s for s in game.to_act(state) if s in by_seat)
                action = game.ai_choose(state, seat, rng)
                label = next(label_words(row).action(game.name, a) for a in game.legal_actions(state, seat)
                             if a.id == action)
                await env.advance_time(2.0)  # people take a moment between clicks
                prompt = channel.history()[-1] if channel.history() else None
                prompt = next((m for m in reversed(channel.history()) if m.id == row.prompt_message), None)
                labels = [getattr(c, "label", None) for r in (prompt.components if prompt else []) for c in getattr(r, "children", [])]
                if buttons and label in labels:
                    await by_seat[seat].click(prompt, label=label)
                    pressed += 1
                else:
                    await by_seat[seat].slash(channel, "move", action=action)
                    typed += 1
            row = await bot.store.latest_table(channel.id)
            moves = len(await bot.store.moves(row.id))
            await bot.close_storage()
    return {"moves": moves, "pressed": pressed, "typed": typed, "writes": log.channel_writes(channel.id, since=mark),
            "bytes": log.uploaded_bytes(channel.id, since=mark), "status": row.status}


async def bench_channel(names=None, games=3):
    """Channel writes per move and board bytes per game, 3 people (or the game's minimum)."""
    print("## the channel: posts + edits per move, board bytes per game (people only)")
    for name in names or GAMES:
        people = max(3, registry.get(name).min_players)
        for buttons in (True, False):
            runs = [await play_through_bot(name, people, seed, buttons=buttons) for seed in range(games)]
            per_move = [r["writes"] / r["moves"] for r in runs]
            mb = [r["bytes"] / 1e6 for r in runs]
            how = "buttons where offered" if buttons else "/move only"
            print(f"{name}, {people} people, {how}: {statistics.mean(per_move):.2f} channel writes per move "
                  f"(max {max(per_move):.2f}); {statistics.mean(mb):.2f} MB of boards per game (max {max(mb):.2f}); "
                  f"moves per game {statistics.median([r['moves'] for r in runs]):.0f}")


async def bench_concurrent_tables(tables=200, moves_each=15, think=(0.0, 0.0)):
    """Many tables at once through the real store and table service, announcing with a render.
    `think`: each player waits a random time in this range (seconds) before each move."""
    from bot.store import Store
    from bot.tables import Tables

    pace = "as fast as possible" if think == (0.0, 0.0) else f"players think {think[0]}–{think[1]} s per move"
    print(f"## {tables} tables moving at once, {pace}")
    announced: dict[int, list[int]] = {}

    async def announce(update):
        await asyncio.to_thread(renders.render, update.game.name, update.game.view(update.state, None))
        announced.setdefault(update.row.id, []).append(update.row.version)

    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "bench.sqlite3")
        await store.open()
        service = Tables(store, announce=announce)
        channels = list(range(1, tables + 1))
        for ch in channels:
            await service.open(guild=1, channel=ch, game="portroyal", host="1", name="a", locale="en",
                               options={"auto_pass": False})  # every logged move is one a player sent
            await service.join(ch, "2", "b")
            await service.start(ch, "1", seed=ch)
        latencies: list[float] = []
        sent: dict[int, list[str]] = {}

        async def player(ch):
            rnd = random.Random(ch)
            for _ in range(moves_each):
                row = await store.open_table(ch)
                if row is None:
                    return
                game, state = service.state_of(row)
                seat = game.to_act(state)[0]
                action = rnd.choice(game.legal_actions(state, seat)).id
                await asyncio.sleep(rnd.uniform(*think))
                t = time.perf_counter()
                await service.play(ch, seat, action)
                latencies.append(time.perf_counter() - t)
                sent.setdefault(ch, []).append(action)

        t0 = time.perf_counter()
        await asyncio.gather(*(player(ch) for ch in channels))
        wall = time.perf_counter() - t0
        lost = reordered = 0
        for ch in channels:
            row = await store.latest_table(ch)
            logged = [m.action for m in await store.moves(row.id)]
            if len(logged) != len(sent.get(ch, [])):
                lost += 1
            elif logged != sent.get(ch, []):
                reordered += 1
        ordered = all(v == sorted(v) for v in announced.values())
        await store.close()
    print(f"{len(latencies)} moves in {wall:.1f} s ({len(latencies) / wall:.0f} moves/s); per move p50 "
          f"{statistics.median(latencies) * 1000:.0f} ms, p95 {pct(latencies, 0.95) * 1000:.0f} ms; tables with lost moves: "
          f"{lost}, reordered: {reordered}; announcements in version order: {ordered}")


def main() -> int:
    """`python -m tests.bench` runs everything; `python -m tests.bench channel tobago` one part for one game."""
    if len(sys.argv) > 1 and sys.argv[1] == "channel":
        asyncio.run(bench_pace(sys.argv[2:] or None))
        return 0
    print(f"# Treasure Table benchmark (python {sys.version.split()[0]})")
    bench_engine()
    bench_renders()
    asyncio.run(bench_simcord())
    asyncio.run(bench_channel())
    asyncio.run(bench_concurrent_tables(moves_each=10))
    asyncio.run(bench_concurrent_tables(moves_each=10, think=(1.5, 4.5)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
