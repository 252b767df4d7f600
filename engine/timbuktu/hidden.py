"""What a seat may not know in Timbuktu, for the contract's secret scramble: the thief sets it
has not seen this stage (each of their three cards shuffled among them), the camel cards the
others chose and have not revealed, and while loading the others' cargo (which camel carries
which load)."""

from __future__ import annotations

from ..core import Rng, Secret, State, clone
from . import data as D


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    if d["sets"]:
        unseen = [k for k in range(len(d["sets"])) if k not in d["seen"].get(seat, [])]
        for part in ("pen", "spaces", "goods"):
            cards = [d["sets"][k][part] for k in unseen]
            rng.shuffle(cards)
            for k, c in zip(unseen, cards):
                d["sets"][k][part] = c
    for s, letter in list(d["chosen"].items()):
        if s != seat and s not in d["revealed"]:
            d["chosen"][s] = rng.choice(sorted(L for L, c in d["camels"][s].items() if not c["moved"]))
    if d["phase"] == "load":
        for s, camels in d["camels"].items():
            if s != seat:
                loads = [c["goods"] for c in camels.values()]
                rng.shuffle(loads)
                for c, g in zip(camels.values(), loads):
                    c["goods"] = g


PARTS = ("pen", "spaces", "goods")


def known(state: State, seat: str) -> dict:
    """The state as `seat` knows it, for `determinize`: the parts of the thief sets it has not seen
    (None, each part's cards kept sorted: the thief cards are public), the others' unrevealed camel
    cards ("?"), and while loading the others' cargo and supply (None)."""
    d = clone(state.data)
    pools: dict[str, list] = {part: [] for part in PARTS}
    seen = d["seen"].get(seat, [])
    for k, st in enumerate(d["sets"]):
        if k not in seen:
            for part in PARTS:
                pools[part].append(st[part])
                st[part] = None
    for s in d["chosen"]:
        if s != seat and s not in d["revealed"]:
            d["chosen"][s] = "?"
    if d["phase"] == "load":
        for s, camels in d["camels"].items():
            if s != seat:
                for c in camels.values():
                    c["goods"] = None
                d["supply"][s] = None
    d["pools"] = {part: sorted(v, key=repr) for part, v in pools.items()}
    return {"seats": list(state.seats), "options": dict(state.options), "data": d}


def determinize(game, view: dict, seat: str, rng: Rng) -> State:
    """The unseen sets' parts dealt at random among them, a random unmoved camel for each hidden
    camel card, and while loading a random legal cargo for the others who are done (the others
    still loading have loaded nothing yet), their leftovers kept aside until the loads are shown."""
    known_ = view["known"]
    d = clone(known_["data"])
    pools = d.pop("pools")
    unseen = [st for st in d["sets"] if st["pen"] is None]
    for part in PARTS:
        rng.shuffle(pools[part])
        for st, value in zip(unseen, pools[part]):
            st[part] = value
    for s, letter in d["chosen"].items():
        if letter == "?":
            d["chosen"][s] = rng.choice(sorted(L for L, c in d["camels"][s].items() if not c["moved"]))
    state = State(game.name, known_["seats"], known_["options"], Rng(rng.next64()), d)
    if d["phase"] == "load":
        n = len(state.seats)
        waiting = set(view["to_act"])
        for s in state.seats:
            if d["supply"][s] is not None:
                continue
            d["supply"][s] = {g: D.OWN_SUPPLY[n] for g in D.GOODS}
            for c in d["camels"][s].values():
                c["goods"] = []
            if s in waiting:
                continue
            while any(not c["goods"] for c in d["camels"][s].values()):
                action = rng.choice(game._loads(state, s))
                for g in action.params["goods"]:
                    d["supply"][s][g] -= 1
                d["camels"][s][action.params["camel"]]["goods"] = list(action.params["goods"])
    return state


def secrets(state: State) -> list[Secret]:
    """Timbuktu's secrets as the rulebook names them: each thief set of the running stage (which
    pen, spaces and goods cards lie together) to those who have seen it, until its thefts are
    shown; a chosen camel card until it is turned; while loading (own cargo), each seat's loads."""
    d = state.data
    out = []
    shown = d.get("thefts") and d["thefts"]["stage"] == d.get("sets_stage")
    if d["sets"] and not shown:
        for k, st in enumerate(d["sets"]):
            seers = frozenset(s for s, seen in d["seen"].items() if k in seen)
            out.append(Secret("thief_set", (st["pen"], *st["spaces"], *st["goods"]), seers))
    for s, letter in d["chosen"].items():
        if s not in d["revealed"]:
            out.append(Secret("camel_card", (letter,), frozenset([s]), owner=s))
    if d["phase"] == "load":
        for s, camels in d["camels"].items():
            out += [Secret("load", tuple(c["goods"]), frozenset([s]), owner=s) for c in camels.values() if c["goods"]]
    return out
