"""Setup and data tables (spec §1–§2)."""

from collections import Counter

import pytest

from engine.tortuga import GAME as G
from engine.tortuga import data as D
from tests.engine.tortuga_helpers import SEATS, act, new


def test_vote_deck_holds_the_placeholder_split():
    assert len(D.VOTE_CARDS) == 32
    singles = D.VOTE_CARDS[:30]
    assert Counter(c["attack"][0] for c in singles) == {"cannon": 10, "fire": 10, "water": 10}
    assert Counter(c["brawl"][0] for c in singles) == {"british": 15, "french": 15}
    assert Counter(c["mutiny"][0] for c in singles) == {"skull": 15, "helm": 15}
    doubles = D.VOTE_CARDS[30:]
    assert [c["attack"] for c in doubles] == [["cannon", "cannon"], ["fire", "fire"]]
    assert all(len(c[sec]) == 2 for c in doubles for sec in D.SECTIONS)


def test_event_deck_composition():
    names = Counter(c["name"] for c in D.EVENT_CARDS)
    assert sum(names.values()) == 24
    assert names["armada"] == 1 and names["treasure_map"] == 3 and names["albatross"] == 3
    assert sum(1 for k, v in D.EVENTS.items() if v["starred"]) == 6


@pytest.mark.parametrize("n", range(2, 10))
def test_setup_for_every_count(n):
    s = new(n, seed=n)
    d = s.data
    b, f, h = D.LOYALTY[n]
    assert Counter(d["loyalty"].values()) == Counter({"british": b, "french": f, "dutch": h}) - Counter()
    assert all(len(d["hands"][x]) == 3 for x in s.seats)
    assert len(d["vote_deck"]) == 32 - 3 * n
    # pawns alternate, the Dutchman takes the odd one
    assert len(d["lines"]["dutchman"]) == (n + 1) // 2 and len(d["lines"]["roger"]) == n // 2
    assert d["lines"]["tortuga"] == [] and d["boats"] == {"dutchman": None, "roger": None}
    # events: 3 starred, the Albatross gone with 2-3 players, the Armada at the bottom
    in_game = d["deck"] + d["row"]
    assert len(in_game) == (18 if n <= 3 else 21) and len(d["row"]) == 5
    assert d["deck"][0] == D.ARMADA
    names = {D.event_name(c) for c in in_game}
    assert {"atlantis", "fountain", "el_dorado"} <= names
    assert not names & {"cabin_fever", "facade", "unknown_24"}
    assert ("albatross" in names) == (n >= 4)
    assert d["galleon"] == 4 and d["holds"]["tortuga"] == {"british": 1, "french": 1}
    assert d["actions_left"] == (2 if n == 2 else 1)


def test_captains_choose_start_holds_then_the_roger_captain_starts():
    s = new(5)
    d = s.data
    dc, rc = d["lines"]["dutchman"][0], d["lines"]["roger"][0]
    assert G.to_act(s) == [dc] and G.status(s).kind == "start_hold"
    act(s, dc, "hold:french")
    assert G.to_act(s) == [rc]
    act(s, rc, "hold:british")
    assert d["holds"]["dutchman"] == {"british": 0, "french": 1}
    assert d["holds"]["roger"] == {"british": 1, "french": 0}
    assert G.to_act(s) == [rc] and G.status(s).kind == "turn" and d["fresh"]


def test_random_starred_choice_may_bring_blank_cards():
    seen = set()
    for seed in range(30):
        d = new(6, seed=seed, starred_events="random").data
        names = {D.event_name(c) for c in d["deck"] + d["row"]}
        starred = {k for k, v in D.EVENTS.items() if v["starred"]} & names
        assert len(starred) == 3
        seen |= starred
    assert seen == {k for k, v in D.EVENTS.items() if v["starred"]}


def test_random_seating_is_a_permutation_and_varies():
    orders = {tuple(G.setup(SEATS[:6], seed=k).data["order"]) for k in range(10)}
    assert len(orders) > 1 and all(sorted(o) == SEATS[:6] for o in orders)
