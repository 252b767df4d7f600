"""Tobago data tables: the classic island of spec §2.4, the clue and treasure decks, random islands."""

import pytest

from engine.core import Rng
from engine.tobago import board as B
from engine.tobago import data as D
from tests.engine.tobago_helpers import G


def test_classic_island_matches_the_spec_transcription():
    b = B.Board(B.CLASSIC, {}, {})
    assert b.n == 104
    counts = {t: b.terrain.count(t) for t in D.TERRAIN_ORDER}
    assert counts == {"jungle": 24, "mountains": 23, "scrub": 18, "beach": 16, "lake": 14, "river": 9}
    assert b.region_sizes("beach") == [5, 4, 3, 2, 2]
    assert b.region_sizes("scrub") == [9, 5, 2, 2]
    assert b.region_sizes("jungle") == [10, 9, 5]
    assert b.region_sizes("mountains") == [9, 8, 6]
    assert b.region_sizes("lake") == [6, 5, 3]
    assert b.region_sizes("river") == [4, 3, 2]
    # spec §2.4's largest regions, as (q, r) -> typed names
    spec = {
        "beach": [(9, 0), (9, 1), (10, 2), (11, 0), (11, 1)],
        "lake": [(4, 4), (5, 3), (5, 4), (6, 3), (6, 4), (6, 5)],
        "river": [(8, 0), (8, 1), (8, 2), (9, 2)],
    }
    for t, cells in spec.items():
        assert set(b.names_of(b.largest[t])) == {B.hex_name(q, r) for q, r in cells}
    assert all(b.coast[i] for i in range(b.n) if b.terrain[i] == "beach")


def test_hex_names_are_column_letter_and_row_number():
    assert B.hex_name(6, 6) == "F7" and B.parse_name("F7") == (6, 6)
    assert B.CLASSIC["F7"] == "M" and B.CLASSIC["A2"] == "J" and "A1" not in B.CLASSIC


def test_neighbours_follow_the_odd_q_rule():
    # spec: odd q -> (q,r-1) (q,r+1) (q-1,r) (q-1,r+1) (q+1,r) (q+1,r+1)
    assert set(B.neighbours((3, 4))) == {(3, 3), (3, 5), (2, 4), (2, 5), (4, 4), (4, 5)}
    # even q -> (q,r-1) (q,r+1) (q-1,r-1) (q-1,r) (q+1,r-1) (q+1,r)
    assert set(B.neighbours((4, 4))) == {(4, 3), (4, 5), (3, 3), (3, 4), (5, 3), (5, 4)}
    assert B.distance((7, 4), (10, 4)) == 3


def test_clue_deck_is_the_placeholder_of_spec_4_6():
    assert len(D.CLUE_DECK) == 52 and len(set(D.CLUE_DECK)) == 52
    rel = {r: sum(1 for x, _ in D.CLUE_DECK if x == r) for r in D.RELATIONS}
    assert rel == {"in": 12, "not_in": 8, "next": 16, "not_next": 6, "sight": 7, "not_sight": 3}
    assert not any(r == "in" and ref in D.OBJECTS for r, ref in D.CLUE_DECK)
    assert not any(r in ("in", "not_in") and ref == "ocean" for r, ref in D.CLUE_DECK)


def test_treasure_deck_has_twelve_safe_cards_on_top():
    assert sum(D.GOLD_COUNTS.values()) == 39
    # the spec states "163 coins" but its own counts 5x2, 8x3, 11x4, 9x5, 6x6 add up to 159
    assert sum(v * n for v, n in D.GOLD_COUNTS.items()) == 159
    for seed in range(20):
        deck = G.setup(["a", "b"], seed=seed).data["treasure_deck"]
        assert len(deck) == 41 and deck.count(D.CURSE) == 2
        assert D.CURSE not in deck[-12:]  # the top is the end of the list


@pytest.mark.parametrize("seed", range(6))
def test_random_islands_meet_the_spec_constraints(seed):
    state = G.setup(["a", "b", "c"], seed=seed, options={"island": "random"})
    lay = state.data["layout"]
    b = G.board(state)
    assert 85 <= b.n <= 104
    for t in D.TERRAIN_ORDER:
        sizes = b.region_sizes(t)
        assert sizes and (len(sizes) == 1 or sizes[0] > sizes[1]), t  # one largest region
        assert sum(sizes) <= 24
    assert all(b.coast[i] for i in range(b.n) if b.terrain[i] == "beach")
    statues = [n for n, k in lay["objects"].items() if k == "statue"]
    assert len(statues) == 3 and all(not b.coast[b.index[n]] for n in statues)
    assert all(b.clue_mask)  # every clue card can be satisfied somewhere
    # connected: one leg chain reaches everything
    seen, stack = {0}, [0]
    while stack:
        for k in b.adj[stack.pop()]:
            if k not in seen:
                seen.add(k)
                stack.append(k)
    assert len(seen) == b.n


def test_random_islands_differ_by_seed_and_repeat_by_seed():
    a = B.random_island(Rng(1))
    assert a == B.random_island(Rng(1))
    assert a != B.random_island(Rng(2))
    assert a != B.CLASSIC


@pytest.mark.parametrize("spacing", [4, 6])
def test_landmarks_respect_spacing_and_statue_rules(spacing):
    for seed in range(10):
        state = G.setup(["a", "b"], seed=seed, options={"landmark_spacing": spacing})
        lay = state.data["layout"]
        b = G.board(state)
        objs = lay["objects"]
        assert sorted(objs.values()).count("hut") == 4 and list(objs.values()).count("palm") == 3
        for kind in D.OBJECTS:
            cells = [B.parse_name(n) for n, k in objs.items() if k == kind]
            assert all(B.distance(x, y) >= spacing for i, x in enumerate(cells) for y in cells[i + 1:])
        for n, k in objs.items():
            if k == "statue":
                assert not b.coast[b.index[n]] and lay["facing"][n] in range(6)
