"""Buttons and select menus. All are persistent `DynamicItem`s: their custom id
carries the table, the prompt's version and the action, so a click works after a
restart with no view kept in memory (discord.py's persistent-view pattern).

`Views` builds every view from the item classes as they are: a view is sent stopped, so
only its custom ids matter. A press is dispatched by custom id to the classes the bot
registers, `bound_items(admit, ...)`: the same classes, each bound to the feature whose press
it is (the cog that also holds that feature's commands: `FEATURE_OF` says which) and to the
gate every interaction passes, so a press reaches its bot's services without asking the Bot
object, and two bots in one process (the shard tests) each answer their own.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any, Callable

import discord

from engine.core import Action, Game, State

from ..speech import menus
from ..speech.emojis import Emojis
from ..speech.layouts import Card, controls, layout
from .forms import FORMS, ServerForm
from ..service.errors import TableError
from ..service.rows import Place, TableRow
from ..service.seats import platform_plays
from .posting.replies import answer_failure
from ..speech.wording import branch_name, choice_name
from ..text import Words
from .interactions import Admit

MAX_BUTTONS = 20          # four rows of five; the fifth row keeps "my view"
ROW_ITEMS = 5             # buttons in an action row (a select fills one alone)
LABEL_LIMIT = 80
OPTION_LIMIT = 100
CUSTOM_ID_LIMIT = 100


def _label(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


async def answered(interaction: discord.Interaction, item: "Bound", table: int, handler, *args,
                   carry: bool = False) -> None:
    """Run a component's feature method behind the one error boundary, after the checks a forged
    component needs (Discord itself would never send these): an id within Discord's limit,
    and a table that lives in the channel and guild the press came from (its thread, or the
    parent channel its lobby message is in). `carry`: the handler takes the row read here
    (`row=`) instead of reading it again; None when the table's place, kept from its last move,
    was enough to check the press (the move reads the row under the table's lock anyway)."""
    row = None
    try:
        if len(interaction.data.get("custom_id", "")) > CUSTOM_ID_LIMIT:
            raise TableError("bad_component")
        place = item.feature.tables.kept_place(table) if carry else None
        if place is None:
            place = row = await item.feature.tables.reader.table(table)
        if place is None or not (in_dms(interaction, place) or (
                place.guild == interaction.guild_id and interaction.channel_id in (place.channel, place.parent))):
            raise TableError("other_table")
        await handler(interaction, *args, **({"row": row} if carry else {}))
    except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
        await answer_failure(interaction, exc, row=row)


def in_dms(interaction: discord.Interaction, table: TableRow | Place) -> bool:
    """A press in the presser's DMs with the bot (a DM prompt, `/game notify dm`) by someone
    seated at the table: what they may do there is what their seat may do anywhere."""
    return interaction.guild_id is None and str(interaction.user.id) in table.seats


class Bound:
    """What a bound item class knows: the feature (a cog) whose method its presses run (None on
    the base classes), and its custom id's pattern, kept here so the bound subclasses and
    `handled` can use it."""

    feature: Any = None  # typed loosely: naming the cogs here would point this module back up at them
    pattern: re.Pattern

    def __init_subclass__(cls, *, template: str | re.Pattern, **kwargs) -> None:
        cls.pattern = re.compile(template)
        super().__init_subclass__(template=cls.pattern, **kwargs)


NUMBER = r"\d{1,19}"  # a table id or version; longer is no id of ours


def handled(interaction: discord.Interaction) -> bool:
    """Whether one of our components will take this press: its id has our shape and it is on
    the message pressed (discord.py drops the others without a word; the caller answers them)."""
    custom_id = (interaction.data or {}).get("custom_id", "")
    if not any(item.pattern.fullmatch(custom_id) for item in DYNAMIC_ITEMS):
        return False
    message = interaction.message
    return message is not None and any(child.custom_id == custom_id for child in controls(message.components))


class ActionButton(Bound, discord.ui.DynamicItem[discord.ui.Button], template=rf"tt:a:(?P<table>{NUMBER}):(?P<version>{NUMBER}):(?P<action>.+)"):
    def __init__(self, table: int, version: int, action: str, label: str | None = None,
                 emoji: discord.PartialEmoji | str | None = None) -> None:
        super().__init__(discord.ui.Button(
            label=_label(label or action, LABEL_LIMIT), emoji=emoji, style=discord.ButtonStyle.secondary,
            custom_id=f"tt:a:{table}:{version}:{action}",
        ))
        self.table, self.version, self.action = table, version, action

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["table"]), int(match["version"]), match["action"], item.label, item.emoji)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(interaction, self, self.table, self.feature.press, self.table, self.version, self.action,
                       carry=True)


class MenuSelect(Bound, discord.ui.DynamicItem[discord.ui.Select],
                 template=rf"tt:m:(?P<table>{NUMBER}):(?P<version>{NUMBER}):(?P<mark>[0-9a-f]{{1,40}}):(?P<path>[\d.]{{0,40}})"):
    """One level of a seat's menu (bot/speech/menus.py). The custom id carries the path picked so far
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
        await answered(interaction, self, self.table, self._pick, carry=True)

    async def _pick(self, interaction: discord.Interaction, row: TableRow | None = None) -> None:
        value = (self.item.values or [""])[0]
        if not value.isdigit() or len(value) > 3:
            raise TableError("bad_component")
        await self.feature.pick(interaction, self.table, self.version, self.mark, self.path + (int(value),), row)


class MenuBack(Bound, discord.ui.DynamicItem[discord.ui.Button],
               template=rf"tt:mb:(?P<table>{NUMBER}):(?P<version>{NUMBER}):(?P<mark>[0-9a-f]{{1,40}}):(?P<path>[\d.]{{0,40}})"):
    """Back one level of a private menu: the custom id carries the level to show again."""

    def __init__(self, table: int, version: int, mark: str, path: tuple[int, ...], label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, emoji="↩️", style=discord.ButtonStyle.secondary,
                                           custom_id=f"tt:mb:{table}:{version}:{mark}:{'.'.join(map(str, path))}"))
        self.table, self.version, self.mark, self.path = table, version, mark, path

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        path = tuple(int(p) for p in match["path"].split(".") if p)
        return cls(int(match["table"]), int(match["version"]), match["mark"], path, item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(interaction, self, self.table, self.feature.pick, self.table, self.version, self.mark, self.path,
                       carry=True)


class SeatButton(Bound, discord.ui.DynamicItem[discord.ui.Button], template=rf"tt:(?P<op>choose|hand|hint):(?P<table>{NUMBER})"):
    """"Choose" opens the clicker's own options privately; "hand" shows their private view; "💡 Hint"
    gives their hint, as `/game hint` does."""

    def __init__(self, op: str, table: int, label: str = "…", emoji: str | None = None) -> None:
        style = discord.ButtonStyle.primary if op == "choose" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=style, custom_id=f"tt:{op}:{table}"))
        self.op, self.table = op, table

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["op"], int(match["table"]), item.label or "…", item.emoji)

    async def callback(self, interaction: discord.Interaction) -> None:
        play = self.feature
        handler = {"choose": play.open_choices, "hand": play.show_hand, "hint": play.hint_press}[self.op]
        await answered(interaction, self, self.table, handler, self.table, carry=self.op == "hint")


class LobbyButton(Bound, discord.ui.DynamicItem[discord.ui.Button], template=rf"tt:l:(?P<table>{NUMBER}):(?P<op>join|leave|ai|start)"):
    STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "ai": discord.ButtonStyle.secondary, "start": discord.ButtonStyle.primary}

    def __init__(self, table: int, op: str, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[op], custom_id=f"tt:l:{table}:{op}"))
        self.table, self.op = table, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["table"]), match["op"], item.label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(interaction, self, self.table, self.feature.lobby_press, self.table, self.op)


class TableButton(Bound, discord.ui.DynamicItem[discord.ui.Button],
                  template=rf"tt:t:(?P<table>{NUMBER}):(?P<op>legend|log|live)(?::(?P<page>{NUMBER}))?"):
    """On the board "?" (the legend) and "Live board" (the Activity); in `/game log` Older/Newer."""

    STYLES = {"legend": discord.ButtonStyle.secondary, "log": discord.ButtonStyle.secondary,
              "live": discord.ButtonStyle.secondary}

    def __init__(self, table: int, op: str, label: str = "…", page: int | None = None, emoji: str | None = None) -> None:
        custom_id = f"tt:t:{table}:{op}" + (f":{page}" if page is not None else "")
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=self.STYLES[op], custom_id=custom_id))
        self.table, self.op, self.page = table, op, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        page = int(match["page"]) if match["page"] is not None else None
        return cls(int(match["table"]), match["op"], item.label or "…", page, item.emoji)

    async def callback(self, interaction: discord.Interaction) -> None:
        information = self.feature
        if self.op == "legend":
            await answered(interaction, self, self.table, information.show_legend, self.table)
        elif self.op == "live":
            await answered(interaction, self, self.table, information.launch_live, self.table)
        else:
            await answered(interaction, self, self.table, information.show_log, self.table, self.page)


class RematchButton(Bound, discord.ui.DynamicItem[discord.ui.Button],
                    template=rf"tt:t:(?P<table>{NUMBER}):rematch(?::{NUMBER})?"):
    """"Rematch" after the game. Its id has a table button's shape; a page after it (only a hand-made
    id has one) is ignored, as it always was."""

    def __init__(self, table: int, label: str = "…", emoji: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=discord.ButtonStyle.success,
                                           custom_id=f"tt:t:{table}:rematch"))
        self.table = table

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["table"]), item.label or "…", item.emoji)

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(interaction, self, self.table, self.feature.rematch, self.table)


class UndoButton(Bound, discord.ui.DynamicItem[discord.ui.Button],
                 template=rf"tt:u:(?P<table>{NUMBER}):(?P<version>{NUMBER}):(?P<answer>allow|refuse)"):
    """Allow / Refuse under a request to take moves back, for the table at the version it was asked in."""

    STYLES = {"allow": discord.ButtonStyle.success, "refuse": discord.ButtonStyle.danger}

    def __init__(self, table: int, version: int, answer: str, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=self.STYLES[answer],
                                           custom_id=f"tt:u:{table}:{version}:{answer}"))
        self.table, self.version, self.answer = table, version, answer

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["table"]), int(match["version"]), match["answer"], item.label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        await answered(interaction, self, self.table, self.feature.answer_undo, self.table, self.version,
                       self.answer == "allow")


class ForgetButton(Bound, discord.ui.DynamicItem[discord.ui.Button], template=rf"tt:forget:(?P<guild>{NUMBER}):(?P<person>{NUMBER})"):
    """"Forget me" under `/game forget-me`: only the person who asked, in that server, may press it."""

    def __init__(self, guild: int, person: int, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.danger,
                                           custom_id=f"tt:forget:{guild}:{person}"))
        self.guild, self.person = guild, person

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["guild"]), int(match["person"]), item.label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if interaction.guild_id != self.guild or interaction.user.id != self.person:
                raise TableError("forget_not_yours")
            await self.feature.forget(interaction)
        except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
            await answer_failure(interaction, exc)


class MineButton(Bound, discord.ui.DynamicItem[discord.ui.Button], template=rf"tt:mine:(?P<person>{NUMBER}):(?P<page>\d{{1,4}})"):
    """Older / Newer under `/game mine`: a page of one person's list, which only they may turn
    (it is theirs wherever it shows: no table's channel applies)."""

    def __init__(self, person: int, page: int, label: str = "…", emoji: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, emoji=emoji, style=discord.ButtonStyle.secondary,
                                           custom_id=f"tt:mine:{person}:{page}"))
        self.person, self.page = person, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["person"]), int(match["page"]), item.label or "…", item.emoji)

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if interaction.user.id != self.person:
                raise TableError("mine_not_yours")
            await self.feature.show_mine(interaction, self.page)
        except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
            await answer_failure(interaction, exc)


class ServerButton(Bound, discord.ui.DynamicItem[discord.ui.Button], template=r"tt:server:(?P<form>[a-z]{1,20})"):
    """Under `/game server`, for Manage Server: opens one of its forms (forms.py), filled with the
    server's settings as they are when pressed."""

    def __init__(self, form: str, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, emoji="⚙️", style=discord.ButtonStyle.secondary,
                                           custom_id=f"tt:server:{form}"))
        self.form = form

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["form"], item.label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if self.form not in FORMS:
                raise TableError("bad_component")
            await self.feature.open_server_form(interaction, self.form)
        except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
            await answer_failure(interaction, exc)


class OpenButton(Bound, discord.ui.DynamicItem[discord.ui.Button],
                 template=r"tt:open:(?P<game>[a-z0-9_]{1,30})(?::(?P<options>[^:]{1,60}))?"):
    """A game's button: a press opens a table of it in this channel, as `/game new` with these
    options does (the first message of `treasure-table try` carries one a game)."""

    def __init__(self, game: str, options: str | None = None, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.primary,
                                           custom_id=f"tt:open:{game}" + (f":{options}" if options else "")))
        self.game, self.options = game, options

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["game"], match["options"], item.label or "…")

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self.feature.open_here(interaction, self.game, self.options)
        except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
            await answer_failure(interaction, exc)


DYNAMIC_ITEMS = (ActionButton, MenuSelect, MenuBack, SeatButton, LobbyButton, TableButton, RematchButton, UndoButton,
                 ForgetButton, MineButton, ServerButton, OpenButton)
# the feature whose press each item is, by the name `bound_items` is handed it under
FEATURE_OF = {ActionButton: "play", MenuSelect: "play", MenuBack: "play", SeatButton: "play",
              LobbyButton: "seating", RematchButton: "seating", UndoButton: "takebacks",
              TableButton: "information", MineButton: "information", ForgetButton: "privacy", ServerButton: "server",
              OpenButton: "opening"}


def new_view() -> discord.ui.View:
    """A view to send, already stopped: its items are DynamicItems, dispatched by custom id from the
    client's registry, so discord.py need not keep it. (It would: an ephemeral one waits 15
    minutes in its store, a sleeping task for every private menu shown.)"""
    view = discord.ui.View(timeout=None)
    view.stop()
    return view


def fingerprint(actions: list[Action]) -> str:
    """Short and stable for one list of legal actions."""
    return hashlib.sha1("\n".join(a.id for a in actions).encode()).hexdigest()[:10]


def bound_items(admit: Admit, **features: Any) -> tuple[type, ...]:
    """The item classes again, their presses let in by `admit` and run by their feature's cog
    (`features` by the names in `FEATURE_OF`; their custom ids unchanged): what the bot registers
    with `add_dynamic_items`."""
    def bind(item: type) -> type:
        async def interaction_check(self, interaction: discord.Interaction) -> bool:
            return await admit(interaction)
        return type(item.__name__, (item,), {"feature": features[FEATURE_OF[item]],
                                             "interaction_check": interaction_check,
                                             "__module__": __name__}, template=item.pattern)
    return tuple(bind(item) for item in DYNAMIC_ITEMS)


class Views:
    """The bot's buttons and menus, laid out for each message that carries them."""

    fingerprint = staticmethod(fingerprint)
    action_button, menu, seat_button, lobby_button = ActionButton, MenuSelect, SeatButton, LobbyButton
    table_button, rematch_button, undo_button, forget_button = TableButton, RematchButton, UndoButton, ForgetButton
    mine_button, server_button, open_button = MineButton, ServerButton, OpenButton
    server_form = staticmethod(ServerForm.laid_out)

    def __init__(self, emojis: Emojis, live: bool = False,
                 hints: Callable[[TableRow], bool] | None = None) -> None:
        self.emojis = emojis  # the app's emoji for a label's leading symbol, where one is had
        self.live = live  # the live board is served: the turn message offers it
        self.hints = hints or (lambda row: False)  # whether a table offers hints (`Hints.offered`)

    def hint_items(self, row: TableRow, words: Words) -> list[discord.ui.Item]:
        """"💡 Hint" where the table (and its server) offers hints."""
        return [self.seat_button("hint", row.id, words("core.button_hint"), "💡")] if self.hints(row) else []

    def hint_view(self, row: TableRow, game: Game, actions: list[Action], moves: list[str],
                  words: Words) -> discord.ui.View | None:
        """Under a hint: its moves as the turn message's buttons, each playing its move at once
        (at the version hinted at: a position since changed plays nothing). None: no move fits."""
        by_id = {a.id: a for a in actions}
        view = new_view()
        for action_id in moves:
            if action_id not in by_id or len(f"tt:a:{row.id}:{row.version}:{action_id}") > CUSTOM_ID_LIMIT:
                continue
            emoji, label = self.emojis.split(words.action(game.name, by_id[action_id]))
            view.add_item(self.action_button(row.id, row.version, action_id, label, emoji))
        return view if view.children else None

    def legend_button(self, row: TableRow, words: Words) -> discord.ui.Item:
        """"? Legend" under the board: what every icon means."""
        return self.table_button(row.id, "legend", words("core.button_legend"))

    def log_view(self, row: TableRow, words: Words, page: int, pages: int) -> discord.ui.View | None:
        """Older/Newer under a page of `/game log` (pages count from the oldest)."""
        if pages <= 1:
            return None
        view = new_view()
        older = self.table_button(row.id, "log", words("core.button_older"), max(page - 1, 0), "◀️")
        newer = self.table_button(row.id, "log", words("core.button_newer"), min(page + 1, pages - 1), "▶️")
        older.item.disabled = page == 0
        newer.item.disabled = page >= pages - 1
        view.add_item(older)
        view.add_item(newer)
        return view

    def mine_view(self, person: int, words: Words, page: int, pages: int) -> discord.ui.View | None:
        """Older/Newer under a page of `/game mine` (pages count from the longest waiting)."""
        if pages <= 1:
            return None
        view = new_view()
        older = self.mine_button(person, max(page - 1, 0), words("core.button_older"), "◀️")
        newer = self.mine_button(person, min(page + 1, pages - 1), words("core.button_newer"), "▶️")
        older.item.disabled = page == 0
        newer.item.disabled = page >= pages - 1
        view.add_item(older)
        view.add_item(newer)
        return view

    def server_view(self, words: Words) -> discord.ui.View:
        """Under `/game server` for Manage Server: a button for each of its forms."""
        view = new_view()
        for form in FORMS:
            view.add_item(self.server_button(form, words(f"core.server.button_{form}")))
        return view

    def undo_view(self, table: int, version: int, words: Words) -> discord.ui.View:
        """Under a request to take moves back: Allow and Refuse."""
        view = new_view()
        for answer in ("allow", "refuse"):
            view.add_item(self.undo_button(table, version, answer, words(f"core.undo.button_{answer}")))
        return view

    def menu_select(self, row: TableRow, game: Game, actions: list[Action], words: Words,
                    path: tuple[int, ...] = ()) -> MenuSelect:
        """The select for the menu level at `path` of these actions."""
        level = menus.walk(actions, path)
        assert isinstance(level, list)
        trail = menus.trail(actions, path)
        within = bool(trail) and bool(trail[-1].label)  # the branch's name said what its actions share
        options = []
        for index, option in enumerate(level):
            label, description = menus.option_text(
                option, lambda a: choice_name(words, game.name, a, within),
                lambda g, acts: branch_name(words, game.name, g, acts), lambda n: words("core.menu_more", count=n))
            emoji, label = self.emojis.split(label)
            options.append(discord.SelectOption(label=_label(label, OPTION_LIMIT), value=str(index), emoji=emoji,
                                                description=_label(description, OPTION_LIMIT) or None))
        placeholder = words("core.choose_placeholder", count=sum(len(o.actions) for o in level))
        return self.menu(row.id, row.version, fingerprint(actions), path, options, _label(placeholder, 150))

    def menu_trail(self, game: Game, actions: list[Action], words: Words, path: tuple[int, ...]) -> str:
        """Where a person is in a chained choice: the branches picked so far ("Play a clue › Grey map")."""
        names = [menus.option_text(option, lambda a: words.action(game.name, a),
                                   lambda g, acts: branch_name(words, game.name, g, acts), lambda n: "")[0]
                 for option in menus.trail(actions, path)]
        return " › ".join(names)

    def menu_back(self, row: TableRow, actions: list[Action], path: tuple[int, ...], words: Words) -> "MenuBack":
        """Back one level of a chained choice (the level above `path`)."""
        return MenuBack(row.id, row.version, fingerprint(actions), path[:-1], words("core.menu_back"))

    def action_items(self, row: TableRow, game: Game, state: State, seat: str, words: Words) -> list[discord.ui.Item]:
        """The seat's legal actions: buttons when they fit and are not "which piece, then where"
        (that is a menu, the pieces first), else the first level of a menu."""
        actions = game.legal_actions(state, seat)
        fits = all(len(f"tt:a:{row.id}:{row.version}:{a.id}") <= CUSTOM_ID_LIMIT for a in actions)
        if len(actions) <= MAX_BUTTONS and fits and not menus.pieces(actions):
            buttons = []
            for action in actions:
                emoji, label = self.emojis.split(words.action(game.name, action))
                buttons.append(self.action_button(row.id, row.version, action.id, label, emoji))
            return buttons
        return [self.menu_select(row, game, actions, words)]

    def dm_prompt_rows(self, row: TableRow, game: Game, state: State, seat: str,
                       words: Words) -> list[list[discord.ui.Item]]:
        """A seat's own turn prompt in their DMs, in action rows: all their choices (secret ones
        too: only they read their DMs), then their view and the legend."""
        items = self.action_items(row, game, state, seat, words)  # buttons, or one select
        rows = [items[i:i + ROW_ITEMS] for i in range(0, len(items), ROW_ITEMS)]
        return rows + [[self.seat_button("hand", row.id, words("core.button_hand"), "🃏"),
                        self.legend_button(row, words), *self.hint_items(row, words)]]

    def prompt_rows(self, row: TableRow, game: Game, state: State, words: Words) -> list[list[discord.ui.Item]]:
        """The turn prompt's controls, in action rows. A single person with public choices gets
        them here; simultaneous, secret or optional choices get a "choose" button that answers
        privately. The last row: choose, my view, the legend."""
        to_act = game.to_act(state)
        humans = [s for s in game.may_act(state) if not platform_plays(row, s)]
        rows: list[list[discord.ui.Item]] = []
        if len(to_act) == 1 and not platform_plays(row, to_act[0]):
            actions = game.legal_actions(state, to_act[0])
            if not any(a.secret for a in actions):
                items = self.action_items(row, game, state, to_act[0], words)  # buttons, or one select
                rows = [items[i:i + ROW_ITEMS] for i in range(0, len(items), ROW_ITEMS)]
                humans = [s for s in humans if s != to_act[0]]
        last: list[discord.ui.Item] = []
        if humans:
            last.append(self.seat_button("choose", row.id, words("core.button_choose"), "🎯"))
        last.append(self.seat_button("hand", row.id, words("core.button_hand"), "🃏"))
        last.append(self.legend_button(row, words))
        last += self.hint_items(row, words)
        if self.live:
            last.append(self.table_button(row.id, "live", words("core.button_live"), emoji="📺"))
        return rows + [last]

    def rematch_rows(self, row: TableRow, words: Words) -> list[list[discord.ui.Item]]:
        return [[self.rematch_button(row.id, words("core.button_rematch"), emoji="🔁")]]

    def lobby_layout(self, row: TableRow, words: Words, text: str) -> discord.ui.LayoutView:
        """The lobby message: who sits, the options, and Join / Leave / Add AI / Start."""
        buttons = [self.lobby_button(row.id, op, words(f"core.lobby.button_{op}")) for op in ("join", "leave", "ai", "start")]
        return layout(Card([text], rows=[buttons]))
