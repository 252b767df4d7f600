"""Colour-blind safe boards: every colour a player tells apart (ship and trader colours, cars,
map cubes, hulls, seats, pawns) stays apart for protan, deutan and tritan eyes (simulated), and
carries its own shape as well."""

from __future__ import annotations

import itertools

import pytest

from renders import common as C, timbuktu, tobago, tortuga
from tests.renders.vision import KINDS, delta_e, simulate

MIN_DELTA_E = 22  # CIE76: below about this, two flat colours are hard to tell apart at a glance

PALETTES = {
    "portroyal ships": C.SHIP_COLOURS,
    "tobago cars": tobago.PLAYER_FILL,
    "tobago map cubes": tobago.MAP_FILL,
    "tortuga hulls": tortuga.HULL,
    "tortuga pawns": dict(enumerate(tortuga.PAWN_COLOURS)),
    "timbuktu seats": dict(enumerate(timbuktu.SEAT_COLOURS)),
}


def test_every_game_has_its_colours_checked():
    """A game added tomorrow gets a palette entry here (its player colours), not silence."""
    from tests.games import game_names

    assert not [g for g in game_names() if not any(p.split()[0] == g for p in PALETTES)], sorted(PALETTES)


def closest(colours: dict, vision: str | None) -> tuple[float, str]:
    seen = {k: (simulate(c, vision) if vision else c) for k, c in colours.items()}
    return min((delta_e(seen[a], seen[b]), f"{a}/{b}") for a, b in itertools.combinations(seen, 2))


@pytest.mark.parametrize("vision", (None, *KINDS))
@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_colours_stay_apart_for_colour_blind_eyes(palette, vision):
    distance, pair = closest(PALETTES[palette], vision)
    assert distance >= MIN_DELTA_E, f"{palette}: {pair} only ΔE {distance:.1f} apart for {vision or 'normal'} vision"


def test_the_check_catches_the_old_red_and_green():
    """Port Royal's first red and green ships looked alike to a deutan: the check says so."""
    assert closest({"red": (212, 56, 46), "green": (44, 158, 80)}, "deutan")[0] < MIN_DELTA_E


@pytest.mark.parametrize("shapes, colours", [
    (C.SHIP_SHAPES, C.SHIP_COLOURS), (tobago.CAR_SHAPES, tobago.PLAYER_FILL), (tobago.MAP_SHAPES, tobago.MAP_FILL),
    (dict(enumerate(timbuktu.SEAT_SHAPES)), dict(enumerate(timbuktu.SEAT_COLOURS))),
])
def test_every_colour_also_has_its_own_shape(shapes, colours):
    assert set(shapes) == set(colours) and len(set(shapes.values())) == len(shapes)
    assert set(shapes.values()) <= set(C.SHAPES)


@pytest.mark.parametrize("name, a, b", [
    ("ship", C.SHIP_COLOURS["red"], C.SHIP_COLOURS["green"]),
    ("tobago.atv", tobago.PLAYER_FILL["red"], tobago.PLAYER_FILL["green"]),
    ("tortuga.hull", tortuga.HULL["dutchman"], tortuga.HULL["roger"]),
    ("timbuktu.seat", timbuktu.SEAT_COLOURS[0], timbuktu.SEAT_COLOURS[3]),
])
def test_the_shape_is_drawn_on_the_piece(name, a, b):
    """In grey (no colour at all) the two pieces still differ where their shapes are."""
    from PIL import ImageChops

    def grey_mask(colour):
        icon = C.icon(name, 64, colour)
        return icon.convert("L").point(lambda v: 255 if v > 200 else 0)
    assert ImageChops.difference(grey_mask(a), grey_mask(b)).getbbox() is not None
