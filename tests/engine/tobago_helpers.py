"""Shared helpers for the Tobago engine tests: scenario states on the classic island."""

from __future__ import annotations

import json

from engine.core import Rng
from engine.tobago import GAME as G
from engine.tobago import board as B
from engine.tobago import data as D
from engine.tobago.rules import text_of
from tests.engine import contract

SEATS = ["a", "b", "c", "d"]

def set_objects(state, objects: dict[str, str], facing: dict[str, int] | None = None) -> None:
    """Put the landmarks where a scenario needs them (the layout key follows)."""
    lay = state.data["layout"]
    facing = dict(facing or {})
    lay["objects"] = dict(objects)
    lay["facing"] = facing
    lay["key"] = B.layout_key(lay["terrain"], lay["objects"], facing)

def started(n: int = 2, seed: int = 1, options: dict | None = None, atv: dict | None = None):
    """A game past the placement phase: ATVs placed (default all on G5), maps seeded, hands dealt."""
    state = G.setup(SEATS[:n], seed=seed, options=options or {})
    state.data["start"] = state.data["placer"] = state.data["active"] = 0  # "a" starts
    atv = atv or {}
    while state.data["phase"] == "place":
        seat = G.to_act(state)[0]
        G.apply(state, seat, f"place:{atv.get(seat, 'G5')}")
    return state

def board(state) -> B.Board:
    return G.board(state)

def clue_id(relation: str, ref: str) -> int:
    return D.CLUE_DECK.index((relation, ref))

def set_map(state, colour: str, clues: list[tuple[int, str]], possible: list[str] | None = None) -> None:
    """Replace a map's clues (card id, seat) and its possible hexes (default: what the clues leave).
    Roses follow: each clue takes one of its seat's roses; the clue cards leave the decks and hands."""
    d = state.data
    b = board(state)
    old = d["maps"][colour]
    for c, s in old["clues"]:
        d["players"][s]["roses"] += 1
        d["clue_discard"].append(c)
    mask = b.all
    for c, s in clues:
        mask &= b.clue_mask[c]
        d["players"][s]["roses"] -= 1
        for pile in (d["clue_deck"], d["clue_discard"], *(p["hand"] for p in d["players"].values())):
            if c in pile:
                pile.remove(c)
    if possible is not None:
        mask = b.mask_of(possible)
    d["maps"][colour] = {"clues": [[c, s] for c, s in clues], "possible": text_of(mask)}

def give_card(state, seat: str, card: int) -> None:
    """Put a clue card into a seat's hand (taken from wherever it lies; the hand's last card goes back)."""
    d = state.data
    for pile in (d["clue_deck"], d["clue_discard"], *(p["hand"] for p in d["players"].values())):
        if card in pile:
            pile.remove(card)
    hand = d["players"][seat]["hand"]
    if len(hand) >= d["hand_size"]:
        d["clue_deck"].insert(0, hand.pop(0))
    hand.append(card)

def ids(state, seat):
    return {a.id for a in G.legal_actions(state, seat)}

def treasure_total(state) -> int:
    d = state.data
    n = len(d["treasure_deck"]) + len(d["treasure_discard"]) + d["curses_out"]
    n += sum(len(p["gold"]) for p in d["players"].values())
    if d["dist"]:
        n += len(d["dist"]["pile"]) + (1 if d["dist"]["card"] is not None else 0)
    return n

def clue_total(state) -> int:
    d = state.data
    n = len(d["clue_deck"]) + len(d["clue_discard"])
    n += sum(len(p["hand"]) for p in d["players"].values())
    n += sum(len(m["clues"]) for m in d["maps"].values())
    return n

def roses_ok(state) -> bool:
    d = state.data
    for s, p in d["players"].items():
        out = sum(1 for m in d["maps"].values() for _, t in m["clues"] if t == s)
        if d["dist"]:
            out += sum(1 for t in d["dist"]["roses"] if t == s)
            # the map under distribution still lists its clues: they are counted through the rose line
            out -= sum(1 for _, t in d["maps"][d["dist"]["map"]]["clues"] if t == s)
        if p["roses"] + out != D.ROSES_PER_PLAYER:
            return False
    return True

def things(obj, out=None):
    """Every dict with a "type" key anywhere in obj."""
    out = [] if out is None else out
    if isinstance(obj, dict):
        if "type" in obj:
            out.append(obj)
        for v in obj.values():
            things(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            things(v, out)
    return out

SECRET_KEYS = {"hand", "gold", "peeked", "offered_card", "cards"}

def _keys(obj, out):
    if isinstance(obj, dict):
        out |= set(obj)
        for v in obj.values():
            _keys(v, out)
    elif isinstance(obj, (list, tuple)):
        for v in obj:
            _keys(v, out)
    return out

def public_is_clean(view_or_params) -> bool:
    """No treasure value and no clue hand in something everyone sees (the card on offer lies face up)."""
    dist = view_or_params.get("distribution") if isinstance(view_or_params, dict) else None
    if dist and dist.get("card"):
        view_or_params = {**view_or_params, "distribution": {**dist, "card": None}}
    return (not any(t["type"] in ("gold", "curse") for t in things(view_or_params))
            and not _keys(view_or_params, set()) & SECRET_KEYS)

def play(n: int, seed: int, chooser, options=None, check=None, max_moves: int = 20000):
    """Play to the end with chooser(state, seat, rng) -> action id and check(state, events) after
    every move (contract.play, one seat awaited at a time); returns (state, log)."""
    rng = Rng(seed * 31 + 7)
    return contract.play(G, SEATS[:n], seed, lambda state, seat, actions: chooser(state, seat, rng), options,
                         (lambda state, seat, events: check(state, events)) if check else None, max_moves)


def check(state, events) -> None:
    """Treasure, clue cards, roses and amulets conserved; nothing secret in public; each seat's
    view shows its own hand and gold only; at the end the scores are the gold held."""
    d = state.data
    assert treasure_total(state) == len(D.gold_deck()) + D.CURSES
    assert clue_total(state) == len(D.CLUE_DECK)
    assert roses_ok(state)
    assert all(p["amulets"] >= 0 for p in d["players"].values())
    held = sum(p["amulets"] for p in d["players"].values()) + sum(d["amulets"].values())
    assert d["amulet_supply"] + held <= D.AMULETS
    for e in events:
        if e.to is None:
            assert public_is_clean(e.params), e
        else:
            assert len(e.to) == 1
    public = G.view(state, None)
    assert public_is_clean(public)
    assert public["phase"] == d["phase"] and public["to_act"] == G.to_act(state)
    status = G.status(state)
    assert public_is_clean(status.params)
    if d["phase"] != "over":
        assert status.kind == d["phase"] and status.params["seat"] == G.to_act(state)[0]
    for seat in state.seats:
        v = G.view(state, seat)
        json.dumps(v)
        assert [c["id"] for c in v["hand"]] == d["players"][seat]["hand"]
        assert v["gold"] == sorted(d["players"][seat]["gold"])
        others = [t for t in state.seats if t != seat]
        # another seat's hand never shows: the view has only this seat's private keys
        assert all(len(p) == len(public["players"][0]) for p in v["players"])
        if d["phase"] == "offer" and G.to_act(state)[0] in others:
            assert v["offered_card"] is None
    out = G.outcome(state)
    if out is not None:
        assert out.scores == {s: sum(p["gold"]) for s, p in d["players"].items()}
        assert max(out.scores.values()) == out.scores[out.winners[0]]


def invariants(state, seat, events) -> None:
    """The contract suite's hook (tests/engine/contract.py)."""
    check(state, events)


def random_chooser(state, seat, rng):
    return rng.choice(G.legal_actions(state, seat)).id

def ai_chooser(state, seat, rng):
    return G.ai_choose(state, seat, rng)
