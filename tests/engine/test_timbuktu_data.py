"""Timbuktu data tables meet the constraints the spec derives them from (§1.4, §1.5, §2.3, §2.4)."""

from collections import Counter

import pytest

from engine.timbuktu import data as D


@pytest.mark.parametrize("n, cap", [(5, 4), (4, 5), (3, 7)])
def test_printed_cargo_fits_the_supply_for_every_player_count(n, cap):
    camels = D.LETTERS[: D.CAMELS_BY_COUNT[n]]
    per_board = Counter(g for L in camels for g in D.PRINTED_CARGO[L])
    assert all(len(D.PRINTED_CARGO[L]) == D.CAPACITY for L in camels)
    assert max(per_board.values()) <= cap and n * max(per_board.values()) <= D.PER_KIND
    if n == 5:
        assert set(per_board.values()) == {4}  # 5 boards x 4 of each = 20 <= 21


@pytest.mark.parametrize("table", list(D.SPACE_CARDS.values()))
def test_space_cards_are_balanced_and_keep_the_confirmed_cards(table):
    assert len(table) == 5 and {(1, 3), (1, 5)} <= set(table)
    assert Counter(s for c in table for s in c) == {s: 2 for s in range(1, 6)}


@pytest.mark.parametrize("table", list(D.GOODS_CARDS.values()))
def test_goods_cards_are_balanced_and_keep_the_confirmed_cards(table):
    pairs = {frozenset(c) for c in table}
    assert len(pairs) == 5 and {frozenset(("water", "gold")), frozenset(("salt", "pepper"))} <= pairs
    assert Counter(g for c in table for g in c) == {g: 2 for g in D.GOODS}


def test_every_destination_has_two_exchange_spaces_that_always_fill():
    for n, route in D.ROUTES.items():
        assert len(route) == n + 1 and route[0] == "start" and route[-1] == "timbuktu"
        for area in route[1:]:
            (p1, s1), (p2, s2) = D.EXCHANGE_SPACES[area]
            assert p1 != p2 and max(s1, s2) <= 4  # 24 camels leave only a space 5 empty
    assert len({frozenset(p for p, _ in v) for v in D.EXCHANGE_SPACES.values()}) == len(D.EXCHANGE_SPACES)


@pytest.mark.parametrize("layout", list(D.ARROW_SHIFTS))
def test_arrows_give_every_pen_two_ways_out_and_two_ways_in(layout):
    arrows = D.arrows(layout)
    assert all(len(set(t)) == 2 and p in t for p, t in arrows.items())
    incoming = Counter(q for t in arrows.values() for q in t)
    assert incoming == {p: 2 for p in D.PENS}


def test_variant_loadouts_are_four_pieces_of_three_or_four_kinds():
    assert len(D.LOADOUTS) == 35 == len(set(D.LOADOUTS))  # 5 with four kinds + 5 x C(4,2) with one doubled
    assert all(len(lo) == 4 and len(set(lo)) >= 3 for lo in D.LOADOUTS)


def test_ring_has_five_places_and_a_place_for_each_player():
    for n in (3, 4, 5):
        slots = D.ring_slots(n)
        assert len(slots) == 5 and sorted(s for s in slots if s is not None) == list(range(n))
