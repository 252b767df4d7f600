"""AI seats think in the render workers' pool (bot/workers.think): another process, the very
choice `ai_choose` makes here, and a worker killed mid-thought raises WorkerGone (the caller falls
back) while a fresh worker takes its place."""

from __future__ import annotations

import asyncio
import os

import pytest

from bot import workers
from engine import registry
from engine.core import Rng


def _position(name: str, seed: int = 3):
    """A state where the first awaited seat has a real choice."""
    game = registry.get(name)
    state = game.setup(["1", "2", "3"] if game.min_players > 2 else ["1", "2"], seed)
    rng = Rng(seed)
    while len(game.legal_actions(state, game.to_act(state)[0])) < 2:
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.ai_choose(state, seat, rng))
    return game, state, game.to_act(state)[0]


@pytest.mark.parametrize("name", registry.names())
async def test_a_seat_thought_out_in_a_worker_chooses_as_it_would_here(name):
    game, state, seat = _position(name)
    workers.configure(1)
    try:
        pid = await workers._thinkers[0].call(os.getpid) if workers._start(workers._thinkers) else None
        assert pid != os.getpid()  # the thinking happens in a process of its own
        assert os.getpriority(os.PRIO_PROCESS, pid) >= os.getpriority(os.PRIO_PROCESS, 0) + 1  # below the bot's
        assert not workers._pool  # the board workers are not the ones thinking
        for level in ("easy", "normal"):
            got = await workers.think(name, state.to_json(), seat, 9, level, None)
            assert got == game.ai_choose(state.copy(), seat, Rng(9), level=level)
    finally:
        workers.configure(None)
    assert got in {a.id for a in game.legal_actions(state, seat)}


async def test_hard_thinks_in_the_worker_within_its_budget():
    game, state, seat = _position("portroyal")
    workers.configure(1)
    try:
        got = await asyncio.wait_for(workers.think("portroyal", state.to_json(), seat, 1, "hard", 0.05), 5)
    finally:
        workers.configure(None)
    assert got in {a.id for a in game.legal_actions(state, seat)}
    assert await workers.think("portroyal", state.to_json(), seat, 1, "normal", None) == \
        game.ai_choose(state.copy(), seat, Rng(1))  # RENDER_WORKERS=0: in a thread here


async def test_a_worker_killed_while_thinking_raises_worker_gone_and_is_replaced():
    game, state, seat = _position("tobago")
    workers.configure(1)
    try:
        thinking = asyncio.create_task(workers.think("tobago", state.to_json(), seat, 1, "hard", 3.0))
        await asyncio.sleep(0.5)  # it is thinking now (3 s)
        dead = workers._thinkers[0].process
        dead.kill()
        with pytest.raises(workers.WorkerGone):
            await asyncio.wait_for(thinking, 5)
        fresh = workers._thinkers[0].process
        assert fresh.pid != dead.pid and fresh.is_alive()
        assert await workers.think("tobago", state.to_json(), seat, 2, "normal", None) == \
            game.ai_choose(state.copy(), seat, Rng(2))  # the new worker thinks on
    finally:
        workers.configure(None)


async def test_an_ai_seat_never_waits_behind_a_hint():
    """Hints think in workers of their own, below the AI seats' priority: with one worker of each,
    an AI seat's move is answered while a long hint is still being thought."""
    game, state, seat = _position("portroyal")
    view = game.view(state, seat)
    workers.configure(1)
    try:
        await workers.think("portroyal", state.to_json(), seat, 9, "normal", None)  # both pools started first:
        await workers.hint("portroyal", view, seat, 1, iterations=1)  # a process's start is not what is timed
        hinting = asyncio.create_task(workers.hint("portroyal", view, seat, 1, budget_s=5.0))
        await asyncio.sleep(0.3)  # it is thinking now (5 s)
        assert workers.queued("hint") == 1 and workers._hinters and workers._hinters[0].busy
        started = asyncio.get_running_loop().time()
        got = await asyncio.wait_for(workers.think("portroyal", state.to_json(), seat, 9, "normal", None), 10)
        took = asyncio.get_running_loop().time() - started
        assert not hinting.done() and took < 2.5, took  # not queued behind the hint's 5 s
        assert got == game.ai_choose(state.copy(), seat, Rng(9))
        thinker = await workers._thinkers[0].call(os.getpid)
        hinter = workers._hinters[0].process.pid
        assert hinter != thinker and os.getpriority(os.PRIO_PROCESS, hinter) > os.getpriority(os.PRIO_PROCESS, thinker)
        assert (await hinting)["moves"]
    finally:
        workers.configure(None)
