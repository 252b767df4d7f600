"""Port Royal AI seat: a few honest heuristics, from its view and the legal actions only.

- Discover: estimate the bust chance from the cards it cannot see (the deck minus every face-up
  card, or the discard pile when the draw pile is empty and will be reshuffled from it) and stop
  when the risk outweighs what the harbor offers. It also stops when drawing cannot gain anything:
  the draw pile is empty and the discard holds only ships it would repel and tax cards (those
  recycle forever), or after MAX_REVEALS reveals in one turn.
- Repel: always when keeping would bust; keep valuable ships otherwise.
- Picks: score each take in VP-equivalents (VP + ability value − coins spent), hire toward
  12 VP, take ships for coins when no hire is worth it; always claim expeditions. With the
  expedition end variant (a public table option, in the view) and no expedition of its own, the
  persons an expedition on the table needs come first: without one it could never end the game.
"""

from __future__ import annotations

from typing import Any

from ..core import Action, Rng
from .data import CARDS, DECK_IDS
from .rules import can_repel, count_kind, harbor_colours, hire_cost, picks_for_colours
from .scoring import swords_of

# A turn that has revealed this many cards has long used up what the deck offers; stop.
MAX_REVEALS = 40


class _Seen:
    """What the view tells, in the shapes the rules helpers take (card ids, a player dict)."""

    def __init__(self, view: dict[str, Any]):
        self.view = view
        players = {p["seat"]: p for p in view["players"]}
        me = players[view["you"]]
        self.me = {"persons": [c["id"] for c in me["persons"]], "expeditions": [c["id"] for c in me["expeditions"]]}
        self.coins = me["coins"]
        self.vp = me["vp"]
        self.top_vp = max(p["vp"] for p in view["players"])
        self.harbor = [c["id"] for c in view["harbor"]]
        self.expeditions = [c["id"] for c in view["expeditions"]]
        self.pending = view["pending"]["id"] if view["pending"] else None
        self.discard = list(view["discard_ids"])

    def unseen(self) -> list[int]:
        """Cards in the draw pile or in coin stacks: the deck minus everything face up."""
        v = self.view
        seen = set(self.harbor) | set(self.expeditions) | set(self.discard)
        if self.pending is not None:
            seen.add(self.pending)
        for p in v["players"]:
            seen |= {c["id"] for c in p["persons"] + p["expeditions"]}
        return [c for c in DECK_IDS if c not in seen]

    def pool(self) -> list[int]:
        """What the next reveal comes from: the unseen cards, or the discard about to be reshuffled."""
        return self.unseen() if self.view["draw_count"] else self.discard


def _coin(coins: int) -> float:
    """VP worth of one coin: coins matter less the more you hold (and 12+ invites the tax)."""
    return 0.35 if coins <= 4 else 0.25 if coins <= 8 else 0.15 if coins <= 11 else 0.08


def _bust_odds(s: _Seen) -> tuple[int, int]:
    """(cards that would bust the harbor, cards the next reveal comes from)."""
    pool = s.pool()
    colours = {CARDS[c]["colour"] for c in s.harbor if CARDS[c]["type"] == "ship"}
    bad = sum(1 for c in pool if CARDS[c]["type"] == "ship" and CARDS[c]["colour"] in colours and not can_repel(s.me, c))
    return bad, len(pool)


def _bust_chance(s: _Seen) -> float:
    bad, pool = _bust_odds(s)
    return bad / pool if pool else 1.0


def _keeps(s: _Seen, c: int, harbor_empty: bool) -> bool:
    """The repel decision: keep a repellable ship only if it is worth coins into an empty harbor."""
    return CARDS[c]["coins"] >= 3 and harbor_empty


def _could_gain(s: _Seen, pool: list[int]) -> bool:
    """Whether any card of `pool` would change the harbor or the table for the better: a person,
    an expedition, or a ship that would dock. Repelled ships and tax cards go back to the discard."""
    for c in pool:
        card = CARDS[c]
        if card["type"] in ("person", "expedition"):
            return True
        if card["type"] == "ship" and (not can_repel(s.me, c) or _keeps(s, c, not s.harbor)):
            return True
    return False


def _ability(s: _Seen, card: dict) -> float:
    sym = card.get("symbol")
    if sym and s.view["options"].get("expedition_end_variant") and not s.me["expeditions"]:
        # the variant's end needs an expedition of your own: the symbols for one come first
        needs = [n for e in s.expeditions for n in CARDS[e]["needs"]]
        if sym in needs or (sym == "any" and needs):
            return 2.5
    if s.view["final_round"] or s.top_vp >= 10:
        return 0.0
    kind = card["kind"]
    early = s.vp < 7
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
        return (0.35 if swords_of(s.me) < 5 else 0.1) * card["swords"]
    if sym:
        needs = [n for e in s.expeditions for n in CARDS[e]["needs"]]
        if sym == "any":
            return 1.0 if needs else 0.4
        return 1.3 if sym in needs else 0.4
    return 0.0


def _take_value(s: _Seen, action: Action) -> float:
    card = CARDS[action.params["card"]["id"]]
    pay = action.params.get("compensation", 0)
    coin = _coin(s.coins)
    if card["type"] == "ship":
        return (action.params["coins"] - pay) * coin
    return card["vp"] + _ability(s, card) - (action.params["cost"] + pay) * coin


def _harbor_value(s: _Seen) -> float:
    """What stopping now is worth: the best takes for the picks Phase 2 would give."""
    colours = harbor_colours(s.harbor)
    picks = picks_for_colours(colours) + count_kind(s.me, "governor")
    coin = _coin(s.coins)
    values = []
    for c in s.harbor:
        card = CARDS[c]
        if card["type"] == "ship":
            values.append(card["coins"] * coin)
        elif hire_cost(s.me, c) <= s.coins:
            values.append(card["vp"] + _ability(s, card) - hire_cost(s.me, c) * coin)
    values.sort(reverse=True)
    return sum(v for v in values[:picks] if v > 0)


def _discover(s: _Seen, kinds: dict[str, Action]) -> Action:
    if "draw" not in kinds:
        return kinds.get("stop") or kinds["end"]
    if "stop" not in kinds:
        return kinds["draw"]
    return kinds["draw"] if _draws(s) else kinds["stop"]


def _draws(s: _Seen) -> bool:
    if s.view["revealed"] >= MAX_REVEALS:
        return False
    if not s.view["draw_count"] and not _could_gain(s, s.discard):
        return False  # only recycling ships and tax cards are left: drawing never ends
    risk = _bust_chance(s)
    now = _harbor_value(s)
    gain = 0.25
    if harbor_colours(s.harbor) in (3, 4):
        gain += 0.3  # one more colour means one more pick
    admirals = count_kind(s.me, "admiral")
    if admirals and len(s.harbor) == 4:
        gain += 0.5 * admirals
    return (1 - risk) * gain > risk * (max(now, 1.0) + 0.6)


def choose(game, view: dict[str, Any], actions: list[Action], rng: Rng) -> str:
    kinds = {a.kind: a for a in actions}  # one action per kind, except takes and claims
    claims = [a for a in actions if a.kind == "claim"]
    if claims:
        return min(claims, key=lambda a: (-a.params["vp"], a.params["jacks"])).id
    s = _Seen(view)
    if "repel" in kinds:
        keep = kinds.get("keep")
        return (keep if keep and _keeps(s, s.pending, not s.harbor) else kinds["repel"]).id
    if "draw" in kinds or "stop" in kinds:
        return _discover(s, kinds).id
    takes = [a for a in actions if a.kind in ("take_ship", "take_ship_pay", "hire", "hire_pay")]
    if takes:
        best = max(takes, key=lambda a: (_take_value(s, a), a.id))
        if _take_value(s, best) > 0.05:
            return best.id
    return (kinds.get("done") or kinds.get("pass") or kinds["end"]).id


_TAKES = ("take_ship", "take_ship_pay", "hire", "hire_pay")


def scores(game, view: dict[str, Any], actions: list[Action]) -> list[float]:
    """What `choose` weighs, per action (higher better), for the hard AI's rank: a claim above all,
    a take by its VP-equivalent worth, drawing or stopping as the bust odds say, ending the picks
    at the bar a take must clear."""
    s = _Seen(view)
    draws = None
    out = []
    for a in actions:
        if a.kind == "claim":
            out.append(10.0 + a.params["vp"] - 0.1 * a.params["jacks"])
        elif a.kind in _TAKES:
            out.append(_take_value(s, a))
        elif a.kind in ("draw", "stop"):
            draws = _draws(s) if draws is None else draws
            out.append(1.0 if draws == (a.kind == "draw") else 0.0)
        elif a.kind in ("repel", "keep", "keep_bust"):
            keep = _keeps(s, s.pending, not s.harbor) and a.kind != "keep_bust"
            out.append(1.0 if keep == (a.kind == "keep") else 0.0)
        else:  # done, pass, end
            out.append(0.05)
    return out


def bust_odds(view: dict[str, Any]) -> tuple[int, int]:
    """(cards that would bust this seat's harbor, cards the next reveal comes from), as the view tells."""
    return _bust_odds(_Seen(view))
