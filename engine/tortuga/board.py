"""Board queries and moves shared by the rules, the view and the AI: where a pawn is,
who holds which role, team treasure. Plain functions over `state.data` (a dict)."""

from __future__ import annotations

from typing import NamedTuple

from . import data as D


class Spot(NamedTuple):
    """Where a pawn is: in the line of a ship or of Tortuga (`line`, at `index`, 0 = the front),
    or in a ship's rowboat (`boat` is that ship, `line` None)."""

    line: str | None
    index: int = 0
    boat: str | None = None

    @property
    def ship(self) -> str | None:
        """The ship whose line holds the pawn (None on Tortuga or in a rowboat)."""
        return self.line if self.line in D.SHIPS else None

    @property
    def name(self) -> str:
        """The place as events and views name it: a ship, "tortuga", or "boat_<ship>"."""
        return self.line if self.boat is None else f"boat_{self.boat}"

    def as_view(self) -> dict:
        return {"line": self.line, "index": self.index, "boat": self.boat}


def where(d: dict, seat: str) -> Spot:
    for place in D.PLACES:
        line = d["lines"][place]
        if seat in line:
            return Spot(place, line.index(seat))
    for ship in D.SHIPS:
        if d["boats"][ship] == seat:
            return Spot(None, 0, ship)
    raise KeyError(seat)


def roles(d: dict, seat: str) -> list[str]:
    """Roles held now (spec §3.2): recomputed from the lines, never stored."""
    spot = where(d, seat)
    out = []
    if spot.ship:
        line = d["lines"][spot.ship]
        if spot.index == 0:
            out.append("captain")
        if spot.index == 1:
            out.append("first_mate")
        if spot.index == len(line) - 1:
            out.append("cabin_boy")
    elif spot.line == "tortuga" and spot.index == 0:
        out.append("governor")
    return out


def team_treasure(d: dict) -> dict[str, int]:
    return {side: sum(d["holds"][place][side] for place in D.PLACES) for side in D.SIDES}


def other_ship(ship: str) -> str:
    return D.SHIPS[1] if ship == D.SHIPS[0] else D.SHIPS[0]


def kept_names(d: dict, seat: str) -> list[str]:
    return [D.event_name(c) for c in d["kept"][seat]]


def albatross_aboard(d: dict, ship: str) -> int:
    return sum(kept_names(d, s).count("albatross") for s in d["lines"][ship])


def face_down_slots(d: dict) -> list[int]:
    """Row slots (1-based) holding a face-down card."""
    return [i + 1 for i, c in enumerate(d["row"]) if c is not None]
