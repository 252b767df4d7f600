"""A finished table told again: its public boards as one animated image, and its public log
as a text file. Both are rebuilt from the seed and the move log alone, and only the
spectator's view (`game.view(state, None)`) is ever drawn, so nothing private can leak.

The frame rule: the board at the start, then after every move that changed the public
board (a secret choice that shows nothing adds no frame); more than `MAX_FRAMES` of them
are thinned evenly, always keeping the first and the last. Each frame carries the move
number above the board (digits only: the image needs no language), the same number as
the move's line in the log, so the picture and the text file can be read side by side.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw, ImageFont

import renders
from engine.core import Game, State

from .boards import ALT_LIMIT, alt_text, plain
from .logpages import move_line
from ..service.rows import MoveRow, TableRow, replayed
from ..text import Words

MAX_FRAMES = 60
UPLOAD_BUDGET = 8 * 1024 * 1024  # Discord takes 10 MB per message on the free tier: stay well under
FRAME_MS = 700
LAST_FRAME_MS = 4000             # the final position stays up before the loop starts again
BAND = 60                        # the strip above the board that holds the move number
FILENAME = "replay.gif"          # GIF: the one animated format every Discord client shows inline


@dataclass(frozen=True)
class Step:
    """The public board after move `number` (0: the start)."""

    number: int
    view: dict[str, Any]


def public_steps(game: Game, row: TableRow, moves: list[MoveRow]) -> list[Step]:
    """Every distinct public board of the game, replayed from the seed; the last one is
    numbered by the final move (the moves after its last change showed nothing)."""
    steps: list[Step] = []
    for move, state in replayed(game, row, moves):
        view = game.view(state, None)
        if move is None:
            steps.append(Step(0, view))
        elif view != steps[-1].view:
            steps.append(Step(row.move_number(move.seq), view))
    if moves and steps[-1].number != row.move_number(moves[-1].seq):
        steps[-1] = Step(row.move_number(moves[-1].seq), steps[-1].view)
    return steps


def thin(steps: list[Step], limit: int = MAX_FRAMES) -> list[Step]:
    """At most `limit` steps, evenly spread, the first and the last always among them."""
    if len(steps) <= limit:
        return steps
    return [steps[round(i * (len(steps) - 1) / (limit - 1))] for i in range(limit)]


def _luminance(rgb: tuple[int, int, int]) -> float:
    return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


def _frame(board: Image.Image, number: int, last: int, size: tuple[int, int]) -> Image.Image:
    """The board on a canvas of the animation's size under a band with `number/last`, drawn
    in the board's own darkest and lightest colours: its palette, and so the board, stay exact."""
    board = board if board.mode == "P" else board.convert("RGB").quantize(256)
    palette = board.getpalette()
    used = [index for _, index in board.getcolors(256)]
    colour = {i: tuple(palette[3 * i:3 * i + 3]) for i in used}
    dark = min(used, key=lambda i: _luminance(colour[i]))
    light = max(used, key=lambda i: _luminance(colour[i]))
    canvas = Image.new("P", (size[0], size[1] + BAND), board.getpixel((0, 0)))  # a smaller board: its own background
    canvas.putpalette(palette)
    canvas.paste(board, (0, BAND))
    draw = ImageDraw.Draw(canvas)
    draw.rectangle((0, 0, size[0], BAND - 1), fill=dark)
    draw.text((size[0] - 14, BAND // 2), f"{number}/{last}", fill=light, anchor="rm", font=_font())
    return canvas


def _font() -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    return ImageFont.load_default(size=BAND - 18)


def animate(game_name: str, steps: list[Step], names: dict[str, str]) -> bytes:
    """The steps as a looping GIF, every frame the same size (the largest board; a smaller
    one sits top left on its own background)."""
    boards = [Image.open(io.BytesIO(renders.render(game_name, step.view, names))) for step in steps]
    size = (max(b.width for b in boards), max(b.height for b in boards))
    last = steps[-1].number
    frames = [_frame(board, step.number, last, size) for board, step in zip(boards, steps)]
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:], duration=durations, loop=0)
    return out.getvalue()


def replay_image(game: Game, row: TableRow, moves: list[MoveRow]) -> tuple[bytes, list[Step]]:
    """The animation and the steps it shows, within the upload budget (fewer frames if a
    long game would weigh more). Slow (it renders every frame): run it off the event loop."""
    steps = public_steps(game, row, moves)
    limit = MAX_FRAMES
    while True:
        shown = thin(steps, limit)
        data = animate(game.name, shown, dict(row.names))
        if len(data) <= UPLOAD_BUDGET or limit <= 2:
            return data, shown
        limit = max(2, limit * 2 // 3)


def replay_alt(words: Words, game: Game, final: State, said: str) -> str:
    """The animation's alt text: what it shows (`said`, the line sent with it), then its last
    board's alt text (the spectator's, as every frame)."""
    head = plain(words, game, said)
    return f"{head} {alt_text(words, game, final, limit=ALT_LIMIT - len(head) - 1)}"


def log_text(words: Words, row: TableRow, game: Game, moves: list[MoveRow]) -> str:
    """The whole public log, one line per move, worded as `/game log` words it."""
    header = words("core.replay.log_header", game=game.title, table=row.id)
    lines = [move_line(words, row, move) for move in moves] or [words("core.log_empty")]
    return "\n".join([header, *lines]) + "\n"


def log_filename(row: TableRow) -> str:
    return f"table-{row.id}-log.txt"
