"""Every action, event, phase, option and tie-break a game can produce has words in every
locale, they format with the params the engine gives (tests run the catalogue in strict mode,
so a key a locale lacks fails instead of falling back to English), and action words fit in
a button label."""

from __future__ import annotations

import random

import pytest

from bot.discord_surface.components import LABEL_LIMIT
from bot.speech.wording import outcome_text, phase_line
from bot.text import Words, catalogue, locales
from engine import registry
from tests.games import game_names
from engine.core import IllegalAction

GAMES = game_names()
# Kinds that random games reach too rarely to rely on: their words are checked by name.
RARE = {
    "tobago": ("restart_clue", "exchange", "amulet_clue", "amulet_move", "amulet_hand", "amulet_remove",
               "clue_reshuffle", "treasure_reshuffle", "final_distribution", "cursed_card", "marker_removed",
               "hand_exchanged", "card_discarded"),
    "portroyal": ("keep", "keep_bust", "repel", "claim", "end", "expedition_claimed", "expedition_found",
                  "admiral_paid", "jester_paid", "reshuffle", "tax_paid", "end_triggered", "no_cards", "deadlock"),
    "tortuga": ("atlantis", "fountain_refuse", "fountain_accept", "fountain_used", "vote_two", "el_dorado_used",
                "map_set_empty", "albatross", "sudden_death", "deck_reshuffled", "row_reshuffled", "blank",
                "stormy_seas_none", "stormy_seas_tortuga", "eight_bells_none", "vote_card_lost", "your_card_lost",
                "game_end"),
    # the own-cargo variant, cards turned up together, a camel robbed of everything
    "timbuktu": ("load", "you_loaded", "loading_done", "cargo_revealed", "placement_started", "camels_revealed",
                 "go_unladen", "moved_unladen"),
}


# Games whose random games are long play fewer of them here (their own tests word every kind).
SEEDS = {"tobago": 1}


def games_played(game, seeds=4):
    """Random games to the end for the smallest and largest tables, yielding (state, things said)."""
    for players in (game.min_players, game.max_players):
        for seed in range(seeds):
            state = game.setup([str(100 + i) for i in range(players)], seed)
            rnd = random.Random(seed)
            yield state, game.opening(state)
            for _ in range(5000):
                if game.outcome(state) is not None:
                    break
                seat = rnd.choice(game.to_act(state))
                actions = game.legal_actions(state, seat)
                yield state, actions + game.summary(state, seat)
                yield state, game.apply(state, seat, rnd.choice(actions).id)
            yield state, []


@pytest.fixture(scope="module")
def played():
    """Each game's random games, played once and read in every locale: name -> [(state, items)],
    each action or event once (the same one words the same: its repr names every field)."""
    games: dict[str, list] = {}

    def get(name):
        if name not in games:
            seen: set[str] = set()
            games[name] = [(state.copy(), [i for i in items if repr(i) not in seen and not seen.add(repr(i))])
                           for state, items in games_played(registry.get(name), SEEDS.get(name, 4))]
        return games[name]
    return get


@pytest.mark.parametrize("locale", locales())
@pytest.mark.parametrize("name", GAMES)
def test_everything_a_game_says_has_words(name, locale, played):
    game = registry.get(name)
    words = Words(locale, lambda seat: f"<@{seat}>")
    seen = set()
    for state, items in played(name):
        for item in items:
            is_action = hasattr(item, "id")
            text = words.action(name, item) if is_action else words.event(name, item)
            assert text and "{" not in text and "None" not in text and "(s)" not in text, (item, text)
            if is_action:
                assert len(text) <= LABEL_LIMIT, text
            seen.add(item.kind)
        assert phase_line(words, game, state)
        if (outcome := game.outcome(state)) is not None:
            said = outcome_text(words, game, outcome)
            assert all(f"<@{seat}>" in said.splitlines()[0] for seat in outcome.winners), said
    assert len(seen) >= 5
    own = catalogue(locale)
    for kind in RARE.get(name, ()):
        assert f"{name}.action.{kind}" in own or f"{name}.event.{kind}" in own, kind
    for option in game.options:
        assert f"{name}.option.{option.name}" in own, option.name
    for key in ("title", "rules"):
        assert f"{name}.{key}" in own, key


def test_strict_words_refuse_a_missing_param_and_lenient_ones_leave_it_blank(monkeypatch):
    words = Words("en", lambda seat: f"<@{seat}>")
    with pytest.raises(KeyError, match="seat"):
        words("core.dm_waiting")
    monkeypatch.setattr(Words, "strict", False)
    assert words("core.dm_waiting").startswith("📬 , I can't DM you")


def test_core_errors_have_words():
    words = Words("en")
    for code in ("not_your_turn", "illegal_action", "game_over", "not_seated"):
        assert words.error(None, code, {"action": "x"})
    with pytest.raises(IllegalAction) as info:
        registry.get(GAMES[0]).setup(["1"], 1)
    assert "not 1" in words.error(GAMES[0], info.value.code, info.value.params)


def test_the_four_languages_are_there():
    assert {"en", "uk", "es", "cs"} <= set(locales())


@pytest.mark.parametrize("locale", locales())
def test_no_message_carries_a_file_comment(locale):
    """A comment glued to a message ("….## Menus, /move matching …") is shown to players."""
    import re

    comment = re.compile(r"##|^\s*#", re.MULTILINE)
    glued = [key for key, source in catalogue(locale).items() if comment.search(source.partition("=")[2])]
    assert not glued, glued


@pytest.mark.parametrize("locale, title", [("uk", "Тобаґо"), ("es", "Tombuctú"), ("uk", "Тімбукту"), ("en", "Tobago")])
def test_a_game_named_in_a_sentence_takes_its_title_in_the_readers_language(locale, title):
    words = Words(locale)
    game = "tobago" if title in ("Тобаґо", "Tobago") else "timbuktu"
    assert title in words("core.lobby.closed", game=registry.get(game).title)
    assert words("core.error.unknown_game", game="chess").count("chess") == 1  # what was typed stays as typed
