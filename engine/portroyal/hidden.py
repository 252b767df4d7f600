"""What no seat may know in Port Royal, for the contract's secret scramble: the draw pile's order
and which cards the face-down coins are."""

from __future__ import annotations

from ..core import Rng, Secret, State, clone, deal_again
from . import data as D


def scramble(state: State, seat: str | None, rng: Rng) -> None:
    d = state.data
    deal_again([d["draw"]] + [p["coins"] for p in d["players"].values()], rng)


def known(state: State, seat: str) -> dict:
    """The state as `seat` knows it, for `determinize`: everything but the draw pile and which cards
    the coins are (only their counts, already in the view)."""
    d = state.data
    data = {k: v for k, v in d.items() if k not in ("draw", "players")}
    data["players"] = {s: {"persons": list(p["persons"]), "expeditions": list(p["expeditions"])}
                       for s, p in d["players"].items()}
    return {"seats": list(state.seats), "options": dict(state.options), "data": data}


def determinize(game, view: dict, seat: str, rng: Rng) -> State:
    """A state `seat` cannot tell from the real one: the unseen cards (the deck minus every face-up
    card) dealt at random into the draw pile and the coin stacks."""
    known_ = view["known"]
    data = clone(known_["data"])
    coins = {p["seat"]: p["coins"] for p in view["players"]}
    seen = set(data["discard"]) | set(data["harbor"]) | set(data["expeditions"]) | set(data["box"])
    if data["pending"] is not None:
        seen.add(data["pending"])
    for p in data["players"].values():
        seen |= set(p["persons"]) | set(p["expeditions"])
    pool = [c for c in D.ALL_IDS if c not in seen]
    if len(pool) != view["draw_count"] + sum(coins.values()):
        raise ValueError("the view's unseen cards do not fill its piles")
    rng.shuffle(pool)
    data["draw"], pool = pool[: view["draw_count"]], pool[view["draw_count"]:]
    for s in known_["seats"]:
        data["players"][s]["coins"], pool = pool[: coins[s]], pool[coins[s]:]
    return State(game.name, known_["seats"], known_["options"], Rng(rng.next64()), data)


def secrets(state: State) -> list[Secret]:
    """Port Royal's secrets: the draw pile's order (its contents anyone can count out) and which
    cards lie face down as coins, which nobody knows."""
    d = state.data
    return [Secret("draw", tuple(d["draw"]), ordered=True)] + [
        Secret("coins", tuple(p["coins"]), owner=s) for s, p in d["players"].items()]
