"""What a seat sees (the renderer's schema, and all the AI seat may read).

Port Royal has no secrets in hands, but coins are face-down card backs: only counts leave, never
which cards; the draw pile only as a count, never its order or contents. The discard pile is face up
(spec §1, §4) and every card reached it face up in front of everyone, so its contents are public
table memory: `discard_ids` lists them (sorted, so not even the pile order leaves). With the public
card table (data.CARDS) anyone can derive what is still unseen: the deck minus every face-up card."""

from __future__ import annotations

from typing import Any

from ..core import Event, State
from . import data as D
from . import hidden
from .scoring import player_vp, swords_of


def build_view(game, state: State, seat: str | None) -> dict[str, Any]:
    d = state.data
    over = d["phase"] == "over"
    view = {
        "game": game.name,
        "phase": d["phase"],
        "to_act": game.to_act(state),
        "you": seat,
        "options": dict(state.options),  # the table's rule readings: public, chosen at creation
        "round": d["round"],
        "turn": d["turn"],
        "revealed": d["revealed"],  # cards revealed this turn (public: each was turned face up)
        "active_seat": state.seats[d["active"]],
        "start_seat": state.seats[d["start"]],
        "final_round": d["final_round"],
        "picker_seat": None if over else d["picker"],
        "picks_left": None if over else d["picks_left"],
        "draw_count": len(d["draw"]),
        "discard_count": len(d["discard"]),
        "discard_ids": sorted(d["discard"]),
        "discard_top": D.card_view(d["discard"][-1]) if d["discard"] else None,
        "harbor": [D.card_view(c) for c in d["harbor"]],
        "pending": D.card_view(d["pending"]) if d["pending"] is not None else None,
        "expeditions": [D.card_view(c) for c in d["expeditions"]],
        "players": [
            {"seat": s, "coins": len(p["coins"]), "vp": player_vp(p), "swords": swords_of(p),
             "persons": [D.card_view(c) for c in p["persons"]],
             "expeditions": [D.card_view(c) for c in p["expeditions"]]}
            for s in state.seats for p in (d["players"][s],)
        ],
        "last": [D.card_view(c) for c in d["last"]],
        "winners": list(game.outcome(state).winners) if over else [],
    }
    if seat in d["players"]:  # the state as this seat knows it, for Game.determinize (the hard AI)
        view["known"] = hidden.known(state, seat)
    return view


def describe(view: dict[str, Any]) -> list[Event]:
    """The board's facts (Game.describe): each player's standing, the round, the harbor (and the
    ship awaiting a repel), the picks left, the open expeditions, each player's persons and
    expeditions, the piles. Everything here is on the image."""
    facts = [Event("standing", {"seat": p["seat"], "vp": p["vp"], "coins": p["coins"], "swords": p["swords"]})
             for p in view["players"]]
    facts.append(Event("final_round" if view["final_round"] else "round", {"round": view["round"]}))
    harbor = [D.thing(c["id"]) for c in view["harbor"]]
    facts.append(Event("harbor", {"cards": harbor}) if harbor else Event("harbor_empty", {}))
    if view["pending"] is not None:
        facts.append(Event("pending", {"card": D.thing(view["pending"]["id"])}))
    if view["picks_left"] is not None and view["picker_seat"] is not None:
        facts.append(Event("picks", {"seat": view["picker_seat"], "picks": view["picks_left"]}))
    if view["expeditions"]:
        facts.append(Event("expeditions", {"cards": [D.thing(c["id"]) for c in view["expeditions"]]}))
    for p in view["players"]:
        if p["persons"] or p["expeditions"]:
            facts.append(Event("display", {"seat": p["seat"], "cards": _grouped(p["persons"] + p["expeditions"])}))
    facts.append(Event("piles", {"draw": view["draw_count"], "discard": view["discard_count"]}))
    if view["discard_top"] is not None:
        facts.append(Event("discard_top", {"card": D.thing(view["discard_top"]["id"])}))
    return facts


def _grouped(cards: list[dict]) -> list[dict[str, Any]]:
    """Equal cards as one thing with their count, in the order they first appear."""
    counts: dict[tuple, list] = {}
    for card in cards:
        thing = D.thing(card["id"])
        key = tuple(sorted((k, str(v)) for k, v in thing.items() if k != "id"))
        counts.setdefault(key, [thing, 0])[1] += 1
    return [{"type": "times", "count": n, "card": thing} for thing, n in counts.values()]
