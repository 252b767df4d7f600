"""The board image of a table: drawn off the event loop, fingerprinted so an unchanged board is
never uploaded twice, and described in words (its alt text) for whoever cannot see it."""

from __future__ import annotations

import hashlib
import io
import json
import re
from typing import Iterable

import discord

import renders
from engine.core import Game, State

from .. import workers
from ..service.rows import TableRow
from ..text import Words
from .layouts import BOARD, FOCUS
from .wording import label_words, phase_line

ALT_LIMIT = 1024  # Discord's longest attachment description (an image's alt text)
RECENT = 3        # the newest event lines an alt text tells: what changed last, not the whole story
_MENTION = re.compile(r"<@!?(\d+)>")
_CUSTOM_EMOJI = re.compile(r"<a?:(\w+):\d+>")
_MARKS = re.compile(r"\*\*|__|~~|\|\||`")
_BULLET = re.compile(r"^\s*(?:[•\-*>]|#{1,3})\s+")
_END = (".", "!", "?", "…", ":", ")")


async def board_file(game: Game, state: State, row: TableRow, seat: str | None = None, *,
                     locale: str | None = None, recent: Iterable[str] = (), alt: str | None = None) -> discord.File:
    """The board as `seat` sees it (None: everyone), its alt text in `locale` (default the
    table's) as the file's description (`alt`: the caller's, worded already)."""
    png = await board_png(game, state, row, seat)
    description = alt if alt is not None else alt_text(label_words(row, locale), game, state, seat, recent)
    return discord.File(io.BytesIO(png), filename=BOARD, description=description)


async def board_files(game: Game, state: State, row: TableRow, seat: str | None = None, *,
                      locale: str | None = None, recent: Iterable[str] = (), alt: str | None = None) -> list[discord.File]:
    """The focus picture (where the decision at hand happens, drawn for a phone; when the game
    draws one and is not over) then the whole board, as `seat` sees them (None: everyone), each with its alt text
    in `locale` (default the table's; `alt`: the board's, worded already)."""
    words = label_words(row, locale)
    if game.outcome(state) is not None:  # nothing is decided any more: the board alone
        return [await board_file(game, state, row, seat, locale=locale, recent=recent, alt=alt)]
    drawn = await drawing(game, state, row, seat, words)
    description = alt if alt is not None else alt_text(words, game, state, seat, recent)
    board = discord.File(io.BytesIO(drawn.board), filename=BOARD, description=description)
    if drawn.focus is None:
        return [board]
    return [discord.File(io.BytesIO(drawn.focus), filename=FOCUS, description=focus_alt(words, game, drawn)), board]


async def drawing(game: Game, state: State, row: TableRow, seat: str | None, words: Words) -> renders.Drawing:
    """The board and its focus as `seat` sees them (None: everyone), drawn off the event loop
    in one worker call."""
    return await workers.drawing(game.name, game.view(state, seat), choices(words, game, state, seat),
                                 dict(row.names), home=row.id)


def choices(words: Words, game: Game, state: State, seat: str | None) -> list[tuple[str, str, tuple[str, ...]]]:
    """The choices a picture is drawn for, as plain data (id, label, board things): a seat's own
    legal actions; in the channel (None) the public ones of the seats to act."""
    if seat is not None:
        actions = game.legal_actions(state, seat)
    else:
        actions = [a for s in game.to_act(state) for a in game.legal_actions(state, s) if not a.secret]
    return [(a.id, words.action(game.name, a), a.at) for a in actions]


def focus_alt(words: Words, game: Game, drawn: renders.Drawing, limit: int = ALT_LIMIT) -> str:
    """The focus picture's alt text: its facts, worded as `<game>.focus.<kind>`."""
    return fit([plain(words, game, words(f"{game.name}.focus.{kind}", game.name, **params))
                for kind, params in drawn.facts], limit)


async def board_png(game: Game, state: State, row: TableRow, seat: str | None = None) -> bytes:
    """The board as `seat` sees it (None: everyone), drawn off the event loop (bot/workers.py)."""
    return await workers.board(game.name, game.view(state, seat), dict(row.names), home=row.id)


def alt_text(words: Words, game: Game, state: State, seat: str | None = None, recent: Iterable[str] = (),
             limit: int = ALT_LIMIT) -> str:
    """The board's alt text, key facts first: whose turn (the game's status line), how the
    players stand, what changed last (`recent`: event lines the caller has, made plain), then
    the rest of the board. The facts come from the view the image is drawn from, so it tells no
    secret the image does not show. Whole trailing facts are dropped to fit `limit`."""
    facts = game.describe(game.view(state, seat))
    standing = max((i + 1 for i, f in enumerate(facts) if f.kind == "standing"), default=0)
    said = [words.fact(game.name, f) for f in facts]
    pieces = [phase_line(words, game, state), *said[:standing], *list(recent)[-RECENT:], *said[standing:]]
    return fit([plain(words, game, piece) for piece in pieces], limit)


def plain(words: Words, game: Game, line: str) -> str:
    """A message line as an alt text reads it: no bullet, no markdown, a mention as the name."""
    line = _MENTION.sub(lambda m: words.value("seat", m.group(1), game.name), line)
    line = _CUSTOM_EMOJI.sub(r"\1", line)
    return " ".join(_MARKS.sub("", _BULLET.sub("", line)).split())


def fit(pieces: list[str], limit: int = ALT_LIMIT) -> str:
    """The pieces as sentences in a row, as many whole ones as fit in `limit` characters (the
    first, if too long alone, cut at a word)."""
    text = ""
    for piece in (p.strip() for p in pieces):
        if not piece:
            continue
        piece = piece if piece.endswith(_END) else piece + "."
        joined = f"{text} {piece}" if text else piece
        if len(joined) > limit:
            if not text:
                text = piece[: limit - 1].rsplit(" ", 1)[0] + "…"
            break
        text = joined
    return text


def board_key(game: Game, state: State) -> str:
    """A fingerprint of what the public board shows: an unchanged board is not uploaded again."""
    view = json.dumps(game.view(state, None), sort_keys=True, default=str)
    return hashlib.sha1(view.encode()).hexdigest()


def legend_alt(words: Words, title: str, items: list[str]) -> str:
    """The legend image's alt text: what it is, then its numbered items, as many as fit."""
    return fit([words("core.legend_alt", game=title, count=len(items)), *items])
