"""Victory points and the winner (spec §7, with the optional expedition end variant)."""

from __future__ import annotations

from ..core import Outcome, State, ranked
from .data import CARDS


# card id -> its swords in a personal display and its VP, as flat tuples (asked on every move)
_SWORDS = tuple(c.get("swords", 0) if c.get("kind") in ("sailor", "pirate") else 0 for c in CARDS)
_VP = tuple(c.get("vp", 0) for c in CARDS)


def swords_of(player: dict) -> int:
    """1 per Sailor, 2 per Pirate in the personal display."""
    return sum(map(_SWORDS.__getitem__, player["persons"]))  # map: no comprehension frame


def player_vp(player: dict) -> int:
    return sum(map(_VP.__getitem__, player["persons"])) + sum(map(_VP.__getitem__, player["expeditions"]))


def outcome_of(state: State) -> Outcome:
    """Most VP wins; tie: most coins; still tied: shared victory.
    Variant on: only players with at least one expedition can win ([I] nobody qualifies: everyone can)."""
    players = state.data["players"]
    seats = state.seats
    scores = {s: player_vp(players[s]) for s in seats}
    coins = {s: len(players[s]["coins"]) for s in seats}
    details = {s: {"coins": coins[s], "expeditions": len(players[s]["expeditions"])} for s in seats}
    pool = list(seats)
    if state.options.get("expedition_end_variant"):
        pool = [s for s in seats if players[s]["expeditions"]] or pool
    winners, tiebreak = ranked(scores, [("coins", coins)], among=pool)
    return Outcome(scores=scores, winners=winners, tiebreak=tiebreak, details=details)
