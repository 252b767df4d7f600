"""What a seat sees (the renderer's and the AI's schema).

Public: the island, landmarks, amulets lying about, ATVs, every map's clues with their roses and
the possible hexes (derivable from the public clues and removals), the marker cubes, counts of
decks and of each player's treasure cards. Private to one seat: its clue hand, the values of its
treasure cards, and the treasure values it saw during the running distribution (its peek and
the cards offered to it). The card on offer lies face up (rulebook: "відкривається верхня
карта"): everyone sees it in `distribution.card`; `offered_card` repeats it for its seat.
"""

from __future__ import annotations

from typing import Any

from ..core import Event, State
from . import data as D
from . import hidden


def build_view(game, state: State, seat: str | None) -> dict[str, Any]:
    d = state.data
    b = game.board(state)
    lay = d["layout"]
    thr = state.options["marker_threshold"]
    maps = []
    for colour in D.MAP_COLOURS:
        m = d["maps"][colour]
        possible = int(m["possible"], 16)
        count = possible.bit_count()
        names = b.names_of(possible) if m["clues"] else []
        maps.append({
            "colour": colour,
            "clues": [{**D.clue_thing(c), "seat": s} for c, s in m["clues"]],
            "possible": names,
            "possible_count": count if m["clues"] else b.n,
            "markers": names if m["clues"] and count <= thr else [],
            "located": names[0] if m["clues"] and count == 1 else None,
        })
    dist = d["dist"]
    dist_view = None
    if dist is not None:
        offered = dist["roses"][dist["at"]] if d["phase"] == "offer" else None
        dist_view = {"map": dist["map"], "raiser_seat": dist["raiser"], "rose_seats": list(dist["roses"]),
                     "offered_seat": offered, "at": dist["at"], "pile": len(dist["pile"]),
                     "last_taker_seat": dist["last_taker"],
                     "card": D.treasure_thing(dist["card"]) if offered is not None else None}
    over = d["phase"] == "over"
    view: dict[str, Any] = {
        "game": game.name,
        "phase": d["phase"],
        "to_act": game.to_act(state),
        "you": seat,
        "active_seat": state.seats[d["active"]],
        "turn": dict(d["turn"]),
        "island": lay["island"],
        "cols": D.COLS, "rows": D.ROWS,
        "terrain": {n: D.TERRAINS[c] for n, c in lay["terrain"].items()},
        "objects": dict(lay["objects"]),
        "facing": dict(lay["facing"]),
        "amulets": dict(d["amulets"]),
        "amulet_supply": d["amulet_supply"],
        "maps": maps,
        "marker_threshold": thr,
        "clue_deck": len(d["clue_deck"]), "clue_discard": len(d["clue_discard"]),
        "treasure_deck": len(d["treasure_deck"]), "treasure_discard": len(d["treasure_discard"]),
        "curses_out": d["curses_out"],
        "final": d["final"],
        "distribution": dist_view,
        "restart": dict(d["restart"]) if d["restart"] else None,
        "players": [
            {"seat": s, "colour": p["colour"], "atv": p["atv"], "amulets": p["amulets"], "roses": p["roses"],
             "treasure_cards": len(p["gold"]), "hand_count": len(p["hand"]),
             **({"coins": sum(p["gold"])} if over else {})}
            for s in state.seats for p in (d["players"][s],)
        ],
        "winners": list(game.outcome(state).winners) if over else [],
    }
    if seat is not None and seat in d["players"]:
        p = d["players"][seat]
        view["hand"] = [D.clue_thing(c) for c in p["hand"]]
        view["gold"] = sorted(p["gold"])
        view["peeked"] = ([D.treasure_thing(v) for v in dist["known"].get(seat, [])]
                          if dist is not None else [])
        view["offered_card"] = (D.treasure_thing(dist["card"])
                                if dist is not None and d["phase"] == "offer"
                                and dist["roses"][dist["at"]] == seat else None)
        view["known"] = hidden.known(state, seat)  # the state as this seat knows it (Game.determinize)
    return view


def describe(view: dict[str, Any]) -> list[Event]:
    """The board's facts (Game.describe): each player's standing (ATV, amulets, treasure cards,
    roses; coins once over), what the viewer alone holds (their own view: clue hand, treasure
    values, cards peeked at and on offer), each map's clues and possible spaces, the running
    sharing, the amulets on the island and the decks. Everything here is on the image."""
    over = view["phase"] == "over"
    facts = [Event("winners", {"seats": view["winners"]})] if over else []
    facts += [Event("standing", {"seat": p["seat"], "stands": {
        "type": "final" if over else "player", "colour": p["colour"],
        "atv": {"type": "atv_on", "hex": p["atv"]} if p["atv"] else {"type": "atv_ashore"},
        "amulets": p["amulets"], "cards": p["treasure_cards"], "roses": p["roses"], "coins": p.get("coins", 0)}})
        for p in view["players"]]
    if view["you"] is not None:
        facts += _yours(view)
    for m in view["maps"]:
        facts.append(_map_fact(m))
    dist = view["distribution"]
    if dist is not None:
        facts.append(Event("sharing", {"map": dist["map"], "seats": dist["rose_seats"], "cards": dist["pile"]}))
    if view["amulets"]:
        facts.append(Event("amulets", {"spaces": sorted(view["amulets"])}))
    facts.append(Event("decks", {"treasures": view["treasure_deck"], "clues": view["clue_deck"],
                                 "amulets": view["amulet_supply"]}))
    if view["final"]:
        facts.append(Event("final_sharing", {}))
    return facts


def _map_fact(m: dict[str, Any]) -> Event:
    if m["located"] is not None:
        return Event("map_located", {"map": m["colour"], "space": m["located"], "clues": m["clues"]})
    if m["markers"]:
        return Event("map_marked", {"map": m["colour"], "spaces": m["markers"], "clues": m["clues"]})
    if m["clues"]:
        return Event("map_open", {"map": m["colour"], "count": m["possible_count"], "clues": m["clues"]})
    return Event("map_blank", {"map": m["colour"]})


def _yours(view: dict[str, Any]) -> list[Event]:
    """What only the viewer sees, as the image's own panel shows it."""
    facts = [Event("your_clues", {"cards": view["hand"]})] if view["hand"] else []
    if view["gold"]:
        facts.append(Event("your_treasure", {"cards": [D.treasure_thing(v) for v in view["gold"]]}))
    if view["peeked"]:
        facts.append(Event("your_peek", {"cards": view["peeked"]}))
    if view["offered_card"]:
        facts.append(Event("your_offer", {"card": view["offered_card"]}))
    return facts
