"""What the others' moves say about the thief sets a seat has not seen (the hard AI's beliefs).

Every move of this stage is public (`trail`), and so is which sets each seat held when it made it
(the ring and the passes). A player who avoids a pen, or pays a good to leave the arrows, is
telling the table what its sets say. Each deal of the unseen cards is weighed by how likely the
others' moves of this stage are under it, as the normal AI would have made them knowing the sets
that deal gives them (softly: a person is not the normal AI, so no move rules a deal out). The
result is each spot's chance of being robbed of each kind, exact over every deal.

Only the seat's own knowledge is read (`view["known"]`, the trail, the public card lists), so the
beliefs are as fair as the view: a person taking notes could reach them.
"""

from __future__ import annotations

import math
from itertools import permutations

from . import data as D
from .ai import Model, card, estimate

TEMPERATURE = 1.0  # the opponent model's softness, in value points: 1 point worse is e times rarer
NOISE = 0.05       # the share of a seat's moves taken as made for no reason the model sees

def _seen_indexes(d: dict, seats: list[str], seat: str, passes: int) -> list[int]:
    """The set indexes `seat` had seen after `passes` exchanges this stage (ring §4.3)."""
    n = len(seats)
    off = (seats.index(seat) - d["start"]) % n
    slots = D.ring_slots(n)
    if off not in slots:
        return []
    j = slots.index(off)
    return sorted({(j - t) % 5 for t in range(passes + 1)})


class _Situation:
    """One decision of another seat this stage, as that seat faced it: the options it had (spots
    for a move, camels for a card), the one it took, and what it knew (the set indexes seen)."""

    __slots__ = ("kind", "seat", "letters", "cargo", "value", "mine", "others", "options", "made", "seen",
                 "seen_unseen", "key")


def situations(d: dict, seats: list[str], me: str, arrows: dict) -> list[_Situation]:
    """The others' decisions of this stage rebuilt from the trail: the board before a move is the
    board now less every later move, cargo and values changed only by later payments, and a
    round's cards were chosen on the board its first move found."""
    trail = d.get("trail") or []
    area = d["route"][d["stage"]]
    taken = {p: sum(1 for occ in col if occ is not None) for p, col in d["grid"][area].items()}
    removed = dict(d["removed"])
    carried = {s: {g: 0 for g in D.GOODS} for s in seats}
    cargo = {s: {L: list(c["goods"]) for L, c in cs.items()} for s, cs in d["camels"].items()}
    for s, cs in cargo.items():
        for goods in cs.values():
            for g in goods:
                carried[s][g] += 1
    origin = {s: {L: c["at"][1] for L, c in cs.items() if not c["moved"]} for s, cs in d["camels"].items()}
    stages = len(d["route"]) - 1
    k = max(1, len(seats) - 1)

    def facing(s: str) -> _Situation:
        sit = _Situation()
        sit.value = estimate(removed, d["stage"], stages)
        sit.mine = dict(carried[s])
        sit.others = {g: sum(carried[o][g] for o in seats if o != s) / k for g in D.GOODS}
        sit.seat = s
        return sit

    out = []
    for i in range(len(trail) - 1, -1, -1):  # undo each move, newest first
        step = trail[i]
        s, pen, good, L = step["seat"], step["pen"], step["good"], step["camel"]
        taken[pen] -= 1
        if good is not None:
            removed[good] -= 1
            carried[s][good] += 1
            cargo[s][L].append(good)
        origin[s][L] = step["from"]
        if s != me:
            sit = facing(s)
            sit.kind = "move"
            sit.letters = (L,)
            sit.cargo = tuple(cargo[s][L])
            sit.options = tuple(spots(sit.cargo, arrows[step["from"]], taken))
            sit.made = sit.options.index((pen, step["space"], good))
            sit.seen = _seen_indexes(d, seats, s, step["passes"])
            out.append(_keyed(sit))
        if i == 0 or trail[i - 1]["round"] != step["round"]:
            # the round's first move: the cards of its movers were chosen on this board
            for later in trail[i:]:
                if later["round"] != step["round"] or later["seat"] == me:
                    continue
                o = later["seat"]
                sit = facing(o)
                sit.kind = "choose"
                camels = sorted(origin[o])
                if len(camels) < 2:
                    continue
                sit.options = tuple((tuple(cargo[o][L2]), tuple(spots(cargo[o][L2], arrows[origin[o][L2]], taken)))
                                    for L2 in camels)
                sit.letters = tuple(camels)
                sit.made = camels.index(later["camel"])
                sit.seen = _seen_indexes(d, seats, o, step["passes"])
                out.append(_keyed(sit))
    return out


def _keyed(sit: _Situation) -> _Situation:
    """Name the situation by everything its likelihood reads, for the memo."""
    sit.key = (sit.kind, sit.seat, sit.cargo if sit.kind == "move" else None, sit.options, sit.made, tuple(sit.seen),
               tuple(sit.value.values()), tuple(sit.mine.values()), tuple(sit.others.values()))
    return sit


def spots(cargo: list[str], free: tuple, taken: dict) -> list[tuple]:
    """(pen, space, good paid or None) for every move a camel with `cargo` had."""
    out = []
    for p in D.PENS:
        if taken[p] >= D.SPACES:
            continue
        space = taken[p] + 1
        if not cargo or p in free:
            out.append((p, space, None))
        else:
            out.extend((p, space, g) for g in sorted(set(cargo)))
    return out


def scores(sit: _Situation, model: Model) -> list[float]:
    """The normal AI's score of each option of the decision (engine/timbuktu/ai.py's `choose`):
    a spot's by its risk and cost, a camel card's by the camel's worth and its best spot now."""
    if sit.kind == "move":
        return model.best(sit.cargo, sit.options, sit.value, sit.mine, sit.others)
    return [sum(sit.value[g] for g in cargo) + max(model.best(cargo, options, sit.value, sit.mine, sit.others))
            for cargo, options in sit.options]


def _likelihood(sit: _Situation, model: Model) -> float:
    """P(the decision made | the seat's risk model), the normal AI's scores softened."""
    scores_ = scores(sit, model)
    top = max(scores_)
    weights = [math.exp((x - top) / TEMPERATURE) for x in scores_]
    return (1 - NOISE) * weights[sit.made] / sum(weights) + NOISE / len(weights)


# Likelihoods already worked out, by situation and by the cards its seat knew: a stage's early
# moves are weighed again at every later decision. Pure memo, bounded.
_MEMO: dict[tuple, dict] = {}
_MEMO_SITUATIONS = 512


def robbed(known_state: dict, me: str, spaces_cards, goods_cards) -> dict | None:
    """{(pen, space, kind): P(robbed)} over every deal of the unseen cards, each weighed by the
    others' decisions this stage; None before the sets are dealt."""
    d = known_state["data"]
    seats = known_state["seats"]
    if not d["sets"]:
        return None
    spaces_cards = [tuple(sorted(c)) for c in spaces_cards]
    goods_cards = [tuple(sorted(c)) for c in goods_cards]
    sets = d["sets"]
    fixed = {k: card(st) for k, st in enumerate(sets) if st["pen"] is not None}
    unseen = [k for k in range(len(sets)) if k not in fixed]
    u = len(unseen)
    pools = d["pools"]
    pens = list(pools["pen"])
    spaces = [tuple(sorted(c)) for c in pools["spaces"]]
    goods = [tuple(sorted(c)) for c in pools["goods"]]
    sits = situations(d, seats, me, D.arrows(known_state["options"]["arrows"])) if unseen else []
    models: dict[tuple, Model] = {}

    def lik(sit, memo, contents):
        # remembered by every card the seat knew, this seat's own sets among them: another table
        # may meet the same decision with other sets seen
        known = tuple(fixed[k] if k in fixed else contents[sit.seen_unseen.index(k)] for k in sit.seen)
        f = memo.get(known)
        if f is None:
            model = models.get(known)
            if model is None:
                model = models[known] = Model(known, spaces_cards, goods_cards)
            f = memo[known] = _likelihood(sit, model)
        return f

    # Each decision hinges on the unseen sets its seat had seen: a deal's weight is a product of
    # one factor per group of decisions, looked up by the cards the deal puts in those sets.
    groups: dict[tuple[int, ...], list] = {}
    cards_key = (tuple(spaces_cards), tuple(goods_cards))
    for sit in sits:
        sit.seen_unseen = tuple(k for k in sit.seen if k in unseen)
        if not sit.seen_unseen:
            continue  # decided on cards this seat knows: the same under every deal
        key = (sit.key, cards_key)  # the card lists are table options: they change every chance
        memo = _MEMO.pop(key, None) or {}
        _MEMO[key] = memo
        groups.setdefault(sit.seen_unseen, []).append((sit, memo))
    while len(_MEMO) > _MEMO_SITUATIONS:
        del _MEMO[next(iter(_MEMO))]
    cards = [(pens[i], spaces[j], goods[l]) for i in range(u) for j in range(u) for l in range(u)]
    plan = []
    for key, members in groups.items():
        positions = tuple(unseen.index(k) for k in key)
        table: dict = {}

        def fill(ids, members=members, table=table):
            contents = tuple(cards[i] for i in ids)
            f = 1.0
            for sit, memo in members:
                f *= lik(sit, memo, contents)
            table[ids] = f
            return f
        plan.append((positions, table, fill))
    marginal, total = _weigh(plan, u)
    chance: dict[tuple[str, int, str], float] = {}
    for c in fixed.values():
        for s in c[1]:
            for g in c[2]:
                chance[(c[0], s, g)] = 1.0
    for k in range(u):
        for i, w in enumerate(marginal[k]):
            if w:
                pen, sp_, gd = cards[i]
                for s in sp_:
                    for g in gd:
                        chance[(pen, s, g)] = chance.get((pen, s, g), 0.0) + w / total
    return chance


def _weigh(plan: list, u: int) -> tuple[list[list[float]], float]:
    """Every deal of the u unseen sets' cards (pens x spaces x goods permutations), weighed by the
    product of its groups' factors: each set's weight by the card it gets (card id = pen index
    * u * u + spaces index * u + goods index), and the total."""
    marginal = [[0.0] * (u * u * u) for _ in range(u)]
    total = 0.0
    perms = list(permutations(range(u)))
    rng_u = range(u)
    for pp in perms:
        for sp in perms:
            base = [pp[k] * u * u + sp[k] * u for k in rng_u]
            # each group's factor for every goods card its sets could get under this pen/space deal
            singles, rows = [], []
            for positions, table, fill in plan:
                row = {}
                for goods_ids in permutations(rng_u, len(positions)):
                    key = tuple(base[q] + l for q, l in zip(positions, goods_ids))
                    f = table.get(key)
                    row[goods_ids] = f if f is not None else fill(key)
                if len(positions) == 1:
                    singles.append((positions[0], [row[(l,)] for l in rng_u]))
                else:
                    rows.append((positions, row))
            for gp in perms:
                w = 1.0
                for q, row in singles:
                    w *= row[gp[q]]
                for positions, row in rows:
                    w *= row[tuple(gp[q] for q in positions)]
                total += w
                for k in rng_u:
                    marginal[k][base[k] + gp[k]] += w
    return marginal, total
