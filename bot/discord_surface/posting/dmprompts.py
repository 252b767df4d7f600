"""Turn prompts by DM, for people who chose `/game notify dm`: the board as their seat sees it,
what happened since their last move, and their own move controls (the same persistent buttons
and menus as the thread's, with the version they were offered in), so they can play from
their DMs. One DM per turn of theirs: while the table waits on them the prompt stays, edited
in place if their choices change; it is retired (buttons off) once they moved anywhere, the
table no longer waits on them, or a take-back changed the position. Each prompt is kept in the
database (`dm_prompts`), so a restart can still retire it and its buttons still play.

When their DMs are closed (50007 / 50278) their turn reaches them as a ping, as it does anyway,
and they are told so once: privately when the turn came from their own press, else in the
thread. Any other failure sends the prompt's words by the DM retry road (dms.py).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Awaitable, Callable

import discord

from engine import registry

from ...service.people import Notify, People
from ...service.rows import TAKE_BACK, TableRow
from ...service.updates import Update
from ...service.watch import NOBODY, Watch
from ...speech.boards import alt_text, board_files
from ...speech.layouts import Card, layout, text_budget, text_only
from ...speech.compose import humans_awaited
from ...speech.wording import CONTENT_LIMIT, NO_PINGS_BUT_USERS, Readers, jump_link, label_words, words_for
from .controls import Controls
from .dms import CLOSED_CODES, Dms, Retry
from .presses import Presses

if TYPE_CHECKING:
    from ...service.errors import TableHead

log = logging.getLogger(__name__)
NONE = discord.AllowedMentions.none()
LINES = 12  # of what happened since their last move; the thread has the rest
# a line where the table plays (its thread reopened, or the table ended if the thread is gone)
Say = Callable[[TableRow, str, discord.AllowedMentions], Awaitable[None]]


class DmPrompts:
    def __init__(self, client: discord.Client, people: People, views: Controls, dms: Dms, readers: Readers,
                 presses: Presses, say: Say, *, watch: Watch = NOBODY) -> None:
        self.client = client  # DM channels and the prompts in them
        self.people = people  # who is prompted, and their live prompts
        self.views = views
        self.dms = dms  # each reader's words, and the retry road
        self.readers = readers
        self.presses = presses
        self.say = say
        self.watch = watch  # told of DMs refused (the operators' figures)

    async def sync(self, update: Update, choices: dict[str, Notify], missed: dict[str, list[str]]) -> None:
        """After an announcement: retire, refresh or send each prompted person's DM prompt."""
        row, game, state = update.row, update.game, update.state
        prompts = update.around.dm_prompts if update.around is not None else await self.people.dm_prompts(row.id)
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

    def _mark(self, update: Update, seat: str) -> str:
        return self.views.fingerprint(update.game.legal_actions(update.state, seat))

    def _card(self, update: Update, seat: str, missed: list[str], locale: str) -> Card:
        """Their turn on a phone's first screen: the head line, the board, the controls; what
        happened since their last move and their own summary under the controls."""
        row, game, state = update.row, update.game, update.state
        words = self.dms.words(row, seat)
        head = words("core.notify.dm_prompt_head", game=game.title, table=row.id, link=jump_link(row))
        lines = missed[-LINES:] + [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        alt = alt_text(label_words(row, locale), game, state, seat, missed)
        rows = self.views.dm_prompt_rows(row, game, state, seat, label_words(row, locale))
        card = Card([head], image=alt, rows=rows)
        card.later = ["\n".join(lines)[:max(0, text_budget(card))]]
        return card

    def _text(self, update: Update, seat: str, missed: list[str]) -> str:
        """The prompt's words alone, for the DM retry road (plain text)."""
        row, game, state = update.row, update.game, update.state
        words = self.dms.words(row, seat)
        lines = [words("core.notify.dm_prompt_head", game=game.title, table=row.id, link=jump_link(row))]
        lines += missed[-LINES:]
        lines += [f"• {words.event(game.name, e)}" for e in game.summary(state, seat)]
        return "\n".join(lines)[:CONTENT_LIMIT]

    async def _write(self, update: Update, seat: str, missed: list[str], prompt: dict | None,
                     notify: Notify | None = None) -> None:
        """A new prompt (`prompt` None), or the live one edited to the newest position."""
        row, game, state = update.row, update.game, update.state
        locale = self.readers.locale(seat, row)
        card = self._card(update, seat, missed, locale)
        try:
            files = await board_files(game, state, row, seat, locale=locale, alt=card.image)  # its focus first
            card.focus = files[0].description if len(files) > 1 else None
            view = layout(card)
            if prompt is not None:  # content=None: a prompt sent before the layouts had words there
                via = self.presses.on(update, prompt["message"])
                if via is not None:
                    await via.edit_original_response(content=None, attachments=files, view=view)
                else:
                    message = self.client.get_partial_messageable(prompt["channel"]).get_partial_message(
                        prompt["message"])
                    await message.edit(content=None, attachments=files, view=view, allowed_mentions=NONE)
                channel, message_id = prompt["channel"], prompt["message"]
            else:
                dm = await self.client.create_dm(discord.Object(int(seat)))
                sent = await dm.send(files=files, view=view, allowed_mentions=NONE)
                channel, message_id = dm.id, sent.id
        except discord.HTTPException as exc:
            self.watch.dm_failed(exc.code)
            if prompt is not None:
                await self.people.drop_dm_prompt(row.id, seat)
            if exc.code in CLOSED_CODES:
                await self._closed(update, seat, notify)
            elif prompt is None:
                log.warning("table %s: a DM prompt to %s failed (%s): its words go by the retry road", row.id, seat, exc)
                await self.dms.keep(Retry(row, seat, self._text(update, seat, missed)))
            return
        await self.people.set_dm_prompt(row.id, seat, channel=channel, message=message_id,
                                                   version=row.version, mark=self._mark(update, seat))
        if notify is not None and notify.told_closed:
            await self.people.told_closed(seat, False)  # open again: a new closing is told again

    async def _closed(self, update: Update, seat: str, notify: Notify | None) -> None:
        """Their DMs are closed: told once, privately where their own press allows, else in the thread."""
        if notify is None or notify.told_closed:
            return
        row = update.row
        text = words_for(row)("core.notify.dm_closed", seat=seat)
        via = self.presses.of(update)
        try:
            if via is not None and str(via.user.id) == seat:
                await via.followup.send(text, ephemeral=True)
            else:
                await self.say(row, text, NO_PINGS_BUT_USERS)
        except discord.HTTPException as exc:
            log.info("table %s: telling %s their DMs are closed failed: %s", row.id, seat, exc)
            return
        await self.people.told_closed(seat, True)

    async def retire(self, update: Update, prompt: dict) -> None:
        """The prompt's buttons come off, its words say where the table is now."""
        row = update.row
        seat = prompt["seat"]
        words = self.dms.words(row, seat)
        title = registry.get(row.game).title if row.game in registry.names() else row.game  # a damaged row's too
        if update.action is not None and update.moves and update.moves[0][0] == seat:  # their own move
            text = words("core.notify.dm_prompt_played", game=title, table=row.id,
                         action=label_words(row, words.locale).action(row.game, update.action), link=jump_link(row))
        else:
            text = words("core.notify.dm_prompt_closed", game=title, table=row.id, link=jump_link(row))
        try:
            via = self.presses.on(update, prompt["message"])
            if via is not None:
                await via.edit_original_response(content=None, view=text_only(text), attachments=[])
            else:
                await self.client.get_partial_messageable(prompt["channel"]).get_partial_message(
                    prompt["message"]).edit(content=None, view=text_only(text), attachments=[], allowed_mentions=NONE)
        except discord.HTTPException as exc:
            log.info("table %s: retiring the DM prompt of %s failed: %s", row.id, seat, exc)
        await self.people.drop_dm_prompt(row.id, seat)

    async def retire_all(self, row: TableRow | TableHead) -> None:
        """The table ended outside a move (abandoned, even damaged; its thread gone): every prompt retired."""
        for prompt in await self.people.dm_prompts(row.id):
            await self.retire(Update(row, None, None), prompt)
