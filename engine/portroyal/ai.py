"""Port Royal AI seat: a few honest heuristics, no peeking at hidden cards.

- Discover: estimate the bust chance from the cards it cannot see (draw pile plus every
  coin stack, by composition only) and stop when the risk outweighs what the harbor offers.
- Repel: always when keeping would bust; keep valuable ships otherwise.
- Picks: score each take in VP-equivalents (VP + ability value − coins spent), hire toward
  12 VP, take ships for coins when no hire is worth it; always claim expeditions.
"""

from __future__ import annotations

from ..core import Rng, State
from .data import CARDS
from .rules import can_repel, count_kind, harbor_colours, hire_cost
from .scoring import player_vp, swords_of



def _coin(coins: int) -> float:
    """VP worth of one coin: coins matter less the more you hold (and 12+ invites the tax)."""
    return 0.35 if coins <= 4 else 0.25 if coins <= 8 else 0.15 if coins <= 11 else 0.08


def _bust_chance(state: State, seat: str) -> float:
    d = state.data
    p = d["players"][seat]
    if d["draw"]:
        pool = list(d["draw"])
        for q in d["players"].values():
            pool += q["coins"]
    else:
        pool = d["discard"]
    if not pool:
        return 1.0
    colours = {CARDS[c]["colour"] for c in d["harbor"] if CARDS[c]["type"] == "ship"}
    bad = sum(1 for c in pool if CARDS[c]["type"] == "ship" and CARDS[c]["colour"] in colours and not can_repel(p, c))
    return bad / len(pool)


def _ability(state: State, seat: str, card: dict) -> float:
    d = state.data
    p = d["players"][seat]
    vp = player_vp(p)
    if d["final_round"] or max(player_vp(q) for q in d["players"].values()) >= 10:
        return 0.0
    kind = card["kind"]
    early = vp < 7
    if kind == "governor":
        return 2.4 if early else 0.3
    if kind == "mademoiselle":
        return 1.0 if early else 0.3
    if kind == "admiral":
        return 0.8 if early else 0.3
    if kind == "jester":
        return 0.6 if early else 0.2
    if kind == "trader":
        return 0.5 if early else 0.1
    if kind in ("sailor", "pirate"):
        return (0.35 if swords_of(p) < 5 else 0.1) * card["swords"]
    sym = card.get("symbol")
    if sym:
        needs = [s for e in d["expeditions"] for s in CARDS[e]["needs"]]
        if sym == "any":
            return 1.0 if needs else 0.4
        return 1.3 if sym in needs else 0.4
    return 0.0


def _take_value(state: State, seat: str, action) -> float:
    card = CARDS[int(action.id.split(":")[1])]
    pay = action.params.get("compensation", 0)
    coin = _coin(len(state.data["players"][seat]["coins"]))
    if card["type"] == "ship":
        return (action.params["coins"] - pay) * coin
    return card["vp"] + _ability(state, seat, card) - (action.params["cost"] + pay) * coin


def _harbor_value(game, state: State, seat: str) -> float:
    """What stopping now is worth: the best takes for the picks Phase 2 would give."""
    d = state.data
    p = d["players"][seat]
    picks = (3 if harbor_colours(d) >= 5 else 2 if harbor_colours(d) == 4 else 1) + count_kind(p, "governor")
    values = []
    for c in d["harbor"]:
        card = CARDS[c]
        if card["type"] == "ship":
            values.append(card["coins"] * _coin(len(p["coins"])))
        elif hire_cost(p, c) <= len(p["coins"]):
            values.append(card["vp"] + _ability(state, seat, card) - hire_cost(p, c) * _coin(len(p["coins"])))
    values.sort(reverse=True)
    return sum(v for v in values[:picks] if v > 0)


def choose(game, state: State, seat: str, rng: Rng) -> str:
    acts = game.legal_actions(state, seat)
    ids = {a.id: a for a in acts}
    d = state.data
    claims = [a for a in acts if a.kind == "claim"]
    if claims:
        return min(claims, key=lambda a: (-a.params["vp"], a.params["jacks"])).id
    phase = d["phase"]
    if phase == "repel":
        keep = ids["keep"]
        if keep.params["bust"]:
            return "repel"
        return "keep" if CARDS[d["pending"]]["coins"] >= 3 and not d["harbor"] else "repel"
    if phase == "discover":
        if "draw" not in ids:
            return "stop" if "stop" in ids else "end"
        if "stop" not in ids:
            return "draw"
        risk = _bust_chance(state, seat)
        now = _harbor_value(game, state, seat)
        gain = 0.25
        if harbor_colours(state.data) in (3, 4):
            gain += 0.3  # one more colour means one more pick
        if count_kind(d["players"][seat], "admiral") and len(d["harbor"]) == 4:
            gain += 0.5 * count_kind(d["players"][seat], "admiral")
        return "draw" if (1 - risk) * gain > risk * (max(now, 1.0) + 0.6) else "stop"
    if phase == "bust":
        return "end"
    takes = [a for a in acts if a.id.startswith("take:")]
    if takes:
        best = max(takes, key=lambda a: (_take_value(state, seat, a), a.id))
        if _take_value(state, seat, best) > 0.05:
            return best.id
    return "done" if "done" in ids else "pass"
