"""What a seat sees (the renderer's and the AI's schema).

Public: the two areas in play, every camel with its cargo (caravan boards lie open), the removed
pieces (each kind's value), whose turn, which seats have chosen a card, the ring's seating, this
stage's moves in order (the trail), and the last stage's five sets once they have struck. Private
to `seat` only: the thief sets it has seen this stage (its current one last), the camel card it
chose this round, and while loading its own camels (variant) its cargo and supply, which others
see only when everyone is done.
"""

from __future__ import annotations

from typing import Any

from ..core import Event, State, clone
from . import data as D
from . import hidden
from .scoring import carried, scores_of


def set_thing(d: dict, k: int) -> dict[str, Any]:
    st = d["sets"][k]
    return {"type": "thief_set", "stage": d["sets_stage"], "pen": st["pen"],
            "spaces": list(st["spaces"]), "goods": list(st["goods"])}


def _area(d: dict, index: int, role: str) -> dict[str, Any]:
    area = d["route"][index]
    grid = d["grid"][area]
    ex = D.EXCHANGE_SPACES.get(area, ()) if index > 0 else ()
    return {"area": area, "index": index, "role": role, "pens": [
        {"pen": p, "spaces": [{"space": i + 1, "seat": occ[0] if occ else None, "camel": occ[1] if occ else None,
                               "exchange": (p, i + 1) in ex} for i, occ in enumerate(grid[p])]}
        for p in D.PENS]}


def build_view(game, state: State, seat: str | None) -> dict[str, Any]:
    d = state.data
    ph = d["phase"]
    stage = d["stage"]
    hidden_cargo = ph == "load"
    board = [_area(d, 0, "entering")] if stage == 0 else [_area(d, stage - 1, "leaving"), _area(d, stage, "entering")]
    camels = []
    for s in state.seats:
        for L, c in d["camels"][s].items():
            show = not hidden_cargo or s == seat
            at = c["at"]
            camels.append({"seat": s, "camel": L, "goods": list(c["goods"]) if show else None,
                            "area": at[0] if at else None, "pen": at[1] if at else None,
                            "space": at[2] if at else None, "moved": c["moved"]})
    scores = scores_of(state)
    players = []
    for s in state.seats:
        cs = d["camels"][s]
        hide = hidden_cargo and s != seat
        players.append({"seat": s, "goods": None if hide else carried(state, s),
                        "pieces": None if hide else sum(len(c["goods"]) for c in cs.values()),
                        "score": None if hide else scores[s], "chosen": s in d["chosen"],
                        "to_move": sum(1 for c in cs.values() if not c["moved"]) if stage else None,
                        "unplaced": sum(1 for c in cs.values() if c["at"] is None)})
    n = len(state.seats)
    ring = [None if off is None else state.seats[(d["start"] + off) % n] for off in D.ring_slots(n)]
    hand = None
    if seat in d["camels"]:
        seen = d["seen"].get(seat, [])
        hand = {"seen": [set_thing(d, k) for k in seen],
                "set": set_thing(d, seen[-1]) if seen and d["sets"] else None,
                "camel": d["chosen"].get(seat),
                "supply": dict(d["supply"][seat]) if seat in d["supply"] else None}
    over = ph == "over"
    view = {
        "game": game.name, "phase": ph, "to_act": game.to_act(state), "you": seat,
        "stage": stage, "stages": len(d["route"]) - 1, "round": d["round"],
        "rounds": D.CAMELS_BY_COUNT[n], "cargo": state.options["cargo"],
        "start_seat": state.seats[d["start"]], "round_seat": state.seats[d["round_start"]],
        "placer_seat": state.seats[d["placer"]] if ph == "place" else None,
        "mover_seat": d["queue"][0] if ph == "move" else None,
        "revealed": dict(d["revealed"]),
        "route": list(d["route"]), "board": board,
        "arrows": {p: list(t) for p, t in D.arrows(state.options["arrows"]).items()},
        "camels": camels, "players": players,
        "removed": dict(d["removed"]), "box": dict(d["box"]),
        "thief_cards": {"pens": list(D.PENS),
                        "spaces": [list(c) for c in D.SPACE_CARDS[state.options["space_cards"]]],
                        "goods": [list(c) for c in D.GOODS_CARDS[state.options["goods_cards"]]]},
        "ring": ring, "passes": d["passes"], "thefts": d["thefts"], "trail": clone(d.get("trail", [])),
        "hand": hand,
        "winners": list(game.outcome(state).winners) if over else [],
    }
    if seat in d["camels"]:  # the state as this seat knows it, for Game.determinize (the hard AI)
        view["known"] = hidden.known(state, seat)
    return view



def describe(view: dict[str, Any]) -> list[Event]:
    """The board's facts (Game.describe): each player's score and goods (hidden while the others
    load), what the viewer alone holds (the thief sets seen this stage, the camel chosen), the
    stage and round, the camels turned up, the goods' values, the last stage's thefts, then every
    pen's camels area by area (and camels still to place). Everything here is on the image."""
    over = view["phase"] == "over"
    facts = [Event("winners", {"seats": view["winners"]})] if over else []
    for p in view["players"]:
        goods = p["goods"]
        stands = {"type": "hidden"} if goods is None else {"type": "score", "score": p["score"], **goods}
        facts.append(Event("standing", {"seat": p["seat"], "stands": stands}))
    hand = view["hand"]
    if view["you"] is not None and hand is not None:
        if hand["seen"]:
            facts.append(Event("your_sets", {"sets": hand["seen"]}))
        if hand["camel"] is not None:
            facts.append(Event("your_camel", {"camel": hand["camel"]}))
    if view["stage"]:
        facts.append(Event("stage", {key: view[key] for key in ("stage", "stages", "round", "rounds")}))
    if view["revealed"]:
        facts.append(Event("revealed", {"camels": [{"type": "camel", "seat": s, "camel": c}
                                                   for s, c in view["revealed"].items()]}))
    facts.append(Event("values", {g: view["removed"][g] for g in D.GOODS}))
    if view["thefts"]:
        facts.append(Event("thefts", {"area": view["thefts"]["area"], "sets": view["thefts"]["sets"]}))
    for area in view["board"]:
        facts.append(Event("area", {"area": area["area"], "role": area["role"]}))
        for pen in area["pens"]:
            camels = [{"type": "camel_at", "seat": sp["seat"], "camel": sp["camel"], "space": sp["space"]}
                      for sp in pen["spaces"] if sp["seat"] is not None]
            if camels:
                facts.append(Event("pen", {"pen": pen["pen"], "camels": camels}))
    facts += [Event("unplaced", {"seat": p["seat"], "count": p["unplaced"]}) for p in view["players"]
              if p["unplaced"] and view["stage"] == 0]
    return facts
