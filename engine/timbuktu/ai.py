"""Timbuktu AI seat: decides from its view and the legal actions only.

Risk model: the sets this seat has seen this stage say exactly which spaces of their pens are
robbed of which kinds; for the other pens, the cards not yet seen are equally likely (the caravan
board prints every space pair and goods pair, so that much is public). A landing spot's expected
loss is the value of what the thieves would take there; paying a good costs that good's value,
less what raising its value is worth to this seat against the others. The hard AI decides the
same way on what it inferred from the others' moves (`view["beliefs"]`, engine/timbuktu/beliefs.py)
instead of the sets seen alone.
"""

from __future__ import annotations

from typing import Any

from ..core import Action, Rng
from .data import GOODS


def estimate(removed: dict[str, int], stage: int, stages: int) -> dict[str, float]:
    """Each kind's expected final value: what is removed so far plus a guess at what is to come."""
    left = stages - max(stage, 1) + 1
    return {g: removed[g] + 3.0 * left for g in GOODS}


def card(st: dict) -> tuple:
    """A thief set as the risk model keys it: (pen, spaces, goods), the pairs sorted."""
    return (st["pen"], tuple(sorted(st["spaces"])), tuple(sorted(st["goods"])))


class Model:
    """P(kind g is stolen at pen p, space s) for a seat that has seen the thief cards `known`
    ((pen, spaces, goods), sorted): the pens those name are certain, the rest take the chances left
    by the cards not seen (the caravan board prints every card, so that much is public). The hard
    AI's beliefs (beliefs.py) weigh the others' moves with it, as this AI would have made them."""

    __slots__ = ("by_pen", "p_space", "p_good")

    def __init__(self, known: tuple, spaces_cards: list, goods_cards: list) -> None:
        self.by_pen = {c[0]: c for c in known}
        spaces = list(spaces_cards)
        goods = list(goods_cards)
        for c in known:
            spaces.remove(c[1])
            goods.remove(c[2])
        self.p_space = [0.0] + [sum(1 for c in spaces if s in c) / len(spaces) if spaces else 0.0 for s in range(1, 6)]
        self.p_good = {g: sum(1 for c in goods if g in c) / len(goods) if goods else 0.0 for g in GOODS}

    def p(self, pen: str, space: int, good: str) -> float:
        c = self.by_pen.get(pen)
        if c is not None:
            return 1.0 if space in c[1] and good in c[2] else 0.0
        return self.p_space[space] * self.p_good[good]

    def best(self, cargo, options, value, mine, others) -> list[float]:
        """This AI's score of each spot (pen, space, good paid or None) for a camel: the numbers
        `choose` reaches through `_move_score` and `_best_moves`, in one pass, for the beliefs,
        which score thousands (tests/engine/test_timbuktu_beliefs.py holds the two together)."""
        p_space, p_good, by_pen = self.p_space, self.p_good, self.by_pen
        blind = sum(value[g] * p_good[g] for g in cargo)
        out = []
        for pen, space, paid in options:
            c = by_pen.get(pen)
            if c is None:
                loss = p_space[space] * (blind - (value[paid] * p_good[paid] if paid else 0.0))
            elif space in c[1]:
                robbed = c[2]
                loss = sum(value[g] for g in cargo if g in robbed)
                if paid in robbed:
                    loss -= value[paid]
            else:
                loss = 0.0
            if paid is not None:
                loss += value[paid] - (mine[paid] - 1 - others[paid])
            out.append(-loss)
        return out


def seen_risk(view: dict) -> Model:
    """The risk model of the sets this seat has seen this stage."""
    seen = (view.get("hand") or {}).get("seen") or []
    return Model(tuple(card(st) for st in seen), [tuple(sorted(c)) for c in view["thief_cards"]["spaces"]],
                 [tuple(sorted(c)) for c in view["thief_cards"]["goods"]])


def _expected_loss(cargo: list[str], pen: str, space: int, risk: Model, value: dict[str, float]) -> float:
    return sum(value[g] * risk.p(pen, space, g) for g in cargo)


def _totals(view: dict, me: str) -> tuple[dict[str, int], dict[str, float]]:
    mine = {g: 0 for g in GOODS}
    others = {g: 0.0 for g in GOODS}
    n_others = max(1, len(view["players"]) - 1)
    for player in view["players"]:
        goods = player.get("goods") or {}
        for g in GOODS:
            if player["seat"] == me:
                mine[g] += goods.get(g, 0)
            else:
                others[g] += goods.get(g, 0) / n_others
    return mine, others


def _move_score(a: Action, cargo: list[str], risk: Model, value: dict[str, float],
                mine: dict[str, int], others: dict[str, float]) -> float:
    prm = a.params
    left = list(cargo)
    cost = 0.0
    if a.kind == "go_pay":
        g = prm["good"]
        left.remove(g)
        # one piece lost, but every remaining piece of g gains a point, for me and for the others
        cost = value[g] - (mine[g] - 1 - others[g])
    return -(_expected_loss(left, prm["pen"], prm["space"], risk, value) + cost)


def _best_moves(view: dict, cargo: list[str], pen_from: str, risk: Model, value, mine, others) -> float:
    """Best score this camel could get if it moved now, on the board as it stands."""
    free = set(view["arrows"][pen_from])
    best = None
    for pen in view["board"][-1]["pens"]:
        space = next((s["space"] for s in pen["spaces"] if s["seat"] is None), None)
        if space is None:
            continue
        if not cargo or pen["pen"] in free:
            loss = _expected_loss(cargo, pen["pen"], space, risk, value)
        else:
            loss = min(value[g] - (mine[g] - 1 - others[g])
                       + _expected_loss(_without(cargo, g), pen["pen"], space, risk, value) for g in set(cargo))
        best = -loss if best is None else max(best, -loss)
    return best if best is not None else 0.0


def _without(cargo: list[str], g: str) -> list[str]:
    out = list(cargo)
    out.remove(g)
    return out


class Believed:
    """The risk model of the hard AI: the chances {(pen, space, kind): P(robbed)} it inferred."""

    def __init__(self, chances: dict) -> None:
        self.chances = chances

    def p(self, pen: str, space: int, good: str) -> float:
        return self.chances.get((pen, space, good), 0.0)


def choose(game: Any, view: dict, actions: list[Action], rng: Rng) -> str:
    if len(actions) == 1:
        return actions[0].id
    me = view["you"]
    phase = view["phase"]
    if phase == "load":
        mixed = [a for a in actions if len(set(a.params["goods"])) == len(a.params["goods"])]  # no kind twice
        return rng.choice(mixed or actions).id
    if phase == "place":
        return rng.choice(actions).id
    value = estimate(view["removed"], view["stage"], view["stages"])
    chances = view.get("beliefs")  # the hard AI's (Timbuktu.inform); the normal AI goes by the sets seen
    risk = Believed(chances) if chances is not None else seen_risk(view)
    mine, others = _totals(view, me)
    if phase == "choose":
        where = {c["camel"]: c for c in view["camels"] if c["seat"] == me}
        best_a, best_v = None, None
        for a in actions:
            c = where[a.params["camel"]]
            worth = sum(value[g] for g in c["goods"])
            v = worth + _best_moves(view, c["goods"], c["pen"], risk, value, mine, others) + rng.below(100) / 1000
            if best_v is None or v > best_v:
                best_a, best_v = a, v
        return best_a.id
    cargo = list(next(c["goods"] for c in view["camels"]
                      if c["seat"] == me and c["camel"] == actions[0].params["camel"]))
    scored = [(_move_score(a, cargo, risk, value, mine, others) + rng.below(100) / 10000, a) for a in actions]
    return max(scored, key=lambda t: t[0])[1].id
