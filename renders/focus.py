"""The focus picture's kit: rows of tiles drawn for a phone.

A focus picture is the part of a board where a decision happens, drawn large enough to read in a
phone's message column. It is WIDTH px wide and shown 360 px wide there, so every text is written
at TEXT (its digits 19 px tall here, 11 px there) and every icon or piece at ICON or more (44 px
here, 26 px there). A game's renderer says what goes in it as rows: a row's head (a label of icons)
and its tiles (each a few parts on a panel), wrapped to the width.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from PIL import Image, ImageDraw

from . import common as C

RGB = tuple[int, int, int]
WIDTH = 600
TEXT = 30
SMALL_TEXT = 28   # still 10.8 px on a phone
ICON = 44
PAD = 10
GAP = 8
ROW_GAP = 14


@dataclass(frozen=True)
class Part:
    """Something drawn inside a tile, `w` x `h` px, by `draw(img, d, x, y)`."""

    w: int
    h: int
    draw: Callable[[Image.Image, ImageDraw.ImageDraw, int, int], None]


def icon(name: str, colour: RGB | None = None, size: int = ICON) -> Part:
    return Part(size, size, lambda img, d, x, y: C.paste_icon(img, name, x, y, size, colour))


def text(s: str, fill: RGB | None = None, size: int = TEXT) -> Part:
    h = C.glyph_height(size) + 6

    def draw(img, d, x, y):
        C.draw_text(d, (x, y + h / 2), s, size, fill or C.PALETTE["text"], anchor="lm")
    return Part(C.text_width(s, size), h, draw)


def piece(w: int, h: int, what: str, draw: Callable[[Image.Image, ImageDraw.ImageDraw, int, int], None]) -> Part:
    """A game's own piece (a token, a hex): measured as its smaller side."""
    def drawn(img, d, x, y):
        C.measured("piece", min(w, h), what)
        draw(img, d, x, y)
    return Part(w, h, drawn)


@dataclass
class Tile:
    parts: Sequence[Part]
    fill: RGB | None = C.PALETTE["panel"]
    edge: RGB | None = C.PALETTE["panel_edge"]
    pad: int = PAD

    def size(self) -> tuple[int, int]:
        inner = sum(p.w for p in self.parts) + GAP * max(0, len(self.parts) - 1)
        return inner + 2 * self.pad, max((p.h for p in self.parts), default=0) + 2 * self.pad

    def draw(self, img, d, x: int, y: int) -> None:
        w, h = self.size()
        if self.fill is not None or self.edge is not None:
            C.rounded(d, (x, y, x + w, y + h), self.fill, self.edge, radius=10, width=3)
        px = x + self.pad
        for part in self.parts:
            part.draw(img, d, px, y + (h - part.h) // 2)
            px += part.w + GAP


@dataclass
class Row:
    head: Sequence[Part] = ()
    tiles: Sequence[Tile] = field(default_factory=list)
    fill: RGB | None = None  # behind the head, for icons too dark for the background


def _placed(rows: Sequence[Row], width: int) -> tuple[list, int]:
    placed = []
    y = PAD
    for row in rows:
        head = Tile(row.head, row.fill, row.fill and C.PALETTE["outline"], 4) if row.head else None
        hw, hh = head.size() if head else (0, 0)
        sizes = [t.size() for t in row.tiles]
        pos, _, used_h = C.flow(sizes, width - 2 * PAD - hw, GAP)
        placed.append((row, head, y, hh, pos, hw))
        y += max(hh, used_h) + ROW_GAP
    return placed, max(y, 2 * PAD + ICON)


def fits(rows: Sequence[Row], width: int = WIDTH) -> bool:
    """The rows make a picture a phone still shows at full width (see `shown_width`)."""
    return _placed(rows, width)[1] <= width * TALL


def sheet(rows: Sequence[Row], bg: RGB = C.PALETTE["bg"], width: int = WIDTH) -> Image.Image:
    """The rows top to bottom: each row's head on the left, its tiles flowed beside it."""
    placed, height = _placed(rows, width)
    img, d = C.canvas(width, height, bg)
    for row, head, top, hh, pos, hw in placed:
        if head:
            head.draw(img, d, PAD, top)
        for tile, (x, ty) in zip(row.tiles, pos):
            tile.draw(img, d, PAD + hw + x, top + ty)
    return img


PHONE_W, PHONE_H = 360.0, 466.0  # the box a phone's message column shows a picture in (see `shown_width`)
TALL = PHONE_H / PHONE_W          # a picture up to this much taller than wide still shows 360 px wide


def shown_width(width: int, height: int) -> float:
    """How wide a phone shows a picture in its message column: 360 px, or less for a picture
    too tall for a box about 466 px tall. The box is calibrated on the tallest picture we draw,
    Tobago's 1025 x 1805 board: in a 400 px client it showed 265 px wide (1.76 x 265 = 466);
    SimCord's preview of a 400 px client shows it, and the focus above it, 275 px wide, the
    column's full width there, so the rule errs on the narrow side."""
    return min(PHONE_W, PHONE_H * width / height)


def at_phone(sizes: list[tuple[str, int, str]], width: int, height: int) -> list[tuple[float, str, str]]:
    """The recorded sizes as a phone shows them: (px, kind, what)."""
    k = shown_width(width, height) / width
    return [(px * k, kind, what) for kind, px, what in sizes]
