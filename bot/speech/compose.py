"""What the channel will read after an update: pure decisions, no Discord.

`ChannelState` is everything the delivery remembers about one table's channel (the turn
message, who was watching, pings owed, the deferred edit, recent writes); `compose` decides,
from an update and that state, what to say, whom to ping and whether the board goes up again.
The rules:

- a current board at every decision: the board is uploaded whenever what it shows changed;
- the message that asks someone to act carries the board, what happened since they last
  acted and what they must decide;
- at most one new pinging message per person per turn of theirs: someone already watching
  the table (or already pinged this turn) sees the turn message edited instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from engine.core import Game, State

from .boards import board_key
from ..service.seats import platform_plays
from ..service.tables import Update
from ..text import Words
from .wording import happened, outcome_text, phase_line

# Someone who acted at this table this recently is watching it: when they must act again, the
# turn message is edited rather than a new pinging post, and they are pinged only if they have
# not acted PING_GRACE seconds later.
WATCHING = 90.0
PING_GRACE = 20.0
HISTORY = 200     # recent lines kept to tell a person what they missed (the log has them all)
WINDOW = 5.0      # Discord's per-channel window: about 5 posts or edits per 5 s
# The delivery keeps one write of each window for the others who write to the channel without
# it (the lobby closing its message as the game starts, timers, a failed-DM notice).
BUDGET = 3        # writes an edit may spend in a window; the next is kept for a new (pinging) post
LIMIT = 4         # what the delivery writes at all in a window: even a new post waits beyond it


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
    owed: list[str] = field(default_factory=list)  # newly awaited, watching: pinged later if still awaited
    said: list[str] = field(default_factory=list)  # this update's own lines (for the history)
    late: bool = False  # a late ping: a post of its own beside the version's announcement


@dataclass
class Pending:
    """An edit of the turn message waiting for room in the channel's window."""

    due: float
    update: Update
    post: Post
    words: Words


@dataclass
class ChannelState:
    """One table's channel, as the delivery knows it."""

    message: int | None = None                # the turn message
    awaited: frozenset[str] = frozenset()     # the people it waits for
    lines: list[str] = field(default_factory=list)  # what it tells
    unsent: int = 0                           # trailing lines of `lines` waiting in a deferred edit
    shows_board: bool = False
    board: str | None = None                  # fingerprint of the board on it
    status: str = ""
    history: list[str] = field(default_factory=list)  # the table's recent lines
    told: int = 0                             # lines ever added to `history`
    seen: dict[str, int] = field(default_factory=dict)      # person -> `told` when they last acted
    acted: dict[str, float] = field(default_factory=dict)   # person -> when they last acted
    pinged: set[str] = field(default_factory=set)           # awaited people pinged in this turn of theirs
    owed: dict[str, float] = field(default_factory=dict)    # person -> when their late ping is due
    pending: Pending | None = None
    writes: list[float] = field(default_factory=list)       # when the channel was written, this window
    stale: list[int] = field(default_factory=list)          # old prompts whose buttons still must come off
    latest: Update | None = None              # the newest update (what a late ping shows)

    # --- watching and what someone missed --------------------------------------------
    def note_movers(self, update: Update, now: float) -> frozenset[str]:
        """Record who acted in `update`; return the people watching (acted within WATCHING)."""
        auto = {n.params.get("seat") for n in update.notes}
        for seat, _ in update.moves:
            if not platform_plays(update.row, seat) and seat not in auto:
                self.acted[seat] = now
                self.seen[seat] = self.told   # what follows their move is news to them
                self.pinged.discard(seat)
        return frozenset(s for s, t in self.acted.items() if 0 <= now - t < WATCHING)

    def missed(self, seats: list[str]) -> list[str]:
        """The recent lines the earliest of `seats` has not seen since they last acted."""
        since = min((self.seen.get(s, 0) for s in seats), default=self.told)
        start = self.told - len(self.history)
        return self.history[max(since - start, 0):]

    # --- the window ---------------------------------------------------------------
    def room(self, now: float, limit: int = BUDGET) -> float:
        """0 if the channel may be written now within `limit` writes a window, else how long until it may."""
        # (a time ahead of `now` is from another clock: a test driving the service directly)
        self.writes = [t for t in self.writes if 0 <= now - t < WINDOW]
        if len(self.writes) < limit:
            return 0.0
        return self.writes[-limit] + WINDOW - now

    def hold(self, post: Post) -> None:
        """A new post waits for room: its lines are carried by whatever goes out next, and the
        people it pings are still newly awaited then (the turn message is unchanged)."""
        self.history = (self.history + post.said)[-HISTORY:]
        self.told += len(post.said)
        self.lines, self.unsent = self.lines + post.said, self.unsent + len(post.said)
        post.said = []

    def wrote(self, now: float) -> None:
        self.writes.append(now)

    # --- after a post -------------------------------------------------------------
    def remember(self, message_id: int | None, post: Post, unsent: int = 0) -> None:
        self.history = (self.history + post.said)[-HISTORY:]
        self.told += len(post.said)
        self.pinged = (self.pinged | set(post.ping)) & set(post.awaited)
        self.message, self.awaited, self.lines, self.unsent = message_id, post.awaited, post.lines, unsent
        self.shows_board, self.board, self.status = post.shows_board, post.board, post.status


def humans_awaited(row, game: Game, state: State) -> frozenset[str]:
    """The people the table waits for (a seat the platform plays is awaited by nobody)."""
    return frozenset(s for s in game.to_act(state) if not platform_plays(row, s))


def update_lines(update: Update, words: Words, waiting_dm: list[str]) -> list[str]:
    lines: list[str] = []
    if update.started:
        lines.append(words("core.started", game=update.game.title, seats=update.game.turn_order(update.state)))
    lines += happened(words, update.game, update.events, update.notes, update.folded)
    if not update.events and not update.started and not update.notes:
        lines.append(words("core.resumed"))
    lines += [words("core.dm_waiting", seat=seat) for seat in waiting_dm]
    return lines


def compose(update: Update, cs: ChannelState, words: Words, waiting_dm: list[str] = (),
            watching: frozenset[str] = frozenset(), unpinged: frozenset[str] = frozenset()) -> Post:
    """Edit the turn message in place while nobody new must act, or only people watching the
    table, already pinged this turn or not to be pinged at all (`unpinged`: their turns do not
    reach them by a mention, bot/service/people.py); else a new message that pings the others and
    tells them what they missed. The board goes up whenever what it shows changed, and on every
    new message."""
    row, game, state = update.row, update.game, update.state
    said = update_lines(update, words, list(waiting_dm))
    carried = cs.lines[len(cs.lines) - cs.unsent:] if cs.unsent else []
    key = board_key(game, state)
    if update.outcome is not None:
        return Post(outcome_text(words, game, update.outcome, row.ai_played, row.unrated), carried + said, new_message=True,
                    upload_board=True, shows_board=True, board=key, status="over", final=True, said=said)
    awaited = humans_awaited(row, game, state)
    status = game.status(state).kind
    known = cs.message is not None and not update.started
    newly = sorted(awaited - cs.awaited) if known else sorted(awaited)
    quiet = [s for s in newly if s in watching or s in cs.pinged or s in unpinged]
    if known and len(quiet) == len(newly) and cs.message == row.prompt_message:
        fresh = key != cs.board
        return Post(phase_line(words, game, state), cs.lines + said, new_message=False, upload_board=fresh,
                    shows_board=fresh or cs.shows_board, board=key, status=status, awaited=awaited,
                    owed=[s for s in quiet if s not in cs.pinged and s not in unpinged], said=said)
    ping = [s for s in newly if s not in quiet] if known else [s for s in newly if s not in unpinged]
    missed = cs.missed(ping) + said if ping else []
    lines = missed if len(missed) > len(carried) + len(said) else carried + said
    return Post(phase_line(words, game, state), lines, new_message=True, upload_board=True, shows_board=True,
                board=key, status=status, ping=ping, awaited=awaited, said=said)


def late_ping(cs: ChannelState, due: list[str], words: Words) -> Post | None:
    """A new message for people left to notice their turn who have not acted: the board,
    what they missed and what they must decide."""
    update = cs.latest
    due = [s for s in due if s in cs.awaited and s not in cs.pinged]
    if not due or update is None or update.state is None:
        return None
    return Post(phase_line(words, update.game, update.state), cs.missed(due), new_message=True, upload_board=True,
                shows_board=True, board=board_key(update.game, update.state), status=cs.status, ping=due,
                awaited=cs.awaited, late=True)

