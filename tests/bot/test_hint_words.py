"""A hint's words (bot/speech/hints.py over workers' `_hint`, the very data `/game hint` words), for
every game at several points of play, in each of the four languages: the moves are legal and worded
as their buttons are, every line is in the reader's language (strict catalogue: no fallback), and
the words are the same for a twin position whose hidden parts were scrambled — a hint tells no other
seat's secret, not even through its figures or reasons."""

from __future__ import annotations

import pytest

from bot.speech.hints import hint_text
from bot.speech.wording import label_words
from bot.text import Words
from bot.workers import _hint
from engine import registry
from tests.engine.test_consider import BUILTIN, _scrambled

LANGUAGES = ("en", "uk", "es", "cs")


class _Row:  # what label_words reads of a table: its language and its seats' names
    def __init__(self, seats, locale):
        self.locale, self.seats, self.names, self.ai_played = locale, list(seats), {}, {}


@pytest.mark.parametrize("name", BUILTIN)
def test_a_hint_at_several_points_in_four_languages_tells_no_secret(name, monkeypatch):
    monkeypatch.setattr(Words, "strict", True)
    game = registry.get(name)
    points = 0
    for k, (state, twin, seat) in enumerate(_scrambled(game, game.max_players, 11)):
        view, twin_view = game.view(state, seat), game.view(twin, seat)
        found = _hint(name, view, seat, k, None, 2)
        assert found == _hint(name, twin_view, seat, k, None, 2)  # the data: from the view alone
        legal = game.legal_actions(state, seat)
        assert found["moves"] and {m["action"] for m in found["moves"]} <= {a.id for a in legal}
        for locale in LANGUAGES:
            words = label_words(_Row(state.seats, locale), locale)
            text = hint_text(words, game, legal, found)
            assert text == hint_text(words, game, game.legal_actions(twin, seat), found)
            labels = [words.action(game.name, a) for a in legal if a.id in {m["action"] for m in found["moves"]}]
            assert all(f". {label}**" in text for label in labels), text
            if locale != "en":
                english = hint_text(label_words(_Row(state.seats, "en"), "en"), game, legal, found)
                assert not set(text.split("\n")[1:-1]) & {line for line in english.split("\n")[1:-1]
                                                           if not line.startswith("**")}, text
        points += 1
    assert points >= 2, f"{name}: too few positions with something hidden"
