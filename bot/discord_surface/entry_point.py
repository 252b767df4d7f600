"""Syncing the global commands without losing the app's Entry Point command.

Once an app's Activities are on, Discord gives it an Entry Point command (type 4: the live board in
the App Launcher) and refuses a bulk overwrite of the global commands that leaves it out (error
50240). discord.py 2.7 knows no such command type, so its `tree.sync()` would drop it: the global
sync here reads the app's commands first and sends the Entry Point back beside the tree's own.
Both requests go through `Client.http`'s command calls (discord.py has no public call for a
command of a type it does not know; tests/test_discord_private.py fails if they change).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

ENTRY_POINT = 4  # PRIMARY_ENTRY_POINT
KEPT = ("id", "name", "name_localizations", "description", "description_localizations", "type", "handler",
        "integration_types", "contexts", "default_member_permissions", "nsfw")


async def sync_global(client: discord.Client, tree: app_commands.CommandTree, payload: list[dict[str, Any]]) -> None:
    """The tree's global commands (`payload`, translated), with any Entry Point the app has kept."""
    if client.application_id is None:
        raise app_commands.MissingApplicationID
    existing = await client.http.get_global_commands(client.application_id)
    kept = [{key: command[key] for key in KEPT if key in command}
            for command in existing if command.get("type") == ENTRY_POINT]
    if not kept:
        await tree.sync()
        return
    await client.http.bulk_upsert_global_commands(client.application_id, payload=payload + kept)
