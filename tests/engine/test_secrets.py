"""No view tells a secret, checked by value against the secrets each game declares from its
rulebook (`Game.secrets`: hands, peeks, face-down piles and their order, loyalties, thief sets,
loads, draws) — not against the game's own idea of what a seat saw, which is what the scramble
test shares with the view.

Along random games at every player count (with the defaults, and with every option at its last
choice), every few moves, for every seat and a spectator: nothing the seat may see — its view
(its `known` part included), the status line, the events it heard, the facts of its board's alt
text (`Game.describe`) — holds a secret it may not know. A secret shows as a list of its cards
(bare, or as things carrying an `id`): the same cards in any order for a hand, the same order for
a pile whose order is the secret; a single card as a value standing under its owner's seat. A
list equal to one the seat may know (its own hand, cards everyone saw taken) is no leak."""

from __future__ import annotations

import random

import pytest

from engine import registry
from engine.core import Secret
from tests.engine import contract

EVERY = 5  # positions checked: every 5th move


def _cases():
    for name in registry.names():
        game = registry.get(name)
        last = {o.name: o.choices[-1] for o in game.options if o.choices[-1] != o.default}
        for n in range(game.min_players, game.max_players + 1):
            yield pytest.param(name, n, {}, id=f"{name}-{n}")
            if last:
                yield pytest.param(name, n, last, id=f"{name}-{n}-options")


def _key(card) -> str:
    return repr(card)  # so that True is not 1


def _same(a: list, b: list) -> bool:
    return [_key(x) for x in a] == [_key(x) for x in b]


def _flat(value) -> list | None:
    if isinstance(value, (list, tuple)):
        return list(value) if all(not isinstance(x, (dict, list, tuple)) for x in value) else None
    return None if isinstance(value, dict) else [value]


def lists_in(obj):
    """Every list nested in `obj` as its cards: a list of things with an `id` also as their ids, a
    thing made of parts (a dict of cards and lists of cards) as its parts in a row."""
    if isinstance(obj, dict):
        parts = [_flat(v) for v in obj.values()]
        if all(p is not None for p in parts) and any(isinstance(v, list) and v for v in obj.values()):
            yield [x for p in parts for x in p]
        for value in obj.values():
            yield from lists_in(value)
    elif isinstance(obj, (list, tuple)):
        yield list(obj)
        if obj and all(isinstance(x, dict) and "id" in x for x in obj):
            yield [x["id"] for x in obj]
        for value in obj:
            yield from lists_in(value)


def under(obj, key: str):
    """Every value standing under `key` in a dict anywhere in `obj`."""
    if isinstance(obj, dict):
        for k, value in obj.items():
            if k == key:
                yield value
            yield from under(value, key)
    elif isinstance(obj, (list, tuple)):
        for value in obj:
            yield from under(value, key)


def scalars(obj):
    if isinstance(obj, dict):
        for value in obj.values():
            yield from scalars(value)
    elif isinstance(obj, (list, tuple)):
        for value in obj:
            yield from scalars(value)
    else:
        yield obj


def leaks(seen, secret: Secret, entitled: set) -> list[str]:
    """How `seen` (what one seat may look at) shows `secret`, if it does."""
    cards = list(secret.cards)
    found = []
    if len(cards) >= 2:
        target = sorted(cards, key=_key)
        if secret.ordered:
            if cards != target and cards != target[::-1]:
                found += [f"{secret.what} in its order" for shown in lists_in(seen) if _same(shown, cards)]
        elif tuple(target) not in entitled:
            found += [f"{secret.what} {cards}" for shown in lists_in(seen)
                      if len(shown) == len(cards) and _same(sorted(shown, key=_key), target)]
    elif len(cards) == 1 and isinstance(cards[0], str) and secret.owner is not None:
        found += [f"{secret.what} {cards[0]!r} under {secret.owner}" for place in under(seen, secret.owner)
                  for value in scalars(place) if _same([value], cards)]
    return found


def public(secret: Secret, state) -> bool:
    """Known to every seat: seen by a spectator at the table too."""
    return secret.known_to >= set(state.seats)


def check(game, state, events) -> list[Secret]:
    """Every seat's and a spectator's sight of `state` against its secrets, which it returns."""
    secrets = game.secrets(state)
    assert all(isinstance(s, Secret) for s in secrets)
    status = game.status(state)
    for seat in [None] + list(state.seats):
        view = game.view(state, seat)
        seen = [view, status.params if status.audible_to(seat) else {},
                [e.params for e in events if e.audible_to(seat)], [f.params for f in game.describe(view)]]
        entitled = {tuple(sorted(s.cards, key=_key)) for s in secrets if seat in s.known_to}
        told = [leak for secret in secrets if seat not in secret.known_to and not public(secret, state)
                for leak in leaks(seen, secret, entitled)]
        assert told == [], f"{seat} sees {told[:3]}"
    return secrets


@pytest.mark.parametrize("name, n, options", list(_cases()))
def test_no_view_shows_a_secret_the_rulebook_keeps(name, n, options):
    game = registry.get(name)
    state = game.setup(contract.seats_for(n), seed=700 + n, options=options)
    r = random.Random(n)
    moves = declared = kept = 0
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        events = game.apply(state, seat, r.choice(game.legal_actions(state, seat)).id)
        moves += 1
        if moves % EVERY == 0:
            secrets = check(game, state, events)
            declared += len(secrets)
            kept += sum(len(s.known_to) < n for s in secrets)
    assert kept or not declared, "the game declared only what everyone knows: the check saw no secret"


def test_the_check_sees_a_leak():
    """A view that shows another seat's hand, or a deck in its order, is caught."""
    hand = Secret("hand", (7, 3, 9), frozenset(["a"]), owner="a")
    deck = Secret("deck", (5, 1, 4, 2), ordered=True)
    loyalty = Secret("loyalty", ("french",), frozenset(["a"]), owner="a")
    assert leaks({"known": {"a": [9, 7, 3]}}, hand, set())
    assert leaks({"cards": [{"id": 3}, {"id": 9}, {"id": 7}]}, hand, set())
    assert not leaks({"pool": [3, 7, 9, 11]}, hand, set())
    assert not leaks({"mine": [3, 7, 9]}, hand, {(3, 7, 9)})
    assert leaks({"deck": [5, 1, 4, 2]}, deck, set()) and not leaks({"pool": [1, 2, 4, 5]}, deck, set())
    assert leaks({"loyalty": {"a": "french"}}, loyalty, set())
    assert not leaks({"loyalty": {"a": None}, "pools": ["french"]}, loyalty, set())
