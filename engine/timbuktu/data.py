"""Timbuktu data tables (spec: the project's rules/timbuktu.md).

Three tables are reconstructions [R] (no board scan, card list or printed cargo was found):
ARROWS, EXCHANGE_SPACES and PRINTED_CARGO, plus three space cards and three goods cards.
They live here, apart from the rules, so a physical copy can correct them without touching code.
"""

from __future__ import annotations

GOODS = ("gold", "coffee", "pepper", "salt", "water")  # rulebook listing order [C]
PER_KIND = 21                                           # 5 kinds x 21 = 105 [C]
CAPACITY = 4                                            # goods per camel [C]

# Pens of every area, in one fixed order [R]; the fifth symbol is a palm or a second crescent [P].
PENS = ("palm", "lamp", "star", "scimitar", "moon")
SPACES = 5                                              # spaces 1..5 per pen [C]

LETTERS = "ABCDEFGH"
CAMELS_BY_COUNT = {3: 8, 4: 6, 5: 5}                    # camels (and rounds per stage) [C]

# Board parts: L1 = start + oasis 1; small parts A, B; L2 = second-to-last oasis + Timbuktu [C].
ROUTES = {
    3: ("start", "oasis1", "oasis2", "timbuktu"),
    4: ("start", "oasis1", "oasisA", "oasis2", "timbuktu"),
    5: ("start", "oasis1", "oasisA", "oasisB", "oasis2", "timbuktu"),
}

# Thief cards [C for the kinds and counts; see the tags per card].
# Space cards: {1,3} C, {1,5} C, {3,4} P, {2,4} R, {2,5} R. The alternative keeps both confirmed
# cards and is balanced too (every number on exactly two cards).
SPACE_CARDS = {
    "balanced_34": ((1, 3), (1, 5), (2, 4), (2, 5), (3, 4)),
    "balanced_23": ((1, 3), (1, 5), (2, 3), (2, 4), (4, 5)),
}
# Goods cards: {water, gold} C, {salt, pepper} C; the other three [R] are the balanced completions
# named by their cross pair (the rest pair coffee with the two kinds left over).
GOODS_CARDS = {
    "salt_water": (("water", "gold"), ("salt", "pepper"), ("gold", "coffee"), ("coffee", "pepper"), ("salt", "water")),
    "gold_salt": (("water", "gold"), ("salt", "pepper"), ("gold", "salt"), ("coffee", "water"), ("coffee", "pepper")),
    "gold_pepper": (("water", "gold"), ("salt", "pepper"), ("gold", "pepper"), ("coffee", "water"), ("coffee", "salt")),
    "pepper_water": (("water", "gold"), ("salt", "pepper"), ("pepper", "water"), ("coffee", "gold"), ("coffee", "salt")),
}

# Free arrows from pen i of one area into the next area [R]: the same pen or the next one over
# (wrapping). "same_or_previous" mirrors it (the 1993 roads switched to the left neighbour [P]).
ARROW_SHIFTS = {"same_or_next": (0, 1), "same_or_previous": (0, -1)}


def arrows(layout: str) -> dict[str, tuple[str, str]]:
    """pen -> the two pens of the next area it reaches for free (same for every transition)."""
    a, b = ARROW_SHIFTS[layout]
    n = len(PENS)
    return {p: (PENS[(i + a) % n], PENS[(i + b) % n]) for i, p in enumerate(PENS)}


# Exchange spaces per destination area [P: two each; R: positions]: space 3 of one pen, space 4 of
# another, different pens in every area; both <= 4 so they trigger with 24 camels too.
EXCHANGE_SPACES: dict[str, tuple[tuple[str, int], ...]] = {
    "oasis1": (("palm", 3), ("lamp", 4)),
    "oasisA": (("star", 3), ("scimitar", 4)),
    "oasisB": (("moon", 3), ("palm", 4)),
    "oasis2": (("lamp", 3), ("star", 4)),
    "timbuktu": (("scimitar", 3), ("moon", 4)),
}

# Printed cargo of the caravan board's standard side [R] (meets every supply constraint, spec §1.5).
PRINTED_CARGO = {
    "A": ("gold", "coffee", "pepper", "salt"),
    "B": ("coffee", "pepper", "salt", "water"),
    "C": ("pepper", "salt", "water", "gold"),
    "D": ("salt", "water", "gold", "coffee"),
    "E": ("water", "gold", "coffee", "pepper"),
    "F": ("gold", "coffee", "pepper", "salt"),
    "G": ("water", "water", "salt", "gold"),
    "H": ("water", "salt", "coffee", "pepper"),
}

# Variant side: each player's own supply per kind, by player count [C].
OWN_SUPPLY = {3: 7, 4: 5, 5: 4}
MIN_KINDS = 3                                           # a self-loaded camel carries 3 or 4 kinds [C]


def ring_slots(n: int) -> tuple[int | None, ...]:
    """The 5 places sets lie in, clockwise from the stage start player; an int is the seat offset
    from that player, None a gap between two players (face down, nobody looks) [C]."""
    return {5: (0, 1, 2, 3, 4), 4: (0, 1, 2, 3, None), 3: (0, None, 1, 2, None)}[n]


def loadouts() -> list[tuple[str, ...]]:
    """Every way to load one camel on the variant side: 4 pieces of 3 or 4 kinds, sorted by GOODS."""
    out = []
    k = len(GOODS)

    def rec(start: int, left: int, acc: list[int]) -> None:
        if left == 0:
            if len(set(acc)) >= MIN_KINDS:
                out.append(tuple(GOODS[i] for i in acc))
            return
        for i in range(start, k):
            rec(i, left - 1, acc + [i])

    rec(0, CAPACITY, [])
    return out


LOADOUTS = loadouts()
