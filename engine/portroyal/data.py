"""Port Royal card data (spec §1.7), as plain tables.

The 120 cards get stable integer ids 0..119, built in table order:
ships 0..49, persons 50..109, expeditions 110..115 (115 = the 5-player one), tax 116..119.
Change numbers here, never in the rules code.
"""

from __future__ import annotations

# [colour, swords (None = skull), coins, count]
SHIPS = [
    ["yellow", 1, 1, 3],
    ["yellow", 1, 2, 1],
    ["yellow", 2, 2, 2],
    ["yellow", 2, 3, 1],
    ["yellow", 4, 3, 2],
    ["yellow", 4, 4, 1],
    ["blue", 1, 1, 3],
    ["blue", 1, 2, 1],
    ["blue", 2, 2, 2],
    ["blue", 2, 3, 1],
    ["blue", 5, 3, 2],
    ["blue", 5, 4, 1],
    ["green", 1, 1, 3],
    ["green", 1, 2, 1],
    ["green", 3, 2, 2],
    ["green", 3, 3, 1],
    ["green", 5, 3, 2],
    ["green", 5, 4, 1],
    ["red", 1, 1, 3],
    ["red", 3, 2, 3],
    ["red", 6, 3, 2],
    ["red", None, 3, 1],
    ["red", None, 4, 1],
    ["black", 2, 1, 3],
    ["black", 4, 2, 3],
    ["black", 7, 3, 2],
    ["black", None, 3, 1],
    ["black", None, 4, 1],
]

# [kind, cost, vp, count, extra]
PERSONS = [
    ["trader", 3, 1, 1, {"colour": "yellow"}],
    ["trader", 5, 2, 1, {"colour": "yellow"}],
    ["trader", 3, 1, 1, {"colour": "blue"}],
    ["trader", 5, 2, 1, {"colour": "blue"}],
    ["trader", 3, 1, 2, {"colour": "green"}],
    ["trader", 3, 1, 2, {"colour": "red"}],
    ["trader", 3, 1, 2, {"colour": "black"}],
    ["settler", 4, 1, 5, {"symbol": "hut"}],
    ["captain", 4, 1, 5, {"symbol": "anchor"}],
    ["priest", 4, 1, 5, {"symbol": "cross"}],
    ["jack_of_all_trades", 6, 1, 3, {"symbol": "any"}],
    ["sailor", 3, 1, 7, {"swords": 1}],
    ["sailor", 5, 2, 2, {"swords": 1}],
    ["sailor", 7, 3, 1, {"swords": 1}],
    ["pirate", 5, 1, 1, {"swords": 2}],
    ["pirate", 7, 2, 1, {"swords": 2}],
    ["pirate", 9, 3, 1, {"swords": 2}],
    ["mademoiselle", 7, 2, 2, {}],
    ["mademoiselle", 9, 3, 2, {}],
    ["jester", 5, 1, 1, {}],
    ["jester", 7, 2, 3, {}],
    ["jester", 9, 3, 1, {}],
    ["admiral", 5, 1, 1, {}],
    ["admiral", 7, 2, 3, {}],
    ["admiral", 9, 3, 2, {}],
    ["governor", 8, 0, 4, {}],
]

# [requirements, vp, coins, five_player_only]
EXPEDITIONS = [
    [["anchor", "anchor"], 4, 2, False],
    [["cross", "cross"], 4, 2, False],
    [["hut", "hut"], 4, 2, False],
    [["anchor", "anchor", "hut"], 6, 3, False],
    [["cross", "cross", "hut"], 6, 3, False],
    [["anchor", "cross", "hut"], 5, 3, True],
]

# [bonus_to, count]
TAX_INCREASES = [
    ["most_swords", 2],
    ["fewest_vp", 2],
]

# [I] The spec is silent on a turn that never ends: a repelled ship goes to the discard pile, an empty
# draw pile is refilled from it, so a player with enough swords can reveal and repel the same few ships
# (and tax cards) forever when nothing else is left to draw. Discovery must stop after this many
# reveals in one turn (the size of the deck: no turn without that recycling comes near it).
MAX_REVEALS_PER_TURN = 120

COLOURS = ("yellow", "blue", "green", "red", "black")
SYMBOLS = ("anchor", "cross", "hut")


def _build() -> list[dict]:
    cards: list[dict] = []
    for colour, swords, coins, count in SHIPS:
        for _ in range(count):
            cards.append({"type": "ship", "id": len(cards), "colour": colour, "swords": swords, "coins": coins})
    for kind, cost, vp, count, extra in PERSONS:
        for _ in range(count):
            card = {"type": "person", "id": len(cards), "kind": kind, "cost": cost, "vp": vp}
            card.update(extra)
            cards.append(card)
    for needs, vp, coins, five in EXPEDITIONS:
        cards.append({"type": "expedition", "id": len(cards), "needs": list(needs), "vp": vp, "coins": coins,
                      "five_player_only": five})
    for bonus, count in TAX_INCREASES:
        for _ in range(count):
            cards.append({"type": "tax", "id": len(cards), "bonus": bonus})
    return cards


CARDS: list[dict] = _build()
FIVE_PLAYER_EXPEDITION: int = next(c["id"] for c in CARDS if c.get("five_player_only"))
DECK_IDS: list[int] = [c["id"] for c in CARDS if c["id"] != FIVE_PLAYER_EXPEDITION]
ALL_IDS: list[int] = [c["id"] for c in CARDS]


_VIEWS: list[dict] = [{k: v for k, v in card.items() if k != "five_player_only"} for card in CARDS]


def card_view(card_id: int) -> dict:
    """The card as the view schema shows it (a fresh dict: callers may not share it)."""
    out = dict(_VIEWS[card_id])
    if "needs" in out:
        out["needs"] = list(out["needs"])
    return out


def _thing(card_id: int) -> dict:
    out = card_view(card_id)
    if out["type"] == "ship":
        out["strength"] = "skull" if out["swords"] is None else out["swords"]
    elif out["type"] == "person":
        out["name"] = f"trader_{out['colour']}" if out["kind"] == "trader" else out["kind"]
    return out


# Built once: every listed take and claim, and most events, carry a card (hot on every move).
_THINGS: list[dict] = [_thing(card_id) for card_id in ALL_IDS]


def thing(card_id: int) -> dict:
    """The card as an action/event param: the view dict plus word helpers
    (`strength` for ships: a number or "skull"; `name` for persons: a term key).
    A fresh dict, like card_view (its one list, an expedition's `needs`, fresh too)."""
    out = _THINGS[card_id].copy()
    if "needs" in out:
        out["needs"] = list(out["needs"])
    return out
