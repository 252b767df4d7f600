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
    return max((spot[0] for spot in _spots(view, cargo, pen_from, risk, value, mine, others)), default=0.0)


def _spots(view: dict, cargo: list[str], pen_from: str, risk: Model, value, mine, others):
    """Each spot this camel could move to now, as (its score, pen, space, the goods it keeps there),
    paying the good that costs least where it must pay."""
    free = set(view["arrows"][pen_from])
    for pen in view["board"][-1]["pens"]:
        space = next((s["space"] for s in pen["spaces"] if s["seat"] is None), None)
        if space is None:
            continue
        left = cargo
        if not cargo or pen["pen"] in free:
            loss = _expected_loss(cargo, pen["pen"], space, risk, value)
        else:
            loss, paid = min((value[g] - (mine[g] - 1 - others[g])
                              + _expected_loss(_without(cargo, g), pen["pen"], space, risk, value), g)
                             for g in set(cargo))
            left = _without(cargo, paid)
        yield -loss, pen["pen"], space, left


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
    phase = view["phase"]
    if phase == "load":
        mixed = [a for a in actions if len(set(a.params["goods"])) == len(a.params["goods"])]  # no kind twice
        return rng.choice(mixed or actions).id
    if phase == "place":
        return rng.choice(actions).id
    noise = 1000 if phase == "choose" else 10000  # a tie breaker below any difference of worth
    scored = [v + rng.below(100) / noise for v in scores(game, view, actions)]
    return actions[max(range(len(actions)), key=scored.__getitem__)].id


def _reading(view: dict) -> tuple[dict[str, float], Any, dict[str, int], dict[str, float]]:
    """What the AI weighs a move with: each kind's value, the risk model (the hard AI's beliefs
    when the view is informed, else the sets seen), this seat's goods and the others' average."""
    value = estimate(view["removed"], view["stage"], view["stages"])
    chances = view.get("beliefs")  # the hard AI's (Timbuktu.inform); the normal AI goes by the sets seen
    risk = Believed(chances) if chances is not None else seen_risk(view)
    mine, others = _totals(view, view["you"])
    return value, risk, mine, others


def scores(game: Any, view: dict, actions: list[Action]) -> list[float]:
    """What `choose` weighs, per action (higher better, without its tie noise): a camel card by the
    camel's goods and its best spot now, a move by the value it expects to keep; a load prefers
    mixed goods; a placement is level."""
    phase = view["phase"]
    if phase == "load":
        return [1.0 if len(set(a.params["goods"])) == len(a.params["goods"]) else 0.0 for a in actions]
    if phase not in ("choose", "move"):
        return [0.0] * len(actions)
    value, risk, mine, others = _reading(view)
    if phase == "choose":
        where = {c["camel"]: c for c in view["camels"] if c["seat"] == view["you"]}
        return [sum(value[g] for g in where[a.params["camel"]]["goods"])
                + _best_moves(view, where[a.params["camel"]]["goods"], where[a.params["camel"]]["pen"], risk, value,
                              mine, others) for a in actions]
    cargo = _cargo(view, actions[0].params["camel"])
    return [_move_score(a, cargo, risk, value, mine, others) for a in actions]


def goods_lost(view: dict, actions: list[Action]) -> list[float | None]:
    """The goods each action is expected to lose to thieves, by the view's risk model: a move's at
    its spot, a camel card's at the spot the AI would now take for it; None for loading and placing
    (no camel goes anywhere yet: "0 expected lost" would be a figure of nothing)."""
    phase = view["phase"]
    if phase not in ("choose", "move"):
        return [None] * len(actions)
    value, risk, mine, others = _reading(view)
    out = []
    for a in actions:
        prm = a.params
        if phase == "choose":
            c = next(c for c in view["camels"] if c["seat"] == view["you"] and c["camel"] == prm["camel"])
            spots = list(_spots(view, c["goods"], c["pen"], risk, value, mine, others))
            if spots:
                _, pen, space, left = max(spots, key=lambda spot: spot[0])
                out.append(sum(risk.p(pen, space, g) for g in left))
            else:
                out.append(0.0)
        else:
            left = _cargo(view, prm["camel"])
            if a.kind == "go_pay":
                left.remove(prm["good"])
            out.append(sum(risk.p(prm["pen"], prm["space"], g) for g in left))
    return out


def camel_worth(view: dict, goods: list[str]) -> int:
    """What a camel's goods are expected to be worth at the end, in points (`estimate`), rounded."""
    value = estimate(view["removed"], view["stage"], view["stages"])
    return round(sum(value[g] for g in goods))


def spot_risk(view: dict, action: Action) -> tuple[str | None, float]:
    """A move's spot by the view's risk model: the kind carried there (after paying) most likely
    robbed and that chance; (None, 0.0) when the camel carries nothing there."""
    prm = action.params
    left = _cargo(view, prm["camel"])
    if action.kind == "go_pay":
        left.remove(prm["good"])
    _, risk, _, _ = _reading(view)
    chances = sorted((risk.p(prm["pen"], prm["space"], g), g) for g in set(left))
    return (chances[-1][1], chances[-1][0]) if chances else (None, 0.0)


def _cargo(view: dict, camel: str) -> list[str]:
    return list(next(c["goods"] for c in view["camels"] if c["seat"] == view["you"] and c["camel"] == camel))
