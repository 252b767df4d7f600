"""Tobago data tables (spec: the project's rules/tobago.md). Every value the sources leave open
lives here with the spec's documented default, so a real card list can replace it without
touching the rules.
"""

from __future__ import annotations

# --- the island -------------------------------------------------------------------------
# Terrain codes (spec §2.1) and their catalogue tokens.
TERRAINS: dict[str, str] = {
    "B": "beach", "S": "scrub", "J": "jungle", "M": "mountains", "L": "lake", "R": "river",
}
TERRAIN_ORDER = ("beach", "scrub", "jungle", "mountains", "lake", "river")

# Grid: offset "odd-q", columns q = 1..14 (letters A..N), rows r = 0..11 (numbers 1..12);
# odd columns sit half a hex lower. A hex is named column letter + row number: "F7" = q 6, r 6.
COLS = 14
ROWS = 12

# Spec §2.4: the uppercase-side layout transcribed from a real board photo (104 island hexes).
CLASSIC_ISLAND = """
. . . . B . . R B . B . . .
J . R B S S S R B . B M . .
J J R S S S S R R B M M M .
B J J R L L S S L L M M J J
B S S L L L J J J L J J B .
B S S S M L M J J J B B . .
. B M M S M L M M M M . . .
. . . S R R L L J S S . . .
. . . . J J L L J B . . . .
. . . M M J J J J B . . . .
. . . . M M M J . . . . . .
. . . . . M M M . . . . . .
"""

# Landmarks placed at setup (spec §1, §2.2): count per kind; statues also get a facing 0..5.
OBJECTS: dict[str, int] = {"hut": 4, "palm": 3, "statue": 3}
OBJECT_ORDER = ("statue", "hut", "palm")  # statues first: they have the tightest constraint

# Facing / direction d (0..5) in axial (x = q, z) steps: N, NE, SE, S, SW, NW on a flat-top grid.
DIRECTIONS = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))

# --- pieces -----------------------------------------------------------------------------
MAP_COLOURS = ("grey", "brown", "black", "white")          # the four treasure maps [C]
PLAYER_COLOURS = ("red", "blue", "yellow", "green")        # ATVs and roses [C]
MARKERS_PER_COLOUR = 17                                     # 68 / 4 [P]
ROSES_PER_PLAYER = 15                                       # [C]
AMULETS = 20                                                # [C]
HAND_SIZE = {2: 6, 3: 4, 4: 4}                              # [C]
MOVE_LEGS = 3                                               # [C]

# Treasure deck (spec §1): 39 gold cards + 2 curses; 12 gold cards always on top.
# Gold value counts are NOT known [?]: placeholder 5x2, 8x3, 11x4, 9x5, 6x6 (159 coins; the spec says 163, its counts add up to 159).
GOLD_COUNTS: dict[int, int] = {2: 5, 3: 8, 4: 11, 5: 9, 6: 6}
CURSES = 2
SAFE_ON_TOP = 12
CURSE = 0   # a curse in a treasure pile is stored as value 0

# --- clue cards -------------------------------------------------------------------------
RELATIONS = ("in", "not_in", "next", "not_next", "sight", "not_sight")

# The 52-card clue deck is NOT known [?]: spec §4.6's invented placeholder, one row per
# (relation, reference). A reference is a terrain, "largest_<terrain>", "ocean", or a landmark.
def _placeholder_deck() -> list[tuple[str, str]]:
    deck: list[tuple[str, str]] = []
    for t in TERRAIN_ORDER:
        deck += [("in", t), ("not_in", t), ("next", t)]
    deck += [("not_next", "river"), ("not_next", "beach"), ("sight", "river"), ("sight", "lake")]
    for t in TERRAIN_ORDER:
        deck += [("in", f"largest_{t}"), ("next", f"largest_{t}")]
    deck += [("not_in", "largest_jungle"), ("not_in", "largest_mountains"), ("sight", "largest_lake")]
    deck += [("next", "ocean"), ("not_next", "ocean"), ("sight", "ocean")]
    for obj in ("hut", "palm", "statue"):
        deck += [("next", obj), ("not_next", obj), ("sight", obj), ("not_sight", obj)]
    return deck


CLUE_DECK: tuple[tuple[str, str], ...] = tuple(_placeholder_deck())
assert len(CLUE_DECK) == 52


def clue_thing(card_id: int) -> dict:
    """A clue card as a catalogue "thing": relation + reference (see RELATIONS)."""
    rel, ref = CLUE_DECK[card_id]
    return {"type": "clue", "id": card_id, "relation": rel, "ref": ref}


def treasure_thing(value: int) -> dict:
    if value == CURSE:
        return {"type": "curse"}
    return {"type": "gold", "value": value}


def gold_deck() -> list[int]:
    return [v for v, n in sorted(GOLD_COUNTS.items()) for _ in range(n)]
