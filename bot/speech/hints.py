"""A hint in words: the hard AI's moves for a seat (bot/service/hints.py's data), each its label (the
words of its button), its figure as the search measured it, in the game's unit, and the game's
reason. Pure: no Discord, no table service."""

from __future__ import annotations

from typing import Any

from engine.core import Action, Game

from ..text import Words

DECIMALS = 1  # a mean over a few dozen playouts: one decimal is all it knows


def hint_text(words: Words, game: Game, actions: list[Action], found: dict[str, Any]) -> str:
    """The private answer to `/game hint`: a header, then each move with its figure and reason.
    `words` names seats without mentions (the labels are the buttons' words); `actions`: the legal
    moves the hint's ids are among."""
    moves = hint_moves(words, game, actions, found)
    if not moves:
        return hint_header(words, game, moves)
    lines = [hint_header(words, game, moves)]
    for number, move in enumerate(moves, 1):
        lines.append(f"**{number}. {move['label']}**")
        if move["figure"] is not None:
            lines.append(f"-# {move['figure']}")
        if move["reason"] is not None:
            lines.append(f"-# {move['reason']}")
    lines.append(words("core.hint.footer"))
    return "\n".join(lines)


def hint_header(words: Words, game: Game, moves: list[dict[str, Any]]) -> str:
    """The hint's first line; with no move to show, the whole hint: no move stands out now."""
    if not moves:
        return words("core.hint.level", game=game.title)
    return words("core.hint.header", game=game.title, count=len(moves))


def hint_moves(words: Words, game: Game, actions: list[Action], found: dict[str, Any]) -> list[dict[str, Any]]:
    """Each hinted move that is legal among `actions`, best first, worded: its `id`, `label` (its
    button's words), `figure` and `reason` (None: the game gives none)."""
    by_id = {a.id: a for a in actions}
    return [{"id": m["action"], "label": words.action(game.name, by_id[m["action"]]),
             "figure": figure(words, found["kind"], found["unit"], m),
             "reason": None if m["reason"] is None else reason(words, game, *m["reason"])}
            for m in found["moves"] if m["action"] in by_id]


def figure(words: Words, kind: str, unit: str, move: dict[str, Any]) -> str | None:
    """The move's measure in the game's unit: a lead (ahead or behind on average, and the playouts
    it ended best), or an expected loss; None for a move the game does not measure. Never an
    evaluation as a percentage."""
    if move["mean"] is None:
        return None
    amount = round(abs(move["mean"]), DECIMALS)
    if kind == "loss":
        return words.first([f"core.hint.loss.{unit}", "core.hint.loss"], "core", amount=amount)
    side = "behind" if move["mean"] < 0 and amount else "ahead"
    said = words.first([f"core.hint.{side}.{unit}", f"core.hint.{side}"], "core", amount=amount)
    if not move["playouts"]:
        return said
    return words("core.hint.playouts", figure=said, best=move["best"], playouts=move["playouts"])


def reason(words: Words, game: Game, key: str, args: dict[str, Any]) -> str:
    """The game's reason `<game>.reason.<key>`; a `share` (0-1) is said as a whole `percent`."""
    args = dict(args)
    if "share" in args:
        args["percent"] = round(100 * args.pop("share"))
    return words(f"{game.name}.reason.{key}", game.name, **args)
