"""Boards drawn by the render pool: other processes, the very same bytes."""

from __future__ import annotations

import os

import renders
from bot import rendering
from engine import registry


async def test_a_board_drawn_in_the_pool_is_byte_for_byte_the_one_drawn_here():
    game = registry.get("portroyal")
    view = game.view(game.setup(["1", "2", "3"], 5), None)
    names = {"1": "Ann", "2": "Bo"}
    rendering.configure(1)
    try:
        pooled = await rendering.board("portroyal", view, names)
        workers = rendering._pool._processes  # drawn elsewhere: the pool has a process of its own
        assert workers and os.getpid() not in workers
    finally:
        rendering.configure(None)
    assert pooled == renders.render("portroyal", view, names)
    assert await rendering.board("portroyal", view, names) == pooled  # RENDER_WORKERS=0: in this process


async def test_the_legend_is_drawn_once():
    first = await rendering.legend("portroyal")
    assert first is not None and await rendering.legend("portroyal") is first
