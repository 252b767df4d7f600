"""How the bot words a table for one reader: seat names, event and note lines, the phase
line, the result, clipping to Discord's lengths, and which language each person reads.

Every cog and the delivery use these; nothing here sends anything.
"""

from __future__ import annotations

from typing import Any, Sequence

import discord

from engine.core import Action, Event, Game, Outcome, State

from ..service.options import for_game
from ..service.rows import TableRow
from ..service.seats import ai_level, is_ai, is_former
from ..service.standings import places, standing
from ..text import Words

MAX_LINES = 6  # what happened, in a turn message: a phone shows the board close by
RESULT_LINES = 25  # the last message of a game: how it ended, whole
EMBED_LIMIT = 3900
CONTENT_LIMIT = 2000
NO_PINGS_BUT_USERS = discord.AllowedMentions(everyone=False, roles=False, users=True)


class Readers:
    """The Discord language each person last used with the bot (from their interactions):
    what they read privately (DMs, menus), when known; else the table's language."""

    def __init__(self) -> None:
        self._locales: dict[str, str] = {}

    def note(self, interaction: discord.Interaction) -> None:
        locale = getattr(interaction, "locale", None)
        if locale is not None and interaction.user is not None:
            self._locales[str(interaction.user.id)] = str(getattr(locale, "value", locale))

    def locale(self, seat: str, row: TableRow) -> str:
        return self._locales.get(seat, row.locale)


def seat_namer(row: TableRow, words_locale: str, *, mention: bool = True) -> Any:
    """How a seat reads: a mention in channel text; a display name in labels (a mention
    does not render inside a button, a select or an autocomplete line)."""
    def name(seat: str) -> str:
        if is_former(seat):
            return Words(words_locale)("core.former_player")
        if is_ai(seat):
            words, level = Words(words_locale), ai_level(seat)
            if level == "normal":
                return words("core.ai_seat", name=row.names.get(seat, seat))
            return words("core.ai_seat_level", name=row.names.get(seat, seat), level=words(f"core.ai_level.{level}"))
        return f"<@{seat}>" if mention else row.names.get(seat, seat)
    return name


def words_for(row: TableRow, locale: str | None = None) -> Words:
    loc = locale or row.locale
    return Words(loc, seat_namer(row, loc))


def jump_link(row: TableRow) -> str:
    """Where a person jumps to play: the table's newest turn message, else its thread or channel."""
    link = f"https://discord.com/channels/{row.guild}/{row.channel}"
    return f"{link}/{row.prompt_message}" if row.prompt_message else link


def label_words(row: TableRow, locale: str | None = None) -> Words:
    loc = locale or row.locale
    return Words(loc, seat_namer(row, loc, mention=False))


def group_name(words: Words, game: str, name: str) -> str:
    """A name on an action's menu path (`Action.group`), in the reader's words."""
    key = f"{game}.group.{name}"
    return words(key, game) if words.has(key) else words.thing(name, game)


def branch_name(words: Words, game: str, name: str, actions: Sequence[Action]) -> str:
    """A menu branch in the reader's words: what decides the choice said where it is chosen
    (`<game>.branch.<kind>` with the params all its actions share: a camel and its cargo),
    else its group's name."""
    kinds = {a.kind for a in actions}
    key = f"{game}.branch.{next(iter(kinds))}" if len(kinds) == 1 else ""
    if not key or not words.has(key):
        return group_name(words, game, name)
    first, *rest = actions
    shared = {k: v for k, v in first.params.items() if all(a.params.get(k) == v for a in rest)}
    return words(key, game, **shared)


def choice_name(words: Words, game: str, action: Action, within: bool = False) -> str:
    """An action in a menu; `within` a branch whose name said the rest, only what is left to
    choose (`<game>.picked.<kind>`, where the catalogue has it)."""
    key = f"{game}.picked.{action.kind}"
    return words(key, game, **action.params) if within and words.has(key) else words.action(game, action)


def event_lines(words: Words, game: str, events: list[Event], seat: str | None = None) -> list[str]:
    return [f"• {words.event(game, e)}" for e in events if e.audible_to(seat) and (seat is None) == (e.to is None)]


def happened(words: Words, game: Game, events: list[Event], notes: list[Event],
             folded: list[Event] = ()) -> list[str]:
    """What happened, for everyone: the events that are more than turn cues, less those a note
    says already (the passes the platform played), then the notes."""
    said = [e for e in events if e.kind not in game.cues and not any(e is f for f in folded)]
    return event_lines(words, game.name, said) + note_lines(words, notes)


def note_lines(words: Words, notes: list[Event]) -> list[str]:
    """The platform's own lines; the passes it played for people who could only pass are one line."""
    lines = [f"• {words(f'core.note.{n.kind}', **n.params)}" for n in notes if n.kind != "auto_passed"]
    passed = list(dict.fromkeys(n.params["seat"] for n in notes if n.kind == "auto_passed"))
    if len(passed) == 1:
        lines.append(f"• {words('core.note.auto_passed', seat=passed[0])}")
    elif passed:
        lines.append(f"• {words('core.note.auto_passed_many', seats=passed)}")
    return lines


def clip(lines: list[str], words: Words, limit: int = EMBED_LIMIT, most: int = MAX_LINES) -> str:
    """The newest lines that fit, at most `most`, then one line saying how many earlier ones
    `/game log` holds."""
    kept = lines[-most:]
    while kept:
        dropped = len(lines) - len(kept)
        tail = [words("core.earlier_events", count=dropped)] if dropped else []
        text = "\n".join(kept + tail)
        if len(text) <= limit:
            return text
        kept = kept[1:]
    return words("core.earlier_events", count=len(lines))


def phase_line(words: Words, game: Game, state: State) -> str:
    """The public "what we wait for" line, from the game's status event."""
    status = game.status(state)
    return words.first([f"{game.name}.phase.{status.kind}", f"core.phase.{status.kind}"], game.name, **status.params)


def outcome_text(words: Words, game: Game, outcome: Outcome, left: dict[str, str] | None = None,
                 unrated: bool = False) -> str:
    """The result, once: the winners, then everyone (or every team) ranked. `left`: people's
    seats the AI finished for them (kicked, conceded), marked in the ranking; `unrated`: someone
    took a hint, so the result is not rated (said under it)."""
    lines = [words("core.winners", seats=outcome.winners, count=len(outcome.winners))]
    if outcome.teams:
        teams = sorted(outcome.teams, key=lambda t: standing(outcome, outcome.teams[t]))
        keys = [standing(outcome, outcome.teams[t]) for t in teams]
        for place, team in zip(places(keys), teams):
            lines.append(words("core.rank_team", place=place, team=words.thing(team, game.name, "team"),
                               seats=outcome.teams[team]))
    else:
        ranked = sorted(outcome.scores, key=lambda s: standing(outcome, [s]))
        keys = [standing(outcome, [s]) for s in ranked]
        for place, seat in zip(places(keys), ranked):
            score = words.first([f"{game.name}.score", "core.score"], game.name, score=outcome.scores[seat],
                                **outcome.details.get(seat, {}))
            lines.append(words("core.rank", place=place, seat=seat, score=score)
                         + (words(f"core.left.{left[seat]}") if seat in (left or {}) else ""))
    if outcome.tiebreak:
        lines.append(words.first([f"{game.name}.tiebreak.{outcome.tiebreak}", "core.tiebreak"], game.name,
                                 name=outcome.tiebreak))
    if unrated:
        lines.append(words("core.hint.unrated_result"))
    return "\n".join(lines)


def readings(game: Game, row: TableRow | None) -> dict[str, Any]:
    """The rule readings a table plays by (no table: the defaults a new one would have)."""
    return game.resolve_options({}) if row is None else for_game(game, row.options)


def board_can_show(game: Game, row: TableRow | None) -> dict[str, Any]:
    """What a table's board can show, for its legend: its readings and, once the game has begun,
    how many sit (`players`; a lobby's count may still change)."""
    shown = readings(game, row)
    if row is not None and row.status != "lobby":
        shown["players"] = len(row.seats)
    return shown


def rules_text(words: Words, game: Game, options: dict[str, Any]) -> str:
    """The game's rules in short, then one line for each reading of this table that the
    catalogue says more about (`<game>.rules.table.<option>.<value>`)."""
    lines = [words(f"{game.name}.rules", game.name)]
    for option in game.options:
        value = options.get(option.name, option.default)
        shown = ("yes" if value else "no") if isinstance(value, bool) else str(value)
        key = f"{game.name}.rules.table.{option.name}.{shown}"
        if value != option.default and words.has(key):
            lines.append(words(key, game.name))
    return "\n".join(lines)
