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
def test_the_legend_is_rows_of_icons_and_words_in_every_language(game_name):
    keys = renders.legend_keys(game_name)
    assert len(keys) == len(set(keys))
    for locale in locales():
        words = catalogue(locale)
        missing = [k for k in keys if f"{game_name}.icon.{k}" not in words]
        assert not missing, f"{locale} lacks {game_name}.icon.* for {missing}"
        assert all(Words(locale)(f"{game_name}.icon.{k}", game_name).strip() for k in keys)
    labels = {k: Words("uk")(f"{game_name}.icon.{k}", game_name) for k in keys}
    pictures = renders.legend(game_name, None, labels)
    assert [k for _, held in pictures for k in held] == keys  # every row, in order, once
    assert len(pictures) <= 10  # one message carries them all
    with C.recording_text() as written:  # drawn afresh, not from the cache, so its words are recorded
        pictures = renders._legend.__wrapped__(game_name, None, tuple(sorted(labels.items())))
    for png, _ in pictures:
        img = open_png(png)
        assert img.height <= img.width <= 640 and len(png) <= 200 * 1024  # a phone shows each full width
    drawn_words = " ".join(text for _, text in written)
    assert all(word in drawn_words for word in labels[keys[-1]].split() if word.isalpha())  # the reader's words
    assert C.glyph_height(min(size for size, _ in written)) * 360 / C.LEGEND_W >= 10  # read on a phone


def entries_sharing_a_look(entries) -> list[tuple[str, str]]:
    """Pairs of legend entries drawn with the same icon in the same tint (two meanings, one look)."""
    seen: dict[tuple, str] = {}
    shared = []
    for key, icon, tint in entries:
        if (icon, tint) in seen:
            shared.append((seen[(icon, tint)], key))
        seen.setdefault((icon, tint), key)
    return shared


@pytest.mark.parametrize("game_name", GAMES)
def test_no_two_meanings_share_an_icon(game_name):
    assert entries_sharing_a_look(renders._entries(game_name, None)) == []


def test_two_meanings_on_one_icon_are_caught():
    """The check above can fail: Tortuga's chest once meant treasure and the cabin boy."""
    from renders import tortuga
    twice = (*tortuga.LEGEND, ("cabin_boy_again", "tortuga.chest", None))
    assert entries_sharing_a_look(twice) == [("chest", "cabin_boy_again")]


def test_a_legend_holds_only_what_the_table_can_show():
    """Tortuga's Dutch team exists at odd player counts only: the legend of a four-seat table
    leaves its flag out, a five-seat table's keeps it."""
    assert "dutch" not in renders.legend_keys("tortuga", {"players": 4})
    assert "dutch" in renders.legend_keys("tortuga", {"players": 5})
