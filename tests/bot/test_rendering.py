"""Boards drawn by the render workers: other processes, the very same bytes, a table's boards at home."""

from __future__ import annotations

import asyncio
import os
import random

import pytest

import renders
from bot import workers
from bot.speech.boards import choices
from bot.text import Words
from engine import registry
from engine.core import Rng
from renders import strips


async def test_a_board_drawn_in_the_pool_is_byte_for_byte_the_one_drawn_here():
    game = registry.get("portroyal")
    view = game.view(game.setup(["1", "2", "3"], 5), None)
    names = {"1": "Ann", "2": "Bo"}
    workers.configure(1)
    try:
        pooled = await workers.board("portroyal", view, names)
        worker = workers._pool[0].process  # drawn elsewhere: the worker is a process of its own
        assert worker.is_alive() and worker.pid != os.getpid()
    finally:
        workers.configure(None)
    assert pooled == renders.render("portroyal", view, names)
    assert await workers.board("portroyal", view, names) == pooled  # RENDER_WORKERS=0: in this process


async def test_the_board_and_its_focus_come_from_the_pool_as_drawn_here():
    game = registry.get("portroyal")
    state = game.setup(["1", "2", "3"], 5)
    view, seat = game.view(state, None), game.to_act(state)[0]
    choices = [(a.id, "", a.at) for a in game.legal_actions(state, seat)]
    workers.configure(1)
    try:
        pooled = await workers.drawing("portroyal", view, choices, {"1": "Ann"})
    finally:
        workers.configure(None)
    assert pooled == renders.draw("portroyal", view, choices, {"1": "Ann"})
    assert pooled.focus.startswith(b"\x89PNG") and pooled.board == renders.render("portroyal", view, {"1": "Ann"})


def test_the_channel_focus_is_drawn_from_public_choices_only():
    """A Tortuga vote is cast with secret cards: the channel's picture knows none of them, the
    voter's own does."""
    game = registry.get("tortuga")
    state = game.setup(["1", "2", "3"], 3)
    rng = Rng(3)
    while not (state.data["pending"] or {}).get("kind") == "vote":
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.ai_choose(state, seat, rng))
    voter = game.to_act(state)[0]
    public = choices(Words("en"), game, state, None)
    own = choices(Words("en"), game, state, voter)
    assert not any(k.startswith("card:") for _, _, at in public for k in at)
    assert any(k.startswith("card:") for _, _, at in own for k in at)


def _positions(count: int, seed: int = 11) -> list[dict]:
    game = registry.get("portroyal")
    state, rnd, views = game.setup(["1", "2", "3"], seed), random.Random(seed), []
    while len(views) < count and game.outcome(state) is None:
        views.append(game.view(state, None))
        seat = game.to_act(state)[0]
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)).id)
    return views


def _counts_alone(views: list[dict]) -> dict[str, int]:
    """Strip hits and misses of these boards drawn one after another in a fresh cache here."""
    strips.clear()
    before = strips.counts()
    for view in views:
        renders.render("portroyal", view)
    return {k: v - before[k] for k, v in strips.counts().items()}


async def test_each_tables_boards_are_drawn_by_its_own_worker_from_the_strips_it_kept():
    tables = {7: _positions(12, 11), 8: _positions(12, 12)}
    workers.configure(2)
    try:
        for i in range(12):  # the two tables move in turn
            for home, views in tables.items():
                assert await workers.board("portroyal", views[i], None, home=home) == renders.render("portroyal", views[i])
        seen = [await worker.call(strips.counts) for worker in workers._pool]
    finally:
        workers.configure(None)
    # worker 1 drew table 7 (7 % 2), worker 0 table 8, each reusing its strips as one process would
    alone = [_counts_alone(tables[8]), _counts_alone(tables[7])]
    assert seen == alone and all(c["hits"] for c in alone), (seen, alone)


async def test_a_busy_home_is_passed_over_for_an_idle_worker():
    views = _positions(2 * workers.BUSY + 2)
    workers.configure(2)
    try:
        await asyncio.gather(*(workers.board("portroyal", v, None, home=0) for v in views))
        seen = [await worker.call(strips.counts) for worker in workers._pool]
    finally:
        workers.configure(None)
    assert all(c["hits"] + c["misses"] for c in seen), seen  # both workers drew


async def test_a_killed_worker_costs_no_board_and_is_replaced_alone():
    view = _positions(1)[0]
    workers.configure(2)
    try:
        await asyncio.gather(workers.board("portroyal", view, home=0), workers.board("portroyal", view, home=1))
        first, other = workers._pool[0].process, workers._pool[1].process
        first.kill()
        first.join()
        assert await workers.board("portroyal", view, home=0) == renders.render("portroyal", view)  # drawn here instead
        assert await workers.board("portroyal", view, home=0) == renders.render("portroyal", view)
        assert workers._pool[0].process.pid != first.pid and workers._pool[0].process.is_alive()
        assert workers._pool[1].process is other and other.is_alive()  # the other worker carries on
        assert await workers.board("portroyal", view, home=1) == renders.render("portroyal", view)
    finally:
        workers.configure(None)


async def test_a_renderers_error_reaches_the_caller_and_the_worker_carries_on():
    view = _positions(1)[0]
    workers.configure(1)
    try:
        with pytest.raises(TypeError):
            await workers.board("portroyal", {"players": 5})
        assert await workers.board("portroyal", view) == renders.render("portroyal", view)
    finally:
        workers.configure(None)


async def test_the_legend_is_drawn_once():
    first = await workers.legend("portroyal")
    assert first is not None and await workers.legend("portroyal") is first
