"""The global sync keeps the app's Entry Point command (the live board in Discord's App Launcher):
Discord refuses (50240) an overwrite that leaves it out. SimCord knows no command of type 4, so the
app's commands here are a recording stand-in for `Client.http`'s two command calls."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord_surface.entry_point import ENTRY_POINT, sync_global


class Commands:
    """The app's global commands as Discord keeps them; what the bot overwrote them with."""

    def __init__(self, existing):
        self.existing, self.overwritten = existing, None

    async def get_global_commands(self, application_id):
        return self.existing

    async def bulk_upsert_global_commands(self, application_id, payload):
        self.overwritten = payload
        return payload


def app(existing):
    client = discord.Client(intents=discord.Intents.none(), application_id=42)
    client.http = Commands(existing)
    return client, app_commands.CommandTree(client)


ENTRY = {"id": "9", "application_id": "42", "version": "7", "name": "launch", "description": "",
         "type": ENTRY_POINT, "handler": 2, "integration_types": [0], "contexts": [0, 1, 2]}
GAME = {"name": "game", "description": "Tables", "type": 1, "options": []}


async def test_the_entry_point_is_sent_back_beside_the_tree_s_commands():
    client, tree = app([{"id": "8", "name": "old", "type": 1}, ENTRY])
    await sync_global(client, tree, [GAME])
    assert client.http.overwritten[0] == GAME
    kept, = client.http.overwritten[1:]
    assert kept["type"] == ENTRY_POINT and kept["handler"] == 2 and kept["name"] == "launch" and kept["id"] == "9"
    assert "version" not in kept and "application_id" not in kept  # what Discord sets itself stays out

