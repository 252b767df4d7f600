"""Four languages: the catalogue check, real plural forms, who reads which language,
localised slash commands, and a whole Port Royal game at a Ukrainian table."""

from __future__ import annotations

import re
import shutil

import discord
import pytest

from bot.speech.wording import outcome_text, words_for
from bot.text import Words, catalogue, locales
from bot.text.check import check
from bot.discord_surface.translator import CatalogueTranslator
from engine import registry
from tests.bot.conftest import answer, public_text, text_of
from tests.bot.playing import play_out
from tests.bot.test_portroyal_bot import MAX_MOVES, SEED

LANGUAGES = tuple(locales())  # every locale bot/text/ has
SCORE = "portroyal.score"


def test_the_catalogue_check_passes():
    assert check() == []


def test_the_catalogue_check_catches_a_missing_key_foreign_variables_and_missing_plural_forms(tmp_path):
    root = tmp_path / "text"
    shutil.copytree("bot/text", root, ignore=shutil.ignore_patterns("*.py", "__pycache__"))
    uk = root / "uk" / "core.ftl"
    uk.write_text(uk.read_text().replace("core-log_empty = Ходів ще не було.\n", ""))
    es = root / "es" / "core.ftl"
    es.write_text(es.read_text().replace("({ $reason })", "({ $motivo })"))
    cs = root / "cs" / "core.ftl"
    cs.write_text(cs.read_text().replace("    [few] { $score } body\n", ""))
    code = tmp_path / "code"
    (code / "bot").mkdir(parents=True)
    (code / "engine").mkdir()
    (code / "engine" / "core.py").write_text('raise IllegalAction("no_such_code")\n')
    (code / "bot" / "cog.py").write_text('words("core.lobby.text"); words("core.not_written")\n')
    problems = "\n".join(check(root, code))
    assert "uk core.log_empty: missing" in problems
    assert "es core.undelivered: variables" in problems and "motivo" in problems
    assert "cs core.score: missing plural forms ['few']" in problems
    assert "en core.not_written: used in bot/cog.py but missing" in problems
    assert "en core.error.no_such_code: used in engine/core.py but missing" in problems
    assert len(check(root, code)) == 5


@pytest.mark.parametrize("locale, counts", [
    ("en", {0: "0 expeditions", 1: "1 expedition", 2: "2 expeditions"}),
    ("uk", {1: "1 експедиція", 2: "2 експедиції", 5: "5 експедицій", 21: "21 експедиція", 0: "0 експедицій"}),
    ("es", {1: "1 expedición", 0: "0 expediciones", 3: "3 expediciones"}),
    ("cs", {1: "1 expedice", 4: "4 expedice", 5: "5 expedic", 0: "0 expedic"}),
])
def test_counts_take_their_languages_plural_forms(locale, counts):
    words = Words(locale, lambda seat: "Олена")
    for n, phrase in counts.items():
        assert words(SCORE, "portroyal", score=3, coins=2, expeditions=n).endswith(f", {phrase}"), (n, locale)


def test_a_list_of_seats_agrees_with_its_length():
    words = Words("en", lambda seat: f"P{seat}")
    one = words("portroyal.event.tax_bonus", "portroyal", seats=["1"], bonus="most_swords", value=2)
    two = words("portroyal.event.tax_bonus", "portroyal", seats=["1", "2"], bonus="fewest_vp", value=4)
    assert one == "📜 Tax bonus (most swords: 2): P1 gets 1 💰."
    assert two == "📜 Tax bonus (fewest VP: 4): P1, P2 get 1 💰 each."


def test_a_string_param_is_a_term_under_its_own_name():
    words = Words("cs")
    ship = {"type": "ship", "id": 1, "colour": "red", "swords": 3, "strength": 3, "coins": 2}
    assert words.thing(ship, "portroyal") == "Červená loď ⚔3 💰2"
    # the same value under another param is not a colour: no collision, kept as it is
    assert words.thing("red", "portroyal", "kind") == "red"
    assert words.thing("red", "portroyal", "colour") == "Červená"


def test_a_key_a_finished_locale_lacks_fails_in_strict_mode_and_falls_back_otherwise(monkeypatch):
    words = Words("uk")
    with pytest.raises(KeyError, match="uk"):
        words("highcard.title", "highcard")  # the test game has English words only
    monkeypatch.setattr(Words, "strict", False)
    assert words("highcard.title", "highcard") == "High Card"


@pytest.mark.parametrize("clicker, expected", [
    (discord.Locale.ukrainian, "Зараз не ваш хід"),
    (discord.Locale.spain_spanish, "No es tu turno"),
    (discord.Locale.latin_american_spanish, "No es tu turno"),
    (discord.Locale.czech, "Nejsi na tahu"),
    (discord.Locale.american_english, "It's not your turn"),
    (discord.Locale.french, "It's not your turn"),  # a language we lack reads English
])
async def test_private_replies_follow_the_clickers_locale_and_channel_words_the_tables(world, clicker, expected):
    row = await world.bot.tables.open(guild=1, channel=3, game="portroyal", host="10", name="Jiří", locale="cs")
    assert words_for(row, clicker).error("portroyal", "not_your_turn", {}).startswith(expected)
    assert words_for(row)("core.phase.over") == "Hra skončila."
    assert words_for(row, clicker)("core.ai_seat", name="AI 1") == "🤖 AI 1"


def test_end_of_game_in_each_language():
    """One finished game worded four ways (the report prints these)."""
    game = registry.get("portroyal")
    state = game.setup(["10", "20", "ai:1"], 5)
    rng = __import__("random").Random(5)
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id)
    outcome = game.outcome(state)
    names = {"10": "@Олена", "20": "@Jiří", "ai:1": "🤖 AI 1"}
    said = {}
    for locale in LANGUAGES:
        words = Words(locale, names.get)
        said[locale] = outcome_text(words, game, outcome)
        for seat in outcome.winners:
            assert names[seat] in said[locale].splitlines()[0]
        assert "(s)" not in said[locale]
    assert len(set(said.values())) == 4
    assert "ПО" in said["uk"] and "VB" in said["cs"] and "PV" in said["es"] and "VP" in said["en"]


NAME = re.compile(r"^[-_\w]{1,32}$")


async def test_slash_commands_have_valid_names_and_descriptions_in_every_language(world):
    tree = world.bot.tree
    assert isinstance(tree.translator, CatalogueTranslator)
    payloads = [await c.get_translated_payload(tree, tree.translator) for c in tree.get_commands()]

    def walk(item, path):
        yield path + [item["name"]], item
        for child in item.get("options", []):
            yield from walk(child, path + [item["name"]])

    seen = 0
    for payload in payloads:
        for path, item in walk(payload, []):
            for locale in ("uk", "es-ES", "es-419", "cs"):
                name = item.get("name_localizations", {}).get(locale)
                text = item.get("description_localizations", {}).get(locale)
                assert name and text, (path, locale)  # every command and option is translated
                assert NAME.match(name) and name == name.lower(), (path, name)
                assert len(text) <= 100, (path, text)
                seen += 1
    assert seen > 40
    # every command's words are in the catalogue of every language
    assert {k for k in catalogue("en") if k.startswith("core.command.")} <= set(catalogue("uk"))


async def test_the_options_autocomplete_offers_the_languages(world):
    choices = await world.members[0].autocomplete(world.channel, "game new", "options", "lang", game="portroyal")
    assert {c["value"] for c in choices} == {f"language={x}" for x in LANGUAGES}
    assert "language=uk · Українська" in {c["name"] for c in choices}


def test_missing_permissions_are_named_in_the_readers_language():
    said = Words("uk").error(None, "missing_permissions", {"permissions": ["send_messages", "embed_links"]})
    assert said.endswith(": Надсилати повідомлення, Вбудовувати посилання.")


async def test_the_table_language_defaults_to_the_servers_and_an_option_overrides_it(world):
    tables = world.bot.tables
    row = await tables.open(guild=1, channel=111, game="portroyal", host="5", name="Jiří", locale="cs")
    assert row.locale == "cs" and row.options["language"] == "cs"
    row = await tables.open(guild=1, channel=112, game="portroyal", host="6", name="Eva", locale="cs",
                            options={"language": "es"})  # another host: one open lobby per person
    assert row.locale == "es"


async def test_a_whole_game_at_a_ukrainian_table_speaks_ukrainian_in_the_channel(world):
    alice = world.members[0]
    result = await alice.slash(world.channel, "game new", game="portroyal", options="language=uk")
    assert "Стіл для гри **Port Royal** відкрито" in text_of(result.response)
    await alice.slash(world.channel, "game add-ai")
    result = await alice.slash(world.channel, "game start")
    assert answer(result) == "✅ The game has started."  # her own reply: her locale (SimCord: en-US)
    row = (await play_out(world, [alice], seed=SEED, limit=MAX_MOVES)).row
    assert row.status == "over" and row.locale == "uk"
    said = public_text(world)
    assert "🏆 **Гру завершено!**" in text_of(world.public_messages()[-1]) and " ПО, " in said
    events = [line for line in said.splitlines() if line.startswith("• ")]
    assert events and all(re.search("[а-яіїєґ]", line) for line in events), events
    for english in ("Game over", "reveals", "is the active player", " VP", "(s)"):
        assert english not in said


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_card_in_every_action_fits_a_button_in_every_language(locale):
    from bot.discord_surface.components import LABEL_LIMIT
    from engine.core import Action
    from engine.portroyal import data as cards

    words = Words(locale)
    longest = 0
    for card in (cards.thing(i) for i in range(len(cards.CARDS))):
        kinds = {"ship": ("repel", "keep", "keep_bust", "take_ship", "take_ship_pay"),
                 "person": ("hire", "hire_pay"), "expedition": ("claim",)}.get(card["type"], ())
        for kind in kinds:
            for jacks in (0, 1, 2):
                action = Action("x", kind, {"card": card, "coins": 9, "cost": 9, "swords": 9, "bonus": 2, "vp": 6,
                                            "compensation": 1, "bust": True, "jacks": jacks, "persons": []})
                longest = max(longest, len(words.action("portroyal", action)))
    assert 40 < longest <= LABEL_LIMIT
