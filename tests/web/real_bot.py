"""The real bot's live board in tests (tests/bot/test_live_board.py over sockets, tests/web/test_real_tables.py
from a browser): served from the test's own context, and each message a seat's socket received checked
against the secrets that seat may not know."""

from __future__ import annotations

import statistics

from bot.web_surface import messages
from engine import registry
from engine.core import Rng
from tests.engine.test_secrets import leaks, public


async def served_outside_the_bot(bot, extra_routes=()) -> None:
    """The live board started again from the test's own context. SimCord counts every task begun in
    the bot's scope as work that must settle before its next step, and a socket's handler waits for
    its page for as long as the page is open: served from here, the sockets are outside input, as
    Discord's gateway is. (The bot started it in `setup_hook` already: that start is tested too.)
    `extra_routes`: served beside it (the fake Discord client's page, for a browser)."""
    live = bot.parts.live_board
    assert live.port != 0  # setup_hook served it
    await live.stop()
    live.extra_routes = list(extra_routes)
    assert await live.start()


def check_message(message, seat, states) -> None:
    """A socket's message tells its seat's view only: no secret the seat may not know shows in it
    by value, and every word of it is the same on a state scrambled for that seat."""
    row_name = message["game"]
    game = registry.get(row_name)
    state = game.load(states[message["version"]])
    secrets = game.secrets(state)
    entitled = {tuple(sorted(map(repr, s.cards))) for s in secrets if seat in s.known_to}
    told = [leak for s in secrets if seat not in s.known_to and not public(s, state)
            for leak in leaks(message, s, entitled)]
    assert told == [], f"{seat} was sent {told[:3]}"
    # the board's regions are of the seat's own choices' things only: none to a spectator or a waiting seat
    named = {key for action in message["actions"] for key in action["at"]}
    assert set(message["regions"]) <= named and (message["actions"] or not message["regions"]), (seat, message["regions"])
    if game.outcome(state) is not None:
        return  # the end reveals (Tortuga's loyalties decide it): a scramble would change the result itself
    scrambled = game.load(states[message["version"]])
    game.scramble(scrambled, seat, Rng(message["version"]))
    row = states["row"]
    row.version, row.status = message["version"], "running" if game.outcome(state) is None else "over"
    again = messages.table_message(row, game, scrambled, seat)
    for key in ("turn", "private", "actions", "result", "seat"):
        assert again[key] == message[key], (key, seat)


def say_latencies(what: str, seconds: list[float]) -> None:
    """Print p50, p95 and the worst of the latencies measured (a shared machine is no stopwatch:
    the figures are read, not asserted)."""
    if len(seconds) >= 2:
        cuts = statistics.quantiles(seconds, n=20)
        print(f"\n{what} over {len(seconds)} receipts: p50 {statistics.median(seconds) * 1000:.0f} ms,"
              f" p95 {cuts[18] * 1000:.0f} ms, max {max(seconds) * 1000:.0f} ms")
