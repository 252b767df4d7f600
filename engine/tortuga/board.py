"""Board queries and moves shared by the rules, the view and the AI: where a pawn is,
who holds which role, team treasure. Plain functions over `state.data` (a dict)."""

from __future__ import annotations

from . import data as D


def where(d: dict, seat: str) -> tuple[str, int]:
    """(place, index): place is a ship, "tortuga", or "boat_<ship>" (index 0)."""
    for place in D.PLACES:
        line = d["lines"][place]
        if seat in line:
            return place, line.index(seat)
    for ship in D.SHIPS:
        if d["boats"][ship] == seat:
            return f"boat_{ship}", 0
    raise KeyError(seat)


def roles(d: dict, seat: str) -> list[str]:
    """Roles held now (spec §3.2): recomputed from the lines, never stored."""
    place, i = where(d, seat)
    out = []
    if place in D.SHIPS:
        line = d["lines"][place]
        if i == 0:
            out.append("captain")
        if i == 1:
            out.append("first_mate")
        if i == len(line) - 1:
            out.append("cabin_boy")
    elif place == "tortuga" and i == 0:
        out.append("governor")
    return out


def team_treasure(d: dict) -> dict[str, int]:
    return {side: sum(d["holds"][p][side] for p in D.PLACES) for side in D.SIDES}


def other_ship(ship: str) -> str:
    return D.SHIPS[1] if ship == D.SHIPS[0] else D.SHIPS[0]


def kept_names(d: dict, seat: str) -> list[str]:
    return [D.event_name(c) for c in d["kept"][seat]]


def albatross_aboard(d: dict, ship: str) -> int:
    return sum(kept_names(d, s).count("albatross") for s in d["lines"][ship])


def face_down_slots(d: dict) -> list[int]:
    """Row slots (1-based) holding a face-down card."""
    return [i + 1 for i, c in enumerate(d["row"]) if c is not None]
