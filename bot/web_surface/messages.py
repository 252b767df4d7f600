"""What a live board's socket is sent, as JSON-able dicts (docs/live-board.md, "The socket"). Pure:
the board image is drawn by the caller (`watching`), everything else is built here from one seat's
view, its legal actions and its summary, never from another seat's."""

from __future__ import annotations

from typing import Any

from engine import registry
from engine.core import Action, Event, Game, State

from ..service.awaited import Sitting
from ..service.rows import TableRow
from ..service.seats import platform_plays
from ..speech.boards import alt_text, plain
from ..speech.hints import hint_header, hint_moves
from ..speech.wording import branch_name, happened, label_words, outcome_text, phase_line, seat_namer
from ..text import Words


def seat_of(row: TableRow, person: str) -> str | None:
    """The person's seat at the table, or None: they watch it as a spectator does."""
    return person if person in row.seats else None


def table_message(row: TableRow, game: Game, state: State | None, seat: str | None,
                  events: list[Event] = (), notes: list[Event] = (), folded: list[Event] = (),
                  hints: bool = False) -> dict[str, Any]:
    """The "table" message for `seat` (None: a spectator) without its board's address (the caller
    adds it, with its own ticket). `events` and `notes`: what the commits since the last message
    made; only the public ones are told, less the turn cues (`turn` says them) and those a note
    says already (`folded`). `hints`: the table offers hints (a seat with moves gets "hint")."""
    words = label_words(row)
    lines = happened(words, game, list(events), list(notes), list(folded))
    message = {"type": "table", "table": row.id, "version": row.version, "game": game.name, "title": game.title,
               "seat": seat, "locale": words.locale, "board": None, "alt": "", "turn": "",
               "events": [plain(words, game, line) for line in lines], "private": [], "over": row.status != "running",
               "result": None, "actions": [], "hint": False,
               "size": None, "regions": {}, "focus": None, "focus_alt": ""}
    if state is None:  # a lobby, or a table that ended before its game began
        return message
    message["alt"] = alt_text(words, game, state, seat, message["events"])
    message["turn"] = plain(words, game, turn_line(words, game, state, seat))
    if seat is not None:
        message["private"] = [plain(words, game, words.event(game.name, e)) for e in game.summary(state, seat)]
    outcome = game.outcome(state)
    if outcome is not None:
        message["result"] = "\n".join(plain(words, game, line)
                                      for line in outcome_text(words, game, outcome, row.ai_played, row.unrated).split("\n"))
    message["actions"] = actions_of(words, row, game, state, seat)
    message["hint"] = hints and bool(message["actions"])
    return message


def hint_message(words: Words, game: Game, actions: list[Action], found: dict[str, Any], table: int,
                 version: int) -> dict[str, Any]:
    """A hint for the page (bot/speech/hints.py's words, plain): each move its `id` (played as a
    click plays it, at `version`), `label`, `figure` and `reason` (or null)."""
    moves = hint_moves(words, game, actions, found)
    return {"type": "hint", "table": table, "version": version, "text": plain(words, game, hint_header(words, game, moves)),
            "moves": [{**m, "label": plain(words, game, m["label"]), "figure": None if m["figure"] is None else plain(words, game, m["figure"]),
                       "reason": None if m["reason"] is None else plain(words, game, m["reason"])} for m in moves]}


def turn_line(words: Words, game: Game, state: State, seat: str | None) -> str:
    """The turn line as it speaks to its viewer: "Your turn: …" to a seat that may act, "Waiting for
    bob: …" to the others and spectators (the game's own line after it); once over, the line alone."""
    line = phase_line(words, game, state)
    if game.outcome(state) is not None:
        return line
    waiting = game.may_act(state)
    if seat is not None and seat in waiting:
        return words("core.live.your_turn", line=line)
    return words("core.live.waiting_for", seats=waiting, line=line) if waiting else line


def actions_of(words: Words, row: TableRow, game: Game, state: State, seat: str | None) -> list[dict[str, Any]]:
    """The seat's legal actions, labelled, if it may act now and plays for itself; else none."""
    if seat is None or row.status != "running" or seat not in game.may_act(state) or platform_plays(row, seat):
        return []
    actions = game.legal_actions(state, seat)
    names = branch_names(words, game, actions)
    return [{"id": a.id, "label": plain(words, game, words.action(game.name, a)),
             "group": [names[a.group[:depth + 1]] for depth in range(len(a.group))],
             "secret": a.secret, "at": list(a.at)}
            for a in actions]


def branch_names(words: Words, game: Game, actions: list[Action]) -> dict[tuple[str, ...], str]:
    """Each menu branch of these actions (a group path) named as Discord's menus name it (a camel
    with its cargo, a clue card): the page's steps are the menus' steps, in the same words."""
    branches: dict[tuple[str, ...], list[Action]] = {}
    for action in actions:
        for depth in range(len(action.group)):
            branches.setdefault(action.group[:depth + 1], []).append(action)
    return {path: plain(words, game, branch_name(words, game.name, path[-1], held))
            for path, held in branches.items()}


def choose_message(sittings: list[Sitting]) -> dict[str, Any]:
    """The person's open tables in the activity's server, to pick one from (in reading order)."""
    return {"type": "choose", "tables": [choice(s) for s in sittings]}


def choice(sitting: Sitting) -> dict[str, Any]:
    row = sitting.row
    name = seat_namer(row, row.locale, mention=False)
    return {"id": row.id, "game": row.game, "title": registry.get(row.game).title, "status": row.status,
            "your_turn": sitting.waits, "players": [name(seat) for seat in row.seats]}


def refused(words: Words, key: str) -> dict[str, Any]:
    return {"type": "refused", "text": words(key)}
