"""Buttons and select menus. All are persistent `DynamicItem`s: their custom id
carries the table, the prompt's version and the action, so a click works after a
restart with no view kept in memory (discord.py's persistent-view pattern).
"""

from __future__ import annotations

import hashlib

import discord

from engine.core import Action, Game, State

from . import menus
from .store import TableRow
from .tables import is_ai
from .text import Words

MAX_BUTTONS = 20          # four rows of five; the fifth row keeps "my view"
LABEL_LIMIT = 80
OPTION_LIMIT = 100
CUSTOM_ID_LIMIT = 100


def _label(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class ActionButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tt:a:(?P<table>\d+):(?P<version>\d+):(?P<action>.+)"):
    def __init__(self, table: int, version: int, action: str, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=_label(label or action, LABEL_LIMIT), style=discord.ButtonStyle.secondary,
            custom_id=f"tt:a:{table}:{version}:{action}",
        ))
        self.table, self.version, self.action = table, version, action

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["table"]), int(match["version"]), match["action"], item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.play_cog.press(interaction, self.table, self.version, self.action)


class MenuSelect(discord.ui.DynamicItem[discord.ui.Select],
                 template=r"tt:m:(?P<table>\d+):(?P<version>\d+):(?P<mark>[0-9a-f]+):(?P<path>[\d.]*)"):
    """One level of a seat's menu (bot/menus.py). The custom id carries the path picked so far
    and a fingerprint of the seat's legal actions: a level is only rebuilt from the same list."""

    def __init__(self, table: int, version: int, mark: str, path: tuple[int, ...],
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"tt:m:{table}:{version}:{mark}:{'.'.join(map(str, path))}",
            options=options or [discord.SelectOption(label="…")], placeholder=placeholder, min_values=1, max_values=1,
        ))
        self.table, self.version, self.mark, self.path = table, version, mark, path

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        path = tuple(int(p) for p in match["path"].split(".") if p)
        return cls(int(match["table"]), int(match["version"]), match["mark"], path, item.options, item.placeholder)

    async def callback(self, interaction: discord.Interaction) -> None:
        picked = self.path + (int(self.item.values[0]),)
        await interaction.client.play_cog.pick(interaction, self.table, self.version, self.mark, picked)


class SeatButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tt:(?P<op>choose|hand):(?P<table>\d+)"):
    """"Choose" opens the clicker's own options privately; "hand" shows their private view."""

    def __init__(self, op: str, table: int, label: str = "…", emoji: str | None = None) -> None:
        style = discord.ButtonStyle.primary if op == "choose" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style, custom_id=f"tt:{op}:{table}"))
        self.op, self.table = op, table

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["op"], int(match["table"]), item.label or "…", item.emoji)

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.play_cog
        if self.op == "choose":
            await cog.open_choices(interaction, self.table)
        else:
            await cog.show_hand(interaction, self.table)


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button], template=r"tt:l:(?P<table>\d+):(?P<op>join|leave|ai|start)"):
    STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "ai": discord.ButtonStyle.secondary, "start": discord.ButtonStyle.primary}

    def __init__(self, table: int, op: str, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[op], custom_id=f"tt:l:{table}:{op}"))
        self.table, self.op = table, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["table"]), match["op"], item.label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.client.lobby_cog.press(interaction, self.table, self.op)


DYNAMIC_ITEMS = (ActionButton, MenuSelect, SeatButton, LobbyButton)


def lobby_view(row: TableRow, words: Words) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in ("join", "leave", "ai", "start"):
        view.add_item(LobbyButton(row.id, op, words(f"core.lobby.button_{op}")))
    return view


def fingerprint(actions: list[Action]) -> str:
    """Short and stable for one list of legal actions."""
    return hashlib.sha1("\n".join(a.id for a in actions).encode()).hexdigest()[:10]


def group_name(words: Words, game: str, name: str) -> str:
    key = f"{game}.group.{name}"
    return words(key, game) if words.has(key) else words.thing(name, game)


def menu_select(row: TableRow, game: Game, actions: list[Action], words: Words,
                path: tuple[int, ...] = ()) -> MenuSelect:
    """The select for the menu level at `path` of these actions."""
    level = menus.walk(actions, path)
    assert isinstance(level, list)
    options = []
    for index, option in enumerate(level):
        label, description = menus.option_text(
            option, lambda a: words.action(game.name, a), lambda g: group_name(words, game.name, g),
            lambda n: words("core.menu_more", count=n))
        options.append(discord.SelectOption(label=_label(label, OPTION_LIMIT), value=str(index),
                                            description=_label(description, OPTION_LIMIT) or None))
    placeholder = words("core.choose_placeholder", count=sum(len(o.actions) for o in level))
    return MenuSelect(row.id, row.version, fingerprint(actions), path, options, _label(placeholder, 150))


def action_items(row: TableRow, game: Game, state: State, seat: str, words: Words) -> list[discord.ui.Item]:
    """The seat's legal actions: buttons when they fit, else the first level of a menu."""
    actions = game.legal_actions(state, seat)
    fits = all(len(f"tt:a:{row.id}:{row.version}:{a.id}") <= CUSTOM_ID_LIMIT for a in actions)
    if len(actions) <= MAX_BUTTONS and fits:
        return [ActionButton(row.id, row.version, a.id, words.action(game.name, a)) for a in actions]
    return [menu_select(row, game, actions, words)]


def prompt_view(row: TableRow, game: Game, state: State, words: Words) -> discord.ui.View | None:
    """The turn prompt under the board. A single person with public choices gets them here;
    simultaneous, secret or optional choices get a "choose" button that answers privately."""
    to_act = game.to_act(state)
    humans = [s for s in game.may_act(state) if not is_ai(s)]
    view = discord.ui.View(timeout=None)
    if len(to_act) == 1 and not is_ai(to_act[0]):
        actions = game.legal_actions(state, to_act[0])
        if not any(a.secret for a in actions):
            for item in action_items(row, game, state, to_act[0], words):
                view.add_item(item)
            humans = [s for s in humans if s != to_act[0]]
    if humans:
        view.add_item(SeatButton("choose", row.id, words("core.button_choose"), "🎯"))
    view.add_item(SeatButton("hand", row.id, words("core.button_hand"), "🃏"))
    return view
