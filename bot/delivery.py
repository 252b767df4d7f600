"""Saying what happened: channel posts, DMs with a fallback, and the board image.

Everything here runs after the change it describes has been committed. Public
messages are built only from public events and the spectator view; private
events go to their seat by DM, never to the channel.

The channel is a shared, rate-limited space (about 5 posts or edits per 5 s), so an
announcement is first composed (`compose`: what to say, whom to ping, whether the board
is worth uploading again: no Discord involved) and then published (`publish`), which
prefers the free road: a button press edits its own message through the interaction.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import json
import logging
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from discord.ext import tasks

from engine.core import Event, Game, Outcome, State

from . import rendering
from .components import prompt_view, rematch_view
from .store import TableRow
from .tables import Update, is_ai
from .text import Words

if TYPE_CHECKING:
    from .app import TreasureTable

log = logging.getLogger(__name__)

MAX_LINES = 25
EMBED_LIMIT = 3900
CONTENT_LIMIT = 2000
# A channel takes about 5 posts or edits per 5 s. An edit with no free road (after a /move)
# goes out at once if the table's channel has been quiet this long, else it waits until then
# and folds in whatever comes meanwhile.
EDIT_SPACING = 5.0
# Someone who acted at this table this recently is watching it: when they must act again, the
# turn message is edited rather than a new pinging post, and they are pinged only if they have
# not acted PING_GRACE seconds later.
WATCHING = 90.0
PING_GRACE = 20.0
DM_EDIT_SPACING = 15.0
COLOUR = discord.Colour.from_rgb(214, 162, 60)
NO_PINGS_BUT_USERS = discord.AllowedMentions(everyone=False, roles=False, users=True)


def seat_namer(row: TableRow, words_locale: str, *, mention: bool = True) -> Any:
    """How a seat reads: a mention in channel text; a display name in labels (a mention
    does not render inside a button, a select or an autocomplete line)."""
    def name(seat: str) -> str:
        if is_ai(seat):
            return Words(words_locale)("core.ai_seat", name=row.names.get(seat, seat))
        return f"<@{seat}>" if mention else row.names.get(seat, seat)
    return name


def words_for(row: TableRow, locale: str | None = None) -> Words:
    loc = locale or row.locale
    return Words(loc, seat_namer(row, loc))


def label_words(row: TableRow, locale: str | None = None) -> Words:
    loc = locale or row.locale
    return Words(loc, seat_namer(row, loc, mention=False))


def event_lines(words: Words, game: str, events: list[Event], seat: str | None = None) -> list[str]:
    return [f"• {words.event(game, e)}" for e in events if e.audible_to(seat) and (seat is None) == (e.to is None)]


def note_lines(words: Words, notes: list[Event]) -> list[str]:
    return [f"• {words(f'core.note.{n.kind}', **n.params)}" for n in notes]


def clip(lines: list[str], words: Words, limit: int = EMBED_LIMIT) -> str:
    """The newest lines that fit, with one line saying how many earlier ones were left out."""
    kept = lines[-MAX_LINES:]
    while kept:
        dropped = len(lines) - len(kept)
        head = [words("core.earlier_events", count=dropped)] if dropped else []
        text = "\n".join(head + kept)
        if len(text) <= limit:
            return text
        kept = kept[1:]
    return words("core.earlier_events", count=len(lines))


def phase_line(words: Words, game: Game, state: State) -> str:
    """The public "what we wait for" line, from the game's status event."""
    status = game.status(state)
    return words.first([f"{game.name}.phase.{status.kind}", f"core.phase.{status.kind}"], game.name, **status.params)


def places(scores: list[int]) -> list[int]:
    """Competition ranking of scores already sorted best first: equal scores share a place (1, 1, 3)."""
    out = []
    for i, score in enumerate(scores):
        out.append(out[-1] if i and score == scores[i - 1] else i + 1)
    return out


def outcome_text(words: Words, game: Game, outcome: Outcome, left: dict[str, str] | None = None) -> str:
    """The result, once: the winners, then everyone (or every team) ranked. `left`: people's
    seats the AI finished for them (kicked, conceded), marked in the ranking."""
    lines = [words("core.winners", seats=outcome.winners, count=len(outcome.winners))]
    if outcome.teams:
        best = {team: max(outcome.scores.get(s, 0) for s in seats) for team, seats in outcome.teams.items()}
        teams = sorted(outcome.teams, key=lambda t: (not set(outcome.teams[t]) & set(outcome.winners), -best[t]))
        keys = [(bool(set(outcome.teams[t]) & set(outcome.winners)), best[t]) for t in teams]
        for place, team in zip(places(keys), teams):
            lines.append(words("core.rank_team", place=place, team=words.thing(team, game.name, "team"),
                               seats=outcome.teams[team]))
    else:
        ranked = sorted(outcome.scores, key=lambda s: (s not in outcome.winners, -outcome.scores[s]))
        keys = [(s in outcome.winners, outcome.scores[s]) for s in ranked]
        for place, seat in zip(places(keys), ranked):
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
    png = await rendering.board(game.name, view, dict(row.names))
    return discord.File(io.BytesIO(png), filename="board.png")


def board_key(game: Game, state: State) -> str:
    """A fingerprint of what the public board shows: an unchanged board is not uploaded again."""
    view = json.dumps(game.view(state, None), sort_keys=True, default=str)
    return hashlib.sha1(view.encode()).hexdigest()


@dataclass
class _Turn:
    """The message that tells the current stretch of play, and what it shows."""

    message: int
    awaited: frozenset[str]   # the people it waits for
    lines: list[str]
    shows_board: bool         # whether a board image is on it
    board: str | None         # fingerprint of the last board uploaded at this table
    status: str               # the status kind after the last update
    boarded: frozenset[str]   # status kinds this message has had a fresh board for
    unsent: int = 0           # trailing lines of `lines` waiting in a deferred edit


@dataclass
class Post:
    """One announcement, composed: what the channel will read."""

    content: str
    lines: list[str]
    new_message: bool
    upload_board: bool
    shows_board: bool
    board: str | None
    status: str
    ping: list[str] = field(default_factory=list)
    final: bool = False
    awaited: frozenset[str] = frozenset()
    boarded: frozenset[str] = frozenset()
    owed: list[str] = field(default_factory=list)  # newly awaited, watching: pinged later if still awaited


def humans_awaited(game: Game, state: State) -> frozenset[str]:
    return frozenset(s for s in game.to_act(state) if not is_ai(s))


def compose(update: Update, turn: _Turn | None, words: Words, waiting_dm: list[str],
            watching: frozenset[str] = frozenset()) -> Post:
    """Decide what to say: edit the turn message in place while nobody new must act (or only
    people already watching the table); a new, pinging message for anyone else who newly must
    act; a fresh board only when the status enters a decision the picture serves and the board
    changed since the last upload."""
    row, game, state = update.row, update.game, update.state
    lines: list[str] = []
    if update.started:
        lines.append(words("core.started", game=game.title, seats=row.seats))
    lines += event_lines(words, game.name, update.events)
    lines += note_lines(words, update.notes)
    if not update.events and not update.started and not update.notes:
        lines.append(words("core.resumed"))
    lines += [words("core.dm_waiting", seat=seat) for seat in waiting_dm]

    key = board_key(game, state)
    carried = turn.lines[len(turn.lines) - turn.unsent:] if turn is not None and turn.unsent else []
    if update.outcome is not None:
        return Post(outcome_text(words, game, update.outcome, row.ai_played), carried + lines, new_message=True,
                    upload_board=True, shows_board=True, board=key, status="over", final=True)
    awaited = humans_awaited(game, state)
    status = game.status(state).kind
    worth = game.board_statuses is None or status in game.board_statuses
    newly = sorted(awaited - turn.awaited) if turn else sorted(awaited)
    if status in game.dm_statuses:  # whoever got a DM in this update was pinged by it
        told = {s for e in update.events if e.to for s in e.to} - set(waiting_dm)
        newly = [s for s in newly if s not in told]
    owed = [s for s in newly if s in watching]
    in_place = (turn is not None and not update.started and len(owed) == len(newly)
                and turn.message == row.prompt_message)
    if turn is None or update.started:
        fresh = True
    else:  # each stretch of one person's play gets a picture once per kind of decision
        stretch = in_place and not newly
        seen = turn.boarded if stretch else frozenset({turn.status})
        fresh = worth and key != turn.board and status not in seen
    board = key if fresh else turn.board
    boarded = (turn.boarded if in_place and not newly else frozenset()) | ({status} if fresh else set())
    if in_place:
        return Post(phase_line(words, game, state), turn.lines + lines, new_message=False, upload_board=fresh,
                    shows_board=fresh or turn.shows_board, board=board, status=status, awaited=awaited,
                    boarded=boarded, owed=owed)
    return Post(phase_line(words, game, state), carried + lines, new_message=True, upload_board=fresh,
                shows_board=fresh, board=board, status=status, ping=newly, awaited=awaited, boarded=boarded)


class Delivery:
    def __init__(self, bot: "TreasureTable") -> None:
        self.bot = bot
        self._turns: dict[int, _Turn] = {}
        self._pending: dict[int, tuple[float, Update, Post, Words]] = {}  # table -> (due, …)
        self._last_write: dict[int, float] = {}  # table -> when its channel was last posted or edited
        self._acted: defaultdict[int, dict[str, float]] = defaultdict(dict)  # table -> person -> when they moved
        self._owed: defaultdict[int, dict[str, float]] = defaultdict(dict)   # table -> person -> ping due
        self._latest: dict[int, Update] = {}  # table -> its newest update (what a late ping shows)
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._flusher = tasks.loop(seconds=1.0)(self._flush_due)

    def channel(self, row: TableRow) -> discord.abc.Messageable:
        return self.bot.get_channel(row.channel) or self.bot.get_partial_messageable(row.channel)

    def forget(self, table_id: int) -> None:
        self._turns.pop(table_id, None)
        self._pending.pop(table_id, None)
        self._owed.pop(table_id, None)
        self._latest.pop(table_id, None)
        self._acted.pop(table_id, None)

    def _watching(self, update: Update) -> frozenset[str]:
        """People who acted at this table within WATCHING seconds (this update's movers included)."""
        now = time.monotonic()
        auto = {n.params.get("seat") for n in update.notes}
        acted = self._acted[update.row.id]
        for seat, _ in update.moves:
            if not is_ai(seat) and seat not in auto:
                acted[seat] = now
        return frozenset(s for s, t in acted.items() if now - t < WATCHING)

    async def announce(self, update: Update) -> None:
        """Private events by DM, then one public post (or edit) for the update."""
        row = update.row
        async with self._locks[row.id]:
            if update.outcome is not None:  # before the result is said; once per table (bot/ratings.py)
                try:
                    await self.bot.ratings.rate_finished(row, update.outcome, time.time())
                except Exception:  # noqa: BLE001 - the result is said regardless; rebuild_ratings mends
                    log.exception("table %s: rating the finished game failed", row.id)
            words = words_for(row)
            waiting_dm = await self.send_private(row, update.game, update.events)
            await self.bot.store.set_told(row.id, row.version)  # a restart must not DM these again
            turn = self._turns.get(row.id)
            post = compose(update, turn, words, waiting_dm, self._watching(update))
            self._latest[row.id] = update
            self._owe(row.id, post)
            deferred = self._pending.pop(row.id, None)
            if deferred is not None:  # what it would have uploaded is still owed
                post.upload_board |= deferred[2].upload_board
                post.shows_board |= post.upload_board
            # a decision put to people by DM leaves the channel for longer: its edits fold more
            spacing = DM_EDIT_SPACING if post.status in update.game.dm_statuses else EDIT_SPACING
            due = self._last_write.get(row.id, -spacing) + spacing
            if not post.new_message and self._origin(update, row.prompt_message) is None and time.monotonic() < due:
                self._pending[row.id] = (due, update, post, words)
                self._remember(row.id, row.prompt_message, post, unsent=(turn.unsent if turn else 0)
                               + len(post.lines) - (len(turn.lines) if turn else 0))
                if not self._flusher.is_running():
                    self._flusher.start()
                return
            await self._publish_and_remember(update, post, words)

    def _owe(self, table_id: int, post: Post) -> None:
        """Keep the late pings owed to people still awaited; a new post pings everyone it names."""
        owed = self._owed[table_id]
        for seat in [s for s in owed if s not in post.awaited or post.new_message]:
            del owed[seat]
        for seat in post.owed:
            owed.setdefault(seat, time.monotonic() + PING_GRACE)
        if owed and not self._flusher.is_running():
            self._flusher.start()

    async def _ping_late(self, table_id: int) -> None:
        """People who were left to notice their turn and have not acted: a new, pinging prompt."""
        owed, turn, update = self._owed.get(table_id), self._turns.get(table_id), self._latest.get(table_id)
        now = time.monotonic()
        due = sorted(s for s, t in (owed or {}).items() if t <= now)
        if not due or turn is None or update is None:
            return
        for seat in due:
            del owed[seat]
        due = [s for s in due if s in turn.awaited]
        if not due:
            return
        words = words_for(update.row)
        self._pending.pop(table_id, None)  # the new prompt carries what the deferred edit would have said
        carried = turn.lines[len(turn.lines) - turn.unsent:] if turn.unsent else []
        post = Post(phase_line(words, update.game, update.state), carried, new_message=True, upload_board=False,
                    shows_board=False, board=turn.board, status=turn.status, ping=due, awaited=turn.awaited)
        update = Update(update.row, update.game, update.state, outcome=update.outcome)
        await self._publish_and_remember(update, post, words)

    async def _publish_and_remember(self, update: Update, post: Post, words: Words) -> None:
        row = update.row
        message_id = await self.publish(update, post, words)
        if post.new_message or self._origin(update, row.prompt_message) is None:
            self._last_write[row.id] = time.monotonic()
        self._remember(row.id, message_id, post)
        await self.bot.store.set_announced(row.id, row.version, message_id)
        row.prompt_message = message_id

    def _remember(self, table_id: int, message_id: int, post: Post, unsent: int = 0) -> None:
        if post.final:
            self.forget(table_id)
        else:
            self._turns[table_id] = _Turn(message_id, post.awaited, post.lines, post.shows_board, post.board,
                                          post.status, post.boarded, unsent)

    async def _flush_due(self) -> None:
        """Send the deferred edits whose time has come (a discord.ext.tasks loop, while any wait)."""
        for table_id, (due, *_) in list(self._pending.items()):
            if time.monotonic() < due:
                continue
            async with self._locks[table_id]:
                pending = self._pending.pop(table_id, None)
                if pending is None:
                    continue
                try:
                    await self._publish_and_remember(*pending[1:])
                except Exception:  # noqa: BLE001 - the next move or a restart says it again
                    log.exception("table %s: a deferred edit failed", table_id)
        for table_id in [t for t, owed in self._owed.items() if owed]:
            async with self._locks[table_id]:
                try:
                    await self._ping_late(table_id)
                except Exception:  # noqa: BLE001 - the reminder timers still reach them
                    log.exception("table %s: a late ping failed", table_id)
        if not self._pending and not any(self._owed.values()):
            self._flusher.stop()

    def stop(self) -> None:
        self._flusher.cancel()

    def _origin(self, update: Update, message_id: int | None) -> discord.Interaction | None:
        """The button press that caused this update, if it sits on `message_id`: editing
        through it costs the channel nothing."""
        origin = update.origin
        if (isinstance(origin, discord.Interaction) and origin.message is not None and message_id is not None
                and origin.message.id == message_id and origin.response.is_done()):
            return origin
        return None

    async def publish(self, update: Update, post: Post, words: Words) -> int:
        row, game, state = update.row, update.game, update.state
        embed = discord.Embed(title=game.title, description=clip(post.lines, words), colour=COLOUR)
        embed.set_footer(text=words("core.footer", table=row.id, version=row.move_number()))
        view = rematch_view(row, words) if post.final else prompt_view(row, game, state, label_words(row))
        mentions = discord.AllowedMentions(everyone=False, roles=False,
                                           users=[discord.Object(int(s)) for s in post.ping])
        if post.shows_board:
            embed.set_image(url="attachment://board.png")
        files = [await board_file(game, state, row)] if post.upload_board else []
        old = row.prompt_message
        if not post.new_message:
            via = self._origin(update, old)
            kwargs: dict[str, Any] = dict(content=post.content, embed=embed, view=view, allowed_mentions=mentions)
            if files:
                kwargs["attachments"] = files
            try:
                if via is not None:
                    await via.edit_original_response(**kwargs)
                else:
                    await self.channel(row).get_partial_message(old).edit(**kwargs)
                return old
            except discord.HTTPException as exc:
                log.info("table %s: editing the turn message failed (%s); posting afresh", row.id, exc)
                post.new_message = post.upload_board = post.shows_board = True
                embed.set_image(url="attachment://board.png")
                files = [await board_file(game, state, row)]
        message_id = await self._post(update, post, embed, files, view, mentions, words)
        await self.retire(update, old)
        return message_id

    async def _post(self, update: Update, post: Post, embed: discord.Embed, files: list[discord.File],
                    view: discord.ui.View | None, mentions: discord.AllowedMentions, words: Words) -> int:
        """A new message. If Discord refuses it, the same words go out as plain text and the
        reason goes back to whoever acted; the move itself is saved either way."""
        channel = self.channel(update.row)
        try:
            kwargs: dict[str, Any] = dict(content=post.content, embed=embed, allowed_mentions=mentions)
            if files:
                kwargs["file"] = files[0]
            if view is not None:
                kwargs["view"] = view
            return (await channel.send(**kwargs)).id
        except discord.HTTPException as exc:
            log.warning("table %s: the board post was refused (%s); sending plain text", update.row.id, exc)
            text = post.content + "\n" + clip(post.lines, words, CONTENT_LIMIT - len(post.content) - 1)
            message = await channel.send(content=text[:CONTENT_LIMIT], allowed_mentions=mentions)
            update.undelivered = exc.text or str(exc.status)
            return message.id

    async def retire(self, update: Update, message_id: int | None) -> None:
        """Take the buttons off the previous prompt, where that is free (the press that
        moved the table on sits on it); elsewhere its buttons answer "an earlier turn"."""
        via = self._origin(update, message_id)
        if via is None:
            return
        try:
            await via.edit_original_response(view=None)
        except discord.HTTPException:
            pass  # deleted or not editable: the version check already ignores its buttons

    async def retire_prompt(self, row: TableRow) -> None:
        """Take the buttons off the table's prompt (the table ended)."""
        self.forget(row.id)
        if not row.prompt_message:
            return
        try:
            await self.channel(row).get_partial_message(row.prompt_message).edit(view=None)
        except discord.HTTPException:
            pass

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
            if not await self.dm(int(seat), text[:CONTENT_LIMIT]):
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
