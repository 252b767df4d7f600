"""Tortuga 1667 card data (spec: the project's rules/tortuga.md §1–§2, §7).

Everything the sources leave open lives here as data, so the real values can be dropped in
without touching the rules: the vote-card symbol split (§1.3 [?], the spec's even-split
placeholder), the starred events and the texts not found (§1.4, §7 [?]: Cabin Fever, Facade,
the 24th card play as blanks), and the Treasure Map's placeholder effect (§7 [?]).
"""

from __future__ import annotations

SHIPS = ("dutchman", "roger")          # Flying Dutchman, Jolly Roger
PLACES = SHIPS + ("tortuga",)
SIDES = ("british", "french")          # the two holds of a ship, the two areas of Tortuga
TEAMS = ("british", "french", "dutch")
SHIP_CAPACITY = 5                      # [T] never more than 5 pawns on a ship
ROW_SIZE = 5
HAND_SIZE = 3
GALLEON_START = 4

# §1.2 loyalty cards per player count: (british, french, dutch)
LOYALTY = {2: (1, 1, 0), 3: (1, 1, 1), 4: (2, 2, 0), 5: (2, 2, 1),
           6: (3, 3, 0), 7: (3, 3, 1), 8: (4, 4, 0), 9: (4, 4, 1)}

# §1.3 vote cards: (attack, brawl, mutiny) symbols, one each. PLACEHOLDER [?]: the spec's even
# split (10 cannon / 10 fire / 10 water; 15/15 flags; 15/15 skull/helm), spread over the cards.
SINGLE_VOTES = (
    ("cannon", "british", "skull"),
    ("fire", "british", "skull"),
    ("water", "french", "skull"),
    ("cannon", "british", "helm"),
    ("fire", "british", "helm"),
    ("water", "french", "skull"),
    ("cannon", "british", "skull"),
    ("fire", "french", "helm"),
    ("water", "french", "helm"),
    ("cannon", "british", "skull"),
    ("fire", "french", "skull"),
    ("water", "british", "helm"),
    ("cannon", "british", "helm"),
    ("fire", "french", "skull"),
    ("water", "british", "skull"),
    ("cannon", "french", "helm"),
    ("fire", "french", "helm"),
    ("water", "british", "helm"),
    ("cannon", "french", "skull"),
    ("fire", "french", "skull"),
    ("water", "british", "helm"),
    ("cannon", "french", "helm"),
    ("fire", "british", "skull"),
    ("water", "british", "skull"),
    ("cannon", "french", "helm"),
    ("fire", "british", "helm"),
    ("water", "french", "skull"),
    ("cannon", "french", "skull"),
    ("fire", "british", "helm"),
    ("water", "french", "helm"),
)
# The two double cards [T]: each symbol counts twice. Their faces are the spec's placeholder [?].
DOUBLE_VOTES = (("cannon", "british", "skull"), ("fire", "french", "helm"))
SECTIONS = ("attack", "brawl", "mutiny")


def _vote_cards() -> tuple[dict, ...]:
    cards = []
    for i, faces in enumerate(SINGLE_VOTES + DOUBLE_VOTES):
        n = 2 if i >= len(SINGLE_VOTES) else 1
        cards.append({"id": i, "type": "vote_card",
                      **{sec: [sym] * n for sec, sym in zip(SECTIONS, faces)}})
    return tuple(cards)


VOTE_CARDS = _vote_cards()

# §1.4 / §7 event cards. `known`: False = text not found, the card plays as a blank (revealed,
# then discarded, no effect) until its text is verified. `kept`: stays in front of a player.
EVENTS = {
    "armada":        {"copies": 1, "starred": False, "known": True, "kept": False},
    "marque":        {"copies": 3, "starred": False, "known": True, "kept": False},  # may be saved
    "pistol":        {"copies": 3, "starred": False, "known": True, "kept": False},
    "albatross":     {"copies": 3, "starred": False, "known": True, "kept": True},
    "black_spot":    {"copies": 3, "starred": False, "known": True, "kept": False},
    "treasure_map":  {"copies": 3, "starred": False, "known": True, "kept": True},   # placeholder text
    "eight_bells":   {"copies": 1, "starred": False, "known": True, "kept": False},
    "stormy_seas":   {"copies": 1, "starred": False, "known": True, "kept": False},
    "atlantis":      {"copies": 1, "starred": True, "known": True, "kept": True},
    "fountain":      {"copies": 1, "starred": True, "known": True, "kept": True},
    "el_dorado":     {"copies": 1, "starred": True, "known": True, "kept": True},
    "cabin_fever":   {"copies": 1, "starred": True, "known": False, "kept": False},
    "facade":        {"copies": 1, "starred": True, "known": False, "kept": False},
    "unknown_24":    {"copies": 1, "starred": True, "known": False, "kept": False},
}
# Starred choice by default (spec §7 recommendation): the three starred cards whose text is known.
DEFAULT_STARRED = ("atlantis", "fountain", "el_dorado")
# 2–3 players: the Albatross cards leave the game [T].
SMALL_GAME_REMOVED = ("albatross",)

# Treasure Map placeholder (§7 [?]): the Revealer gives it to any player; whoever holds this many
# discards them and moves 1 treasure from the Galleon into any ship hold of their choice.
TREASURE_MAP_SET = 2
# Albatross: this many cards aboard one ship maroon everyone on it.
ALBATROSS_LIMIT = 2


def _event_cards() -> tuple[dict, ...]:
    cards = []
    for name, info in EVENTS.items():
        for _ in range(info["copies"]):
            cards.append({"id": len(cards), "type": "event_card", "name": name})
    return tuple(cards)


EVENT_CARDS = _event_cards()
ARMADA = next(c["id"] for c in EVENT_CARDS if c["name"] == "armada")


def event_name(card_id: int) -> str:
    return EVENT_CARDS[card_id]["name"]


def event_thing(card_id: int) -> dict:
    """An event card as a param: {"type": "event_card", "id", "name", "known"}."""
    name = event_name(card_id)
    return {"type": "event_card", "id": card_id, "name": name, "known": EVENTS[name]["known"]}


def vote_thing(card_id: int) -> dict:
    """A vote card as a param: all three sections, since one card serves every vote."""
    c = VOTE_CARDS[card_id]
    return {"type": "vote_card", "id": card_id, "attack": list(c["attack"]),
            "brawl": list(c["brawl"]), "mutiny": list(c["mutiny"])}


def slot_thing(slot: int, card_id: int) -> dict:
    """A row card a seat knows, with its slot: {"type": "slot_card", "slot", "card"}."""
    return {"type": "slot_card", "slot": slot, "card": event_thing(card_id)}
