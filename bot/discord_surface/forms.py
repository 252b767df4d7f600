"""`/game server`'s two forms (Discord modals) for Manage Server: what new tables start with and
who may open them where (a choice of language, of hours, a role, channels), and the limits
(numbers typed). Each opens pre-filled with the server's settings.

A form is sent stopped, like our views (components.py): discord.py keeps no modal waiting in
memory for a form someone closed, and a submit is dispatched by its custom id, which names the
form, to the class the bot binds, `bound_form(server, admit)`. So a form opened before a
restart is still saved after it, and every submit passes the same gate as every press.

What a submit carries is read here into the same changes `/game server`'s options make; the
table service checks them (`Tables.change_server`), so both roads refuse with the same words.
"""

from __future__ import annotations

import re
from typing import Any, Callable

import discord

from ..service import options as table_options
from ..service.errors import TableError
from ..service.servers import LIMITS, ServerSettings
from .posting.replies import answer_failure
from ..text import Words, locales
from .interactions import Admit


SERVER_LANGUAGE = "auto"  # the server's own Discord language
# form -> its fields, one Label each: Discord shows at most five in a modal
FORMS: dict[str, tuple[str, ...]] = {
    "tables": ("language", "reminder", "takeover", "opener", "channels"),
    "limits": (*LIMITS, "hints"),
}
SELECT_MOST = 25       # values one select may hold (the channels shown chosen beyond it are not)
NUMBER_LENGTH = 6      # a limit's digits, with room for a slip Discord would otherwise cut short
LABEL, HINT = 45, 100  # Discord's longest label, and description or placeholder, in a modal


def _fit(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _hours(name: str) -> tuple[int, ...]:
    return next(o.choices for o in table_options.PLATFORM if o.name == name)


# ---- laying a form out -------------------------------------------------------------------------

def _language(words: Words, settings: ServerSettings, guild_locale: str) -> discord.ui.Select:
    own = words("core.server.language_auto", language=words(f"core.term.language.{guild_locale}"))
    own = own[:1].upper() + own[1:]  # a phrase inside a sentence elsewhere, a choice of its own here
    chosen = settings.language or SERVER_LANGUAGE
    options = [discord.SelectOption(label=_fit(own, 100), value=SERVER_LANGUAGE, default=chosen == SERVER_LANGUAGE)]
    options += [discord.SelectOption(label=words(f"core.term.language.{code}"), value=code, default=chosen == code)
                for code in locales()]
    return discord.ui.Select(custom_id="language", options=options, min_values=1, max_values=1)


def _hours_select(name: str) -> Callable[[Words, ServerSettings, str], discord.ui.Select]:
    def select(words: Words, settings: ServerSettings, guild_locale: str) -> discord.ui.Select:
        chosen = getattr(settings, name)
        chosen = table_options.setting({}, name) if chosen is None else chosen
        options = [discord.SelectOption(label=words("core.server.hours", hours=hours), value=str(hours),
                                        default=hours == chosen) for hours in _hours(name)]
        return discord.ui.Select(custom_id=name, options=options, min_values=1, max_values=1)
    return select


def _opener(words: Words, settings: ServerSettings, guild_locale: str) -> discord.ui.RoleSelect:
    chosen = [discord.Object(settings.opener, type=discord.Role)] if settings.opener else []
    return discord.ui.RoleSelect(custom_id="opener", min_values=0, max_values=1, required=False,
                                 default_values=chosen, placeholder=_fit(words("core.server.placeholder.opener"), HINT))


def _channels(words: Words, settings: ServerSettings, guild_locale: str) -> discord.ui.ChannelSelect:
    chosen = [discord.Object(c, type=discord.abc.GuildChannel) for c in settings.channels[:SELECT_MOST]]
    return discord.ui.ChannelSelect(
        custom_id="channels", min_values=0, max_values=SELECT_MOST, required=False, default_values=chosen,
        channel_types=[discord.ChannelType.text, discord.ChannelType.news],
        placeholder=_fit(words("core.server.placeholder.channels"), HINT))


def _number(name: str) -> Callable[[Words, ServerSettings, str], discord.ui.TextInput]:
    def text_input(words: Words, settings: ServerSettings, guild_locale: str) -> discord.ui.TextInput:
        return discord.ui.TextInput(custom_id=name, default=str(settings.limit(name)), min_length=1,
                                    max_length=NUMBER_LENGTH, required=True)
    return text_input


def _hints(words: Words, settings: ServerSettings, guild_locale: str) -> discord.ui.Select:
    options = [discord.SelectOption(label=words(f"core.server.hints_{value}"), value=value,
                                    default=(value == "on") == settings.hints) for value in ("on", "off")]
    return discord.ui.Select(custom_id="hints", options=options, min_values=0, max_values=1, required=False)


FIELDS: dict[str, Callable[[Words, ServerSettings, str], discord.ui.Item]] = {
    "hints": _hints,
    "language": _language, "reminder": _hours_select("reminder"), "takeover": _hours_select("takeover"),
    "opener": _opener, "channels": _channels, **{name: _number(name) for name in LIMITS},
}


def _hint(words: Words, name: str) -> str | None:
    if name in LIMITS:
        _, low, high = LIMITS[name]
        return words("core.server.range", low=low, high=high)
    return words(f"core.server.hint.{name}") if name in ("opener", "channels") else None


# ---- reading a submit --------------------------------------------------------------------------

def submitted(data: dict[str, Any]) -> dict[str, Any]:
    """A submit's fields by custom id: a text input's text, a select's values (a list)."""
    found: dict[str, Any] = {}

    def visit(component: dict[str, Any]) -> None:
        for child in component.get("components") or ():
            visit(child)
        if isinstance(component.get("component"), dict):
            visit(component["component"])
        if "custom_id" in component:
            found[component["custom_id"]] = component.get("values", component.get("value"))

    for component in data.get("components") or ():
        visit(component)
    return found


def _ids(values: Any) -> list[int]:
    if not isinstance(values, list) or not all(isinstance(v, str) and v.isdigit() and len(v) <= 20 for v in values):
        raise TableError("bad_component")  # Discord sends snowflakes: this submit was made by hand
    return [int(v) for v in values]


def _one(values: Any) -> str:
    if not isinstance(values, list) or len(values) != 1 or not isinstance(values[0], str):
        raise TableError("bad_component")
    return values[0]


def _limit(name: str, text: Any) -> int:
    """A limit as typed: a whole number in its range, refused in `/game server`'s words otherwise."""
    _, low, high = LIMITS[name]
    text = text.strip() if isinstance(text, str) else ""
    digits = text.removeprefix("-")
    if not (digits.isascii() and digits.isdigit() and len(digits) <= NUMBER_LENGTH):
        raise TableError("server_limit_range", setting=name, value=text[:NUMBER_LENGTH] or "…", low=low, high=high)
    return int(text)  # out of its range: the service refuses it in the same words


def changes_from(form: str, fields: dict[str, Any], guild: int | None) -> dict[str, Any]:
    """The changes a submit of `form` asks for, as `Tables.change_server` takes them (a field the
    submit lacks stays as it is). TableError for a number that is none."""
    changes: dict[str, Any] = {}
    for name in (n for n in FORMS[form] if n in fields):
        value = fields[name]
        if name == "language":
            language = _one(value)
            changes[name] = None if language == SERVER_LANGUAGE else language
        elif name in ("reminder", "takeover"):
            hours = _one(value)
            if not hours.isdigit() or len(hours) > NUMBER_LENGTH:
                raise TableError("bad_option_value", option=name, value=hours[:40])
            changes[name] = int(hours)
        elif name == "opener":
            role = _ids(value)
            changes[name] = role[0] if role and role[0] != guild else None  # none or @everyone: everyone
        elif name == "channels":
            changes[name] = tuple(_ids(value))
        elif name == "hints":
            if value == []:
                continue  # left empty: as it is
            switch = _one(value)
            if switch not in ("on", "off"):
                raise TableError("bad_component")
            changes[name] = switch == "on"
        else:
            changes[name] = _limit(name, value)
    return changes


# ---- the form ----------------------------------------------------------------------------------

class ServerForm(discord.ui.Modal):
    """One of `FORMS`, for the server it is opened in. The base class lays forms out; the bound
    subclass (`bound_form`) takes their submits."""

    feature: Any = None  # the server settings' cog a submit is saved by (`bound_form`)
    pattern = re.compile(r"tt:server-form:(?P<form>[a-z]{1,20})")

    def __init__(self, form: str, title: str = "…") -> None:
        super().__init__(title=_fit(title, LABEL), custom_id=f"tt:server-form:{form}", timeout=None)
        self.form = form

    @classmethod
    def laid_out(cls, form: str, words: Words, settings: ServerSettings, guild_locale: str) -> "ServerForm":
        """The form to send, its fields filled with `settings`; stopped: nothing waits for it."""
        modal = cls(form, words(f"core.server.form_{form}"))
        for name in FORMS[form]:
            hint = _hint(words, name)
            modal.add_item(discord.ui.Label(text=_fit(words(f"core.server.field.{name}"), LABEL),
                                            description=_fit(hint, HINT) if hint else None,
                                            component=FIELDS[name](words, settings, guild_locale)))
        modal.stop()
        return modal

    @classmethod
    async def dispatch(cls, interaction: discord.Interaction) -> None:
        """The bot's listener for submitted forms: a form of ours is saved behind the one error
        boundary; any other form still gets an answer (Discord would show a failure)."""
        if interaction.type is not discord.InteractionType.modal_submit:
            return
        found = cls.pattern.fullmatch((interaction.data or {}).get("custom_id", ""))
        form = cls(found["form"] if found else "")
        if not await form.interaction_check(interaction):
            return
        try:
            if form.form not in FORMS:
                raise TableError("bad_component")
            changes = changes_from(form.form, submitted(interaction.data or {}), interaction.guild_id)
            await cls.feature.show_server(interaction, changes)
        except Exception as exc:  # noqa: BLE001 - the boundary answers every failure
            await answer_failure(interaction, exc)


def bound_form(server: Any, admit: Admit) -> type[ServerForm]:
    """The form class again, its submits let in by `admit` and saved by `server` (the cog of
    `/game server`): what the bot listens to interactions with."""
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        return await admit(interaction)
    return type(ServerForm.__name__, (ServerForm,), {"feature": server, "interaction_check": interaction_check,
                                                     "__module__": __name__})
