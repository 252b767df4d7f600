"""The simulated server: one channel, you in it, the real bot, and the page's first message."""

from __future__ import annotations

from dataclasses import dataclass

from simcord import Env

from engine import registry

from ..app import TreasureTable
from ..discord_surface.components import new_view
from ..text import Words

CHANNEL = "games"
YOU = "you"
BOT_NAME = "Treasure Table"


@dataclass(frozen=True)
class Table:
    """What the tables opened here are made of: their options, and the AIs each lobby gets."""

    players: int
    level: str
    language: str

    @property
    def options(self) -> str:
        return f"thread=no language={self.language}"  # lobby, table, result and rematch on one page


@dataclass
class World:
    env: Env
    channel: object  # SimCord's channel handle
    you: object      # SimCord's member actor: the person at the browser


def build(env: Env, language: str) -> World:
    env.backend.edit_bot_profile(BOT_NAME)  # SimCord calls its bot TestBot
    guild = env.create_guild(name="Treasure Table (local)", preferred_locale=language)
    channel = guild.create_text_channel(CHANNEL)
    you = guild.add_member(env.create_user(YOU))
    return World(env, channel, you)


async def greet(bot: TreasureTable, world: World, table: Table, pick: bool) -> None:
    """The page's first message, from the bot: what this is, where your secrets are, and without a
    game named on the command line, the games as buttons."""
    words = Words(table.language)
    text = words("core.try.welcome")
    view = new_view()
    if pick:
        text += "\n" + words("core.try.pick", ais=table.players)
        for name in registry.names():
            view.add_item(bot.parts.views.open_button(name, table.options, label=registry.get(name).title))
    await bot.get_channel(world.channel.id).send(text, view=view)
