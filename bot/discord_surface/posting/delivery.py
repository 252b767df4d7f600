"""Saying what happened in the channel: one post (or edit) per update, the board with it.

Everything here runs after the change it describes has been committed. Public messages are
built only from public events and the spectator view; private events go to their seat by DM
(dms.py), never to the channel.

The channel is a shared, rate-limited space (about 5 posts or edits per 5 s), so an
announcement is first composed (bot/speech/compose.py: what to say, whom to ping, whether the board
goes up; no Discord) and then published here, preferring the free road: a button press edits
its own message through the interaction. An edit with no free road goes out at once while the
channel's window has room, else it waits for room and folds in whatever comes meanwhile; the
fold always shows the newest position, so nobody decides on a picture that is gone.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections import OrderedDict, defaultdict
from dataclasses import replace
from typing import Any

import discord
from discord.ext import tasks

from engine import registry

from ...service.rows import TableRow
from ...service.seats import is_ai
from ...service.tables import Tables, Update
from ...service.watch import NOBODY, Watch
from ...speech.boards import alt_text, board_files
from ...speech.compose import BUDGET, LIMIT, PING_GRACE, WINDOW, ChannelState, Pending, Post, compose, late_ping
from ...speech.emojis import Emojis
from ...speech.layouts import Card, from_message, layout, spent, text_budget, text_only
from ...speech.wording import CONTENT_LIMIT, MAX_LINES, RESULT_LINES, Readers, clip, label_words, outcome_text, words_for
from ...text import Words
from .channels import UNKNOWN_CHANNEL, messageable
from .controls import Controls
from .dmprompts import DmPrompts
from .dms import Dms
from .presses import Presses

log = logging.getLogger(__name__)
LAYOUTS_KEPT = 512  # messages whose layout is kept to take their controls off later


def nonce(table_id: int, version: int, part: str) -> str:
    """The nonce of a table's post: the same for the same post of the same version, so a post
    sent again (after a crash between posting and marking it said, or a timeout) is answered by
    Discord with the first message instead of a second one (discord.py sends it with
    enforce_nonce). At most 25 characters, as Discord allows."""
    text = f"{table_id}.{version}.{part}"
    return text if len(text) <= 25 else hashlib.sha1(text.encode()).hexdigest()[:25]


class Delivery:
    """Speaks for the table service: `Tables` hands it every committed update (`announce`);
    what it marks as said goes back through `tables`."""

    def __init__(self, client: discord.Client, tables: Tables, views: Controls, emojis: Emojis, dms: Dms,
                 readers: Readers, presses: Presses, *, watch: Watch = NOBODY) -> None:
        self.client = client  # channels and their messages
        self.tables = tables
        self.views = views
        self.emojis = emojis  # the app's emojis the event lines wear where they are had
        self.readers = readers
        self.watch = watch  # told of boards drawn, posts made (the operators' figures)
        self.dms = dms
        self.presses = presses  # a press's update (and a deferred edit of it) may edit through it
        # turn prompts by DM (`/game notify dm`); one that cannot reach a person says so here
        self.prompts = DmPrompts(client, tables.people, views, dms, readers, presses, self.say, watch=watch)
        self._layouts: OrderedDict[int, discord.ui.LayoutView] = OrderedDict()  # message id -> what it shows
        self._focus: dict[int, str | None] = {}  # table id -> the alt text of the focus picture on Discord
        self._tables: dict[int, ChannelState] = {}
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._flusher = tasks.loop(seconds=1.0)(self._flush_due)

    async def noticed(self, interaction: discord.Interaction) -> None:
        """Every interaction (a listener): the language its person reads, for their DMs."""
        self.readers.note(interaction)

    def messageable(self, channel_id: int) -> discord.abc.Messageable:
        return messageable(self.client, channel_id)

    def channel(self, row: TableRow) -> discord.abc.Messageable:
        return self.messageable(row.channel)

    def pressed(self, interaction: discord.Interaction) -> None:
        """A press whose move is about to run: its update may edit the pressed message through it."""
        self.presses.keep(interaction)

    def holding(self, row: TableRow, message_id: int | None) -> discord.abc.Messageable:
        """The channel a table's message sits in: its lobby message (whose id its thread has)
        in the parent channel, everything else where the table plays."""
        if row.parent and message_id == row.channel:
            return self.messageable(row.parent)
        return self.channel(row)

    async def awake(self, row: TableRow) -> None:
        """An archived thread is opened again before the table speaks in it: a post would
        reopen it, but an edit of its board would be refused. discord.py drops archived threads
        from its cache, so a table's thread missing there is looked up (active ones are cached)."""
        if not row.parent:
            return
        thread = self.client.get_channel(row.channel)
        try:
            if thread is None:
                thread = await self.client.fetch_channel(row.channel)
            if isinstance(thread, discord.Thread) and thread.archived and not thread.locked:
                await thread.edit(archived=False)
        except discord.HTTPException as exc:  # a deleted thread: the post itself finds out
            log.info("table %s: its thread could not be unarchived: %s", row.id, exc)

    async def thread_gone(self, row: TableRow) -> None:
        """The table's thread was deleted: the table ends (nobody can see it any more), with a
        line in the channel its lobby message is in, and that message says so."""
        self.forget(row.id)
        if await self.tables.end(row.id, "thread_deleted", unsaid=True) is None:
            return  # ended already (a lobby that expired, a game just over): nothing to close
        await self.prompts.retire_all(row)
        words = words_for(row)
        text = words("core.thread.deleted", game=registry.get(row.game).title, table=row.id)
        parent = self.messageable(row.parent)
        for sending in (parent.send(text, allowed_mentions=discord.AllowedMentions.none()),
                        parent.get_partial_message(row.channel).edit(view=text_only(text))):
            try:
                await sending
            except discord.HTTPException as exc:
                log.warning("table %s: telling its channel the thread is gone failed: %s", row.id, exc)

    async def say(self, row: TableRow, text: str, mentions: discord.AllowedMentions) -> None:
        """A line where the table plays, outside a turn's announcement (a notice, a reminder): its
        thread reopened first, and a deleted thread ends the table instead."""
        await self.awake(row)
        try:
            await self.channel(row).send(text, allowed_mentions=mentions)
        except discord.NotFound as exc:
            if row.parent and exc.code == UNKNOWN_CHANNEL:
                return await self.thread_gone(row)
            raise

    async def hint_taken(self, row: TableRow, seat: str) -> None:
        """The first hint taken at a table, from any surface: the table hears it is now unrated."""
        await self.say(row, words_for(row)("core.hint.unrated", seat=seat), discord.AllowedMentions.none())

    async def show_result(self, update: Update, words: Words) -> None:
        """A threaded table's lobby message, once the game is over: the result and the way in. A
        rematch in the same thread keeps that message (the first game's result) and posts its own
        result beside it in the channel."""
        row = update.row
        if not row.parent or update.outcome is None:
            return
        text = words("core.thread.result", game=update.game.title, thread=f"<#{row.channel}>") + "\n" + outcome_text(
            words, update.game, update.outcome, row.ai_played, row.unrated)
        none = discord.AllowedMentions.none()
        try:
            if row.rematch:
                await self.messageable(row.parent).send(view=text_only(text), allowed_mentions=none,
                                                        nonce=nonce(row.id, row.version, "r"))
            else:
                await self.holding(row, row.channel).get_partial_message(row.channel).edit(
                    view=text_only(text), allowed_mentions=none)
        except discord.HTTPException as exc:
            log.info("table %s: its lobby message could not show the result: %s", row.id, exc)

    def state(self, table_id: int) -> ChannelState:
        return self._tables.setdefault(table_id, ChannelState())

    def forget(self, table_id: int) -> None:
        self._tables.pop(table_id, None)
        self._focus.pop(table_id, None)

    async def dm(self, user_id: int, text: str) -> bool:
        return await self.dms.send(user_id, text) == "sent"

    async def announce(self, update: Update) -> None:
        """Private events by DM, then one public post (or edit) for the update. The single entry
        point: a move, the AI, a timer and the recovery after a restart all come through here."""
        row = update.row
        async with self._locks[row.id]:
            words = words_for(row)
            waiting_dm = await self.dms.send_private(row, update.game, update.events)
            if any(event.to is not None for event in update.events):
                await self.tables.said.told(row.id, row.version)  # a restart must not DM these again
            # else nothing was handed: `told` goes with `announced` (set_announced)
            cs = self.state(row.id)
            now = time.monotonic()
            people = [s for s in row.seats if not is_ai(s)]
            around = update.around  # read with the row under the table's lock, when the move came that way
            if around is not None and around.persons == tuple(people):
                choices = self.tables.people.known(people, around.people)
            else:
                choices = await self.tables.people.of_many(people)
            unpinged = frozenset(seat for seat, notify in choices.items() if not notify.pinged)
            post = compose(update, cs, words, waiting_dm, cs.note_movers(update, now), unpinged)
            missed = {seat: cs.missed([seat]) + post.said for seat, notify in choices.items() if notify.prompted}
            try:
                await self._speak(update, cs, post, words, now)
            finally:
                try:
                    await self.prompts.sync(update, choices, missed)
                except Exception:  # noqa: BLE001 - the thread has the turn; the next update tries again
                    log.exception("table %s: its DM prompts failed", row.id)

    async def _speak(self, update: Update, cs: ChannelState, post: Post, words: Words, now: float) -> None:
        """The channel's part of an announcement: posted now, or deferred for room."""
        row = update.row
        cs.latest = update
        self._owe(cs, post, now)
        cs.pending = None  # a deferred edit is folded into this one
        if post.new_message and not post.final and cs.room(now, LIMIT) > 0:
            cs.pending = Pending(now + cs.room(now, LIMIT), update, post, words)
            cs.hold(post)
            self._wake()
            return
        wait = cs.room(now)
        if not post.new_message and self.presses.on(update, row.prompt_message) is None and wait > 0:
            cs.pending = Pending(now + wait, update, post, words)
            on_discord = cs.board, cs.shows_board  # the picture stays what was last sent
            cs.remember(row.prompt_message, post, unsent=cs.unsent + len(post.said))
            cs.board, cs.shows_board = on_discord
            post.said = []  # in the history now
            self._wake()
            return
        await self._publish_and_remember(update, post, words)

    def _wake(self) -> None:
        """Start the 1 s loop on the first deferred write. It stops itself once nothing waits
        (`_flush_due`): a loop ticking for ever wakes the bot every second (and stalls a
        simulated clock over hours). It stops as the last step of a pass, and the loop ends
        with no await after that, so a write queued later always finds it stopped and restarts it."""
        if not self._flusher.is_running():
            self._flusher.start()

    def _owes_anything(self) -> bool:
        return any(cs.pending is not None or cs.owed or cs.stale for cs in self._tables.values())

    def _owe(self, cs: ChannelState, post: Post, now: float) -> None:
        """Keep the late pings owed to people still awaited; a new post pings everyone it names."""
        for seat in [s for s in cs.owed if s not in post.awaited or s in post.ping]:
            del cs.owed[seat]
        for seat in post.owed:
            cs.owed.setdefault(seat, now + PING_GRACE)
        if cs.owed:
            self._wake()

    async def _publish_and_remember(self, update: Update, post: Post, words: Words) -> None:
        row = update.row
        cs = self.state(row.id)
        await self.awake(row)
        try:
            message_id = await self.publish(update, post, words)
        except discord.NotFound as exc:
            if row.parent and exc.code == UNKNOWN_CHANNEL:
                return await self.thread_gone(row)
            raise
        if update.received is not None:
            self.watch.posted(update.game.name, update.received)
        if post.final:
            await self.show_result(update, words)
            self.forget(row.id)
        else:
            cs.remember(message_id, post)
        await self.tables.said.set_announced(row.id, row.version, message_id, told=True)
        row.prompt_message = message_id

    async def _flush_due(self) -> None:
        """Deferred edits whose room has come, late pings, old prompts' buttons (a tasks loop)."""
        now = time.monotonic()
        for table_id, cs in list(self._tables.items()):
            async with self._locks[table_id]:
                try:
                    await self._flush_table(table_id, cs, now)
                except Exception:  # noqa: BLE001 - the next move or a restart says it again
                    log.exception("table %s: a deferred write failed", table_id)
        if not self._owes_anything():
            self._flusher.stop()

    async def _flush_table(self, table_id: int, cs: ChannelState, now: float) -> None:
        if self._tables.get(table_id) is not cs:
            return
        pending = cs.pending
        limit = LIMIT if pending is not None and pending.post.new_message else BUDGET
        if pending is not None and not 0 < pending.due - now <= WINDOW and cs.room(now, limit) == 0:
            cs.pending = None
            await self._publish_and_remember(pending.update, pending.post, pending.words)
        # (a due time further off than its delay is from another clock: a test driving the service)
        due = sorted(s for s, t in cs.owed.items() if not 0 < t - now <= PING_GRACE)
        if due and cs.latest is not None and cs.room(now, LIMIT) == 0:  # else they wait for room, still owed
            for seat in due:
                del cs.owed[seat]
            words = words_for(cs.latest.row)
            post = late_ping(cs, due, words)
            if post is not None:
                cs.pending = None  # the new prompt shows the newest position and what the edit would have said
                await self._publish_and_remember(Update(cs.latest.row, cs.latest.game, cs.latest.state), post, words)
        while cs.stale and cs.room(time.monotonic()) == 0:
            await self._strip(cs.latest.row if cs.latest else None, cs.stale.pop(0), cs)

    def stop(self) -> None:
        self._flusher.cancel()

    def card(self, update: Update, post: Post, words: Words) -> Card:
        """The turn message: the game and whose turn (or the result), what happened since the last
        prompt, the board with its alt text, the controls, the table's number and move."""
        row, game, state = update.row, update.game, update.state
        rows = (self.views.rematch_rows(row, words) if post.final
                else self.views.prompt_rows(row, game, state, label_words(row)))
        card = Card([f"### {game.title}\n{self.emojis.dress(post.content)}"], rows=rows,
                    footer=words("core.footer", table=row.id, version=row.move_number()))
        if post.lines:
            lines = [self.emojis.dress(line) for line in post.lines]  # before clipping: an emoji is longer
            card.blocks.append(clip(lines, words, text_budget(card), RESULT_LINES if post.final else MAX_LINES))
        if post.shows_board:
            card.image = self._alt(update, post, words)
        return card

    def _alt(self, update: Update, post: Post, words: Words) -> str:
        """The board's alt text: in the table's language, people by name, what this update said."""
        return alt_text(label_words(update.row), update.game, update.state, recent=post.said)

    async def publish(self, update: Update, post: Post, words: Words) -> int:
        row, game, state = update.row, update.game, update.state
        card = self.card(update, post, words)
        mentions = discord.AllowedMentions(everyone=False, roles=False,
                                           users=[discord.Object(int(s)) for s in post.ping])
        files = await self._board(game, state, row, card) if post.upload_board else []
        if card.image is not None and not files:  # the pictures on Discord stay: so does the focus above the board
            card.focus = self._focus.get(row.id)
        old = row.prompt_message
        if not post.new_message:
            via = self.presses.on(update, old)
            view = layout(card)
            kwargs: dict[str, Any] = dict(view=view, allowed_mentions=mentions)
            if files:
                kwargs["attachments"] = files
            try:
                if via is not None:
                    await via.edit_original_response(**kwargs)
                else:
                    self.state(row.id).wrote(time.monotonic())
                    await self.channel(row).get_partial_message(old).edit(**kwargs)
                self._shown(old, view)
                return old
            except discord.HTTPException as exc:
                log.info("table %s: editing the turn message failed (%s); posting afresh", row.id, exc)
                post.new_message = post.upload_board = post.shows_board = True
                card.image = card.image or self._alt(update, post, words)
                files = await self._board(game, state, row, card)
        message_id = await self._post(update, post, card, files, mentions, words)
        if old != message_id and not update.started:  # at the start `old` is the lobby: Notices closes it
            await self.retire(update, old, at_once=post.final)
        return message_id

    def _shown(self, message_id: int, view: discord.ui.LayoutView) -> None:
        """Keep the layout a message shows: taking its controls off later sends it again without them."""
        self._layouts[message_id] = view
        self._layouts.move_to_end(message_id)
        while len(self._layouts) > LAYOUTS_KEPT:
            self._layouts.popitem(last=False)

    async def _board(self, game: Any, state: Any, row: TableRow, card: Card) -> list[discord.File]:
        """The public focus picture (when there is one) and board, their alt texts the files'
        descriptions; the card learns the focus's."""
        started = time.monotonic()
        files = await board_files(game, state, row, alt=card.image)
        self.watch.rendered(time.monotonic() - started)
        card.focus = self._focus[row.id] = files[0].description if len(files) > 1 else None
        return files

    async def _post(self, update: Update, post: Post, card: Card, files: list[discord.File],
                    mentions: discord.AllowedMentions, words: Words) -> int:
        """A new message. If Discord refuses it, the same words and controls go out without the
        board, then as plain text, and the reason goes back to whoever acted; the move itself is
        saved either way."""
        row = update.row
        channel = self.channel(row)
        cs = self.state(row.id)
        part = "p" + hashlib.sha1(",".join(sorted(post.ping)).encode()).hexdigest()[:6] if post.late else "a"
        bare = replace(card, image=None)  # the same words and controls, without the board
        text = post.content + "\n" + clip(post.lines, words, CONTENT_LIMIT - len(post.content) - 1)
        tries: list[tuple[str, dict[str, Any]]] = [
            (part, dict(view=layout(card), **({"files": files} if files else {}))),
            (part + "t", dict(view=layout(bare))),
            (part + "u", dict(content=text[:CONTENT_LIMIT])),
        ]
        for index, (mark, kwargs) in enumerate(tries):
            cs.wrote(time.monotonic())
            try:
                message = await channel.send(allowed_mentions=mentions, nonce=nonce(row.id, row.version, mark), **kwargs)
            except discord.HTTPException as exc:
                if isinstance(exc, discord.NotFound) and exc.code == UNKNOWN_CHANNEL:
                    raise  # the channel (a thread) is gone: no other text would get there
                if index == len(tries) - 1:
                    raise
                if index == 0:
                    log.warning("table %s: the board post was refused (%s); sending it plainer", row.id, exc)
                    update.undelivered = exc.text or str(exc.status)
                continue
            if "view" in kwargs:
                self._shown(message.id, kwargs["view"])
            return message.id
        raise AssertionError("unreachable")

    async def retire(self, update: Update, message_id: int | None, at_once: bool = False) -> None:
        """Take the buttons off the previous prompt: through the press that moved the table on
        when it sits there (free), else by an edit while the channel's window has room, else
        as soon as it has (its buttons answer "an earlier turn" meanwhile)."""
        if message_id is None:
            return
        via = self.presses.on(update, message_id)
        if via is not None:
            try:
                await self.spend(message_id, via.edit_original_response, via.message)
            except discord.HTTPException:
                pass  # deleted or not editable: the version check already ignores its buttons
            return
        cs = self.state(update.row.id)
        if at_once or cs.room(time.monotonic()) == 0:
            await self._strip(update.row, message_id, cs)
        else:
            cs.stale.append(message_id)
            self._wake()

    async def spend(self, message_id: int, edit: Any, message: discord.Message | None = None,
                    fetch: Any = None) -> None:
        """Send a message again without its controls (`edit`: the edit that reaches it). A V2
        message refuses `view=None`: its layout goes again, spent, from the one we kept, else from
        the message itself (given, or fetched)."""
        view = self._layouts.pop(message_id, None)
        if view is None and message is None and fetch is not None:
            message = await fetch(message_id)
        if view is None and message is not None:
            view = from_message(message)
        await edit(view=spent(view) if view is not None else None)

    async def _strip(self, row: TableRow | None, message_id: int, cs: ChannelState) -> None:
        if row is None:
            return
        cs.wrote(time.monotonic())
        channel = self.channel(row)
        try:
            await self.spend(message_id, channel.get_partial_message(message_id).edit, fetch=channel.fetch_message)
        except discord.HTTPException:
            pass  # deleted or not editable: the version check already ignores its buttons

    async def retire_prompt(self, row: TableRow) -> None:
        """Take the buttons off the table's prompt, and its DM prompts' (the table ended)."""
        self.forget(row.id)
        await self.prompts.retire_all(row)
        if not row.prompt_message:
            return
        channel = self.holding(row, row.prompt_message)
        try:
            await self.spend(row.prompt_message, channel.get_partial_message(row.prompt_message).edit,
                             fetch=channel.fetch_message)
        except discord.HTTPException:
            pass
