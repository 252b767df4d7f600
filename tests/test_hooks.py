"""Every game the engine registry knows (the tests' own games too) declares its test hooks in
tests/hooks.py: a new game without them fails here, by name, not silently with fewer checks."""

from __future__ import annotations

import pytest

from engine import registry
from tests import hooks
from tests.games import every_game_name


@pytest.mark.parametrize("name", every_game_name())
def test_every_registered_game_has_its_hooks(name):
    assert not hooks.problems(name), "\n".join(hooks.problems(name))


def test_every_game_registered_now_has_hooks():
    """Run-time registrations too (not only those known when the tests were collected)."""
    missing = [p for name in registry.names() for p in hooks.problems(name)]
    assert not missing, "\n".join(missing)


def test_a_game_without_hooks_is_named_with_what_to_add():
    (problem,) = hooks.problems("nosuchgame")
    assert "'nosuchgame' has no test hooks" in problem and "tests/hooks.py" in problem
    with pytest.raises(LookupError, match="nosuchgame"):
        hooks.of("nosuchgame")


def test_a_hook_that_is_not_callable_is_named():
    hooks.register("highcard-broken", hooks.Hooks(invariants=None, typed=hooks.by_id, press="tests.bot:nothing"))
    try:
        found = hooks.problems("highcard-broken")
    finally:
        hooks.unregister("highcard-broken")
    assert any("invariants" in p for p in found) and any("press" in p for p in found), found
