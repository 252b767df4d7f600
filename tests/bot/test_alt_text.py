"""Every image the bot sends carries alt text (`discord.File(description=…)`): in the reader's
language, whose turn first, the standing, what changed last, then the board; at most 1,024
characters of whole facts; never a secret the image does not show."""

from __future__ import annotations

import random
import re

import pytest

import renders
from bot.speech.boards import ALT_LIMIT, alt_text, choices, fit, focus_alt, plain
from bot.speech.wording import phase_line
from bot.text import Words, locales
from engine import registry
from engine.core import Rng
from tests.engine.test_describe import positions
from tests.games import game_names
from tests.bot.conftest import picture_alts

GAMES = game_names()
NAMES = {f"s{i}": name for i, name in enumerate(("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"))}


def words(locale: str) -> Words:
    return Words(locale, lambda seat: NAMES.get(seat, seat))


def mid_game(name: str, n: int = 3, seed: int = 7):
    """A state about a third into a random game."""
    game = registry.get(name)
    states = [state.copy() for state in positions(game, n, seed, every=3)]
    return game, states[len(states) // 3]


@pytest.mark.parametrize("name", GAMES)
def test_a_mid_game_boards_alt_text_in_every_language(name):
    game, state = mid_game(name)
    said = {}
    for locale in locales():
        for seat in (None, state.seats[0]):
            text = alt_text(words(locale), game, state, seat, ["• **Ann** did something."])
            assert 0 < len(text) <= ALT_LIMIT, (locale, seat, len(text))
            assert text.startswith(plain(words(locale), game, phase_line(words(locale), game, state))), text[:120]
            assert "{" not in text and ".fact." not in text and "None" not in text and "**" not in text, text
            assert "Ann did something." in text and "•" not in text
            said[locale, seat] = text
    for locale in locales():
        if locale != "en":
            assert said[locale, None] != said["en", None], locale  # its own words, not English's


@pytest.mark.parametrize("name", GAMES)
def test_every_fact_along_a_game_has_words_and_fits(name):
    """Along random games (smallest and largest tables) every fact, public and private, is worded
    in every locale (strictly: a missing key fails) and the alt text keeps within the limit."""
    game = registry.get(name)
    kinds = set()
    for n in (game.min_players, game.max_players):
        for state in positions(game, n, seed=n, every=11):
            for seat in (None, state.seats[-1]):
                kinds |= {f.kind for f in game.describe(game.view(state, seat))}
                for locale in locales():
                    assert len(alt_text(words(locale), game, state, seat)) <= ALT_LIMIT
    assert len(kinds) >= 6, kinds


@pytest.mark.parametrize("name", GAMES)
def test_the_focus_picture_is_told_in_every_language(name):
    """The focus picture's facts (what it shows) are worded in every locale, strictly, each
    language in its own words, and fit an alt text; the channel's and the acting seat's."""
    game = registry.get(name)
    kinds, told = set(), 0
    for state in positions(game, game.max_players, seed=5, every=13):
        for seat in (None, game.to_act(state)[0] if game.to_act(state) else None):
            drawn = renders.draw(name, game.view(state, seat), choices(words("en"), game, state, seat), NAMES)
            kinds |= {kind for kind, _ in drawn.facts}
            said = {locale: focus_alt(words(locale), game, drawn) for locale in locales()}
            for locale, text in said.items():
                assert len(text) <= ALT_LIMIT and "{" not in text and "None" not in text, (locale, text)
                assert drawn.focus is None or text, (name, locale)
                assert locale == "en" or not text or text != said["en"], (locale, text)
            told += drawn.focus is not None
    assert told and kinds, name


def test_the_latest_lines_come_plain_after_the_standing():
    game, state = mid_game("portroyal")
    reader = Words("en", lambda seat: {"1": "Bo", **NAMES}.get(seat, seat))  # a mention: a person's id
    text = alt_text(reader, game, state, None, ["oldest", "older", "• **<@1>** reveals a ship.", "> `Cy` __passes__"])
    last_standing = text.index(f"{NAMES['s2']}: ")  # the third seat's standing, the last
    assert text.index("Bo reveals a ship. Cy passes.") > last_standing
    assert text.index("Cy passes.") < text.index("Round ")  # before the rest of the board
    assert "oldest" not in text and "older." in text  # only the newest lines


def test_whole_facts_are_dropped_to_fit_never_a_word_cut():
    assert fit(["a" * 600, "b" * 500, "c"]) == "a" * 600 + "."
    assert fit(["one two", "three."], limit=14) == "one two."
    assert fit(["word " * 300]).endswith("word…") and len(fit(["word " * 300])) <= ALT_LIMIT
    game, state = mid_game("timbuktu", n=5)
    long = alt_text(words("uk"), game, state, None, ["x" * 300] * 3)
    assert len(long) <= ALT_LIMIT and long.endswith((".", ":")), long[-60:]


@pytest.mark.parametrize("name", GAMES)
def test_the_alt_text_tells_no_secret_the_image_does_not_show(name):
    """A spectator's alt text is the same however the secrets lie; a seat's, however the secrets
    it may not know lie (the others' hands, the decks)."""
    game = registry.get(name)
    checked = 0
    for k, state in enumerate(positions(game, 4 if game.max_players >= 4 else game.max_players, seed=3, every=5)):
        if game.outcome(state) is not None:
            continue
        for seat in (None, *state.seats):
            twin = state.copy()
            game.scramble(twin, seat, Rng(k * 31 + 1))
            for locale in ("en", "cs"):
                assert alt_text(words(locale), game, twin, seat) == alt_text(words(locale), game, state, seat), seat
            checked += 1
    assert checked > 10


def test_the_scramble_hides_what_a_spectator_may_not_know():
    """So the test above can fail: an alt text told from the state (here Tortuga's loyalties)
    instead of the view would change with the scramble."""
    game = registry.get("tortuga")
    state = list(positions(game, 4, seed=3, every=5))[3]
    told = set()
    for k in range(8):
        twin = state.copy()
        game.scramble(twin, None, Rng(k))
        told.add(tuple(sorted(twin.data["loyalty"].items())))
    assert len(told) > 1


async def test_the_turn_message_status_and_legend_images_carry_alt_text(world, discord_calls):
    from tests.bot.test_portroyal_bot import open_table

    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    game, state = world.state(row)
    phase = phase_line(Words("en", lambda seat: row.names.get(seat, seat)), game, state)
    board = world.last_board().attachments[-1]  # the board comes last, under the focus picture
    assert board.description.startswith(phase) and "VP" in board.description
    status = await alice.slash(world.channel, "game status")
    [shown] = status.response.attachments
    assert shown.description.startswith(phase) and len(shown.description) <= ALT_LIMIT
    legend = await bob.click(world.last_board(), label="? Legend")
    first, *_ = alts = picture_alts(legend.response)
    assert len(alts) == len(legend.response.attachments) > 1 and all(len(alt) <= ALT_LIMIT for alt in alts)
    counts = [int(re.match(r"The legend of the Port Royal board: its (\d+) icons", alt)[1]) for alt in alts]
    assert sum(counts) == len(renders.legend_keys("portroyal"))  # every icon, each in one picture's words
    assert "discover: the active player turns up cards." in first
    assert not discord_calls.violations
