"""Turn prompts by DM, for people who chose `/game notify dm`: the board as their seat sees it,
what happened since their last move, and their own move controls (the same persistent buttons
and menus as the thread's, with the version they were offered in), so they can play from
their DMs. One DM per turn of theirs: while the table waits on them the prompt stays, edited
in place if their choices change; it is retired (buttons off) once they moved anywhere, the
table no longer waits on them, or a take-back changed the position. Each prompt is kept in the
database (`dm_prompts`), so a restart can still retire it and its buttons still play.

When their DMs are closed (50007 / 50278) their turn reaches them as a ping, as it does anyway,
and they are told so once: privately when the turn came from their own press, else in the
thread. Any other failure sends the prompt's words by the DM retry road (bot/speech/dms.py).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from engine import registry

from ..service.people import Notify
from ..service.rows import TAKE_BACK
from .boards import board_file
from .compose import humans_awaited
from .dms import CLOSED_CODES, Retry
from .wording import CONTENT_LIMIT, NO_PINGS_BUT_USERS, jump_link, label_words, words_for

from ..service.updates import Update

if TYPE_CHECKING:
    from ..service.errors import TableHead
    from ..service.rows import TableRow
    from .delivery import Delivery

log = logging.getLogger(__name__)
NONE = discord.AllowedMentions.none()
LINES = 12  # of what happened since their last move; the thread has the rest


class DmPrompts:
    def __init__(self, delivery: "Delivery") -> None:
        self.delivery = delivery

    async def sync(self, update: "Update", choices: dict[str, Notify], missed: dict[str, list[str]]) -> None:
        """After an announcement: retire, refresh or send each prompted person's DM prompt."""
        row, game, state = update.row, update.game, update.state
        people = self.delivery.tables.people
        prompts = update.around.dm_prompts if update.around is not None else await people.dm_prompts(row.id)
        live = {p["seat"]: p for p in prompts}
        running = update.outcome is None and row.status == "running" and state is not None
        awaited = humans_awaited(row, game, state) if running else frozenset()
        took_back = any(action == TAKE_BACK for _, action in update.moves)
        for seat, prompt in live.items():
            notify = choices.get(seat, Notify())
            if seat not in awaited or not notify.prompted or took_back:
                await self.retire(update, prompt)
            elif self._mark(update, seat) != prompt["mark"]:
                await self._write(update, seat, missed.get(seat, []), prompt)
        for seat in sorted(awaited):
            if seat not in live and choices.get(seat, Notify()).prompted:
                await self._write(update, seat, missed.get(seat, []), None, choices[seat])

    def _mark(self, update: "Update", seat: str) -> str:
        return self.delivery.views.fingerprint(update.game.legal_actions(update.state, seat))

    def _text(self, update: "Update", seat: str, missed: list[str]) -> str:
        row, game, state = update.row, update.game, update.state
        words = self.delivery.dms.words(row, seat)
        lines = [words("core.notify.dm_prompt_head", game=game.title, table=row.id, link=jump_link(row))]
        lines += missed[-LINES:]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        lines.append(words("core.menu_you", count=len(game.legal_actions(state, seat))))
        return "\n".join(lines)[:CONTENT_LIMIT]

    async def _write(self, update: "Update", seat: str, missed: list[str], prompt: dict | None,
                     notify: Notify | None = None) -> None:
        """A new prompt (`prompt` None), or the live one edited to the newest position."""
        row, game, state = update.row, update.game, update.state
        delivery = self.delivery
        locale = delivery.readers.locale(seat, row)
        view = delivery.views.dm_prompt_view(row, game, state, seat, label_words(row, locale))
        text = self._text(update, seat, missed)
        try:
            board = await board_file(game, state, row, seat, locale=locale, recent=missed)
            if prompt is not None:
                via = delivery.press_on(update, prompt["message"])
                if via is not None:
                    await via.edit_original_response(content=text, attachments=[board], view=view)
                else:
                    message = delivery.bot.get_partial_messageable(prompt["channel"]).get_partial_message(
                        prompt["message"])
                    await message.edit(content=text, attachments=[board], view=view, allowed_mentions=NONE)
                channel, message_id = prompt["channel"], prompt["message"]
            else:
                dm = await delivery.bot.create_dm(discord.Object(int(seat)))
                sent = await dm.send(text, file=board, view=view, allowed_mentions=NONE)
                channel, message_id = dm.id, sent.id
        except discord.HTTPException as exc:
            delivery.watch.dm_failed(exc.code)
            if prompt is not None:
                await delivery.tables.people.drop_dm_prompt(row.id, seat)
            if exc.code in CLOSED_CODES:
                await self._closed(update, seat, notify)
            elif prompt is None:
                log.warning("table %s: a DM prompt to %s failed (%s): its words go by the retry road", row.id, seat, exc)
                await delivery.dms.keep(Retry(row, seat, text))
            return
        await delivery.tables.people.set_dm_prompt(row.id, seat, channel=channel, message=message_id,
                                                   version=row.version, mark=self._mark(update, seat))
        if notify is not None and notify.told_closed:
            await delivery.tables.people.told_closed(seat, False)  # open again: a new closing is told again

    async def _closed(self, update: "Update", seat: str, notify: Notify | None) -> None:
        """Their DMs are closed: told once, privately where their own press allows, else in the thread."""
        if notify is None or notify.told_closed:
            return
        row = update.row
        text = words_for(row)("core.notify.dm_closed", seat=seat)
        via = self.delivery.press_of(update)
        try:
            if via is not None and str(via.user.id) == seat:
                await via.followup.send(text, ephemeral=True)
            else:
                await self.delivery.say(row, text, NO_PINGS_BUT_USERS)
        except discord.HTTPException as exc:
            log.info("table %s: telling %s their DMs are closed failed: %s", row.id, seat, exc)
            return
        await self.delivery.tables.people.told_closed(seat, True)

    async def retire(self, update: "Update", prompt: dict) -> None:
        """The prompt's buttons come off, its words say where the table is now."""
        row = update.row
        seat = prompt["seat"]
        words = self.delivery.dms.words(row, seat)
        title = registry.get(row.game).title if row.game in registry.names() else row.game  # a damaged row's too
        if update.action is not None and update.moves and update.moves[0][0] == seat:  # their own move
            text = words("core.notify.dm_prompt_played", game=title, table=row.id,
                         action=label_words(row, words.locale).action(row.game, update.action), link=jump_link(row))
        else:
            text = words("core.notify.dm_prompt_closed", game=title, table=row.id, link=jump_link(row))
        try:
            via = self.delivery.press_on(update, prompt["message"])
            if via is not None:
                await via.edit_original_response(content=text, view=None, attachments=[])
            else:
                await self.delivery.bot.get_partial_messageable(prompt["channel"]).get_partial_message(
                    prompt["message"]).edit(content=text, view=None, attachments=[], allowed_mentions=NONE)
        except discord.HTTPException as exc:
            log.info("table %s: retiring the DM prompt of %s failed: %s", row.id, seat, exc)
        await self.delivery.tables.people.drop_dm_prompt(row.id, seat)

    async def retire_all(self, row: "TableRow | TableHead") -> None:
        """The table ended outside a move (abandoned, even damaged; its thread gone): every prompt retired."""
        for prompt in await self.delivery.tables.people.dm_prompts(row.id):
            await self.retire(Update(row, None, None), prompt)
