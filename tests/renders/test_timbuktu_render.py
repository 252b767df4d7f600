"""Timbuktu board images: valid, small, fast, deterministic, and faithful to the view."""

from __future__ import annotations


import pytest

import renders
from renders import timbuktu
from tests.renders import timbuktu_samples as S
from tests.renders.pngs import differs, open_png

MAX_BYTES = 400 * 1024


@pytest.fixture(scope="module")
def samples():
    return {name: fn() for name, fn in S.ALL.items()}


def test_every_sample_renders_a_valid_small_deterministic_png(samples):
    for name, view in samples.items():
        png = renders.render("timbuktu", view)
        img = open_png(png)
        assert img.format == "PNG" and img.width == timbuktu.W and 500 <= img.height <= 1600, name
        assert len(png) <= MAX_BYTES
        assert timbuktu.render(view) == png


def test_samples_cover_every_phase_and_player_count(samples):
    assert {v["phase"] for v in samples.values()} == {"load", "place", "choose", "move", "over"}
    assert {len(v["players"]) for v in samples.values()} == {3, 4, 5}


@pytest.mark.parametrize("change", [
    lambda v: v["removed"].update(gold=v["removed"]["gold"] + 1),           # the tally
    lambda v: v.update(round=v["round"] - 1),                                # the round
    lambda v: v["camels"][0]["goods"].pop(),                                 # a camel's cargo
    lambda v: v["board"][1]["pens"][3]["spaces"][4].update(seat="p1", camel="A"),  # a camel in a space
    lambda v: v["board"][1]["pens"][0]["spaces"][0].update(exchange=not v["board"][1]["pens"][0]["spaces"][0]["exchange"]),
    lambda v: v["hand"]["seen"].pop(),                                       # the private sets row
])
def test_what_the_view_says_shows(samples, change):
    import copy
    view = copy.deepcopy(samples["moving_4p"])
    before = timbuktu.render(view)
    change(view)
    assert differs(before, timbuktu.render(view))


def test_a_camels_colour_follows_its_seat(samples):
    import copy
    view = copy.deepcopy(samples["moving_4p"])
    cell = next(c for p in view["board"][1]["pens"] for c in p["spaces"] if c["seat"])
    before = timbuktu.render(view)
    cell["seat"] = next(p["seat"] for p in view["players"] if p["seat"] != cell["seat"])
    assert differs(before, timbuktu.render(view))


def test_names_are_drawn_and_never_break_it(samples):
    view = samples["choosing_3p"]
    plain = timbuktu.render(view)
    named = timbuktu.render(view, {"p1": "Ærøskøbing-with-a-very-long-name 🐪", "p2": "Оксана"})
    assert differs(plain, named)
    assert len(named) <= MAX_BYTES


def test_a_spectator_image_shows_no_private_row(samples):
    spectator = S.moving_4p(seat=None)
    private = samples["moving_4p"]
    assert spectator["hand"] is None and private["hand"]["seen"]
    assert open_png(timbuktu.render(spectator)).height < open_png(timbuktu.render(private)).height


def test_a_board_is_the_same_bytes_from_a_warm_cache_as_drawn_fresh(samples):
    """Every strip's key names all it shows: a whole game's consecutive boards (spectator's and
    the player's to act, with names), drawn after other boards have filled the strip cache, are
    byte for byte the boards drawn from an empty cache."""
    from engine.core import Rng
    from engine.timbuktu import GAME as G
    from renders import strips

    seats = ["p1", "p2", "p3"]
    names = {"p1": "Оксана", "p3": "Jiří"}
    state = G.setup(seats, seed=5, options={"cargo": "own"})
    rng, views = Rng(5), []
    while G.outcome(state) is None:
        views.append(G.view(state, G.to_act(state)[0] if len(views) % 2 else None))
        seat = G.to_act(state)[0]
        G.apply(state, seat, G.ai_choose(state, seat, rng))
    views += [G.view(state, None), G.view(state, "p2")]

    strips.clear()
    for view in samples.values():
        timbuktu.render(view, names)
    warm = [timbuktu.render(view, names) for view in views]
    cold = []
    for view in views:
        strips.clear()
        cold.append(timbuktu.render(view, names))
    assert [i for i, (a, b) in enumerate(zip(warm, cold)) if a != b] == []
