"""Boards as full-width strips, each drawn and compressed once and then reused.

Most of a board does not change from one move to the next (the header, the other players'
panels, the island's terrain). A renderer cuts its board into strips stacked top to bottom,
each with a key naming everything its pixels depend on; `png` draws, palette-maps and
deflates only the strips it has not seen, and joins the compressed pieces into one PNG.

Each strip is deflated on its own (no back-references across strips) and ends byte-aligned,
so its piece is the same bytes whichever boards it sat in: a PNG is the same bytes whether
its strips came from the cache or were drawn just now. The cache lives in each render
process, bounded by the bytes it holds.

Where the board things are (the regions of a clickable board): a strip's draw says where it
drew each thing with `mark(at key, polygon)`, in the strip's own pixels; the piece keeps those
marks beside its compressed rows, so a strip from the cache still yields them, and `png` (or
`image`) moves them down by the strips above it into `recording_regions()`.
"""

from __future__ import annotations

import struct
import threading
import zlib
from collections import OrderedDict
from contextlib import contextmanager
from typing import Callable, Iterator, NamedTuple, Sequence

from PIL import Image, ImageDraw

from .common import canvas

RGB = tuple[int, int, int]
BASE = 65521  # adler-32's modulus
CACHE_BYTES = 24 << 20  # per render process; a strip is 2-20 KB compressed


class Strip(NamedTuple):
    key: object  # everything the strip's pixels depend on (its draw reads nothing else); by its repr
    height: int
    draw: Callable[[Image.Image, ImageDraw.ImageDraw], None]  # on a fresh width x height canvas


class Piece(NamedTuple):
    deflated: bytes  # raw deflate blocks, not final, ending byte-aligned
    adler: int  # adler-32 of the filtered rows
    length: int  # bytes of filtered rows
    top: int  # the highest palette index used
    marks: tuple = ()  # (at key, ((x, y), ...)): where the strip drew each board thing, in its own pixels


Point = tuple[int, int]


class _Stacks(threading.local):  # per thread: boards are drawn in worker threads side by side
    def __init__(self) -> None:
        self.marking: list[list[tuple[str, tuple[Point, ...]]]] = []  # the strip being drawn's marks
        self.regions: list[list[tuple[str, tuple[Point, ...]]]] = []  # the board's, for `recording_regions`


_stacks = _Stacks()


def mark(key: str, points: Sequence[tuple[float, float]]) -> None:
    """Say that the board thing `key` (an `Action.at` key: `hex:F7`) was drawn in the polygon
    `points`, in the pixels of the strip being drawn (nothing outside a strip's draw)."""
    if _stacks.marking:
        _stacks.marking[-1].append((key, tuple((round(x), round(y)) for x, y in points)))


def mark_box(key: str, x0: float, y0: float, x1: float, y1: float) -> None:
    """`mark` a rectangle."""
    mark(key, ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))


@contextmanager
def unmarked() -> Iterator[None]:
    """Draw without marking (a piece a strip draws only in part, marked by the strip it starts in)."""
    _stacks.marking.append([])
    try:
        yield
    finally:
        _stacks.marking.pop()


@contextmanager
def recording_regions() -> Iterator[list[tuple[str, tuple[Point, ...]]]]:
    """Collect (at key, polygon in the board's pixels) of every board thing of the boards drawn
    inside the block."""
    found: list[tuple[str, tuple[Point, ...]]] = []
    _stacks.regions.append(found)
    try:
        yield found
    finally:
        _stacks.regions.pop()


def _drawn(strip: Strip, img: Image.Image, d: ImageDraw.ImageDraw) -> tuple:
    """Draw `strip` on its canvas; its marks."""
    _stacks.marking.append([])
    try:
        strip.draw(img, d)
    finally:
        marks = _stacks.marking.pop()
    return tuple(marks)


def _shifted(marks: tuple, y: int) -> None:
    if _stacks.regions:
        _stacks.regions[-1].extend((key, tuple((x, py + y) for x, py in points)) for key, points in marks)


_cache: OrderedDict[tuple, Piece] = OrderedDict()
_held = 0
stats = {"hits": 0, "misses": 0}  # read by the tests and the bench


def counts() -> dict[str, int]:
    """Hits and misses so far in this process (a module-level function, so a render worker can be asked)."""
    return dict(stats)


def clear() -> None:
    global _held
    _cache.clear()
    _held = 0


def _encode(strip: Strip, width: int, bg: RGB, palette: Image.Image, level: int) -> Piece:
    img, d = canvas(width, strip.height, bg)
    marks = _drawn(strip, img, d)
    q = img.quantize(palette=palette, dither=Image.Dither.NONE)
    # each PNG row is its filter type (0, none) then its indices: the indices pasted one column in
    framed = Image.new("L", (width + 1, strip.height), 0)
    framed.paste(Image.frombytes("L", q.size, q.tobytes()), (1, 0))
    rows = framed.tobytes()
    packer = zlib.compressobj(level, zlib.DEFLATED, -15)
    deflated = packer.compress(rows) + packer.flush(zlib.Z_FULL_FLUSH)
    return Piece(deflated, zlib.adler32(rows), len(rows), q.getextrema()[1], marks)


def _piece(game: str, strip: Strip, width: int, bg: RGB, palette: Image.Image, level: int) -> Piece:
    global _held
    key = (game, width, bg, level, strip.height, repr(strip.key))
    piece = _cache.get(key)
    if piece is not None:
        stats["hits"] += 1
        _cache.move_to_end(key)
        return piece
    stats["misses"] += 1
    piece = _encode(strip, width, bg, palette, level)
    _cache[key] = piece
    _held += len(piece.deflated)
    while _held > CACHE_BYTES and len(_cache) > 1:
        _held -= len(_cache.popitem(last=False)[1].deflated)
    return piece


def _combine(adler1: int, adler2: int, length2: int) -> int:
    """adler-32 of A+B from those of A and B (zlib's adler32_combine)."""
    rem = length2 % BASE
    s1 = adler1 & 0xFFFF
    s2 = (rem * s1) % BASE
    s1 = (s1 + (adler2 & 0xFFFF) + BASE - 1) % BASE
    s2 = (s2 + (adler1 >> 16) + (adler2 >> 16) + BASE - rem) % BASE
    return s1 | (s2 << 16)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(game: str, width: int, strips: Sequence[Strip], palette: Image.Image, level: int,
        bg: RGB) -> bytes:
    """The PNG of `strips` stacked top to bottom on a `bg` background, mapped onto `palette`."""
    pieces = [_piece(game, s, width, bg, palette, level) for s in strips if s.height > 0]
    height = sum(s.height for s in strips)
    y = 0
    for s, p in zip([s for s in strips if s.height > 0], pieces):  # the marks, where the strip sits
        _shifted(p.marks, y)
        y += s.height
    adler, body = 1, []
    for p in pieces:
        adler = _combine(adler, p.adler, p.length)
        body.append(p.deflated)
    stream = b"\x78\x01" + b"".join(body) + b"\x03\x00" + struct.pack(">I", adler)  # \x03\x00: the final, empty block
    colours = (palette.getpalette() or [])[: 3 * (max((p.top for p in pieces), default=0) + 1)]
    return (b"\x89PNG\r\n\x1a\n"
            + _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0))
            + _chunk(b"PLTE", bytes(colours))
            + _chunk(b"IDAT", stream)
            + _chunk(b"IEND", b""))


def image(width: int, strips: Sequence[Strip], bg: RGB) -> Image.Image:
    """The same strips as one RGB image (for code that wants the picture, not the file)."""
    out, _ = canvas(width, sum(s.height for s in strips), bg)
    y = 0
    for s in strips:
        if s.height > 0:
            img, d = canvas(width, s.height, bg)
            _shifted(_drawn(s, img, d), y)
            out.paste(img, (0, y))
        y += s.height
    return out
