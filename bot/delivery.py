"""Saying what happened: channel posts, DMs with a fallback, and the board image.

Everything here runs after the change it describes has been committed. Public
messages are built only from public events and the spectator view; private
events go to their seat by DM, never to the channel.
"""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

import renders
from engine.core import Event, Game, Outcome, State

from .components import prompt_view, rematch_view
from .store import TableRow
from .tables import Update, is_ai
from .text import Words

if TYPE_CHECKING:
    from .app import TreasureTable

log = logging.getLogger(__name__)

MAX_LINES = 25
EMBED_LIMIT = 3900
COLOUR = discord.Colour.from_rgb(214, 162, 60)
NO_PINGS_BUT_USERS = discord.AllowedMentions(everyone=False, roles=False, users=True)


def seat_namer(row: TableRow, words_locale: str) -> Any:
    def name(seat: str) -> str:
        if is_ai(seat):
            return Words(words_locale)("core.ai_seat", name=row.names.get(seat, seat))
        return f"<@{seat}>"
    return name


def words_for(row: TableRow, locale: str | None = None) -> Words:
    loc = locale or row.locale
    return Words(loc, seat_namer(row, loc))


def event_lines(words: Words, game: str, events: list[Event], seat: str | None = None) -> list[str]:
    return [f"• {words.event(game, e)}" for e in events if e.audible_to(seat) and (seat is None) == (e.to is None)]


def clip(lines: list[str], words: Words) -> str:
    if len(lines) > MAX_LINES:
        lines = [words("core.earlier_events", count=len(lines) - MAX_LINES + 1)] + lines[-(MAX_LINES - 1):]
    text = "\n".join(lines)
    while len(text) > EMBED_LIMIT and len(lines) > 1:
        lines = [words("core.earlier_events", count=0)] + lines[2:]
        text = "\n".join(lines)
    return text[:EMBED_LIMIT]


def phase_line(words: Words, game: Game, state: State) -> str:
    """The public "what we wait for" line, from the game's status event."""
    status = game.status(state)
    return words.first([f"{game.name}.phase.{status.kind}", f"core.phase.{status.kind}"], game.name, **status.params)


def outcome_text(words: Words, game: Game, outcome: Outcome, left: dict[str, str] | None = None) -> str:
    """`left`: people's seats the AI finished for them (kicked, conceded): marked in the ranking."""
    ranked = sorted(outcome.scores, key=lambda s: (s not in outcome.winners, -outcome.scores[s]))
    lines = [words("core.winners", seats=outcome.winners, count=len(outcome.winners))]
    for place, seat in enumerate(ranked, start=1):
        score = words.first([f"{game.name}.score", "core.score"], game.name, score=outcome.scores[seat],
                            **outcome.details.get(seat, {}))
        lines.append(words("core.rank", place=place, seat=seat, score=score)
                     + (words(f"core.left.{left[seat]}") if seat in (left or {}) else ""))
    if outcome.tiebreak:
        lines.append(words.first([f"{game.name}.tiebreak.{outcome.tiebreak}", "core.tiebreak"], game.name,
                                 name=outcome.tiebreak))
    return "\n".join(lines)


async def board_file(game: Game, state: State, row: TableRow, seat: str | None = None) -> discord.File:
    view = game.view(state, seat)
    png = await asyncio.to_thread(renders.render, game.name, view, dict(row.names))
    return discord.File(io.BytesIO(png), filename="board.png")


@dataclass
class _Turn:
    """The message that tells the current stretch of one player's turn."""

    message: int
    seat: str | None
    lines: list[str]


class Delivery:
    def __init__(self, bot: "TreasureTable") -> None:
        self.bot = bot
        self._turns: dict[int, _Turn] = {}

    def channel(self, row: TableRow) -> discord.abc.Messageable:
        return self.bot.get_channel(row.channel) or self.bot.get_partial_messageable(row.channel)

    async def announce(self, update: Update) -> None:
        """Post one update: public events, the board, the prompt; private events by DM."""
        row, game, state = update.row, update.game, update.state
        words = words_for(row)
        lines: list[str] = []
        if update.started:
            lines.append(words("core.started", game=game.title, seats=row.seats))
        lines += event_lines(words, game.name, update.events)
        if not update.events and not update.started:
            lines.append(words("core.resumed"))

        waiting_dm = await self.send_private(row, game, update.events)
        for seat in waiting_dm:
            lines.append(words("core.dm_waiting", seat=seat))

        if update.outcome is not None:
            content, view, acting = outcome_text(words, game, update.outcome, row.ai_played), rematch_view(row, words), None
        else:
            content, view = phase_line(words, game, state), prompt_view(row, game, state, words)
            to_act = game.to_act(state)
            acting = to_act[0] if len(to_act) == 1 else None

        # While one player keeps acting, their turn message is updated in place (one message
        # per stretch of a player's turn, not one per card); anyone new to act gets a fresh,
        # pinging message.
        turn = self._turns.get(row.id)
        movers = {seat for seat, _ in update.moves}
        continuing = (turn is not None and not update.started and turn.seat is not None
                      and movers == {turn.seat} and acting == turn.seat and turn.message == row.prompt_message)
        if continuing:
            lines = turn.lines + lines
        embed = discord.Embed(title=game.title, description=clip(lines, words), colour=COLOUR)
        embed.set_image(url="attachment://board.png")
        embed.set_footer(text=words("core.footer", table=row.id, version=row.move_number()))
        board = await board_file(game, state, row)
        message_id = None
        if continuing:
            try:
                await self.channel(row).get_partial_message(turn.message).edit(
                    content=content, embed=embed, attachments=[board], view=view,
                    allowed_mentions=NO_PINGS_BUT_USERS)
                message_id = turn.message
            except discord.HTTPException:
                board = await board_file(game, state, row)  # the file was consumed; post afresh
        if message_id is None:
            message = await self.channel(row).send(
                content=content, embed=embed, file=board, view=view, allowed_mentions=NO_PINGS_BUT_USERS)
            await self.retire_prompt(row)
            message_id = message.id
        if update.outcome is None:
            self._turns[row.id] = _Turn(message_id, acting, lines)
        else:
            self._turns.pop(row.id, None)
        await self.bot.store.set_announced(row.id, row.version, message_id)
        row.prompt_message = message_id

    async def retire_prompt(self, row: TableRow) -> None:
        """Take the buttons off the previous prompt, so only the current one invites a click."""
        if not row.prompt_message:
            return
        try:
            await self.channel(row).get_partial_message(row.prompt_message).edit(view=None)
        except discord.HTTPException:
            pass  # deleted or not editable: the version check already ignores its buttons

    async def send_private(self, row: TableRow, game: Game, events: list[Event]) -> list[str]:
        """DM each seat its private events; return the seats whose DMs are closed."""
        by_seat: dict[str, list[Event]] = {}
        for event in events:
            for seat in event.to or ():
                by_seat.setdefault(seat, []).append(event)
        closed = set(row.dm_closed)
        waiting = []
        for seat, seat_events in by_seat.items():
            if is_ai(seat):
                continue
            if seat in closed:
                waiting.append(seat)
                continue
            words = words_for(row)
            text = words("core.dm_header", game=game.title, channel=f"<#{row.channel}>") + "\n" + "\n".join(
                event_lines(words, game.name, seat_events, seat)
            )
            if not await self.dm(int(seat), text[:2000]):
                closed.add(seat)
                waiting.append(seat)
        if closed != set(row.dm_closed):
            row.dm_closed = sorted(closed)
            await self.bot.store.set_dm_closed(row.id, row.dm_closed)
        return waiting

    async def dm(self, user_id: int, text: str) -> bool:
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(text)
            return True
        except discord.Forbidden:
            return False  # closed DMs (50007) or blocked: the channel is told instead
        except discord.HTTPException as exc:
            log.warning("DM to %s failed: %s", user_id, exc)
            return False
