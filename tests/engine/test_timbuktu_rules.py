"""Timbuktu scenario tests, one rule at a time: build a state, apply, assert."""

import random

import pytest

from engine.timbuktu import GAME as G
from engine.timbuktu import data as D
from tests.engine.timbuktu_helpers import (act, block, camel_at, choose_all, entering, ids, mover, new, of,
                                           place_all, stage_ready)

FREE = {"palm": {"palm", "lamp"}, "lamp": {"lamp", "star"}, "star": {"star", "scimitar"},
        "scimitar": {"scimitar", "moon"}, "moon": {"moon", "palm"}}  # spec §2.3 default, written out


def _ready_mover(n=3, **options):
    state = stage_ready(n, **options)
    choose_all(state)
    seat = mover(state)
    letter = state.data["chosen"][seat]
    return state, seat, letter, camel_at(state, seat, letter)


# --- setup ---------------------------------------------------------------------
def test_options_and_route_by_player_count():
    names = {o.name: o.default for o in G.options}
    assert names == {"cargo": "printed", "leftovers_count": False, "start_player": "random",
                     "thieves_before_placement": False, "reveal_together": False,
                     "space_cards": "balanced_34", "goods_cards": "salt_water", "arrows": "same_or_next"}
    for n, stages, camels in ((3, 3, 8), (4, 4, 6), (5, 5, 5)):
        state = new(n)
        view = G.view(state, None)
        assert view["stages"] == stages and view["route"][-1] == "timbuktu" and view["route"][0] == "start"
        assert all(len(cs) == camels for cs in state.data["camels"].values())
        assert all(len(c["goods"]) == 4 for cs in state.data["camels"].values() for c in cs.values())


def test_placement_one_camel_at_a_time_clockwise_and_five_players_one_per_pen():
    state = new(5)
    assert G.to_act(state) == ["A"]
    events = act(state, "A", "place:C:star")
    assert of(events, "placed")[0].params == {"seat": "A", "camel": "C", "pen": "star", "space": 1}
    assert G.to_act(state) == ["B"]
    act(state, "B", "place:A:star")
    assert state.data["grid"]["start"]["star"][:2] == [["A", "C"], ["B", "A"]]
    for seat in ("C", "D", "E"):
        act(state, seat, G.legal_actions(state, seat)[0].id)
    # with five camels for five pens, A may not put a second camel in the star pen
    assert not any(a.params["pen"] == "star" for a in G.legal_actions(state, "A"))
    assert all(a.group == (a.params["camel"],) for a in G.legal_actions(state, "A"))


def test_placement_guard_leaves_every_player_a_camel_in_every_start_pen():
    for n in (3, 4, 5):
        for seed in range(3):
            state = new(n, seed)
            r = random.Random(seed)
            while state.data["phase"] == "place":
                seat = G.to_act(state)[0]
                act(state, seat, r.choice(G.legal_actions(state, seat)).id)
            grid = state.data["grid"]["start"]
            for seat in state.seats:
                assert all(any(o and o[0] == seat for o in grid[p]) for p in D.PENS)


def test_stage_one_deals_a_set_to_each_player_privately():
    state = new(3)
    events = place_all(state)
    deals = of(events, "thief_set")
    assert sorted(e.to for e in deals) == [("A",), ("B",), ("C",)]
    assert all(e.params["via"] == "deal" for e in deals)
    assert not any(e.kind == "thief_set" and e.to is None for e in events)


# --- camel cards -----------------------------------------------------------------
def test_camel_cards_are_chosen_secretly_and_at_once():
    state = stage_ready(3)
    assert G.to_act(state) == ["A", "B", "C"]
    assert G.status(state).kind == "choose" and G.status(state).params["seats"] == ["A", "B", "C"]
    acts = G.legal_actions(state, "B")
    assert {a.params["camel"] for a in acts} == set("ABCDEFGH") and all(a.secret for a in acts)
    events = act(state, "B", "camel:D")
    public = [e for e in events if e.to is None]
    assert [e.kind for e in public] == ["camel_chosen"] and "camel" not in public[0].params
    assert not [e for e in events if e.to]  # the chooser's own card: in the reply and `/game hand`
    assert [e.params for e in G.summary(state, "B") if e.kind == "you_chose"] == [{"camel": "D"}]
    assert G.to_act(state) == ["A", "C"]
    assert G.view(state, "B")["hand"]["camel"] == "D"
    assert G.view(state, None)["hand"] is None and G.view(state, "A")["hand"]["camel"] is None
    assert "D" not in str(G.view(state, None)["revealed"])
    act(state, "C", "camel:E")
    events = act(state, "A", "camel:B")
    # revealed one at a time, from the round's start player
    assert [e.params for e in of(events, "camel_revealed")] == [{"seat": "A", "camel": "B"}]
    assert G.status(state).kind == "move" and G.status(state).params["seat"] == "A"


def test_a_moved_camel_cannot_be_chosen_again_this_stage():
    state, seat, letter, _ = _ready_mover(3)
    for _ in range(3):
        s = mover(state)
        act(state, s, G.legal_actions(state, s)[0].id)
    assert f"camel:{letter}" not in ids(state, seat) and len(ids(state, seat)) == 7


# --- movement -----------------------------------------------------------------------
def test_a_camel_takes_the_lowest_free_space_of_its_pen():
    state, seat, letter, camel = _ready_mover(3)
    start_pen, start_space = camel["at"][1], camel["at"][2]
    target = sorted(FREE[start_pen])[0]
    block(state, target, 1)
    act(state, seat, f"go:{target}")
    assert camel["at"] == [1, target, 2]
    assert entering(state)[target][1] == [seat, letter]
    assert state.data["grid"]["start"][start_pen][start_space - 1] is None


def test_full_pen_is_not_offered():
    state, seat, _, camel = _ready_mover(3)
    block(state, "star", 5)
    assert not any(a.params["pen"] == "star" for a in G.legal_actions(state, seat))


def test_arrows_are_free_other_pens_cost_one_good_of_the_movers_choice():
    state, seat, _, camel = _ready_mover(3)
    free = FREE[camel["at"][1]]
    acts = G.legal_actions(state, seat)
    assert {a.params["pen"] for a in acts if a.kind == "go"} == free
    paid = [a for a in acts if a.kind == "go_pay"]
    assert {a.params["pen"] for a in paid} == set(D.PENS) - free
    for pen in set(D.PENS) - free:  # one pick per kind carried, grouped under the pen
        here = [a for a in paid if a.params["pen"] == pen]
        assert {a.params["good"] for a in here} == set(camel["goods"])
        assert all(a.group == (pen,) for a in here)
    pay = paid[0]
    before = list(camel["goods"])
    events = act(state, seat, pay.id)
    good = pay.params["good"]
    assert camel["goods"].count(good) == before.count(good) - 1 and len(camel["goods"]) == 3
    assert state.data["removed"][good] == 1 and sum(state.data["removed"].values()) == 1
    assert of(events, "moved_paid")[0].params["good"] == good


def test_a_free_move_along_an_arrow_costs_nothing():
    state, seat, _, camel = _ready_mover(3)
    before = list(camel["goods"])
    pen = sorted(FREE[camel["at"][1]])[1]
    events = act(state, seat, f"go:{pen}")
    assert camel["goods"] == before and sum(state.data["removed"].values()) == 0
    assert of(events, "moved")[0].params["pen"] == pen


def test_both_arrow_pens_full_forces_a_payment():
    state, seat, _, camel = _ready_mover(3)
    for pen in FREE[camel["at"][1]]:
        block(state, pen, 5)
    acts = G.legal_actions(state, seat)
    assert acts and all(a.kind == "go_pay" for a in acts)


def test_a_camel_without_goods_moves_anywhere_for_free():
    state, seat, _, camel = _ready_mover(3)
    camel["goods"] = []
    acts = G.legal_actions(state, seat)
    assert {a.params["pen"] for a in acts} == set(D.PENS) and all(a.kind == "go_unladen" for a in acts)
    far = next(p for p in D.PENS if p not in FREE[camel["at"][1]])
    events = act(state, seat, f"go:{far}")
    assert of(events, "moved_unladen") and sum(state.data["removed"].values()) == 0


# --- ring passing -------------------------------------------------------------------
RINGS = {3: ["A", None, "B", "C", None], 4: ["A", "B", "C", "D", None], 5: ["A", "B", "C", "D", "E"]}  # spec §4.3


def _current_sets(state) -> dict:
    return {s: G.view(state, s)["hand"]["set"] for s in state.seats}


def _key(st):
    return (st["pen"], tuple(st["spaces"]), tuple(st["goods"]))


def _land_on_exchange(state, seat):
    """The mover enters the pen whose exchange space is next to fill (oasis 1: palm 3, lamp 4)."""
    area = state.data["route"][state.data["stage"]]
    pen, space = D.EXCHANGE_SPACES[area][0]
    if entering(state)[pen][space - 1] is not None:
        pen, space = D.EXCHANGE_SPACES[area][1]
    for i in range(space - 1):
        if entering(state)[pen][i] is None:
            entering(state)[pen][i] = ["X", "Z"]
    aid = next(a.id for a in G.legal_actions(state, seat) if a.params["pen"] == pen)
    return act(state, seat, aid)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_an_exchange_passes_every_set_one_place_clockwise_gaps_included(n):
    state, seat, _, _ = _ready_mover(n)
    d = state.data
    ring = RINGS[n]
    old = []
    held = _current_sets(state)
    for slot, s in enumerate(ring):
        if s is None:  # a face-down set between two players: read from the table itself
            st = d["sets"][d["ring"][slot]]
            old.append((st["pen"], tuple(st["spaces"]), tuple(st["goods"])))
        else:
            old.append(_key(held[s]))
    assert len(set(old)) == 5
    events = _land_on_exchange(state, seat)
    now = _current_sets(state)
    for slot, s in enumerate(ring):
        if s is not None:
            assert _key(now[s]) == old[slot - 1], (s, slot)
            assert [_key(st) for st in G.view(state, s)["hand"]["seen"]] == [old[slot], old[slot - 1]]
    passes = of(events, "thief_set")
    assert sorted(e.to for e in passes) == sorted((s,) for s in ring if s) and all(e.params["via"] == "pass" for e in passes)
    assert of(events, "sets_passed")[0].params == {"seat": seat, "passes": 1}


def test_two_exchanges_in_one_round_pass_twice_and_the_later_mover_holds_its_new_set():
    state, first, _, _ = _ready_mover(3)
    ring = RINGS[3]
    held = {s: _key(st) for s, st in _current_sets(state).items()}
    _land_on_exchange(state, first)
    second = mover(state)
    assert second != first
    after_one = _key(G.view(state, second)["hand"]["set"])
    assert after_one != held[second]
    events = _land_on_exchange(state, second)
    assert state.data["passes"] == 2 and len(of(events, "thief_set")) == 3
    for s in state.seats:
        seen = [_key(st) for st in G.view(state, s)["hand"]["seen"]]
        assert len(seen) == 3 == len(set(seen))
    # two places clockwise of A (past the gap) sits B: after two passes B holds what A was dealt
    assert _key(G.view(state, ring[2])["hand"]["set"]) == held["A"]


def test_stage_and_round_stones_pass_left():
    state = stage_ready(3)
    assert G.view(state, None)["round_seat"] == "A"
    choose_all(state)
    for _ in range(3):
        s = mover(state)
        act(state, s, G.legal_actions(state, s)[0].id)
    v = G.view(state, None)
    assert v["round"] == 2 and v["round_seat"] == "B" and v["start_seat"] == "A"
    choose_all(state)
    assert mover(state) == "B"
    while state.data["stage"] == 1:
        if state.data["phase"] == "choose":
            choose_all(state)
        else:
            s = mover(state)
            act(state, s, G.legal_actions(state, s)[0].id)
    v = G.view(state, None)
    assert (v["stage"], v["round"], v["start_seat"], v["round_seat"]) == (2, 1, "B", "B")
    assert v["ring"] == ["B", None, "C", "A", None]


# --- thefts ----------------------------------------------------------------------------
def _play_to_last_move(n=3, seed=1):
    state = stage_ready(n, seed)
    rounds = D.CAMELS_BY_COUNT[n]
    while True:
        d = state.data
        if d["phase"] == "choose":
            choose_all(state)
        elif d["round"] == rounds and len(d["queue"]) == 1:
            return state
        else:
            s = mover(state)
            act(state, s, G.legal_actions(state, s)[0].id)


def test_thefts_take_every_piece_of_both_kinds_on_both_spaces():
    state = _play_to_last_move()
    d = state.data
    grid = entering(state)
    pen = next(p for p in D.PENS if grid[p][0] and grid[p][1])
    victim, bystander = grid[pen][0], grid[pen][1]
    vcamel = d["camels"][victim[0]][victim[1]]
    bcamel = d["camels"][bystander[0]][bystander[1]]
    vcamel["goods"] = ["water", "gold", "gold", "salt"]
    bcamel["goods"] = ["water", "gold", "coffee", "coffee"]
    others = [p for p in D.PENS if p != pen]
    d["sets"] = [{"pen": pen, "spaces": [1, 3], "goods": ["water", "gold"]}] + [
        {"pen": p, "spaces": [4, 5], "goods": ["coffee", "pepper"]} for p in others]
    removed_before = dict(d["removed"])
    s = mover(state)
    events = act(state, s, next(a.id for a in G.legal_actions(state, s) if a.kind != "go_pay"))
    assert vcamel["goods"] == ["salt"]          # space 1: both kinds, all pieces
    assert bcamel["goods"] == ["water", "gold", "coffee", "coffee"]  # space 2 is not robbed
    # each set's line carries what it took
    (told,) = of(events, "thefts")  # one line for the five sets
    stolen = [loss for theft in told.params["thefts"] for loss in theft["losses"]]
    assert {"type": "loss", "seat": victim[0], "camel": victim[1], "pen": pen, "space": 1, "good": "gold",
            "count": 2} in stolen
    gained = {g: d["removed"][g] - removed_before[g] for g in D.GOODS}
    assert gained["gold"] >= 2 and gained["water"] >= 1
    assert sum(gained.values()) == sum(loss["count"] for loss in stolen)
    thefts = told.params["thefts"]
    assert len(thefts) == 5 and told.to is None
    assert {t["pen"] for t in thefts} == set(D.PENS)
    public = G.view(state, None)["thefts"]
    assert public["stage"] == 1 and len(public["sets"]) == 5
    assert of(events, "stage_started")[0].params["stage"] == 2


def test_the_last_theft_is_in_timbuktu_and_ends_the_game():
    state = stage_ready(3)
    while G.outcome(state) is None:
        if state.data["phase"] == "choose":
            choose_all(state)
        else:
            s = mover(state)
            act(state, s, G.legal_actions(state, s)[-1].id)
    assert state.data["thefts"]["area"] == "timbuktu" and state.data["thefts"]["stage"] == 3
    assert G.outcome(state) is not None and len(G.outcome(state).scores) == 3
    assert G.to_act(state) == [] and G.status(state).kind == "over"


# --- scoring ---------------------------------------------------------------------------
def _over(state, removed, cargo):
    d = state.data
    d["phase"] = "over"
    d["removed"] = dict(removed)
    for seat, goods in cargo.items():
        camels = list(d["camels"][seat].values())
        for c in camels:
            c["goods"] = []
        for i, g in enumerate(goods):
            camels[i // 4]["goods"].append(g)


def test_score_is_pieces_left_times_pieces_removed():
    state = new(3)
    _over(state, {"gold": 11, "coffee": 2, "pepper": 0, "salt": 5, "water": 1},
          {"A": ["gold", "gold", "pepper"], "B": ["salt"] * 5, "C": ["coffee", "water"]})
    out = G.outcome(state)
    assert out.scores == {"A": 22, "B": 25, "C": 3}
    assert out.winners == ["B"] and out.tiebreak is None


def test_tie_goes_to_more_pieces_then_shared():
    state = new(3)
    _over(state, {"gold": 4, "coffee": 2, "pepper": 0, "salt": 0, "water": 0},
          {"A": ["gold"], "B": ["coffee", "coffee", "pepper"], "C": []})
    out = G.outcome(state)
    assert out.scores["A"] == out.scores["B"] == 4
    assert out.winners == ["B"] and out.tiebreak == "goods" and out.details["B"]["goods"] == 3
    _over(state, {"gold": 4, "coffee": 2, "pepper": 0, "salt": 0, "water": 0},
          {"A": ["gold", "pepper"], "B": ["coffee", "coffee"], "C": []})
    out = G.outcome(state)
    assert out.winners == ["A", "B"] and out.tiebreak == "shared"


# --- variant: players load their own camels ----------------------------------------------
def test_own_loading_is_secret_simultaneous_and_uses_each_players_supply():
    state = new(4, cargo="own")
    assert G.to_act(state) == ["A", "B", "C", "D"] and state.data["phase"] == "load"
    acts = G.legal_actions(state, "B")
    assert all(len(set(a.params["goods"])) >= 3 and len(a.params["goods"]) == 4 and a.secret for a in acts)
    assert {a.params["camel"] for a in acts} == {"A"}
    events = act(state, "B", "load:A:gold-gold-coffee-pepper")
    assert [e.kind for e in events if e.to is None] == []
    assert G.view(state, "B")["camels"][6]["goods"] == ["gold", "gold", "coffee", "pepper"]
    assert all(c["goods"] is None for c in G.view(state, "A")["camels"] if c["seat"] == "B")
    assert G.view(state, "B")["hand"]["supply"]["gold"] == 3
    r = random.Random(3)
    while state.data["phase"] == "load":
        for seat in G.to_act(state):
            act(state, seat, r.choice(G.legal_actions(state, seat)).id)
    assert state.data["phase"] == "place"
    for seat in state.seats:
        camels = state.data["camels"][seat].values()
        assert all(len(c["goods"]) == 4 and len(set(c["goods"])) >= 3 for c in camels)
    # 4 players: 5 of each kind each, 24 loaded: one piece per player goes back to the box, not removed
    assert sum(state.data["removed"].values()) == 0
    assert sum(state.data["box"].values()) == 105 - 4 * 24


@pytest.mark.parametrize("leftovers_count", [False, True])
def test_own_loading_leftovers_are_set_aside_only_when_the_loads_are_shown(leftovers_count):
    """A seat done loading keeps its leftovers out of sight: the box (or the removed pile) would
    tell those still loading its cargo kind by kind. They go there with the reveal."""
    state = new(4, seed=11, cargo="own", leftovers_count=leftovers_count)
    pile = "removed" if leftovers_count else "box"
    before = {k: dict(state.data[k]) for k in ("box", "removed")}
    r = random.Random(11)
    for _ in range(6):  # every camel of B, C and D; A still loads
        for seat in "BCD":
            act(state, seat, r.choice(G.legal_actions(state, seat)).id)
    assert G.to_act(state) == ["A"]
    for seat in state.seats:
        view = G.view(state, seat)
        assert {k: dict(state.data[k]) for k in ("box", "removed")} == before
        assert (view["box"], view["removed"]) == (before["box"], before["removed"])
    while G.to_act(state) == ["A"] and state.data["phase"] == "load":
        act(state, "A", r.choice(G.legal_actions(state, "A")).id)
    assert sum(state.data[pile].values()) == sum(before[pile].values()) + 4  # one piece a player
    check_box = state.data["box" if leftovers_count else "removed"]
    assert check_box == before["box" if leftovers_count else "removed"]


def test_five_players_loading_their_own_must_use_exactly_four_of_each():
    state = new(5, cargo="own")
    for L in "ABCD":
        acts = G.legal_actions(state, "A")
        a = next(x for x in acts if "gold-gold" not in x.id and "pepper-pepper" not in x.id)
        act(state, "A", a.id)
    last = G.legal_actions(state, "A")
    assert len(last) == 1 and sorted(last[0].params["goods"]) == sorted(
        g for g, k in state.data["supply"]["A"].items() for _ in range(k))
