"""Every action, event, phase and error a game can produce has words, and they format."""

from __future__ import annotations

import random

import pytest

from bot.text import Words, catalogue, locales
from engine import registry
from engine.core import IllegalAction

GAMES = [n for n in registry.names() if n != "highcard"]


def walk(game, players, seed, steps=400):
    state = game.setup([str(100 + i) for i in range(players)], seed)
    rnd = random.Random(seed)
    yield state, game.opening(state)
    for _ in range(steps):
        if game.outcome(state) is not None:
            return
        seat = rnd.choice(game.to_act(state))
        action = rnd.choice(game.legal_actions(state, seat))
        yield state, [action]
        yield state, game.apply(state, seat, action.id)


@pytest.mark.parametrize("name", GAMES)
def test_everything_a_game_says_has_words(name):
    game = registry.get(name)
    words = Words("en", lambda seat: f"<@{seat}>")
    seen = set()
    for players in (game.min_players, game.max_players):
        for seed in range(6):
            for state, items in walk(game, players, seed):
                for item in items:
                    text = words.action(name, item) if hasattr(item, "id") else words.event(name, item)
                    assert text and "{" not in text, (item, text)
                    seen.add(item.kind)
                view = game.view(state, None)
                key = f"{name}.phase.{view['phase']}"
                assert words.has(key), key
                for seat in state.seats:
                    for event in game.summary(state, seat):
                        assert words.event(name, event)
    assert len(seen) >= 5
    assert words.has(f"{name}.rules") and words.has(f"{name}.title")


def test_core_errors_have_words():
    words = Words("en")
    for code in ("not_your_turn", "illegal_action", "game_over", "not_seated", "player_count"):
        assert words.error(None, code, {"action": "x", "min": 2, "max": 5, "count": 1})
    try:
        registry.get(GAMES[0]).setup(["1"], 1)
    except IllegalAction as exc:
        assert "1" in words.error(GAMES[0], exc.code, exc.params)


def test_every_locale_only_has_keys_english_has():
    english = set(catalogue("en"))
    for locale in locales():
        assert set(catalogue(locale)) <= english, locale
