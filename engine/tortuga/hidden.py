"""What a seat may not know in Tortuga 1667, for the contract's secret scramble: the others'
loyalties, which vote cards are in the others' hands, their played votes and the vote deck,
which event cards lie in the deck and in the face-down row slots the seat has not looked at, and
with `starred_events=random` which three starred events were drawn face down into the deck (the
other three lie in the box, unseen: "pick 3 at random")."""

from __future__ import annotations

from ..core import Rng, Secret, State, clone, deal_again
from . import data as D


def _starred(card: int) -> bool:
    return D.EVENTS[D.event_name(card)]["starred"]


def _drawn_blind(state: State) -> bool:
    return state.options.get("starred_events") == "random"


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    others = [s for s in d["order"] if s != seat]
    sides = [d["loyalty"][s] for s in others]
    rng.shuffle(sides)
    d["loyalty"].update(zip(others, sides))
    played = d["pending"]["played"] if d["pending"] and d["pending"]["kind"] == "vote" else {}
    deal_again([d["vote_deck"]] + [d["hands"][s] for s in others] +
                [cards for s, cards in played.items() if s != seat], rng)
    seen = d["seen"].get(seat, {}) if seat is not None else {}
    slots = [i for i, c in enumerate(d["row"]) if c is not None and str(i + 1) not in seen]
    row = [d["row"][i] for i in slots]
    if _drawn_blind(state):  # a starred card in the box may be any unseen starred card
        piles = [d["deck"], row, d["box"]]
        places = [(pile, i) for pile in piles for i, c in enumerate(pile) if _starred(c)]
        cards = [pile[i] for pile, i in places]
        rng.shuffle(cards)
        for (pile, i), c in zip(places, cards):
            pile[i] = c
    deal_again([d["deck"], row], rng)
    for i, c in zip(slots, row):
        d["row"][i] = c
        for s in others:  # what another seat looked at there is the card lying there now
            if str(i + 1) in d["seen"][s]:
                d["seen"][s][str(i + 1)] = c


def known(state: State, seat: str) -> dict:
    """The state as `seat` knows it, for `determinize`: what `scramble` shuffles is masked (the
    others' loyalties as None, hands and played votes and the decks as counts, unseen row cards
    as -1) and each shuffled group kept only as its sorted contents, which the seat can count out
    from the public card lists."""
    d = clone(state.data)
    others = [s for s in d["order"] if s != seat]
    pools: dict[str, list] = {"loyalty": [], "votes": list(d["vote_deck"]), "events": list(d["deck"])}
    if not d["ended"]:
        for s in others:
            pools["loyalty"].append(d["loyalty"][s])
            d["loyalty"][s] = None
    d["vote_deck"] = len(d["vote_deck"])
    for s in others:
        pools["votes"] += d["hands"][s]
        d["hands"][s] = len(d["hands"][s])
    pending = d["pending"]
    if pending and pending["kind"] == "vote":
        for s in others:
            if s in pending["played"]:
                pools["votes"] += pending["played"][s]
                pending["played"][s] = len(pending["played"][s])
    mine = d["seen"].get(seat, {})
    d["deck"] = len(d["deck"])
    for i, c in enumerate(d["row"]):
        if c is not None and str(i + 1) not in mine:
            pools["events"].append(c)
            d["row"][i] = -1
            for s in others:
                if str(i + 1) in d["seen"][s]:
                    d["seen"][s][str(i + 1)] = -1
    if _drawn_blind(state):
        pools["starred"] = [c for c in pools["events"] + d["box"] if _starred(c)]
        pools["events"] = [c for c in pools["events"] if not _starred(c)]
        d["box_hidden"] = sum(1 for c in d["box"] if _starred(c))
        d["box"] = [c for c in d["box"] if not _starred(c)]
    d["pools"] = {k: sorted(v) for k, v in pools.items()}
    return {"seats": list(state.seats), "options": dict(state.options), "data": d}


def determinize(game, view: dict, seat: str, rng: Rng) -> State:
    """Deal each masked group's contents at random back into its places."""
    d = clone(view["known"]["data"])
    pools = d.pop("pools")
    for k in pools:
        rng.shuffle(pools[k])
    others = [s for s in d["order"] if s != seat]
    loyalty, votes, events = pools["loyalty"], pools["votes"], pools["events"]
    if "starred" in pools:
        starred, hidden = pools.pop("starred"), d.pop("box_hidden")
        d["box"] += starred[:hidden]
        events += starred[hidden:]
        rng.shuffle(events)
    for s in others:
        if d["loyalty"][s] is None:
            d["loyalty"][s] = loyalty.pop()
    d["vote_deck"], votes = votes[: d["vote_deck"]], votes[d["vote_deck"]:]
    for s in others:
        d["hands"][s], votes = votes[: d["hands"][s]], votes[d["hands"][s]:]
    pending = d["pending"]
    if pending and pending["kind"] == "vote":
        for s in others:
            if isinstance(pending["played"].get(s), int):
                pending["played"][s], votes = votes[: pending["played"][s]], votes[pending["played"][s]:]
    d["deck"], events = events[: d["deck"]], events[d["deck"]:]
    for i, c in enumerate(d["row"]):
        if c == -1:
            d["row"][i] = events.pop()
            for s in others:
                if d["seen"][s].get(str(i + 1)) == -1:
                    d["seen"][s][str(i + 1)] = d["row"][i]
    if loyalty or votes or events:
        raise ValueError("the view's pools do not fill its places")
    known_ = view["known"]
    return State(game.name, known_["seats"], known_["options"], Rng(rng.next64()), d)


def secrets(state: State) -> list[Secret]:
    """Tortuga's secrets as the rulebook names them: loyalty cards and vote hands (their owners'),
    the vote cards played face down in a running vote, the order of the vote deck and of the
    event deck, and with starred events drawn at random the three left in the box."""
    d = state.data
    out = [Secret("vote_deck", tuple(d["vote_deck"]), ordered=True),
           Secret("event_deck", tuple(d["deck"]), ordered=True)]
    for s, hand in d["hands"].items():
        out.append(Secret("hand", tuple(hand), frozenset([s]), owner=s))
    if not d["ended"]:
        out += [Secret("loyalty", (side,), frozenset([s]), owner=s) for s, side in d["loyalty"].items()]
    pending = d["pending"]
    if pending and pending["kind"] == "vote":
        out += [Secret("vote", tuple(cards), frozenset([s]), owner=s) for s, cards in pending["played"].items()]
    if _drawn_blind(state):  # known to a seat that has seen every starred card in play
        blind = [c for c in d["deck"] if _starred(c)]
        row = [(str(i + 1), c) for i, c in enumerate(d["row"]) if c is not None and _starred(c)]
        counted = frozenset(s for s in state.seats
                            if not blind and all(slot in d["seen"].get(s, {}) for slot, _ in row))
        out.append(Secret("starred_out", tuple(c for c in d["box"] if _starred(c)), counted))
    return out
