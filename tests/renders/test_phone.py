"""Boards on a phone (about 360 px wide): every letter and number a board writes is measured as
it would appear there (its digit height scaled by 360 / the board's width).

Everything a player must read is at least 9 px tall there, in every game; the hex names of
Tobago, which players type, too, and they still fit inside their hex."""

from __future__ import annotations

import importlib

import pytest

from renders import common as C
from tests.games import game_names
from tests.renders.test_legends import played_views

PHONE = 360
TARGET = 9.0
GAMES = game_names()  # before issue 18: Port Royal 2.2, Tobago 4.5, Tortuga 3.9, Timbuktu 6.0 px


def at_phone_width(game_name: str, views) -> list[tuple[float, str]]:
    module = importlib.import_module(f"renders.{game_name}")
    with C.recording_text() as written:
        for view in views:
            module.compose(view)
    return [(C.glyph_height(size) * PHONE / module.W, text) for size, text in written]


@pytest.mark.parametrize("game_name", GAMES)
def test_every_text_is_9_px_tall_on_a_phone(game_name):
    sizes = at_phone_width(game_name, played_views(game_name, games=2))
    smallest = min(sizes)
    assert smallest[0] >= TARGET - 0.05, f"{game_name}: {smallest[1]!r} is {smallest[0]:.1f} px at 360 px"


def test_tobago_hex_names_are_the_largest_text_that_fits_a_hex():
    from renders import tobago

    names = set(played_views("tobago", games=1).__next__()["terrain"])
    sizes = [h for h, text in at_phone_width("tobago", played_views("tobago", games=1)) if text in names]
    assert sizes and min(sizes) >= TARGET - 0.05  # was 4.5 px (size 20), then 7.1 (size 34 at 1120 px)
    assert C.text_width("F12", tobago.NAME_SIZE) <= 2 * tobago.R * 0.75  # still inside its hex
