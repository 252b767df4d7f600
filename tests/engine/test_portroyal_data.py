from collections import Counter

from engine.portroyal import GAME
from engine.portroyal.data import CARDS, DECK_IDS, FIVE_PLAYER_EXPEDITION, card_view


def test_ids_are_stable_and_dense():
    assert [c["id"] for c in CARDS] == list(range(120))
    assert len(DECK_IDS) == 119 and FIVE_PLAYER_EXPEDITION not in DECK_IDS


def test_totals():
    types = Counter(c["type"] for c in CARDS)
    assert types == {"ship": 50, "person": 60, "expedition": 6, "tax": 4}
    assert sum(types.values()) == 120


def test_ships_per_colour_sword_profiles_and_coins():
    ships = [c for c in CARDS if c["type"] == "ship"]
    profiles = {}
    for colour in ("yellow", "blue", "green", "red", "black"):
        mine = [c for c in ships if c["colour"] == colour]
        assert len(mine) == 10
        assert sum(c["coins"] for c in mine) == 22
        profiles[colour] = Counter("skull" if c["swords"] is None else c["swords"] for c in mine)
    assert profiles["yellow"] == {1: 4, 2: 3, 4: 3}
    assert profiles["blue"] == {1: 4, 2: 3, 5: 3}
    assert profiles["green"] == {1: 4, 3: 3, 5: 3}
    assert profiles["red"] == {1: 3, 3: 3, 6: 2, "skull": 2}
    assert profiles["black"] == {2: 3, 4: 3, 7: 2, "skull": 2}
    assert sum(1 for c in ships if c["swords"] is None) == 4


def test_persons():
    ps = [c for c in CARDS if c["type"] == "person"]
    kinds = Counter(c["kind"] for c in ps)
    assert kinds == {"trader": 10, "settler": 5, "captain": 5, "priest": 5, "jack_of_all_trades": 3,
                     "sailor": 10, "pirate": 3, "mademoiselle": 4, "jester": 5, "admiral": 6, "governor": 4}
    assert Counter(c["colour"] for c in ps if c["kind"] == "trader") == {k: 2 for k in ("yellow", "blue", "green", "red", "black")}
    versions = Counter((c["kind"], c["cost"], c["vp"]) for c in ps)
    assert versions[("pirate", 5, 1)] == 1 and versions[("pirate", 7, 2)] == 1 and versions[("pirate", 9, 3)] == 1
    assert versions[("sailor", 3, 1)] == 7 and versions[("sailor", 5, 2)] == 2 and versions[("sailor", 7, 3)] == 1
    assert versions[("governor", 8, 0)] == 4
    assert versions[("jack_of_all_trades", 6, 1)] == 3
    assert versions[("admiral", 5, 1)] == 1 and versions[("admiral", 7, 2)] == 3 and versions[("admiral", 9, 3)] == 2
    assert versions[("jester", 5, 1)] == 1 and versions[("jester", 7, 2)] == 3 and versions[("jester", 9, 3)] == 1
    assert versions[("mademoiselle", 7, 2)] == 2 and versions[("mademoiselle", 9, 3)] == 2
    for kind, symbol in (("settler", "hut"), ("captain", "anchor"), ("priest", "cross"), ("jack_of_all_trades", "any")):
        assert all(c["symbol"] == symbol and c["cost"] == 4 + 2 * (kind == "jack_of_all_trades") for c in ps if c["kind"] == kind)
    assert all(c["swords"] == 1 for c in ps if c["kind"] == "sailor")
    assert all(c["swords"] == 2 for c in ps if c["kind"] == "pirate")


def test_expeditions_and_tax():
    exps = sorted((tuple(sorted(c["needs"])), c["vp"], c["coins"]) for c in CARDS if c["type"] == "expedition")
    assert exps == sorted([
        (("anchor", "anchor"), 4, 2), (("cross", "cross"), 4, 2), (("hut", "hut"), 4, 2),
        (("anchor", "anchor", "hut"), 6, 3), (("cross", "cross", "hut"), 6, 3), (("anchor", "cross", "hut"), 5, 3),
    ])
    assert sorted(CARDS[FIVE_PLAYER_EXPEDITION]["needs"]) == ["anchor", "cross", "hut"]
    assert Counter(c["bonus"] for c in CARDS if c["type"] == "tax") == {"most_swords": 2, "fewest_vp": 2}


def test_card_view_schema():
    assert card_view(0) == {"type": "ship", "id": 0, "colour": "yellow", "swords": 1, "coins": 1}
    assert set(card_view(FIVE_PLAYER_EXPEDITION)) == {"type", "id", "needs", "vp", "coins"}
    assert GAME.name == "portroyal" and GAME.min_players == 2 and GAME.max_players == 5
