"""Helpers for Port Royal tests: build a state by card id, then play actions."""

from __future__ import annotations

from functools import partial

import json

from engine import registry
from engine.portroyal.data import CARDS, FIVE_PLAYER_EXPEDITION

G = registry.get("portroyal")
from tests.engine import contract

SEATS = ["A", "B", "C", "D", "E"]
legal = partial(contract.ids, G)
action = partial(contract.action, G)
act = partial(contract.act, G)
of = contract.of


def new(n: int = 3, seed: int = 1, **options):
    return G.setup(SEATS[:n], seed=seed, options=options)


def find(type_: str, **attrs) -> list[int]:
    return [c["id"] for c in CARDS if c["type"] == type_ and all(c.get(k) == v for k, v in attrs.items())]


def person(kind: str, k: int = 0, **attrs) -> int:
    return find("person", kind=kind, **attrs)[k]


def persons(kind: str, n: int, **attrs) -> list[int]:
    found = find("person", kind=kind, **attrs)
    assert len(found) >= n
    return found[:n]


def ship(colour: str, swords, coins: int, k: int = 0) -> int:
    return find("ship", colour=colour, swords=swords, coins=coins)[k]


def expedition(*needs: str) -> int:
    return next(c["id"] for c in CARDS if c["type"] == "expedition" and sorted(c["needs"]) == sorted(needs))


def tax(bonus: str, k: int = 0) -> int:
    return find("tax", bonus=bonus)[k]


def remove(state, cid: int) -> None:
    d = state.data
    for key in ("draw", "discard", "harbor", "expeditions", "box"):
        if cid in d[key]:
            d[key].remove(cid)
            return
    if d["pending"] == cid:
        d["pending"] = None
        return
    for p in d["players"].values():
        for key in ("coins", "persons", "expeditions"):
            if cid in p[key]:
                p[key].remove(cid)
                if key == "coins":  # keep the coin count: replace it from the bottom of the draw pile
                    p["coins"].append(d["draw"].pop(0))
                return
    raise AssertionError(f"card {cid} nowhere")


def stack(state, *ids: int) -> None:
    """Put cards on top of the draw pile: ids[0] is revealed first."""
    for c in ids:
        remove(state, c)
    state.data["draw"].extend(reversed(ids))


def give(state, seat: str, *ids: int) -> None:
    for c in ids:
        remove(state, c)
        p = state.data["players"][seat]
        (p["expeditions"] if CARDS[c]["type"] == "expedition" else p["persons"]).append(c)


def to_harbor(state, *ids: int) -> None:
    for c in ids:
        remove(state, c)
        state.data["harbor"].append(c)


def to_area(state, *ids: int) -> None:
    for c in ids:
        remove(state, c)
        state.data["expeditions"].append(c)


def set_coins(state, seat: str, n: int) -> None:
    """Exactly n coin cards, moved from/to the bottom of the draw pile (never a stacked card)."""
    d = state.data
    coins = d["players"][seat]["coins"]
    while len(coins) > n:
        d["draw"].insert(0, coins.pop())
    while len(coins) < n:
        coins.append(d["draw"].pop(0))


def coins(state, seat: str) -> int:
    return len(state.data["players"][seat]["coins"])


def start_trade(state, *harbor_ids: int) -> list:
    """Put cards in the harbor as if revealed this turn, then the active player stops."""
    to_harbor(state, *harbor_ids)
    state.data["revealed"] = max(1, state.data["revealed"])
    seat = state.seats[state.data["active"]]
    return act(state, seat, "stop")


def all_locations(state) -> list[int]:
    d = state.data
    ids = d["draw"] + d["discard"] + d["harbor"] + d["expeditions"] + d["box"]
    ids += [d["pending"]] if d["pending"] is not None else []
    for p in d["players"].values():
        ids += p["coins"] + p["persons"] + p["expeditions"]
    return ids


def check_conservation(state) -> None:
    ids = all_locations(state)
    assert sorted(ids) == list(range(120)), "every card in exactly one place"
    if len(state.seats) < 5:
        assert state.data["box"] == [FIVE_PLAYER_EXPEDITION]
    else:
        assert state.data["box"] == []


def roundtrip(state) -> None:
    text = state.to_json()
    assert G.load(text).to_json() == text
    json.loads(text)


def _ids_in(obj, out):
    """Every card id in a view: the `id` of each dict that has a `type`; no hidden pile anywhere."""
    for found in contract.dicts_in(obj):
        hidden = {"draw", "draw_pile", "coin_cards", "coins_cards", "deck"} & set(found)
        assert not hidden, hidden
        if "type" in found and "id" in found:
            out.add(found["id"])
    return out


def check_view(state):
    """Every view (a spectator's, each seat's) shows exactly the face-up cards, never a coin card
    or the draw pile; coins as counts."""
    d = state.data
    hidden = set(d["draw"]) | {c for p in d["players"].values() for c in p["coins"]}
    face_up = set(d["harbor"]) | set(d["expeditions"]) | set(d["last"])
    face_up |= {c for p in d["players"].values() for c in p["persons"] + p["expeditions"]}
    if d["pending"] is not None:
        face_up.add(d["pending"])
    if d["discard"]:
        face_up.add(d["discard"][-1])
    for seat in [None] + state.seats:
        view = G.view(state, seat)
        json.dumps(view)
        ids = _ids_in(view, set())
        assert not ids & hidden, "a view shows a coin card or a draw pile card"
        assert ids == face_up, "the view shows exactly the face-up cards"
        assert view["discard_ids"] == sorted(d["discard"]) and not set(view["discard_ids"]) & hidden
        assert view["phase"] == d["phase"] and view["to_act"] == G.to_act(state)
        assert all(isinstance(p["coins"], int) for p in view["players"])


def invariants(state, seat, events) -> None:
    """The contract suite's hook (tests/engine/contract.py): every card in one place, every view
    showing exactly what lies face up."""
    check_conservation(state)
    check_view(state)
