"""The board's icons as the app's own emojis: the start-up sync against SimCord (uploads once,
nothing on a restart, a changed drawing replaced, stale ones of ours deleted, others' kept), the
turn message wearing them, and the bot playing on in Unicode when the sync fails.

Most tests start with every emoji already there, as a previous process left them (put straight
into SimCord's backend, no requests): only the first-start test pays for the uploads."""

from __future__ import annotations

import re
from pathlib import Path

import discord
import pytest
import pytest_asyncio
from simcord import Env

import renders
from bot.app import create_bot
from bot.discord_surface.appemojis import OURS, drawings
from bot.speech.emojis import SYMBOLS, Emojis
from tests.bot.conftest import board_alt, components_of, text_of, World, answer, button_labels, open_table, prompt
from tests.bot.playing import play_out
from tests.discord_limits import CUSTOM_EMOJI_NAME

EMOJIS = "/applications/*/emojis"
SEED = 3  # a Port Royal deck whose first card shows coins
FOREIGN = ("treasure_logo", "tt_logo")  # the app's owner's own emojis: not of our name's shape


def wanted() -> dict[str, str]:
    """icon -> the name of its emoji, as the bot draws them now."""
    return {icon: name for icon, (name, _) in drawings(Emojis().icons()).items()}


def every_emoji(env: Env) -> None:
    """Before the start: the app has every emoji already (a previous process uploaded them)."""
    for name in wanted().values():
        env.backend.create_application_emoji(name)


def nothing(env: Env) -> None:
    """Before the start: the app has no emoji yet."""


@pytest.fixture
def before_start():
    return every_emoji


@pytest_asyncio.fixture
async def simcord_bot(db_path):
    bot = create_bot(database=db_path, app_emojis=True)
    yield bot
    await bot.close_storage()


@pytest_asyncio.fixture
async def simcord_env(simcord_bot, before_start):
    """SimCord's env, with `before_start(env)` run before the bot connects."""
    env = Env(simcord_bot)
    before_start(env)
    await env.start()
    try:
        yield env
    finally:
        await env.shutdown()
        env.raise_errors()


def app_emojis(env: Env) -> dict[str, int]:
    return {e.name: e.id for e in env.backend.application_emojis.values()}


def emoji_requests(log, since: int = 0) -> list[str]:
    return [c.method for c in log.calls[since:] if c.route.endswith("/emojis") or "/emojis/" in c.route]


async def restart(world, db_path) -> None:
    """The old process is gone (its store closed); a new one starts, with the app's emojis as they are."""
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path, app_emojis=True))


# ---- the table and the lookup (no Discord) -----------------------------------------------------

def test_every_symbol_is_one_our_words_use_and_an_icon_draws():
    catalogue = "".join(p.read_text(encoding="utf-8") for p in Path("bot/text").rglob("*.ftl"))
    assert [s for s in SYMBOLS if s not in catalogue] == []
    assert sorted(set(SYMBOLS.values()) - renders.every_icon()) == []
    names = wanted()
    assert len(set(names.values())) == len(names) == len(set(SYMBOLS.values()))
    assert [n for n in names.values() if not (CUSTOM_EMOJI_NAME.match(n) and OURS.match(n))] == []


def test_words_wear_an_emoji_only_where_one_is_had():
    emojis = Emojis()
    line = "💰 3, ☠ but 🏴\u200d☠️, 🗡️ and 🚣\u200d♀️"
    assert emojis.dress(line) == line
    assert emojis.split("💰 Take it") == (None, "💰 Take it")
    coin, skull = discord.PartialEmoji(name="tt_coin_1a2b3c", id=11), discord.PartialEmoji(name="tt_skull_4d5e6f", id=12)
    emojis.had("coin", coin)
    emojis.had("skull", skull)
    emojis.had("timbuktu.scimitar", discord.PartialEmoji(name="tt_timbuktu_scimitar_777777", id=13))
    emojis.had("tortuga.rowboat", discord.PartialEmoji(name="tt_tortuga_rowboat_888888", id=14))
    assert emojis.dress(line) == ("<:tt_coin_1a2b3c:11> 3, <:tt_skull_4d5e6f:12> but 🏴\u200d☠️, "
                                  "<:tt_timbuktu_scimitar_777777:13> and 🚣\u200d♀️")  # joined pictures stay whole
    assert emojis.split("💰 Take it") == (coin, "Take it")
    assert emojis.split("⚔ Repel") == (None, "⚔ Repel")  # no emoji for the swords: the label stays whole
    assert emojis.split("💰") == (None, "💰")  # a select option needs words
    assert emojis.split("Take 💰") == (None, "Take 💰")


# ---- the sync ----------------------------------------------------------------------------------

@pytest.mark.parametrize("before_start", [nothing])
async def test_a_first_start_uploads_each_icon_once_and_a_restart_uploads_nothing(world, discord_calls, db_path):
    names = wanted()
    assert app_emojis(world.env).keys() == set(names.values())
    assert emoji_requests(discord_calls) == ["GET"] + ["POST"] * len(names)
    synced = world.bot.parts.app_emojis.synced
    assert (synced.created, synced.kept, synced.deleted, synced.failed) == (len(names), 0, 0, None)
    before = dict(app_emojis(world.env))

    mark = discord_calls.mark()
    await restart(world, db_path)
    assert emoji_requests(discord_calls, mark) == ["GET"]  # one look, nothing uploaded
    assert app_emojis(world.env) == before
    assert world.bot.parts.app_emojis.synced.kept == len(names)


def stale_and_foreign(env: Env) -> None:
    every_emoji(env)
    env.backend.create_application_emoji("tt_kraken_0a1b2c")  # ours, for an icon no word uses any more
    for name in FOREIGN:
        env.backend.create_application_emoji(name)


@pytest.mark.parametrize("before_start", [stale_and_foreign])
async def test_a_changed_drawing_is_replaced_and_stale_emojis_of_ours_go_but_no_one_elses(
        world, discord_calls, db_path, monkeypatch):
    assert "tt_kraken_0a1b2c" not in app_emojis(world.env)
    assert emoji_requests(discord_calls) == ["GET", "DELETE"]
    old = wanted()["coin"]

    drawn = renders.icon_png
    monkeypatch.setattr(renders, "icon_png", lambda icon: drawn("skull" if icon == "coin" else icon))
    new = wanted()["coin"]
    assert new != old  # a new drawing, a new name
    mark = discord_calls.mark()
    await restart(world, db_path)
    assert emoji_requests(discord_calls, mark) == ["GET", "POST", "DELETE"]  # the new one first, then the old goes
    there = app_emojis(world.env)
    assert new in there and old not in there and all(name in there for name in FOREIGN)
    assert world.bot.parts.app_emojis.emojis.of("💰").id == there[new]


# ---- what the bot says with them, and without -------------------------------------------------

def custom_emojis(message) -> list[tuple[str, int]]:
    """(label, emoji id) of every button and select option with a custom emoji on a message."""
    found = []
    for child in components_of(message):
        items = [child] + list(getattr(child, "options", None) or [])
        found += [(item.label, item.emoji.id) for item in items
                  if getattr(item, "emoji", None) is not None and item.emoji.id]
    return found


async def test_a_turn_message_wears_the_app_emojis(world):
    emojis = app_emojis(world.env)
    alice, bob = world.members[:2]
    await open_table(world, "portroyal", [alice, bob], seed=SEED)
    message = prompt(world)
    assert ("Reveal a card", emojis[wanted()["deck"]]) in custom_emojis(message)
    assert not any(label.startswith("🂠") for label in button_labels(message))
    result = await alice.click(message, label="Reveal a card")
    assert not result.ephemeral or "Done" in answer(result)
    assert (await world.table()).version > 0
    lines = text_of(prompt(world))
    coin = wanted()["coin"]
    assert f"<:{coin}:{emojis[coin]}>" in lines  # the card revealed, its coins in the board's own coin
    assert [symbol for symbol in SYMBOLS if symbol in lines] == []

    await open_table(world, "tobago", [alice, bob])  # the first drive: too many places for buttons, a menu
    options = custom_emojis(prompt(world))
    assert options and {i for _, i in options} <= set(emojis.values())


def refusing(method: str):
    def before(env: Env) -> None:
        """Before the start: Discord refuses the emojis' list (GET) or every upload (POST)."""
        env.inject_error(method, EMOJIS, status=403, code=50013, times=None)
    return before


@pytest.mark.parametrize("before_start", [refusing("GET"), refusing("POST")], ids=["list", "upload"])
async def test_when_the_emojis_cannot_be_had_the_bot_plays_on_in_unicode(world, discord_calls, before_start):
    assert world.bot.parts.app_emojis.synced.failed
    assert emoji_requests(discord_calls) in (["GET"], ["GET", "POST"])  # it stopped at the first refusal
    alice = world.members[0]
    await open_table(world, "portroyal", [alice], ai=1, seed=SEED)
    message = prompt(world)
    assert "🂠 Reveal a card" in button_labels(message) and custom_emojis(message) == []  # the label as written
    await alice.click(message, label="🂠 Reveal a card")
    lines = text_of(prompt(world))
    assert "💰" in lines and "<:" not in lines
    if emoji_requests(discord_calls) == ["GET"]:  # one whole game is enough to show nothing leans on the emojis
        assert (await play_out(world, [alice], limit=1500)).row.status == "over"


@pytest.mark.parametrize("game", ["portroyal", "timbuktu", "tobago", "tortuga"])
async def test_a_whole_game_of_each_title_plays_in_the_app_emojis(world, game):
    """Every message of a whole game, under the validator (which refuses an emoji the app does not
    own): the turn messages wear the board's icons, and the board is described at every turn."""
    people = world.members[:3]
    await open_table(world, game, people, seed=SEED)
    described: list[bool] = []

    async def after(step):
        described.append(bool(board_alt(prompt(world))))

    played = await play_out(world, people, after=after)
    assert played.row.status == "over" and all(described)
    owned = {f"<:{name}:{i}>" for name, i in app_emojis(world.env).items()}
    said = "\n".join(text_of(m) for m in world.public_messages())
    worn = set(re.findall(r"<:\w+:\d+>", said))
    assert worn and worn <= owned  # the icons stand in the words, and only ours
