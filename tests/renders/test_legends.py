"""Every board explains itself: whatever icon or mark a board draws is in its game's legend,
and the legend's names exist in every language."""

from __future__ import annotations

import importlib
import random

import pytest

import renders
from bot.text import Words, catalogue, locales
from engine import registry
from engine.core import Rng
from renders import common as C
from tests.games import game_names
from tests.renders.pngs import open_png

GAMES = game_names()


def played_views(game_name: str, games: int = 4, every: int = 7):
    """Views from AI games (random seeds and counts): the public one and each seat's own,
    every few moves, and the final board."""
    game = registry.get(game_name)
    r = random.Random(game_name)
    lo, hi = game.min_players, game.max_players
    for g in range(games):
        seats = [str(100 + i) for i in range(r.randint(lo, hi))]
        seed = r.randint(1, 10_000)
        state = game.setup(seats, seed=seed, options={})
        rng = Rng(seed)
        step = 0
        while game.outcome(state) is None and step < 400:
            if step % every == 0:
                yield game.view(state, None)
                yield game.view(state, r.choice(seats))
            seat = game.to_act(state)[0]
            game.apply(state, seat, game.ai_choose(state, seat, rng))
            step += 1
        yield game.view(state, None)
        yield game.view(state, seats[0])


def drawn(game_name: str, views) -> set[str]:
    module = importlib.import_module(f"renders.{game_name}")
    aliases = getattr(module, "LEGEND_ALIASES", {})
    with C.recording() as names:
        for view in views:
            module.compose(view)
    return {aliases.get(n, n) for n in names}


@pytest.mark.parametrize("game_name", GAMES)
def test_every_icon_a_board_draws_is_in_its_legend(game_name):
    module = importlib.import_module(f"renders.{game_name}")
    in_legend = {icon for _, icon, _ in module.LEGEND}
    shown = drawn(game_name, played_views(game_name))
    assert shown - in_legend == set(), f"{game_name} draws icons its legend lacks"
    assert len(shown) >= 15  # the games really were played through their phases


def test_a_missing_legend_entry_is_caught():
    """The check above can fail: drop one entry and the same boards show what it lacks."""
    from renders import tobago
    shown = drawn("tobago", played_views("tobago", games=1))
    assert "tobago.cube" in shown
    assert shown - ({icon for _, icon, _ in tobago.LEGEND} - {"tobago.cube"}) == {"tobago.cube"}


@pytest.mark.parametrize("game_name", GAMES)
def test_the_legend_is_numbered_and_worded_in_every_language(game_name):
    png, keys = renders.legend(game_name)
    img = open_png(png)
    assert img.width <= 640 and len(png) <= 400 * 1024
    assert len(keys) == len(set(keys))
    for locale in locales():
        words = catalogue(locale)
        missing = [k for k in keys if f"{game_name}.icon.{k}" not in words]
        assert not missing, f"{locale} lacks {game_name}.icon.* for {missing}"
        assert all(Words(locale)(f"{game_name}.icon.{k}", game_name).strip() for k in keys)
