"""Each game's test hooks, in one registered place: a game the engine registry knows and this
table does not fails tests/test_hooks.py (with what to add), instead of silently getting none.

A game's `Hooks`:
- `invariants(state, seat, events)`: the game's own checks (cards and goods conserved, what each
  view shows, the scores), run by the contract suite (tests/engine/contract.py) at the start
  (seat None, the opening's events) and after every move of every game it plays.
- `typed(action) -> str`: what a person types in `/move` to play `action` in the shared bot
  play-out (tests/bot/playing.py): its id, or (Tobago) the hex it names.
- `press`: "module:function" of the coroutine `press(world, member, action) -> road` that plays
  `action` through the table's buttons and menus the way a person clicks (the road taken, e.g.
  "prompt", "choose", "select", "menus"); None when the bot tests play the game by `/move` only.
  A name, not the function: the engine tests read this table without importing Discord's side.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable

from engine import registry


@dataclass(frozen=True)
class Hooks:
    invariants: Callable[..., None]
    typed: Callable[..., str]
    press: str | None = None

    def presser(self):
        """The `press` coroutine function (None if the game has none)."""
        if self.press is None:
            return None
        module, _, function = self.press.partition(":")
        return getattr(importlib.import_module(module), function)


def by_id(action) -> str:
    return action.id


def _hex_or_id(action) -> str:
    return action.keys[0].lower() if action.keys else action.id  # "f7" names the hex F7


def _highcard_invariants(state, seat, events) -> None:
    """Every card dealt is in a hand, played this round or spent in an earlier round; each seat
    sees its own hand and nobody else's."""
    from tests.highcard import GAME, ROUNDS

    data = state.data
    done = min(data["round"], ROUNDS + 1) - 1
    for s in state.seats:
        assert len(data["hands"][s]) == 3 - done - (s in data["played"]), (s, data)
        assert GAME.view(state, s)["hand"] == data["hands"][s]
    assert GAME.view(state, None)["hand"] is None
    assert sum(data["wins"].values()) <= done


def _manychoices_invariants(state, seat, events) -> None:
    """At most two picks, each one of the numbers offered."""
    from tests.manychoices import PICKS

    picked = state.data["picked"]
    assert len(picked) <= PICKS and all(0 <= n < state.options["count"] for n in picked), picked


def _table() -> dict[str, Hooks]:
    from tests.engine import portroyal_helpers, timbuktu_helpers, tobago_helpers, tortuga_helpers

    return {
        "portroyal": Hooks(portroyal_helpers.invariants, by_id),
        "tobago": Hooks(tobago_helpers.invariants, _hex_or_id, "tests.bot.pressing:press_tobago"),
        "tortuga": Hooks(tortuga_helpers.invariants, by_id, "tests.bot.pressing:press_tortuga"),
        "timbuktu": Hooks(timbuktu_helpers.invariants, by_id, "tests.bot.pressing:press_timbuktu"),
        "highcard": Hooks(_highcard_invariants, by_id),
        "manychoices": Hooks(_manychoices_invariants, by_id),
    }


_HOOKS: dict[str, Hooks] = {}  # the table above, and games registered at run time (tests/test_adding_a_game.py's)


def register(name: str, hooks: Hooks) -> None:
    declared()[name] = hooks


def unregister(name: str) -> None:
    declared().pop(name, None)


def declared() -> dict[str, Hooks]:
    if not _HOOKS:
        _HOOKS.update(_table())
    return _HOOKS


def of(name: str) -> Hooks:
    """The hooks of game `name`; a game without an entry is an error that says what to add."""
    hooks = declared().get(name)
    if hooks is None:
        raise LookupError(f"game {name!r} has no test hooks: add Hooks(invariants, typed, press) for it to "
                          f"tests/hooks.py (see docs/adding-a-game.md)")
    return hooks


def problems(name: str) -> list[str]:
    """What is missing from game `name`'s hooks (empty when all is there)."""
    try:
        hooks = of(name)
    except LookupError as exc:
        return [str(exc)]
    found = []
    for field in ("invariants", "typed"):
        if not callable(getattr(hooks, field, None)):
            found.append(f"{name}: hook {field} is missing or not callable (tests/hooks.py)")
    if hooks.press is not None:
        try:
            press = hooks.presser()
        except (ImportError, AttributeError, ValueError) as exc:
            found.append(f"{name}: press {hooks.press!r} does not name a function: {exc}")
        else:
            if not callable(press):
                found.append(f"{name}: press {hooks.press!r} is not callable")
    if name not in registry.names():
        found.append(f"{name}: hooks declared for a game the registry does not know")
    return found
