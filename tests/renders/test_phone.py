"""Boards on a phone (about 360 px wide): every letter and number a board writes is measured as
it would appear there (its digit height scaled by 360 / the board's width).

The aim is 9 px for everything a player must read. Port Royal and Timbuktu reach it; Tobago and
Tortuga do not yet: their floor below is what they reach today (so nothing gets smaller
unnoticed), and the hex names of Tobago, which players type, have their own, higher floor."""

from __future__ import annotations

import importlib

import pytest

from renders import common as C
from tests.renders.test_legends import played_views

PHONE = 360
TARGET = 9.0
FLOOR = {"portroyal": TARGET, "tobago": 4.5, "tortuga": 3.9, "timbuktu": TARGET}  # before: 2.2, 4.5, 3.9, 6.0


def at_phone_width(game_name: str, views) -> list[tuple[float, str]]:
    module = importlib.import_module(f"renders.{game_name}")
    with C.recording_text() as written:
        for view in views:
            module.compose(view)
    return [(C.glyph_height(size) * PHONE / module.W, text) for size, text in written]


@pytest.mark.parametrize("game_name", sorted(FLOOR))
def test_no_text_shrinks_below_the_games_floor_on_a_phone(game_name):
    sizes = at_phone_width(game_name, played_views(game_name, games=2))
    smallest = min(sizes)
    assert smallest[0] >= FLOOR[game_name] - 0.05, f"{game_name}: {smallest[1]!r} is {smallest[0]:.1f} px at 360 px"


def test_tobago_hex_names_are_the_largest_text_that_fits_a_hex():
    from renders import tobago

    names = set(played_views("tobago", games=1).__next__()["terrain"])
    sizes = [h for h, text in at_phone_width("tobago", played_views("tobago", games=1)) if text in names]
    assert sizes and min(sizes) >= 7.0  # was 4.5 px (size 20)
    assert C.text_width("F12", tobago.NAME_SIZE) <= 2 * tobago.R * 0.75  # still inside its hex
