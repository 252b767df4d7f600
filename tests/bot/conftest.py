"""The real bot against SimCord's in-memory Discord: no network, no token."""

from __future__ import annotations

import discord
import pytest
import pytest_asyncio
import simcord.interactions

from bot.app import create_bot
from bot.service.servers import LIMITS
from bot.service.store import Store
from bot.service.tables import Tables
from tests.conftest import on_both_backends  # noqa: F401 - the tests import it from here
from tests.threadless import no_threads

COOLDOWN = LIMITS["cooldown"][0]  # a person opens one table per this many seconds


@pytest.fixture
def db_path(database):
    """Where the bot keeps its tables: the `database` fixture (a SQLite file; with
    `on_both_backends` also a fresh PostgreSQL database, as a URL)."""
    return database


async def write_behind_the_bots_back(database, sql: str, *params) -> None:
    """One statement on the bot's database while its store is closed (on either backend),
    as a crash, a disk fault or a hand-edit would leave it."""
    store = Store(database)
    await store.open()
    try:
        await store.driver.run(sql, params)
    finally:
        await store.close()


@pytest_asyncio.fixture
async def service(database):
    """The table service alone, over a fresh database (SQLite; with `on_both_backends` PostgreSQL
    too): no bot, no listener."""
    store = Store(database)
    await store.open()
    service = Tables(store)
    yield service
    service.cancel_ai()
    await store.close()


@pytest_asyncio.fixture
async def simcord_bot(db_path):
    bot = create_bot(database=db_path)
    yield bot
    await bot.close_storage()


class World:
    """A guild with a game channel and a few members, as a test's narrator sets it up."""

    def __init__(self, env, names=("alice", "bob", "carol"), threads=False):
        self.env = env
        self.guild = env.create_guild()
        if not threads:
            no_threads(env, self.guild)
        self.channel = self.guild.create_text_channel("games")
        self.members = [self.guild.add_member(env.create_user(n)) for n in names]

    @property
    def bot(self):
        return self.env.bot

    def public_messages(self):
        return [m for m in self.channel.history() if not m.flags.ephemeral]

    def last_board(self):
        """The newest public message that carries the board image."""
        for message in reversed(self.public_messages()):
            if message.attachments:
                return message
        return None

    async def table(self):
        return await self.bot.tables.store.latest_table(self.channel.id)

    def state(self, row):
        return self.bot.tables.state_of(row)


@pytest_asyncio.fixture
async def world(simcord_env, simcord_bot):
    yield World(simcord_env)
    if simcord_env.bot is not simcord_bot:  # the test restarted into another bot: its store closes too
        await simcord_env.bot.close_storage()


def speak_ukrainian(monkeypatch):
    """From here on every interaction SimCord sends comes from a Ukrainian client."""
    real = simcord.interactions.base_payload

    def base_payload(*args, **kwargs):
        record, payload = real(*args, **kwargs)
        payload["locale"] = "uk"
        return record, payload
    monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)


def dm_texts(member) -> list[str]:
    return [m.content for m in member.user.dm_channel.history()]


def answer(result) -> str:
    """What the person who acted was told (the reply, or the last follow-up)."""
    if result.followups:
        return text_of(result.followups[-1])
    return text_of(result.response) if result.response else ""


def action_of(choice: dict) -> str:
    """The action id of an autocomplete choice (its value also carries the version it was offered in)."""
    value = choice["value"]
    return value.rpartition("@")[0] if "@" in value else value


def public_text(world) -> str:
    """Everything anyone in the channel can read: contents, embeds (fields too) and the labels
    of buttons and menus on non-ephemeral messages."""
    parts = []
    for m in world.public_messages():
        parts.append(text_of(m))
        for e in m.embeds:
            parts += [e.title or "", e.description or "", e.footer.text or ""]
            parts += [f"{f.name} {f.value}" for f in e.fields]
        parts += button_labels(m)
        parts += [label for _, options in selects(m) for label, _ in options]
    return "\n".join(parts)


def prompt(world):
    """The newest public message with components: the current turn prompt."""
    return next(m for m in reversed(world.public_messages()) if m.components)


async def assert_log_replays(world, row) -> None:
    """The move log, replayed from the seed, gives exactly the saved state."""
    from bot.service.rows import replayed

    game, state = world.state(row)
    for _, replay in replayed(game, row, await world.bot.tables.store.moves(row.id)):
        pass
    assert replay.to_json() == state.to_json()


def components_of(message):
    """Every component of a message, however deep a V2 layout nests it (dicts or discord.py objects)."""
    def walk(items):
        for item in items or []:
            yield item
            if isinstance(item, dict):
                yield from walk(item.get("components"))
                for key in ("accessory", "component"):
                    if isinstance(item.get(key), dict):
                        yield from walk([item[key]])
            else:
                yield from walk(getattr(item, "children", None))
                if getattr(item, "accessory", None) is not None:
                    yield from walk([item.accessory])
    return list(walk(message.components))


def _kind(component):
    kind = component.get("type") if isinstance(component, dict) else getattr(component, "type", None)
    return getattr(kind, "value", kind)


def blocks(message) -> list[str]:
    """The text displays of a message's layout, top to bottom (a turn message: the header, what
    happened, the small print)."""
    return [component.get("content") if isinstance(component, dict) else component.content
            for component in components_of(message) if _kind(component) == 10]


def turn_line(message) -> str:
    """The turn message's header under the game's title: whose turn, what we wait for."""
    head = blocks(message)
    return head[0].split("\n", 1)[-1] if head else text_of(message)


def text_of(message) -> str:
    """What a message says: its content, else the text displays of its layout, top to bottom."""
    return "\n".join(([message.content] if message.content else []) + blocks(message))


def galleries(message) -> list[list[str | None]]:
    """The media galleries a message shows, top to bottom: each its items' alt texts."""
    out = []
    for component in components_of(message):
        if _kind(component) == 12:
            items = component["items"] if isinstance(component, dict) else component.items
            out.append([i.get("description") if isinstance(i, dict) else i.description for i in items])
    return out


def board_alt(message) -> str | None:
    """The alt text of the board a message shows (its last media gallery: a focus picture comes first)."""
    shown = galleries(message)
    return shown[-1][0] if shown else None


def focus_alt(message) -> str | None:
    """The alt text of the focus picture a message shows above its board (None: it shows none)."""
    shown = galleries(message)
    return shown[0][0] if len(shown) > 1 else None


def picture_alts(message) -> list[str]:
    """The alt texts of every picture a message's layout shows, top to bottom."""
    alts = []
    for component in components_of(message):
        if _kind(component) == 12:
            for item in (component["items"] if isinstance(component, dict) else component.items):
                alts.append((item.get("description") if isinstance(item, dict) else item.description) or "")
    return alts


def button_labels(message) -> list[str]:
    """Labels of the buttons on a message (a discord.Message or a SimCord response)."""
    labels = []
    for child in components_of(message):
        label = child.get("label") if isinstance(child, dict) else getattr(child, "label", None)
        if label and _kind(child) == 2:
            labels.append(label)
    return labels


def selects(message) -> list[tuple[str, list[tuple[str, str]]]]:
    """The select menus on a message: (custom id, [(option label, value), …])."""
    found = []
    for child in components_of(message):
        if _kind(child) == 3:
            options = child.get("options") if isinstance(child, dict) else child.options
            pairs = [(o["label"], o["value"]) if isinstance(o, dict) else (o.label, o.value) for o in options]
            custom_id = child.get("custom_id") if isinstance(child, dict) else child.custom_id
            found.append((custom_id, pairs))
    return found


async def open_table(world, game, people, ai=0, options=None, seed=None):
    """`game` opened by the first of `people`, the others joined, `ai` AI seats added, started
    (with `seed`, through the table service, when a test needs a known deal)."""
    host, *others = people
    await world.env.advance_time(COOLDOWN)  # the host's last table may have opened just now
    await host.slash(world.channel, "game new", game=game, **({"options": options} if options else {}))
    for member in others:
        await member.slash(world.channel, "game join")
    for _ in range(ai):
        await host.slash(world.channel, "game add-ai")
    if seed is None:
        result = await host.slash(world.channel, "game start")
        assert result.ephemeral, answer(result)
    else:
        await world.bot.tables.start(world.channel.id, str(host.id), seed=seed)
    return await world.table()


def placeholders(message) -> list[str]:
    """The placeholders of the select menus on a message (what a closed select says)."""
    return [(c.get("placeholder") if isinstance(c, dict) else c.placeholder) or ""
            for c in components_of(message) if _kind(c) == 3]
