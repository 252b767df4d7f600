"""Scenario tests: build a board, apply, assert (spec §3–§8)."""

import json

import pytest

from engine.core import IllegalAction
from engine.tortuga import GAME as G
from engine.tortuga import data as D
from engine.tortuga.rules import tally
from tests.engine.tortuga_helpers import (act, arrange, check_conservation, deck_top, give, hand, ids, kinds,
                                          public_text, put_row, ready, take_vote)

CFB = ("cannon", "french", "skull")
FBS = ("fire", "british", "skull")
WFS = ("water", "french", "skull")
CBH = ("cannon", "british", "helm")
FFH = ("fire", "french", "helm")
WBH = ("water", "british", "helm")


def board(n=4, **kw):
    s = ready(n)
    return arrange(s, **kw)


# --- roles ---------------------------------------------------------------------------
def test_roles_follow_the_lines():
    s = board(6, dutchman=["A", "B", "C"], roger=["D"], tortuga=["E"], boats={"roger": "F"}, active="A")
    v = G.view(s, None)["roles"]
    assert v["A"] == ["captain"] and v["B"] == ["first_mate"] and v["C"] == ["cabin_boy"]
    assert v["D"] == ["captain", "cabin_boy"] and v["E"] == ["governor"] and v["F"] == []
    arrange(s, dutchman=["A", "B"], roger=["C", "D", "E", "F"])
    assert G.view(s, None)["roles"]["B"] == ["first_mate", "cabin_boy"]


# --- rowboats ------------------------------------------------------------------------
def test_rowboat_from_a_ship_only_its_own_and_the_line_closes_up():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    assert "row:dutchman" in ids(s, "A") and "row:roger" not in ids(s, "A")
    act(s, "A", "row:dutchman")
    assert s.data["lines"]["dutchman"] == ["B"] and s.data["boats"]["dutchman"] == "A"
    assert G.view(s, None)["roles"]["B"] == ["captain", "cabin_boy"]
    s = ready(4, rowboat_own_ship_only=False)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    assert {"row:dutchman", "row:roger"} <= set(ids(s, "A"))


def test_rowboat_from_tortuga_either_and_back_to_the_end_of_a_line():
    s = board(4, dutchman=["A"], roger=["C", "D"], tortuga=["B"], active="B")
    assert {"row:dutchman", "row:roger"} <= set(ids(s, "B"))
    act(s, "B", "row:roger")
    s.data["active"] = s.data["order"].index("B")
    assert {"land:roger", "land:tortuga"} <= set(ids(s, "B"))
    act(s, "B", "land:roger")
    assert s.data["lines"]["roger"] == ["C", "D", "B"]


def test_no_landing_on_a_full_ship_and_an_empty_ship_gets_a_captain():
    s = board(7, dutchman=["A", "B", "C", "D", "E"], roger=["F"], tortuga=[], boats={"dutchman": "G"}, active="G")
    assert "land:dutchman" not in ids(s, "G") and "land:tortuga" in ids(s, "G")
    arrange(s, dutchman=["A", "B", "C", "D", "E"], roger=[], tortuga=["F"], boats={"roger": "G"}, active="G")
    s.data["holds"]["roger"] = {"british": 1, "french": 0}
    act(s, "G", "land:roger")
    assert s.data["lines"]["roger"] == ["G"] and G.view(s, None)["roles"]["G"] == ["captain", "cabin_boy"]
    assert s.data["holds"]["roger"] == {"british": 1, "french": 0}


# --- the event row -------------------------------------------------------------------
def test_view_two_cards_is_private():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 1, "pistol")
    put_row(s, 3, "albatross")
    ev = act(s, "A", "view:1+3")
    pub = [e for e in ev if e.to is None]
    priv = [e for e in ev if e.to is not None]
    assert [e.kind for e in pub] == ["viewed", "turn"] and pub[0].params["slots"] == [1, 3]
    assert "pistol" not in repr(pub) and "albatross" not in repr(pub)
    assert priv[0].to == ("A",) and [c["card"]["name"] for c in priv[0].params["cards"]] == ["pistol", "albatross"]
    assert [x["card"]["name"] for x in G.view(s, "A")["seen"]] == ["pistol", "albatross"]
    assert G.view(s, "B")["seen"] == [] and "pistol" not in public_text(s)
    assert [r["face_down"] for r in G.view(s, None)["row"]] == [True] * 5


def test_reveal_refills_the_slot_and_forgets_what_was_seen_there():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 2, "fountain")
    act(s, "A", "view:1+2")
    top = s.data["deck"][-1]
    s.data["active"] = 0
    ev = act(s, "A", "reveal:2")
    assert s.data["row"][1] == top and "2" not in s.data["seen"]["A"] and "1" in s.data["seen"]["A"]
    assert ev[0].kind == "revealed" and ev[0].params["card"]["name"] == "fountain"
    assert [D.event_name(c) for c in s.data["kept"]["A"]] == ["fountain"]


def test_force_reveal_forced_player_sees_both_and_becomes_revealer():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 1, "black_spot")
    put_row(s, 4, "fountain")
    force_ids = [a for a in G.legal_actions(s, "A") if a.kind == "force"]
    assert len(force_ids) == 10 * 3 and all(a.group[0] == "force" for a in force_ids)
    ev = act(s, "A", "force:1+4:C")
    assert G.to_act(s) == ["C"] and G.status(s).kind == "force"
    priv = [e for e in ev if e.to is not None]
    assert priv[0].to == ("C",) and {c["card"]["name"] for c in priv[0].params["cards"]} == {"black_spot", "fountain"}
    assert "black_spot" not in repr([e for e in ev if e.to is None]) and "black_spot" not in public_text(s)
    picks = G.legal_actions(s, "C")
    assert [a.id for a in picks] == ["pick:1", "pick:4"] and all(a.secret for a in picks)
    assert picks[1].params["pick"] == {"type": "slot_card", "slot": 4, "card": D.event_thing(s.data["row"][3])}
    ev = act(s, "C", "pick:4")
    assert [D.event_name(c) for c in s.data["kept"]["C"]] == ["fountain"]
    assert D.event_name(s.data["row"][0]) == "black_spot" and G.to_act(s) == ["B"]


def test_forced_player_blind_option():
    s = ready(4, forced_sees_both=False)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    ev = act(s, "A", "force:1+2:B")
    pick = G.legal_actions(s, "B")[0]
    assert not [e for e in ev if e.to is not None] and "card" not in pick.params
    assert pick.params["pick"] == {"type": "slot", "slot": 1}  # its words name the slot only


def test_armada_reshuffle_when_the_deck_runs_out():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    d = s.data
    d["box"] += d["deck"][1:]
    d["deck"] = d["deck"][:1]  # only the Armada left
    for k in range(5):
        put_row(s, k + 1, "eight_bells" if k == 0 else ["marque", "atlantis", "el_dorado", "fountain"][k - 1])
    act(s, "A", "view:2+3")
    s.data["active"] = 0
    ev = act(s, "A", "reveal:1")
    assert "row_reshuffled" in kinds(ev) and d["reshuffled"] and d["deck"] == []
    assert D.ARMADA in d["row"] and d["seen"]["A"] == {}
    slot = next(i for i, c in enumerate(d["row"]) if c != D.ARMADA) + 1
    s.data["active"] = 0
    act(s, "A", f"reveal:{slot}")
    assert d["row"][slot - 1] is None  # no refill after the reshuffle
    assert not any(a.id == f"reveal:{slot}" for a in G.legal_actions(s, G.to_act(s)[0]))


# --- votes ---------------------------------------------------------------------------
@pytest.mark.parametrize("vote,counts,result", [
    ("attack", {"cannon": 1, "fire": 1}, "success"),
    ("attack", {"cannon": 1, "fire": 2, "water": 1}, "success"),
    ("attack", {"cannon": 2, "fire": 1, "water": 1}, "failure"),   # water cancels fire
    ("attack", {"fire": 3}, "failure"),                             # no cannon
    ("mutiny", {"skull": 2, "helm": 1}, "success"),
    ("mutiny", {"skull": 2, "helm": 2}, "failure"),                 # a tie keeps the captain
    ("brawl", {"british": 3, "french": 2}, "british"),
    ("brawl", {"british": 1, "french": 2}, "french"),
    ("brawl", {"british": 2, "french": 2}, "tie"),
])
def test_tally(vote, counts, result):
    assert tally(vote, counts) == result


def _attack_board():
    s = board(4, dutchman=["A", "B", "C"], roger=["D"], active="A")
    hand(s, "A", CFB, FBS, WFS)
    hand(s, "B", FFH, WBH, CBH)
    hand(s, "C", WFS, WBH, FBS)
    return s


def test_attack_is_a_simultaneous_secret_vote_and_plunders_the_galleon():
    s = _attack_board()
    d = s.data
    act(s, "A", "attack")
    assert sorted(G.to_act(s)) == ["A", "B", "C"] and G.status(s).kind == "vote"
    assert all(a.secret and a.kind == "vote" for a in G.legal_actions(s, "B"))
    deck_top(s, ("cannon", "british", "helm"))
    vote_deck_before = len(d["vote_deck"])
    act(s, "B", f"vote:{d['hands']['B'][0]}")            # fire
    assert G.view(s, "B")["my_vote"][0]["attack"] == ["fire"] and "my_vote" not in G.view(s, "A")
    assert G.view(s, None)["pending"]["voted_seats"] == ["B"]
    act(s, "A", f"vote:{d['hands']['A'][0]}")            # cannon
    ev = act(s, "C", f"vote:{d['hands']['C'][2]}")       # fire
    res = next(e for e in ev if e.kind == "vote_result")
    assert res.to is None and res.params["result"] == "success"
    assert res.params["counts"] == {"fire": 2, "cannon": 2}
    assert sorted(res.params["symbols"]) == ["cannon", "cannon", "fire", "fire"]
    assert set(res.params) == {"vote", "place", "symbols", "counts", "result"}  # nobody named
    assert all(len(d["hands"][x]) == 3 for x in "ABC") and len(d["vote_deck"]) == vote_deck_before
    assert [e.to for e in ev if e.kind == "drew"] == [("A",), ("B",), ("C",)]
    for e in ev:
        if e.kind == "drew":  # each private line restates the whole hand after the change
            assert [c["id"] for c in e.params["hand"]] == d["hands"][e.to[0]]
    assert G.to_act(s) == ["A"] and G.status(s).kind == "plunder"
    act(s, "A", "plunder:french")
    assert d["galleon"] == 3 and d["holds"]["dutchman"] == {"british": 1, "french": 1}
    assert G.to_act(s) == ["B"]
    check_conservation(s)


def test_attack_fails_when_water_cancels_fire():
    s = _attack_board()
    d = s.data
    act(s, "A", "attack")
    deck_top(s, ("water", "british", "helm"))
    act(s, "A", f"vote:{d['hands']['A'][0]}")  # cannon
    act(s, "B", f"vote:{d['hands']['B'][0]}")  # fire
    ev = act(s, "C", f"vote:{d['hands']['C'][1]}")  # water
    assert next(e for e in ev if e.kind == "vote_result").params["result"] == "failure"
    assert d["galleon"] == 4 and G.to_act(s) == ["B"]


def test_attack_takes_from_the_other_ship_once_the_galleon_is_empty():
    s = _attack_board()
    d = s.data
    d["galleon"], d["holds"]["roger"] = 0, {"british": 2, "french": 2}
    d["holds"]["dutchman"] = {"british": 1, "french": 1}
    d["holds"]["tortuga"] = {"british": 1, "french": 1}
    assert next(a for a in G.legal_actions(s, "A") if a.kind == "attack").params["source"] == "roger"
    act(s, "A", "attack")
    deck_top(s, ("fire", "french", "helm"))
    for x in "ABC":
        act(s, x, f"vote:{d['hands'][x][0]}")  # cannon, fire, water + deck fire
    assert set(ids(s, "A")) == {f"plunder:{a}>{b}" for a in ("british", "french") for b in ("british", "french")}
    act(s, "A", "plunder:french>british")
    assert d["holds"]["roger"] == {"british": 2, "french": 1} and d["holds"]["dutchman"]["british"] == 2


def test_no_attack_when_nothing_can_be_taken():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    d = s.data
    d["galleon"], d["holds"]["roger"] = 0, {"british": 0, "french": 0}
    d["holds"]["dutchman"], d["holds"]["tortuga"] = {"british": 3, "french": 3}, {"british": 1, "french": 1}
    assert "attack" not in ids(s, "A")


def test_attack_without_loot_option_holds_a_vote_that_takes_nothing():
    s = ready(4, attack_without_loot=True)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    d = s.data
    d["galleon"], d["holds"]["roger"] = 0, {"british": 0, "french": 0}
    d["holds"]["dutchman"], d["holds"]["tortuga"] = {"british": 3, "french": 3}, {"british": 1, "french": 1}
    act(s, "A", "attack")
    for x in "AB":
        act(s, x, f"vote:{d['hands'][x][0]}")
    assert G.status(s).kind == "turn" and d["holds"]["dutchman"] == {"british": 3, "french": 3}


def test_a_seat_without_vote_cards_does_not_vote_and_doubles_count_twice():
    s = board(4, dutchman=["A", "B"], roger=["C"], tortuga=["D"], active="A")
    d = s.data
    d["vote_deck"] += d["hands"]["B"]
    d["hands"]["B"] = []
    act(s, "A", "attack")
    assert G.to_act(s) == ["A"]
    # A plays the double fire card: 2 fire; the deck adds a cannon
    take_vote(s, "A", 31)
    deck_top(s, ("cannon", "british", "helm"))
    ev = act(s, "A", "vote:31")
    res = next(e for e in ev if e.kind == "vote_result")
    assert res.params["counts"] == {"fire": 2, "cannon": 1} and res.params["result"] == "success"
    check_conservation(s)


def test_mutiny_success_maroons_the_captain_and_a_tie_keeps_him():
    s = board(5, dutchman=["A", "B", "C"], roger=["D"], tortuga=["E"], active="B")
    d = s.data
    hand(s, "B", CFB, CBH, FBS)
    hand(s, "C", WFS, WBH, FFH)
    act(s, "B", "mutiny")
    assert sorted(G.to_act(s)) == ["B", "C"]  # the captain does not vote
    deck_top(s, ("water", "british", "helm"))
    act(s, "B", f"vote:{d['hands']['B'][0]}")  # skull
    act(s, "C", f"vote:{d['hands']['C'][0]}")  # skull
    assert d["lines"]["dutchman"] == ["B", "C"] and d["lines"]["tortuga"] == ["E", "A"]
    s = board(5, dutchman=["A", "B", "C"], roger=["D"], tortuga=["E"], active="B")
    d = s.data
    hand(s, "B", CFB, CBH, FBS)
    hand(s, "C", WFS, WBH, FFH)
    act(s, "B", "mutiny")
    deck_top(s, ("water", "british", "helm"))
    act(s, "B", f"vote:{d['hands']['B'][0]}")  # skull
    ev = act(s, "C", f"vote:{d['hands']['C'][1]}")  # helm -> 1 skull, 2 helms
    assert next(e for e in ev if e.kind == "vote_result").params["result"] == "failure"
    assert d["lines"]["dutchman"] == ["A", "B", "C"]


@pytest.mark.parametrize("flags,result,holds", [
    ((CBH, FBS, CBH), "british", {"british": 2, "french": 0}),
    ((CFB, WFS, CFB), "french", {"british": 0, "french": 2}),
])
def test_brawl(flags, result, holds):
    s = board(4, dutchman=["A"], roger=["B"], tortuga=["C", "D"], active="C")
    d = s.data
    d["holds"]["tortuga"] = {"british": 0, "french": 2} if result != "french" else {"british": 2, "french": 0}
    hand(s, "C", flags[0], ("cannon", "british", "skull"), ("water", "british", "skull"))
    hand(s, "D", flags[1], ("fire", "british", "helm"), ("fire", "french", "skull"))
    act(s, "C", "brawl")
    deck_top(s, flags[2])
    act(s, "C", f"vote:{d['hands']['C'][0]}")
    ev = act(s, "D", f"vote:{d['hands']['D'][0]}")
    assert next(e for e in ev if e.kind == "vote_result").params["result"] == result
    assert d["holds"]["tortuga"] == holds


def test_brawl_tie_splits_the_treasure():
    s = board(4, dutchman=["A"], roger=["B"], tortuga=["C", "D"], active="C")
    d = s.data
    d["holds"]["tortuga"] = {"british": 2, "french": 0}
    hand(s, "D", FBS, FFH)
    hand(s, "C", CBH, WFS, FBS)
    take_vote(s, "C", 31)  # the double card: 2 French flags
    act(s, "C", "brawl")
    deck_top(s, CBH)
    act(s, "C", "vote:31")
    ev = act(s, "D", f"vote:{d['hands']['D'][0]}")
    res = next(e for e in ev if e.kind == "vote_result").params
    assert res["counts"] == {"british": 2, "french": 2} and res["result"] == "tie"
    assert d["holds"]["tortuga"] == {"british": 1, "french": 1}
    check_conservation(s)


# --- other role actions and marooning -------------------------------------------------------
def test_captain_maroons_a_crew_member_and_the_line_closes_up():
    s = board(5, dutchman=["A", "B", "C"], roger=["D"], tortuga=["E"], active="A")
    assert {"maroon:B", "maroon:C"} <= set(ids(s, "A")) and "maroon:A" not in ids(s, "A")
    act(s, "A", "maroon:B")
    assert s.data["lines"]["dutchman"] == ["A", "C"] and s.data["lines"]["tortuga"] == ["E", "B"]


def test_marooned_on_tortuga_loses_a_random_vote_card_without_replacement():
    s = board(4, dutchman=["A"], roger=["B"], tortuga=["C", "D"], active="A")
    d = s.data
    put_row(s, 1, "pistol")
    act(s, "A", "reveal:1")
    before = list(d["hands"]["C"])
    ev = act(s, "A", "shoot:C")
    assert d["lines"]["tortuga"] == ["D", "C"] and len(d["hands"]["C"]) == 2
    lost = next(e for e in ev if e.kind == "your_card_lost")
    assert lost.to == ("C",) and lost.params["card"]["id"] in before
    assert [c["id"] for c in lost.params["hand"]] == d["hands"]["C"]
    assert d["vote_deck"][0] == lost.params["card"]["id"]  # at the bottom
    pub = next(e for e in ev if e.kind == "vote_card_lost")
    assert pub.to is None and pub.params == {"seat": "C", "left": 2}
    assert G.view(s, None)["hand_counts"]["C"] == 2
    check_conservation(s)


def test_cabin_boy_moves_treasure_lone_captain_counts():
    s = board(4, dutchman=["A"], roger=["B", "C", "D"], active="A")
    d = s.data
    d["holds"]["dutchman"] = {"british": 1, "french": 0}
    assert "shift:british" in ids(s, "A") and "shift:french" not in ids(s, "A")
    act(s, "A", "shift:british")
    assert d["holds"]["dutchman"] == {"british": 0, "french": 1}
    assert not any(a.kind == "move_treasure" for a in G.legal_actions(s, "B"))


def test_two_players_take_two_actions():
    s = ready(2)
    first = G.to_act(s)[0]
    act(s, first, "view:1+2")
    assert G.to_act(s) == [first] and s.data["actions_left"] == 1
    act(s, first, "view:3+4")
    assert G.to_act(s) != [first]


# --- event cards ------------------------------------------------------------------------
def test_letter_of_marque_now_or_saved_for_later():
    s = board(4, dutchman=["A", "B", "C", "D"], roger=[], tortuga=[], active="A")
    arrange(s, dutchman=["A", "B"], roger=["C"], tortuga=["D"], active="A")
    put_row(s, 1, "marque")
    act(s, "A", "reveal:1")
    assert G.status(s).kind == "marque"
    assert set(ids(s, "A")) == {"marque:D:dutchman", "marque:D:roger", "save"}
    act(s, "A", "marque:D:roger")
    assert s.data["lines"]["roger"] == ["C", "D"] and s.data["lines"]["tortuga"] == []
    # saved: in front of its owner, used later as a whole action
    s = board(4, dutchman=["A", "B"], roger=["C"], tortuga=["D"], active="A")
    put_row(s, 1, "marque")
    act(s, "A", "reveal:1")
    act(s, "A", "save")
    assert [D.event_name(c) for c in s.data["kept"]["A"]] == ["marque"] and G.to_act(s) == ["B"]
    s.data["active"], s.data["fresh"] = 0, True
    use = [a for a in G.legal_actions(s, "A") if a.kind == "use_marque"]
    assert {a.id for a in use} == {"marque:D:dutchman", "marque:D:roger"}
    act(s, "A", "marque:D:dutchman")
    assert s.data["lines"]["dutchman"] == ["A", "B", "D"] and s.data["kept"]["A"] == []


def test_letter_of_marque_never_onto_a_full_ship():
    s = board(7, dutchman=["A", "B", "C", "D", "E"], roger=["F"], tortuga=["G"], active="A")
    put_row(s, 1, "marque")
    act(s, "A", "reveal:1")
    assert set(ids(s, "A")) == {"marque:G:roger", "save"}


def test_pistol_and_black_spot_maroon():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 1, "pistol")
    act(s, "A", "reveal:1")
    assert "shoot:A" not in ids(s, "A") and len(ids(s, "A")) == 3
    act(s, "A", "shoot:C")
    assert s.data["lines"]["roger"] == ["D"] and s.data["lines"]["tortuga"] == ["C"]
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 2, "black_spot")
    ev = act(s, "A", "reveal:2")
    assert s.data["lines"]["dutchman"] == ["B"] and s.data["lines"]["tortuga"] == ["A"]
    assert next(e for e in ev if e.kind == "marooned").params["cause"] == "black_spot"


def test_albatross_two_aboard_maroon_the_whole_ship_in_reverse_rank():
    s = board(6, dutchman=["A", "B", "C"], roger=["D", "E"], tortuga=["F"], active="A")
    give(s, "C", "albatross")
    put_row(s, 1, "albatross")
    ev = act(s, "A", "reveal:1")
    assert s.data["lines"]["dutchman"] == [] and s.data["lines"]["tortuga"] == ["F", "C", "B", "A"]
    assert next(e for e in ev if e.kind == "albatross").params["seats"] == ["C", "B", "A"]
    assert len(s.data["kept"]["A"]) == 1 and len(s.data["kept"]["C"]) == 1  # the cards stay


def test_albatross_holder_of_two_boarding_maroons_everyone_but_not_on_tortuga():
    s = board(6, dutchman=["A", "B"], roger=["D", "E"], tortuga=["C", "F"], active="C")
    give(s, "C", "albatross")
    give(s, "C", "albatross")
    check_conservation(s)
    act(s, "C", "row:dutchman")  # nothing happens on Tortuga nor in a rowboat
    assert s.data["lines"]["dutchman"] == ["A", "B"]
    s.data["active"] = s.data["order"].index("C")
    act(s, "C", "land:dutchman")
    assert s.data["lines"]["dutchman"] == [] and s.data["lines"]["tortuga"][-3:] == ["C", "B", "A"]


def test_fountain_against_the_albatross_is_used_up():
    """fountain_vs_albatross: the Fountain spares its owner once and is discarded, as after any use
    (§7 "Discard after use"); the next Albatross maroons them."""
    s = arrange(ready(5, fountain_vs_albatross=True), dutchman=["A", "B", "C"], roger=["D"], tortuga=["E"],
                active="C")
    fountain = give(s, "B", "fountain")
    give(s, "A", "albatross")
    put_row(s, 1, "albatross")
    ev = act(s, "C", "reveal:1")
    assert s.data["lines"]["dutchman"] == ["B"] and s.data["lines"]["tortuga"][-2:] == ["C", "A"]
    assert [e.params for e in ev if e.kind == "fountain_used"] == [{"seat": "B", "cause": "albatross"}]
    assert s.data["kept"]["B"] == [] and fountain in s.data["discard"]
    check_conservation(s)


def test_plunder_optional_lets_the_captain_take_nothing():
    """plunder_optional: the seed's captain "puede tomar" (may take) after a won attack."""
    s = ready(4, plunder_optional=True)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    s.data["pending"] = {"kind": "plunder", "seat": "A", "ship": "dutchman", "source": "galleon"}
    assert "plunder:none" in ids(s, "A") and "plunder:british" in ids(s, "A")
    galleon, holds = s.data["galleon"], {k: dict(v) for k, v in s.data["holds"].items()}
    ev = act(s, "A", "plunder:none")
    assert s.data["galleon"] == galleon and s.data["holds"] == holds and s.data["pending"] is None
    assert [e.kind for e in ev][:1] == ["plunder_declined"]
    default = ready(4)
    arrange(default, dutchman=["A", "B"], roger=["C", "D"], active="A")
    default.data["pending"] = {"kind": "plunder", "seat": "A", "ship": "dutchman", "source": "galleon"}
    assert "plunder:none" not in ids(default, "A")


def test_treasure_map_placeholder():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    give(s, "B", "treasure_map")
    put_row(s, 1, "treasure_map")
    act(s, "A", "reveal:1")
    assert G.status(s).kind == "map_give" and set(ids(s, "A")) == {f"give:{x}" for x in "BCD"}  # never oneself
    ev = act(s, "A", "give:B")
    assert [(e.kind, e.params) for e in ev if e.kind.startswith("map_")][0] == (
        "map_given", {"seat": "A", "target_seat": "B"})
    assert G.to_act(s) == ["B"] and s.data["kept"]["B"] == []
    assert len(ids(s, "B")) == 4
    act(s, "B", "map:roger:french")
    assert s.data["galleon"] == 3 and s.data["holds"]["roger"]["french"] == 2
    check_conservation(s)


def test_a_table_saved_when_the_revealer_could_keep_the_map_plays_on_so():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    raw = json.loads(s.to_json())
    del raw["options"]["treasure_map_to_self"]  # as the code before the option wrote it
    s = G.load(json.dumps(raw))
    put_row(s, 1, "treasure_map")
    act(s, "A", "reveal:1")
    assert set(ids(s, "A")) == {f"give:{x}" for x in "ABCD"}
    ev = act(s, "A", "give:A")
    assert [(e.kind, e.params) for e in ev if e.kind.startswith("map_")] == [("map_kept", {"seat": "A"})]
    assert [D.event_name(c) for c in s.data["kept"]["A"]] == ["treasure_map"]


def test_eight_bells_reshuffles_the_revealers_line_only():
    lines = set()
    for seed in range(12):
        s = ready(6, seed=seed)
        arrange(s, dutchman=["A", "B", "C"], roger=["D", "E", "F"], active="A")
        put_row(s, 1, "eight_bells")
        act(s, "A", "reveal:1")
        assert sorted(s.data["lines"]["dutchman"]) == ["A", "B", "C"] and s.data["lines"]["roger"] == ["D", "E", "F"]
        lines.add(tuple(s.data["lines"]["dutchman"]))
    assert len(lines) > 1
    s = board(4, dutchman=["A"], roger=["B", "C", "D"], active="A")
    put_row(s, 1, "eight_bells")
    assert "eight_bells_none" in kinds(act(s, "A", "reveal:1"))


def test_stormy_seas_on_a_ship_and_on_tortuga():
    s = board(4, dutchman=["A", "B"], roger=["C"], tortuga=["D"], active="A")
    s.data["holds"]["dutchman"] = {"british": 2, "french": 1}
    s.data["galleon"] = 1
    put_row(s, 1, "stormy_seas")
    act(s, "A", "reveal:1")
    assert s.data["holds"]["dutchman"] == {"british": 0, "french": 0} and s.data["galleon"] == 4
    s = board(4, dutchman=["A", "B"], roger=["C"], tortuga=["D"], active="D")
    s.data["holds"]["tortuga"] = {"british": 2, "french": 0}
    put_row(s, 1, "stormy_seas")
    act(s, "D", "reveal:1")
    assert s.data["holds"]["tortuga"] == {"british": 1, "french": 1}


def test_atlantis_is_may_act_before_a_turn_and_single_use():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    give(s, "C", "atlantis")
    assert G.to_act(s) == ["A"] and G.may_act(s) == ["A", "C"]
    assert ids(s, "C") == ["atlantis"]
    act(s, "C", "atlantis")
    assert s.data["lines"]["dutchman"] == ["A", "B", "C"] and s.data["lines"]["roger"] == ["D"]
    assert G.to_act(s) == ["A"] and s.data["kept"]["C"] == []  # not an action; used up
    # once the turn has begun the window is closed
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    give(s, "C", "atlantis")
    act(s, "A", "view:1+2")
    s.data["fresh"] = False
    s.data["active"] = 0
    assert G.may_act(s) == ["A"]
    with pytest.raises(IllegalAction):
        act(s, "C", "atlantis")


def test_atlantis_reusable_option_keeps_the_card_for_the_next_window_only():
    """'at the moment just before any player's turn': one move a window, even when reusable. The
    owner may not sail to the Roger and back before A acts, ending where they began for free."""
    s = ready(4, atlantis_reusable=True)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    give(s, "C", "atlantis")
    act(s, "C", "atlantis")
    assert s.data["lines"]["dutchman"] == ["A", "B", "C"] and len(s.data["kept"]["C"]) == 1
    assert "C" not in G.may_act(s) and "atlantis" not in ids(s, "C")
    with pytest.raises(IllegalAction):
        act(s, "C", "atlantis")
    act(s, "A", "maroon:B")  # A's action ends the turn: the window before B's opens
    assert G.to_act(s) == ["B"] and "C" in G.may_act(s)  # the card works again


def test_fountain_of_youth_refuses_a_captains_maroon_and_the_action_is_spent():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    give(s, "B", "fountain")
    act(s, "A", "maroon:B")
    assert G.to_act(s) == ["B"] and set(ids(s, "B")) == {"refuse", "accept"}
    act(s, "B", "refuse")
    assert s.data["lines"]["dutchman"] == ["A", "B"] and s.data["kept"]["B"] == []
    assert G.to_act(s) == ["B"] and s.data["order"][s.data["active"]] == "B"  # A's turn is over


def test_fountain_of_youth_does_not_stop_the_albatross():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    give(s, "B", "fountain")
    give(s, "B", "albatross")
    put_row(s, 1, "albatross")
    act(s, "A", "reveal:1")
    assert s.data["lines"]["dutchman"] == []


def test_el_dorado_extra_card_and_a_double_vote_once():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    d = s.data
    put_row(s, 1, "el_dorado")
    ev = act(s, "A", "reveal:1")
    assert len(d["hands"]["A"]) == 4 and next(e for e in ev if e.kind == "drew").to == ("A",)
    d["active"], d["fresh"] = 0, True
    act(s, "A", "attack")
    two = [a for a in G.legal_actions(s, "A") if a.kind == "vote_two"]
    assert len(two) == 6 and all(a.secret for a in two)
    act(s, "A", two[0].id)
    act(s, "B", f"vote:{d['hands']['B'][0]}")
    assert len(d["hands"]["A"]) == 3 and d["kept"]["A"] == []
    check_conservation(s)


def test_treasure_map_blank_option():
    s = ready(4, treasure_map="blank")
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 1, "treasure_map")
    ev = act(s, "A", "reveal:1")
    assert "blank" in kinds(ev) and G.to_act(s) == ["B"] and s.data["kept"]["A"] == []


def test_unknown_cards_play_as_blanks():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 1, "facade")
    ev = act(s, "A", "reveal:1")
    assert "blank" in kinds(ev) and G.to_act(s) == ["B"]


# --- the end ------------------------------------------------------------------------------
def _armada_at(s, slot):
    d = s.data
    d["deck"].remove(D.ARMADA)
    d["deck"].append(d["row"][slot - 1])
    d["row"][slot - 1] = D.ARMADA


def test_armada_ends_the_game_and_the_richer_team_wins():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A",
              loyalty=["british", "french", "british", "french"])
    d = s.data
    d["holds"]["dutchman"] = {"british": 2, "french": 0}
    d["holds"]["roger"] = {"british": 0, "french": 0}
    d["galleon"] = 4
    _armada_at(s, 3)
    ev = act(s, "A", "reveal:3")
    out = G.outcome(s)
    assert out.winners == ["A", "C"] and out.teams == {"british": ["A", "C"], "french": ["B", "D"]}
    assert out.scores == {"A": 3, "B": 1, "C": 3, "D": 1} and G.to_act(s) == []
    assert [e.params["team"] for e in ev if e.kind == "loyalty_revealed"] == ["british", "french", "british", "french"]
    # how it ended and the totals, never the winners again (the platform says them from Outcome)
    end = next(e for e in ev if e.kind == "game_end")
    assert end.to is None and end.params == {"how": "armada", "british": 3, "french": 1}
    assert G.view(s, None)["loyalties"]["B"] == "french" and G.status(s).kind == "over"


def test_odd_count_tie_goes_to_the_dutch():
    s = board(5, dutchman=["A", "B", "C"], roger=["D", "E"], active="A",
              loyalty=["british", "french", "dutch", "british", "french"])
    d = s.data
    d["holds"]["dutchman"], d["holds"]["roger"] = {"british": 1, "french": 0}, {"british": 0, "french": 1}
    _armada_at(s, 1)
    act(s, "A", "reveal:1")
    out = G.outcome(s)
    assert out.winners == ["C"] and out.tiebreak == "dutch"


def test_even_count_tie_plays_sudden_death():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A",
              loyalty=["british", "french", "british", "french"])
    d = s.data
    d["holds"]["dutchman"], d["holds"]["roger"] = {"british": 1, "french": 0}, {"british": 0, "french": 1}
    d["holds"]["dutchman"]["british"] += 0
    give(s, "C", "albatross")
    _armada_at(s, 2)
    ev = act(s, "A", "reveal:2")
    assert "sudden_death" in kinds(ev) and G.outcome(s) is None and d["sudden"]
    assert D.ARMADA in d["box"] and all(c is not None for c in d["row"]) and d["discard"] == []
    assert len(d["kept"]["C"]) == 1 and G.to_act(s) == ["B"]  # play goes on; kept cards stay
    check_conservation(s)
    # the first lead wins at once: B (first mate & cabin boy) moves a treasure
    d["holds"]["dutchman"] = {"british": 1, "french": 0}
    d["holds"]["roger"] = {"british": 0, "french": 1}
    act(s, "B", "shift:british")
    out = G.outcome(s)
    assert out is not None and out.winners == ["B", "D"] and out.tiebreak == "sudden_death"


def test_secrets_stay_out_of_public_and_other_views():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    pub = G.view(s, None)
    assert "loyalties" not in pub and "hand" not in pub and "my_loyalty" not in pub
    va = G.view(s, "A")
    assert va["my_loyalty"] == s.data["loyalty"]["A"] and len(va["hand"]) == 3
    assert "loyalties" not in va and all(k not in va for k in ("loyalty", "hands", "vote_deck", "deck"))


def test_status_names_the_phase_and_the_awaited_seats():
    s = _attack_board()
    assert G.status(s).kind == "turn" and G.status(s).params["seat"] == "A"
    act(s, "A", "attack")
    st = G.status(s)
    assert st.kind == "vote" and st.params["vote"] == "attack" and sorted(st.params["seats"]) == ["A", "B", "C"]
    act(s, "B", f"vote:{s.data['hands']['B'][0]}")
    assert sorted(G.status(s).params["seats"]) == ["A", "C"] and G.status(s).params["count"] == 2


def test_summary_restates_the_seats_secrets_privately():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    act(s, "A", "view:2+5")
    lines = G.summary(s, "A")
    assert [e.kind for e in lines] == ["your_loyalty", "your_hand", "your_seen"]
    assert all(e.to == ("A",) for e in lines)
    assert [c["slot"] for c in lines[2].params["cards"]] == [2, 5]
    opening = G.opening(s)
    assert opening[0].to is None and all(e.to is not None and len(e.to) == 1 for e in opening[1:])


def test_two_players_marque_reveal_and_save_is_one_of_two_actions():
    s = ready(2)
    first = G.to_act(s)[0]
    put_row(s, 1, "marque")
    act(s, first, "reveal:1")
    act(s, first, "save")
    assert G.to_act(s) == [first] and s.data["actions_left"] == 1


# --- confirmed by two public sources each ----------------------------------------------
def test_confirmed_two_players_take_two_actions_a_turn_and_more_take_one():
    s = ready(2)
    first, other = G.to_act(s)[0], [x for x in s.seats if x != G.to_act(s)[0]][0]
    act(s, first, "view:1+2")
    act(s, first, "view:3+4")
    assert G.to_act(s) == [other] and s.data["actions_left"] == 2
    s = ready(3)
    first = G.to_act(s)[0]
    act(s, first, "view:1+2")
    assert G.to_act(s) != [first] and s.data["actions_left"] == 1


def test_confirmed_an_even_count_tie_removes_the_armada_reshuffles_and_plays_on():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A",
              loyalty=["british", "french", "british", "french"])
    d = s.data
    d["holds"]["dutchman"], d["holds"]["roger"] = {"british": 1, "french": 0}, {"british": 0, "french": 1}
    d["discard"] = [d["deck"].pop() for _ in range(3)]
    in_play = sorted(c for c in d["deck"] + d["row"] + d["discard"] if c is not None and c != D.ARMADA)
    _armada_at(s, 2)
    ev = act(s, "A", "reveal:2")
    assert "sudden_death" in kinds(ev) and G.outcome(s) is None and G.to_act(s) == ["B"]
    assert D.ARMADA in d["box"] and D.ARMADA not in d["deck"] + d["row"]
    assert d["discard"] == [] and sorted(d["deck"] + d["row"]) == in_play  # the discards are back in


def test_confirmed_each_captain_chooses_the_hold_of_their_ships_starting_treasure():
    from tests.engine.tortuga_helpers import new
    s = new(4, 3)
    dutch, roger = s.data["lines"]["dutchman"][0], s.data["lines"]["roger"][0]
    assert G.to_act(s) == [dutch] and set(ids(s, dutch)) == {"hold:british", "hold:french"}
    act(s, dutch, "hold:french")
    assert G.to_act(s) == [roger] and set(ids(s, roger)) == {"hold:british", "hold:french"}
    act(s, roger, "hold:british")
    assert s.data["holds"]["dutchman"] == {"british": 0, "french": 1}
    assert s.data["holds"]["roger"] == {"british": 1, "french": 0}


def test_confirmed_a_revealed_slot_is_refilled_from_the_top_of_the_event_deck():
    s = board(4, dutchman=["A", "B"], roger=["C", "D"], active="A")
    put_row(s, 3, "black_spot")
    top, left = s.data["deck"][-1], len(s.data["deck"])
    act(s, "A", "reveal:3")
    assert s.data["row"][2] == top and len(s.data["deck"]) == left - 1


@pytest.mark.parametrize("n", [2, 3, 5, 9])
def test_confirmed_the_jolly_rogers_captain_goes_first(n):
    for seed in range(4):
        s = ready(n, seed)
        captain = s.data["lines"]["roger"][0]
        assert G.to_act(s) == [captain] and G.status(s).params["seat"] == captain


def test_confirmed_a_pawn_arrives_at_the_back_and_never_goes_straight_between_tortuga_and_a_ship():
    s = board(5, dutchman=["A", "B"], roger=["C", "D"], tortuga=["E"], active="E")
    assert not [a for a in G.legal_actions(s, "E") if a.kind in ("from_rowboat", "use_marque")]
    assert {a.id for a in G.legal_actions(s, "E") if a.kind == "to_rowboat"} == {"row:dutchman", "row:roger"}
    act(s, "E", "row:roger")
    s.data["active"], s.data["fresh"] = s.data["order"].index("E"), True
    act(s, "E", "land:roger")
    assert s.data["lines"]["roger"] == ["C", "D", "E"]  # at the back
    s.data["active"], s.data["fresh"] = s.data["order"].index("A"), True
    assert "land:tortuga" not in ids(s, "A") and all(a.kind != "from_rowboat" for a in G.legal_actions(s, "A"))
    # the Letter of Marque moves another player's pawn straight from Tortuga, to the back of a ship
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], tortuga=["E"], active="A")
    put_row(s, 1, "marque")
    act(s, "A", "reveal:1")
    act(s, "A", "marque:E:dutchman")
    assert s.data["lines"]["dutchman"] == ["A", "B", "E"] and s.data["lines"]["tortuga"] == []
