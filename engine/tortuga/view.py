"""What a seat sees (the renderer's and the AI's schema).

Public: the board (lines, rowboats, holds, the Galleon), the row as face-down/empty slots,
kept cards, hand sizes, the last vote's counted symbols (shuffled, never who played what),
and a public record of who placed treasure where (`deeds`: everyone at the table saw it).
A seat adds only its own secrets: loyalty, vote hand, the row cards it has looked at, its
card(s) in the running vote. Loyalties of everyone appear only once the game is over.
"""

from __future__ import annotations

from typing import Any

from ..core import Event, State
from . import data as D
from . import hidden
from .board import roles, team_treasure, where

_PUBLIC_PENDING = ("kind", "seat", "vote", "place", "voters", "slots", "by_seat", "ship", "source", "cause")


def build_view(game, state: State, seat: str | None) -> dict[str, Any]:
    d = state.data
    over = bool(d["ended"])
    pend = d["pending"]
    pending = None
    if pend is not None:
        pending = {k: pend[k] for k in _PUBLIC_PENDING if k in pend}
        if "voters" in pending:
            pending["voter_seats"] = pending.pop("voters")
            pending["voted_seats"] = [s for s in pend["voters"] if s in pend["played"]]
        if "card" in pend:  # a revealed card awaiting its Revealer's choice: public
            pending["card"] = D.event_thing(pend["card"])
    view: dict[str, Any] = {
        "game": game.name,
        "phase": d["phase"],
        "to_act": game.to_act(state),
        "may_act": game.may_act(state),
        "you": seat,
        "players": len(state.seats),
        "order": list(d["order"]),
        "active_seat": d["order"][d["active"]],
        "actions_left": d["actions_left"],
        "turn": d["turns"],
        "sudden": d["sudden"],
        "reshuffled": d["reshuffled"],
        "lines": {k: list(v) for k, v in d["lines"].items()},
        "boats": dict(d["boats"]),
        "holds": {k: dict(v) for k, v in d["holds"].items()},
        "galleon": d["galleon"],
        "treasure": team_treasure(d),
        "roles": {s: roles(d, s) for s in state.seats},
        # each pawn's spot as data {"line": ship/"tortuga"/None, "index", "boat": ship/None}
        "positions": {s: where(d, s).as_view() for s in state.seats},
        "ship_capacity": D.SHIP_CAPACITY,
        "row": [{"slot": i + 1, "face_down": c is not None} for i, c in enumerate(d["row"])],
        "deck_count": len(d["deck"]),
        "discard_count": len(d["discard"]),
        "vote_deck_count": len(d["vote_deck"]),
        "hand_counts": {s: len(d["hands"][s]) for s in state.seats},
        "kept": {s: [D.event_thing(c) for c in d["kept"][s]] for s in state.seats},
        "deeds": {s: dict(v) for s, v in d["deeds"].items()},
        "pending": pending,
        "last_vote": d["last_vote"],
        "last_event": d["last_event"],
        "over": over,
    }
    if over:
        out = game.outcome(state)
        view["loyalties"] = dict(d["loyalty"])
        view["winners"] = list(out.winners)
        view["ended_by"] = d["ended"]
    if seat is not None and seat in d["loyalty"]:
        view["my_loyalty"] = d["loyalty"][seat]
        view["hand"] = [D.vote_thing(c) for c in d["hands"][seat]]
        view["seen"] = [{"slot": int(k), "card": D.event_thing(v)} for k, v in sorted(d["seen"][seat].items())]
        if pend is not None and pend["kind"] == "vote" and seat in pend["played"]:
            view["my_vote"] = [D.vote_thing(c) for c in pend["played"][seat]]
        view["known"] = hidden.known(state, seat)  # the state as this seat knows it (Game.determinize)
    return view


def describe(view: dict[str, Any]) -> list[Event]:
    """The board's facts (Game.describe): each team's treasure, what the viewer alone holds
    (loyalty, vote cards, row cards looked at), the Galleon, each ship's crew from its captain
    down with its holds and rowboat, Tortuga's line, the event row, the last vote, each player's
    cards, the decks; the loyalties once over. Everything here is on the image."""
    facts = [Event("winners", {"seats": view["winners"]})] if view["over"] else []
    facts += [Event("standing", {"team": team, "treasure": n}) for team, n in view["treasure"].items()]
    if view["you"] is not None and "my_loyalty" in view:
        facts += _yours(view)
    facts.append(Event("galleon", {"treasure": view["galleon"]}))
    for ship in ("dutchman", "roger"):
        facts.append(Event("ship", {"ship": ship, "seats": view["lines"][ship], **view["holds"][ship]}))
        if view["boats"][ship] is not None:
            facts.append(Event("rowboat", {"ship": ship, "seat": view["boats"][ship]}))
    facts.append(Event("island", {"seats": view["lines"]["tortuga"], **view["holds"]["tortuga"]}))
    facts.append(Event("row", {"count": sum(slot["face_down"] for slot in view["row"])}))
    if view["last_event"] is not None:
        facts.append(Event("last_event", {"card": view["last_event"]}))
    vote = view["last_vote"]
    if vote is not None:
        facts.append(Event("last_vote", {"vote": vote["vote"], "place": vote["place"], "result": vote["result"]}))
    for seat in view["order"]:
        facts.append(Event("player", {"seat": seat, "cards": view["hand_counts"][seat], "kept": view["kept"][seat]}))
    facts.append(Event("decks", {"votes": view["vote_deck_count"], "events": view["deck_count"],
                                 "discards": view["discard_count"]}))
    facts += [Event("loyalty", {"seat": seat, "team": team}) for seat, team in (view.get("loyalties") or {}).items()]
    return facts


def _yours(view: dict[str, Any]) -> list[Event]:
    """What only the viewer sees, as the image shows it: loyalty, vote cards, row cards seen."""
    facts = [Event("your_loyalty", {"team": view["my_loyalty"]})]
    if view["hand"]:
        facts.append(Event("your_votes", {"cards": view["hand"]}))
    if view["seen"]:
        facts.append(Event("your_seen", {"cards": [{"type": "slot_card", **seen} for seen in view["seen"]]}))
    return facts
