"""What a seat knows in Tobago, as the rulebook has it.

Public: the island, the maps and their clues, amulets, ATVs, the card on offer (it is revealed,
"відкривається верхня карта") and so every treasure card taken, declined or cursed away, the
counts of every pile and hand. Private: a seat's clue hand, the clue cards it exchanged away face
down, and the treasure cards it drew and looked at for a sharing (its peek). Nobody knows the
order of a deck or of the pile being shared, the cards of the others' hands and peeks, the card
the raiser adds unseen, nor the cards a sharing left over face down on the discard.

So a seat's `known` holds its own cards, the public piles, counts, and for each kind of card one
sorted pool of those whose place it cannot tell (where they may lie is given by the counts). A
peek the seat made of a pile still being shared is a lower bound on that pile: its cards less
those revealed since. Peeks of earlier sharings are forgotten (a person may remember them: the
view holds less, never more).
"""

from __future__ import annotations

from collections import Counter

from ..core import Rng, Secret, State, clone, deal_again

# state.data keys every seat sees as they are
PUBLIC = ("layout", "curses_out", "amulet_supply", "amulets", "maps", "hand_size", "phase", "active",
          "start", "placer", "turn", "raise_queue", "restart", "final")


def _less(cards: list, taken: list) -> list:
    """`cards` without one of each of `taken` (a multiset difference, order kept)."""
    left = Counter(taken)
    out = []
    for c in cards:
        if left[c] > 0:
            left[c] -= 1
        else:
            out.append(c)
    return out


def _certain(dist: dict, seat: str | None) -> list:
    """The cards of the pile being shared that `seat` knows are in it: its peek less what was
    revealed since."""
    if seat is None:
        return []
    return _less(dist.get("peeked", {}).get(seat, []), dist.get("shown", []))


def _clue_places(d: dict, seat: str | None) -> list[list]:
    """The clue piles `seat` cannot see into: the deck, the others' hands, the others' exchanged cards."""
    swapped = d.get("clue_swapped", {})
    return ([d["clue_deck"]] + [p["hand"] for s, p in d["players"].items() if s != seat]
            + [cards for s, cards in swapped.items() if s != seat])


def _swapped(d: dict) -> list:
    """The exchanged clue cards lying face down in the clue discard, everyone's."""
    return [c for cards in d.get("clue_swapped", {}).values() for c in cards]


def _face_down(d: dict) -> list:
    return _less(d["treasure_discard"], d.get("treasure_up", []))


def _treasure_unknown(d: dict, seat: str | None) -> tuple[list, list]:
    """(the cards of the pile being shared that `seat` cannot place, the cards it knows are there)."""
    dist = d["dist"]
    if dist is None:
        return [], []
    certain = _certain(dist, seat)
    return _less(dist["pile"], certain), certain


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    seen = _less(d["clue_discard"], _swapped(d))
    deal_again(_clue_places(d, seat), rng)
    d["clue_discard"] = seen + _swapped(d)
    unsure, certain = _treasure_unknown(d, seat)
    down = _face_down(d)
    pool = d["treasure_deck"] + down + unsure
    rng.shuffle(pool)
    n_deck, n_down = len(d["treasure_deck"]), len(down)
    d["treasure_deck"] = pool[:n_deck]
    d["treasure_discard"] = list(d.get("treasure_up", [])) + pool[n_deck:n_deck + n_down]
    if d["dist"] is not None:
        pile = certain + pool[n_deck + n_down:]
        rng.shuffle(pile)
        d["dist"]["pile"] = pile


def known(state: State, seat: str) -> dict:
    """The state as `seat` knows it, for `determinize` (see the module's docstring)."""
    d = state.data
    data = {k: clone(d[k]) for k in PUBLIC}
    data["players"] = {s: {"colour": p["colour"], "atv": p["atv"], "amulets": p["amulets"], "roses": p["roses"],
                           "gold": list(p["gold"]),  # taken face up: everyone saw them
                           "hand": list(p["hand"]) if s == seat else len(p["hand"])}
                       for s, p in d["players"].items()}
    data["clue_deck"] = len(d["clue_deck"])
    data["clue_discard"] = sorted(_less(d["clue_discard"], _swapped(d)))
    data["clue_swapped"] = {s: sorted(v) if s == seat else len(v) for s, v in d.get("clue_swapped", {}).items()}
    data["clue_pool"] = sorted(c for pile in _clue_places(d, seat) for c in pile)
    unsure, certain = _treasure_unknown(d, seat)
    down = _face_down(d)
    data["treasure_deck"] = len(d["treasure_deck"])
    data["treasure_discard"] = len(down)
    data["treasure_up"] = sorted(d.get("treasure_up", []))
    data["treasure_pool"] = sorted(d["treasure_deck"] + down + unsure)
    dist = d["dist"]
    if dist is not None:
        data["dist"] = {k: clone(dist[k]) for k in ("map", "raiser", "roses", "card", "at", "last_taker")}
        data["dist"].update(pile=len(dist["pile"]), shown=list(dist.get("shown", [])), certain=sorted(certain),
                            known={seat: list(dist["known"][seat])} if seat in dist["known"] else {},
                            peeked={seat: list(dist["peeked"][seat])} if seat in dist.get("peeked", {}) else {})
    else:
        data["dist"] = None
    return {"seats": list(state.seats), "options": dict(state.options), "data": data}


def determinize(game, view: dict, seat: str, rng: Rng) -> State:
    """Each pool dealt at random into the places its counts give: the clue pool into the deck,
    the others' hands and their exchanged cards; the treasure pool into the deck, the face-down
    discards and the pile (beside the seat's own cards there), the pile shuffled."""
    known_ = view["known"]
    d = clone(known_["data"])
    pool = d.pop("clue_pool")
    rng.shuffle(pool)
    d["clue_deck"], pool = pool[: d["clue_deck"]], pool[d["clue_deck"]:]
    for s, p in d["players"].items():
        if s != seat:
            p["hand"], pool = pool[: p["hand"]], pool[p["hand"]:]
    for s, count in d["clue_swapped"].items():
        if s != seat:
            d["clue_swapped"][s], pool = pool[:count], pool[count:]
    if pool:
        raise ValueError("the view's clue pool does not fill its places")
    d["clue_discard"] += _swapped(d)
    pool = d.pop("treasure_pool")
    rng.shuffle(pool)
    n_deck, n_down = d["treasure_deck"], d["treasure_discard"]
    d["treasure_deck"] = pool[:n_deck]
    d["treasure_discard"] = list(d["treasure_up"]) + pool[n_deck:n_deck + n_down]
    pool = pool[n_deck + n_down:]
    dist = d["dist"]
    if dist is not None:
        pile = dist.pop("certain") + pool
        if len(pile) != dist["pile"]:
            raise ValueError("the view's treasure pool does not fill the pile")
        rng.shuffle(pile)
        dist["pile"] = pile
    elif pool:
        raise ValueError("the view's treasure pool does not fill its places")
    return State(game.name, known_["seats"], known_["options"], Rng(rng.next64()), d)


def _deducing(d: dict, pile: list) -> frozenset[str]:
    """The seats that know `pile` by elimination: it is the only clue pile they cannot see into
    that holds a card (the deck run out, say, with two players), so their pool is exactly it."""
    return frozenset(s for s in d["players"]
                     if any(place is pile for place in _clue_places(d, s))
                     and all(place is pile or not place for place in _clue_places(d, s)))


def secrets(state: State) -> list[Secret]:
    """Tobago's secrets as the rulebook names them (the module's docstring)."""
    d = state.data
    everyone = frozenset(state.seats)
    out = [Secret("clue_deck", tuple(d["clue_deck"]), ordered=True),
           Secret("treasure_deck", tuple(d["treasure_deck"]), ordered=True),
           Secret("treasure_up", tuple(d.get("treasure_up", [])), everyone)]
    for s, p in d["players"].items():
        out += [Secret("hand", tuple(p["hand"]), frozenset([s]) | _deducing(d, p["hand"]), owner=s),
                Secret("gold", tuple(p["gold"]), everyone, owner=s)]
    for s, cards in d.get("clue_swapped", {}).items():
        out.append(Secret("exchanged", tuple(cards), frozenset([s]) | _deducing(d, cards), owner=s))
    if d["dist"] is not None:
        dist = d["dist"]
        out.append(Secret("pile", tuple(dist["pile"]), ordered=True))
        out.append(Secret("shown", tuple(dist.get("shown", [])), everyone))
        for s, cards in dist.get("peeked", {}).items():
            out.append(Secret("peek", tuple(cards), frozenset([s]), owner=s))
        for s, cards in dist["known"].items():  # the peek and the cards offered to it since
            out.append(Secret("seen", tuple(cards), frozenset([s]), owner=s))
    return out
