"""The render kit every board uses: palette, fonts, one icon set (each game registers its own
painters in it), seat labels, colour shapes (colour is never the only sign), the legend
builder, layout helpers and PNG output.

Everything here is drawn with Pillow primitives in our own code; the only font is Source Sans
Pro Bold from the `font-source-sans-pro` package (a dependency, SIL OFL: Latin with Czech
diacritics, Cyrillic, Greek), so a fresh install draws "Олена" and "Jiří"; then a system
DejaVu Sans Bold, then Pillow's bundled scalable default font. Images carry symbols and numbers only;
the words live in the bot's message catalogue. The one exception is the legend, whose rows the
bot words in the reader's language and hands over (`legend_pictures`).
"""

from __future__ import annotations

import io
import re
from functools import lru_cache
from contextlib import contextmanager
from typing import Callable, Iterable, Iterator, Sequence

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]

# --------------------------------------------------------------------------- palette

PALETTE: dict[str, RGB] = {
    "bg": (14, 38, 56),            # dark sea; opaque, so it reads the same on light and dark Discord
    "bg_band": (20, 50, 72),       # section bands
    "panel": (27, 62, 88),         # player panels
    "panel_you": (36, 78, 108),    # the viewer's own panel
    "panel_edge": (58, 100, 130),
    "text": (240, 236, 224),
    "text_dim": (150, 178, 196),
    "ink": (34, 30, 26),           # dark text on light cards
    "parchment": (241, 229, 199),
    "parchment_dark": (214, 196, 155),
    "gold": (242, 193, 46),
    "gold_dark": (138, 106, 16),
    "highlight": (255, 214, 64),   # seats we wait for, pending ship
    "active": (96, 220, 140),      # the active seat's turn marker
    "danger": (214, 60, 50),
    "vp": (176, 52, 44),
    "steel": (214, 222, 232),
    "outline": (24, 22, 20),
    "slot": (44, 82, 108),         # empty placeholders
}

SHIP_COLOURS: dict[str, RGB] = {
    "yellow": (240, 192, 40),
    "blue": (46, 110, 214),
    "green": (90, 200, 90),   # light green and deep red stay apart for red-green colour blindness
    "red": (180, 30, 40),
    "black": (40, 40, 44),
}
SHIP_ORDER = ("yellow", "blue", "green", "red", "black")


def shade(c: RGB, f: float) -> RGB:
    """Darken (f < 1) or lighten (f > 1) a colour."""
    if f <= 1:
        return tuple(int(v * f) for v in c)  # type: ignore[return-value]
    return tuple(int(v + (255 - v) * (f - 1)) for v in c)  # type: ignore[return-value]


def ink_on(c: RGB) -> RGB:
    """Readable text colour on a fill colour."""
    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return PALETTE["ink"] if lum > 150 else PALETTE["text"]


# --------------------------------------------------------------------------- fonts

def _packaged_font() -> str | None:
    try:
        import font_source_sans_pro
    except ImportError:  # pragma: no cover - it is a dependency
        return None
    return font_source_sans_pro.font_files_ttf.get("SourceSansProBold")


_FONT_FILES = tuple(f for f in (_packaged_font(), "DejaVuSans-Bold.ttf",
                                "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf") if f)


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in _FONT_FILES:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)


@lru_cache(maxsize=1)
def _bold_is_real() -> bool:
    f = font(20)
    return "Bold" in " ".join(getattr(f, "getname", lambda: ("", ""))())


# Fonts for the characters DejaVu lacks (names in Chinese, Japanese, Korean …), if the
# system has one (Debian: fonts-droid-fallback or fonts-noto-cjk). Optional: without them
# those characters show as the font's empty box rather than vanish.
_FALLBACK_FILES = (
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/truetype/unifont/unifont.ttf",
)


@lru_cache(maxsize=64)
def fallback_fonts(size: int) -> tuple[ImageFont.FreeTypeFont, ...]:
    found = []
    for name in _FALLBACK_FILES:
        try:
            found.append(ImageFont.truetype(name, size))
        except OSError:
            continue
    return tuple(found)


def _glyph_in(f, ch: str) -> bool:
    try:
        return bytes(f.getmask(ch)) != bytes(f.getmask("\uffff"))
    except Exception:  # pragma: no cover - odd code points
        return False


@lru_cache(maxsize=4096)
def _font_for(ch: str, size: int):
    """The first font that draws `ch` (the main one, then the fallbacks); None if none does."""
    if ch.isspace() or _has_glyph(ch, size):
        return font(size)
    return next((f for f in fallback_fonts(size) if _glyph_in(f, ch)), None)


def _runs(s: str, size: int) -> list[tuple[str, object]]:
    """`s` cut into runs drawn by one font each (a glyph no font has: the main font's box)."""
    runs: list[tuple[str, object]] = []
    for ch in s:
        f = _font_for(ch, size) or font(size)
        if runs and runs[-1][1] is f:
            runs[-1] = (runs[-1][0] + ch, f)
        else:
            runs.append((ch, f))
    return runs


@lru_cache(maxsize=4096)
def text_width(s: str, size: int) -> int:
    return int(sum(f.getlength(run) for run, f in _runs(s, size)))


@lru_cache(maxsize=2048)
def _text_sprite(s: str, size: int, fill: RGB, anchor: str,
                 outline: RGB | None) -> tuple[Image.Image, int, int]:
    """Rendered text as an RGBA sprite plus its offset from the anchor point (cached:
    the same numbers and names recur on every board)."""
    f = font(size)
    if outline is not None:
        sw, sf = max(2, size // 12), outline
    elif not _bold_is_real():
        sw, sf = 1, fill
    else:
        sw, sf = 0, None
    runs = _runs(s, size)
    if len(runs) > 1 or runs[0][1] is not f:
        return _mixed_sprite(runs, size, fill, anchor, sw, sf)
    x0, y0, x1, y1 = f.getbbox(s, anchor=anchor, stroke_width=sw)
    sprite = Image.new("RGBA", (max(1, x1 - x0), max(1, y1 - y0)), (0, 0, 0, 0))
    ImageDraw.Draw(sprite).text((-x0, -y0), s, font=f, fill=fill, anchor=anchor,
                                stroke_width=sw, stroke_fill=sf)
    return sprite, x0, y0


def _mixed_sprite(runs, size: int, fill: RGB, anchor: str, sw: int, sf) -> tuple[Image.Image, int, int]:
    """Text in several fonts, runs side by side on one baseline."""
    f = font(size)
    ascent = max(run_font.getmetrics()[0] for _, run_font in runs + [("", f)]) + sw
    descent = max(run_font.getmetrics()[1] for _, run_font in runs + [("", f)]) + sw
    width = int(sum(run_font.getlength(run) for run, run_font in runs)) + 2 * sw
    sprite = Image.new("RGBA", (max(1, width), ascent + descent), (0, 0, 0, 0))
    d = ImageDraw.Draw(sprite)
    x = sw
    for run, run_font in runs:
        d.text((x, ascent), run, font=run_font, fill=fill, anchor="ls", stroke_width=sw, stroke_fill=sf)
        x += run_font.getlength(run)
    ox = {"l": -sw, "m": -width // 2, "r": -width + sw}.get(anchor[0], 0)
    baseline = f.getbbox("H", anchor="l" + anchor[1])[3]  # where the main font's baseline sits
    return sprite, ox, baseline - ascent


_text_recorders: list[list[tuple[int, str]]] = []


@contextmanager
def recording_text() -> Iterator[list[tuple[int, str]]]:
    """Collect (font size, text) of everything written inside the block (the phone test)."""
    written: list[tuple[int, str]] = []
    _text_recorders.append(written)
    try:
        yield written
    finally:
        _text_recorders.pop()


_size_recorders: list[list[tuple[str, int, str]]] = []


@contextmanager
def recording_sizes() -> Iterator[list[tuple[str, int, str]]]:
    """Collect (kind, px, what) of every text ("text": its digit height), icon and piece drawn
    inside the block, in the image's pixels (the focus picture's phone test)."""
    drawn: list[tuple[str, int, str]] = []
    _size_recorders.append(drawn)
    try:
        yield drawn
    finally:
        _size_recorders.pop()


def measured(kind: str, px: int, what: str) -> None:
    """Say that a piece `px` tall was drawn (icons and texts say so themselves)."""
    if _size_recorders:
        _size_recorders[-1].append((kind, int(px), what))


def glyph_height(size: int) -> int:
    """How tall a digit of the board font is at this size (what a reader actually sees)."""
    x0, y0, x1, y1 = font(size).getbbox("0")
    return y1 - y0


def draw_text(d: ImageDraw.ImageDraw, xy: tuple[float, float], s: str, size: int,
              fill: RGB = PALETTE["text"], anchor: str = "la",
              outline: RGB | None = None) -> None:
    """Text in the shared font; `outline` adds a contrasting halo (numbers on icons).

    `d` must draw on an RGB image created by this module's callers (see `canvas`)."""
    if not s:
        return
    if _text_recorders:
        _text_recorders[-1].append((size, s))
    if _size_recorders:
        measured("text", glyph_height(size), s)
    sprite, ox, oy = _text_sprite(s, size, tuple(fill), anchor,
                                  tuple(outline) if outline is not None else None)
    target = d._image  # type: ignore[attr-defined]
    target.paste(sprite, (int(xy[0]) + ox, int(xy[1]) + oy), sprite)


def canvas(width: int, height: int, colour: RGB = PALETTE["bg"]) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A new RGB image and its ImageDraw (which knows its image, for sprite pastes)."""
    img = Image.new("RGB", (width, height), colour)
    d = ImageDraw.Draw(img)
    d._image = img  # type: ignore[attr-defined]
    return img, d


@lru_cache(maxsize=512)
def _has_glyph(ch: str, size: int) -> bool:
    f = font(size)
    if ch.isspace():
        return True
    try:
        return bytes(f.getmask(ch)) != bytes(f.getmask("\uffff"))
    except Exception:  # pragma: no cover - odd code points
        return False


def clean_label(s: str, size: int) -> str:
    """Drop characters no font here can draw (emoji in display names), keep the rest. A name
    with nothing drawable keeps its characters (shown as boxes): a person is never renamed."""
    printable = "".join(ch for ch in s if ch.isprintable())
    out = " ".join("".join(ch for ch in printable if _font_for(ch, size) is not None).split())
    return out or " ".join(printable.split())


def fit_text(s: str, size: int, max_w: int) -> str:
    """Truncate with an ellipsis so the text fits in max_w pixels."""
    if text_width(s, size) <= max_w:
        return s
    ell = "…" if _has_glyph("…", size) else "."
    while s and text_width(s + ell, size) > max_w:
        s = s[:-1]
    return s.rstrip() + ell


# --------------------------------------------------------------------------- layout

def flow(sizes: Sequence[tuple[int, int]], max_w: int, gap: int = 10,
         row_gap: int | None = None) -> tuple[list[tuple[int, int]], int, int]:
    """Place boxes left to right, wrapping into rows.

    Returns (offsets, used_width, used_height); offsets are relative to the area's corner.
    """
    row_gap = gap if row_gap is None else row_gap
    pos: list[tuple[int, int]] = []
    x = y = row_h = used_w = 0
    for w, h in sizes:
        if x and x + w > max_w:
            x, y = 0, y + row_h + row_gap
            row_h = 0
        pos.append((x, y))
        x += w + gap
        row_h = max(row_h, h)
        used_w = max(used_w, x - gap)
    return pos, used_w, (y + row_h if sizes else 0)


def rounded(d: ImageDraw.ImageDraw, box: Sequence[float], fill: RGB | None,
            outline: RGB | None = None, radius: int = 12, width: int = 2) -> None:
    d.rounded_rectangle(list(box), radius=radius, fill=fill, outline=outline, width=width)


def card_frame(d: ImageDraw.ImageDraw, box: Sequence[float], fill: RGB,
               edge: RGB = PALETTE["outline"], radius: int = 12, glow: RGB | None = None) -> None:
    """A card: rounded corners, dark edge, optional bright halo (selected / pending)."""
    x0, y0, x1, y1 = box
    if glow is not None:
        d.rounded_rectangle([x0 - 7, y0 - 7, x1 + 7, y1 + 7], radius=radius + 6, outline=glow, width=5)
    d.rounded_rectangle([x0, y0, x1, y1], radius=radius, fill=fill, outline=edge, width=3)


# --------------------------------------------------------------------------- icons
#
# One icon set for every board. A painter draws on a transparent square canvas of side s (4x
# supersampled) and gets the optional tint colour; `icon()` caches the down-sampled, anti-aliased
# result. Game modules register their own painters under "<game>.<name>" (Port Royal's live in
# renders/portroyal_icons.py); boards place icons with `paste_icon`, and marks drawn with plain
# primitives say so with `note`, so a test can record everything a board shows and compare it
# with the game's legend.

SS = 4
Painter = Callable[[ImageDraw.ImageDraw, int, "RGB | None"], None]
_PAINTERS: dict[str, Painter] = {}
OUT = PALETTE["outline"]


def painter(name: str) -> Callable[[Painter], Painter]:
    def deco(fn: Painter) -> Painter:
        _PAINTERS[name] = fn
        return fn
    return deco


def P(s: int, *pts: float) -> list[float]:
    """Fractions of the side s as pixel coordinates."""
    return [p * s for p in pts]


def poly(s: int, pts: Iterable[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(x * s, y * s) for x, y in pts]


def sub(d, name: str, s: int, box: tuple[float, float, float], colour=None) -> None:
    """Composite another painter's drawing at (x, y) with side `size` (fractions of s)."""
    x, y, size = box
    side = max(4, int(s * size))
    im = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    sd = ImageDraw.Draw(im)
    sd._image = im  # type: ignore[attr-defined]
    _PAINTERS[name](sd, side, colour)
    d._image.alpha_composite(im, (int(x * s), int(y * s)))  # type: ignore[attr-defined]


def sword_image(s: int, c: RGB | None) -> Image.Image:
    im = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    blade = c or PALETTE["steel"]
    w = max(1, s // 40)
    d.polygon(poly(s, [(.5, .04), (.565, .14), (.565, .66), (.435, .66), (.435, .14)]),
              fill=blade, outline=OUT, width=w)
    d.line(P(s, .5, .16, .5, .62), fill=shade(blade, .75), width=max(1, s // 50))
    d.rounded_rectangle(P(s, .26, .65, .74, .73), radius=s // 30, fill=PALETTE["gold"], outline=OUT, width=w)
    d.rectangle(P(s, .455, .73, .545, .88), fill=(110, 68, 35), outline=OUT, width=w)
    d.ellipse(P(s, .42, .86, .58, .98), fill=PALETTE["gold"], outline=OUT, width=w)
    return im


@painter("coin")
def _coin(d, s, c):
    fill = c or PALETTE["gold"]
    rim = PALETTE["gold"] if c else PALETTE["gold_dark"]
    d.ellipse(P(s, .04, .04, .96, .96), fill=OUT)
    d.ellipse(P(s, .09, .09, .91, .91), fill=rim)
    d.ellipse(P(s, .17, .17, .83, .83), fill=fill, outline=shade(fill, .7), width=max(1, s // 30))


@painter("sword")
def _sword(d, s, c):
    d._image.alpha_composite(sword_image(s, c).rotate(-35, resample=Image.BICUBIC))  # type: ignore[attr-defined]


@painter("skull")
def _skull(d, s, c):
    bone = c or (238, 232, 216)
    w = max(1, s // 30)
    d.rounded_rectangle(P(s, .30, .55, .70, .90), radius=s // 12, fill=bone, outline=OUT, width=w)
    d.ellipse(P(s, .12, .06, .88, .72), fill=bone, outline=OUT, width=w)
    d.rectangle(P(s, .32, .55, .68, .70), fill=bone)
    d.ellipse(P(s, .24, .34, .46, .54), fill=OUT)
    d.ellipse(P(s, .54, .34, .76, .54), fill=OUT)
    d.polygon(poly(s, [(.5, .56), (.44, .66), (.56, .66)]), fill=OUT)
    for x in (.40, .50, .60):
        d.line(P(s, x, .74, x, .88), fill=OUT, width=w)


@painter("shield")  # VP
def _shield(d, s, c):
    fill = c or PALETTE["vp"]
    pts = [(.10, .06), (.90, .06), (.90, .50), (.80, .72), (.50, .96), (.20, .72), (.10, .50)]
    d.polygon(poly(s, pts), fill=OUT)
    inner = [(.16, .12), (.84, .12), (.84, .49), (.75, .68), (.50, .88), (.25, .68), (.16, .49)]
    d.polygon(poly(s, inner), fill=PALETTE["gold"])
    inner2 = [(.22, .18), (.78, .18), (.78, .48), (.70, .64), (.50, .80), (.30, .64), (.22, .48)]
    d.polygon(poly(s, inner2), fill=fill)


@painter("anchor")
def _anchor(d, s, c):
    col = c or (30, 78, 130)
    w = max(2, int(s * .085))
    d.ellipse(P(s, .39, .04, .61, .26), outline=col, width=w)
    d.rectangle(P(s, .455, .24, .545, .86), fill=col)
    d.rounded_rectangle(P(s, .24, .30, .76, .38), radius=s // 40, fill=col)
    d.arc(P(s, .12, .38, .88, .90), start=20, end=160, fill=col, width=w)
    d.polygon(poly(s, [(.06, .60), (.24, .56), (.14, .72)]), fill=col)
    d.polygon(poly(s, [(.94, .60), (.76, .56), (.86, .72)]), fill=col)


@painter("hut")
def _hut(d, s, c):
    wall = c or (160, 104, 52)
    w = max(1, s // 30)
    d.rectangle(P(s, .18, .46, .82, .92), fill=wall, outline=OUT, width=w)
    d.polygon(poly(s, [(.04, .50), (.50, .08), (.96, .50)]), fill=(186, 66, 44), outline=OUT, width=w)
    d.rectangle(P(s, .42, .62, .58, .92), fill=(70, 42, 20))


def star_shape(d, s, c, box=(.02, .02, .98, .98), outline=True, points=5, inner=.42):
    import math
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2 + (y1 - y0) * .04
    r = (x1 - x0) / 2
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        pts.append(((cx + rr * math.cos(a)) * s, (cy + rr * math.sin(a)) * s))
    d.polygon(pts, fill=c or PALETTE["gold"], outline=OUT if outline else None,
              width=max(1, s // 30) if outline else 1)


@painter("star")  # Jack of all Trades: any symbol
def _star_p(d, s, c):
    star_shape(d, s, c or (250, 176, 30))


@painter("burst")  # bust
def _burst(d, s, c):
    star_shape(d, s, c or (236, 88, 40), points=11, inner=.6)
    star_shape(d, s, (255, 214, 64), box=(.25, .25, .75, .75), outline=False, points=11, inner=.6)


@painter("ship")
def _ship(d, s, c):
    hull = c or SHIP_COLOURS["red"]
    w = max(1, s // 28)
    sail = (246, 240, 222)
    d.line(P(s, .5, .06, .5, .64), fill=OUT, width=max(2, s // 20))
    d.polygon(poly(s, [(.54, .12), (.86, .56), (.54, .56)]), fill=sail, outline=OUT, width=w)
    d.polygon(poly(s, [(.46, .20), (.46, .56), (.18, .56)]), fill=sail, outline=OUT, width=w)
    d.polygon(poly(s, [(.5, .06), (.68, .10), (.5, .14)]), fill=hull, outline=OUT, width=w)
    d.polygon(poly(s, [(.04, .60), (.96, .60), (.80, .86), (.20, .86)]), fill=hull, outline=OUT, width=w)
    d.line(P(s, .12, .69, .88, .69), fill=shade(hull, .6) if sum(hull) > 200 else (110, 110, 120), width=w)
    mark = ship_shape(hull)
    if mark:  # the colour's shape on the hull: colour is never the only sign
        shape_mark(d, mark, P(s, .38, .61, .62, .85), width=max(1, s // 40))


@painter("deck")  # draw pile: stacked card backs
def _deck(d, s, c):
    w = max(1, s // 30)
    back = c or (120, 40, 40)
    for i in range(3):
        o = i * .08
        d.rounded_rectangle(P(s, .12 + o, .22 - o, .72 + o, .96 - o), radius=s // 14,
                            fill=back, outline=PALETTE["gold"], width=w * 2)
    d.ellipse(P(s, .38, .44, .62, .68), outline=PALETTE["gold"], width=w * 2)


@painter("discard")  # discard pile: fanned face-down cards
def _discard(d, s, c):
    w = max(1, s // 30)
    back = c or (90, 70, 60)
    for ang in (-18, 0, 18):
        card = Image.new("RGBA", (s, s), (0, 0, 0, 0))
        ImageDraw.Draw(card).rounded_rectangle(P(s, .25, .12, .75, .88), radius=s // 14,
                                               fill=back, outline=PALETTE["parchment_dark"], width=w * 2)
        d._image.alpha_composite(card.rotate(ang, resample=Image.BICUBIC))  # type: ignore[attr-defined]


@painter("flag")  # final round: chequered flag
def _flag(d, s, c):
    w = max(1, s // 30)
    d.rectangle(P(s, .12, .06, .20, .96), fill=(200, 200, 200), outline=OUT, width=w)
    x0, y0, cw, ch = .20, .08, .19, .14
    for i in range(4):
        for j in range(3):
            col = (250, 250, 250) if (i + j) % 2 == 0 else (20, 20, 20)
            d.rectangle(P(s, x0 + i * cw, y0 + j * ch, x0 + (i + 1) * cw, y0 + (j + 1) * ch), fill=col)
    d.rectangle(P(s, x0, y0, x0 + 4 * cw, y0 + 3 * ch), outline=OUT, width=w)


@painter("round")  # round counter: circular arrow
def _round(d, s, c):
    col = c or PALETTE["text"]
    d.arc(P(s, .12, .12, .88, .88), start=-60, end=230, fill=col, width=max(2, int(s * .11)))
    d.polygon(poly(s, [(.62, .02), (.98, .30), (.58, .42)]), fill=col)


@painter("hourglass")  # we wait for this seat
def _hourglass(d, s, c):
    w = max(1, s // 30)
    col = c or PALETTE["highlight"]
    d.rectangle(P(s, .16, .04, .84, .14), fill=(120, 80, 40), outline=OUT, width=w)
    d.rectangle(P(s, .16, .86, .84, .96), fill=(120, 80, 40), outline=OUT, width=w)
    d.polygon(poly(s, [(.24, .14), (.76, .14), (.5, .5), (.76, .86), (.24, .86), (.5, .5)]),
              fill=(230, 240, 250), outline=OUT, width=w)
    d.polygon(poly(s, [(.5, .56), (.72, .84), (.28, .84)]), fill=col)
    d.polygon(poly(s, [(.36, .26), (.64, .26), (.5, .44)]), fill=col)


@painter("trophy")
def _trophy(d, s, c):
    w = max(1, s // 30)
    col = c or PALETTE["gold"]
    d.arc(P(s, .04, .14, .40, .50), start=90, end=270, fill=OUT, width=max(2, s // 14))
    d.arc(P(s, .60, .14, .96, .50), start=-90, end=90, fill=OUT, width=max(2, s // 14))
    d.pieslice(P(s, .18, -.20, .82, .64), start=0, end=180, fill=col, outline=OUT, width=w)
    d.rectangle(P(s, .18, .04, .82, .22), fill=col, outline=OUT, width=w)
    d.rectangle(P(s, .44, .62, .56, .80), fill=col, outline=OUT, width=w)
    d.rounded_rectangle(P(s, .26, .80, .74, .96), radius=s // 30, fill=col, outline=OUT, width=w)


@painter("eye")  # the viewer's own seat
def _eye(d, s, c):
    w = max(2, s // 16)
    d.chord(P(s, .04, .18, .96, 1.10), start=200, end=340, fill=(250, 250, 250), outline=OUT, width=w)
    d.chord(P(s, .04, -.10, .96, .82), start=20, end=160, fill=(250, 250, 250), outline=OUT, width=w)
    d.ellipse(P(s, .33, .27, .67, .61), fill=c or (40, 120, 200), outline=OUT, width=w)
    d.ellipse(P(s, .44, .38, .56, .50), fill=OUT)


@painter("scroll")  # expedition
def _scroll(d, s, c):
    w = max(1, s // 30)
    paper = c or PALETTE["parchment"]
    d.rectangle(P(s, .16, .14, .84, .86), fill=paper, outline=OUT, width=w)
    d.ellipse(P(s, .06, .06, .26, .30), fill=shade(paper, .85), outline=OUT, width=w)
    d.ellipse(P(s, .74, .70, .94, .94), fill=shade(paper, .85), outline=OUT, width=w)
    d.line(P(s, .56, .30, .74, .50), fill=PALETTE["danger"], width=max(2, s // 14))
    d.line(P(s, .74, .30, .56, .50), fill=PALETTE["danger"], width=max(2, s // 14))
    d.line(P(s, .26, .66, .38, .52, .50, .62), fill=(90, 70, 50), width=max(1, s // 24))


@painter("marker")  # turn marker: a bold right-pointing arrow
def _marker(d, s, c):
    col = c or PALETTE["active"]
    d.polygon(poly(s, [(.08, .08), (.94, .5), (.08, .92), (.26, .5)]), fill=col, outline=OUT,
              width=max(1, s // 24))


@painter("slot")  # empty placeholder dot
def _slot(d, s, c):
    d.ellipse(P(s, .1, .1, .9, .9), outline=c or PALETTE["slot"], width=max(2, s // 10))



# A symbol our words write (Unicode, without U+FE0F) -> the icon that draws the same thing: the
# bot shows that icon in the symbol's place (its app emoji). The kit's here; a game's module adds
# its own with `symbols(...)` beside the icons it registers.
SYMBOLS: dict[str, str] = {
    "💰": "coin",
    "🪙": "coin",
    "⚔": "swords",
    "⚓": "anchor",
    "☠": "skull",      # the boards draw the skull ships' and the mutiny's skull with it
    "💀": "skull",
    "💥": "burst",
    "🏁": "flag",
    "🛖": "hut",
    "✝": "cross",
    "✳": "star",       # Port Royal's Jack of all Trades: the board's "any symbol" star
    "🃏": "jester",    # Port Royal's Jester
    "🏆": "trophy",
    "⌛": "hourglass",
    "⏳": "hourglass",
    "👁": "eye",
    "🂠": "deck",
}


def symbols(table: dict[str, str]) -> None:
    """Name the symbols a game's words write for icons it draws."""
    SYMBOLS.update(table)


def icon_names() -> tuple[str, ...]:
    """Every icon registered so far (the kit's and those of the game modules imported)."""
    return tuple(sorted(_PAINTERS))


@lru_cache(maxsize=1024)
def icon(name: str, size: int, colour: RGB | None = None) -> Image.Image:
    """An anti-aliased RGBA icon of side `size` (cached)."""
    s = size * SS
    im = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d._image = im  # type: ignore[attr-defined]  # painters that composite need the image
    _PAINTERS[name](d, s, colour)
    return im.resize((size, size), Image.LANCZOS)


_recorders: list[set[str]] = []


def note(name: str) -> None:
    """Say that the board shows `name` (an icon, or a mark drawn with primitives)."""
    if _recorders:
        _recorders[-1].add(name)


@contextmanager
def recording() -> Iterator[set[str]]:
    """Collect the names of everything drawn inside the block (the legend test uses it)."""
    drawn: set[str] = set()
    _recorders.append(drawn)
    try:
        yield drawn
    finally:
        _recorders.pop()


def paste_icon(img: Image.Image, name: str, x: int, y: int, size: int,
               colour: RGB | None = None) -> None:
    note(name)
    measured("icon", size, name)
    ic = icon(name, size, colour)
    img.paste(ic, (int(x), int(y)), ic)


def icon_number(img: Image.Image, d: ImageDraw.ImageDraw, name: str, x: int, y: int, size: int,
                value: int | str, colour: RGB | None = None, text_size: int | None = None,
                inside: bool = False, fill: RGB | None = None) -> int:
    """Icon followed by (or with, if inside) a number. Returns the width used."""
    paste_icon(img, name, x, y, size, colour)
    ts = text_size or int(size * .8)
    if inside:
        cy = y + size * (.44 if name == "shield" else .5)
        draw_text(d, (x + size / 2, cy), str(value), ts, fill or PALETTE["text"],
                  anchor="mm", outline=PALETTE["outline"])
        return size
    draw_text(d, (x + size + 4, y + size / 2), str(value), ts, fill or PALETTE["text"], anchor="lm")
    return size + 4 + text_width(str(value), ts)


# --------------------------------------------------------------------------- output

@lru_cache(maxsize=16)
def fixed_palette(backgrounds: tuple[RGB, ...], icons: tuple[str, ...]) -> Image.Image:
    """A COLOURS-colour palette image fitted to our art: every icon and number drawn on each
    background, plus exact entries for the backgrounds themselves (built once, deterministic:
    the caller names its icons, so the palette never depends on which modules were imported).

    Mapping a board onto a fixed palette costs ~1-4 ms; fitting a fresh one costs ~5-25 ms.
    """
    cell = 56
    cols = len(icons) + 4
    sheet, d = canvas(cols * cell, len(backgrounds) * cell * 2, backgrounds[0])
    for row, bg in enumerate(backgrounds):
        y = row * cell * 2
        d.rectangle((0, y, sheet.width, y + cell * 2), fill=bg)
        for i, name in enumerate(icons):
            paste_icon(sheet, name, i * cell + 4, y + 4, 48)
        draw_text(d, (4, y + cell + 8), "0123456789 Pp ×+", 30, ink_on(bg))
        draw_text(d, (cols * cell // 2, y + cell + 8), "0123456789", 28, (255, 255, 255),
                  outline=PALETTE["outline"])
        for j, colour in enumerate(SHIP_COLOURS.values()):
            paste_icon(sheet, "ship", (len(icons) - 1 - j) * cell + 4, y + cell + 4, 48, colour)
    spare = max(COLOURS - len(backgrounds), 32)
    quant = sheet.quantize(colors=spare, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    # exact entries for the flat fills, so large areas keep their true colour
    pal = list(quant.getpalette() or [])[: spare * 3]
    for bg in backgrounds:
        pal.extend(bg)
    pal.extend([0] * (768 - len(pal)))
    out = Image.new("P", (1, 1))
    out.putpalette(pal)
    return out


# Boards are flat fills with anti-aliased edges: 64 colours keep the edges smooth and give
# zlib longer runs, so a lower zlib level makes files no larger than 256 colours at level 6
# did, for less CPU. Each game passes the lowest level that keeps its files at or under their
# old size (CPU ms to encode, before -> after; KB per board, mean of played games):
#   Port Royal  level 3: 10.5 -> 5.4 ms, 38.0 -> 37.9 KB
#   Tortuga     level 4: 19.9 -> 8.9 ms, 26.2 -> 24.8 KB (level 3: 29 KB)
#   Timbuktu    level 4: 17.6 -> 8.7 ms, 46.0 -> 42.7 KB (level 3: 47 KB)
#   Tobago      level 5: 25.3 -> 19.3 ms, 75.1 -> 71.9 KB (level 4: 77 KB)
COLOURS = 64
ZLIB_LEVEL = 5


def to_png(image: Image.Image, palette: Image.Image | None = None, level: int = ZLIB_LEVEL) -> bytes:
    """PNG bytes, palette-quantized (see COLOURS). With `palette` (see `fixed_palette`) the
    image is mapped onto it, which is fast; without, a palette is fitted to this image.
    Deterministic: the same image gives the same bytes."""
    im = image.convert("RGB") if image.mode != "RGB" else image
    if palette is not None:
        q = im.quantize(palette=palette, dither=Image.Dither.NONE)
    else:
        q = im.quantize(colors=COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    q.save(buf, format="PNG", compress_level=level)
    return buf.getvalue()


# --------------------------------------------------------------------------- seats

def seat_labels(seats: Sequence[str], names: dict[str, str] | None, size: int) -> dict[str, str]:
    """Seat id -> the name drawn for it: the display name without undrawable characters,
    else P1, P2, … in seat order."""
    labels: dict[str, str] = {}
    for i, seat in enumerate(seats):
        raw = (names or {}).get(seat)
        label = clean_label(str(raw), size) if raw else ""
        labels[seat] = label or f"P{i + 1}"
    return labels


# --------------------------------------------------------------------------- colour marks
#
# Colour is never the only sign: each colour a player tells apart (ship and trader colours,
# hulls, seat colours, cars) also carries its own shape, drawn on the piece. A reader who
# cannot tell red from green still sees a disc from a triangle.

SHAPES = ("disc", "square", "triangle", "diamond", "cross", "star", "ring", "bar")


def shape_mark(d: ImageDraw.ImageDraw, shape: str, box: Sequence[float], fill: RGB = (250, 250, 250),
               edge: RGB = OUT, width: int = 2) -> None:
    """A small shape in `box` (light with a dark edge, readable on any fill)."""
    x0, y0, x1, y1 = box
    cx, cy, r = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2
    if shape == "disc":
        d.ellipse((x0, y0, x1, y1), fill=fill, outline=edge, width=width)
    elif shape == "square":
        k = r * .82
        d.rectangle((cx - k, cy - k, cx + k, cy + k), fill=fill, outline=edge, width=width)
    elif shape == "triangle":
        d.polygon([(cx, y0), (x1, y1 - r * .15), (x0, y1 - r * .15)], fill=fill, outline=edge, width=width)
    elif shape == "diamond":
        d.polygon([(cx, y0), (x1, cy), (cx, y1), (x0, cy)], fill=fill, outline=edge, width=width)
    elif shape == "cross":
        k = r * .36
        d.polygon([(cx - k, y0), (cx + k, y0), (cx + k, cy - k), (x1, cy - k), (x1, cy + k), (cx + k, cy + k),
                   (cx + k, y1), (cx - k, y1), (cx - k, cy + k), (x0, cy + k), (x0, cy - k), (cx - k, cy - k)],
                  fill=fill, outline=edge, width=width)
    elif shape == "star":
        import math
        pts = [(cx + (r if i % 2 == 0 else r * .45) * math.cos(-math.pi / 2 + i * math.pi / 5),
                cy + (r if i % 2 == 0 else r * .45) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
        d.polygon(pts, fill=fill, outline=edge, width=width)
    elif shape == "ring":
        d.ellipse((x0, y0, x1, y1), fill=edge)
        k = max(width + 1, r * .45)
        d.ellipse((x0 + width, y0 + width, x1 - width, y1 - width), fill=fill)
        d.ellipse((cx - r + k, cy - r + k, cx + r - k, cy + r - k), fill=edge)
    else:  # bar
        k = r * .4
        d.rectangle((x0, cy - k, x1, cy + k), fill=fill, outline=edge, width=width)


# Port Royal's ship colours: yellow disc, blue square, green triangle, red diamond, black cross.
SHIP_SHAPES: dict[str, str] = dict(zip(SHIP_ORDER, SHAPES))


def ship_shape(colour: RGB | None) -> str | None:
    for name, rgb in SHIP_COLOURS.items():
        if rgb == colour:
            return SHIP_SHAPES[name]
    return None


# --------------------------------------------------------------------------- legend

LegendEntry = tuple[str, str, "RGB | None"]  # (catalogue key, icon name, tint)

# A legend row: the icon on its tile, its words beside it. Drawn 640 wide, a phone shows it at
# 360 px: the words (30 px, digits 19 px tall) stay above 10 px, the icon (52 px) above 16 px.
LEGEND_W, LEGEND_TEXT, LEGEND_LINE, LEGEND_ICON, LEGEND_TILE, LEGEND_PAD = 640, 30, 36, 52, 66, 12
_TEXT_X = LEGEND_PAD + LEGEND_TILE + 18
# The shapes our words write beside a colour (a player's ◆, a map's ✚): drawn as the boards draw them.
_SHAPE_GLYPHS = {"●": "disc", "■": "square", "◆": "diamond", "▲": "triangle", "✚": "cross"}


def _tokens(text: str) -> list[tuple[str, str]]:
    """Words cut into drawable pieces: ("text", word-with-its-space), ("shape", name), ("icon", name)."""
    out: list[tuple[str, str]] = []
    for word in re.split(r"(?<= )", text):
        run = ""
        for ch in word:
            mark = ("shape", _SHAPE_GLYPHS[ch]) if ch in _SHAPE_GLYPHS else \
                ("icon", SYMBOLS[ch]) if ch in SYMBOLS and _font_for(ch, LEGEND_TEXT) is None else None
            if mark is None:
                if ch.isspace() or _font_for(ch, LEGEND_TEXT) is not None:
                    run += ch
                continue
            if run:
                out.append(("text", run))
                run = ""
            out.append(mark)
        if run:
            out.append(("text", run))
    return out


def _token_width(token: tuple[str, str]) -> int:
    return text_width(token[1], LEGEND_TEXT) if token[0] == "text" else LEGEND_TEXT


def _wrap(text: str, width: int) -> list[list[tuple[str, str]]]:
    """The words' pieces in lines no wider than `width` (a piece too wide alone gets a line)."""
    lines: list[list[tuple[str, str]]] = [[]]
    used = 0
    for token in _tokens(text):
        w = _token_width(token)
        starts_word = token[0] != "text" or not lines[-1] or lines[-1][-1][1].endswith(" ")
        if lines[-1] and used + w > width and starts_word:
            lines.append([])
            used = 0
        lines[-1].append(token)
        used += w
    return lines


def _legend_row(img: Image.Image, d: ImageDraw.ImageDraw, y: int, entry: LegendEntry,
                lines: list[list[tuple[str, str]]], dark: bool) -> None:
    _, name, tint = entry
    tile = PALETTE["bg_band"] if dark else PALETTE["parchment"]
    rounded(d, (LEGEND_PAD, y, LEGEND_PAD + LEGEND_TILE, y + LEGEND_TILE), tile, outline=PALETTE["panel_edge"],
            radius=12, width=2)
    inset = (LEGEND_TILE - LEGEND_ICON) // 2
    paste_icon(img, name, LEGEND_PAD + inset, y + inset, LEGEND_ICON, tint)
    top = y + max(0, (LEGEND_TILE - len(lines) * LEGEND_LINE) // 2)
    for i, line in enumerate(lines):
        x, mid = _TEXT_X, top + i * LEGEND_LINE + LEGEND_LINE // 2
        for kind, value in line:
            if kind == "text":
                draw_text(d, (x, mid), value, LEGEND_TEXT, PALETTE["text"], anchor="lm")
            elif kind == "shape":
                k = LEGEND_TEXT // 2 - 2
                shape_mark(d, value, (x + 3, mid - k, x + 3 + 2 * k, mid + k), width=2)
            else:
                paste_icon(img, value, x, mid - LEGEND_TEXT // 2, LEGEND_TEXT)
            x += _token_width((kind, value))


def _cut(heights: Sequence[int], limit: int) -> list[list[int]]:
    """Rows in order, into groups no taller than `limit` (a row taller alone gets its own)."""
    groups: list[list[int]] = [[]]
    for i, h in enumerate(heights):
        if groups[-1] and LEGEND_PAD + sum(heights[j] for j in groups[-1]) + h > limit:
            groups.append([])
        groups[-1].append(i)
    return groups


def legend_pictures(entries: Sequence[LegendEntry], labels: Sequence[str], palette: Image.Image | None = None,
                    on_dark: frozenset[str] = frozenset()) -> list[tuple[bytes, int]]:
    """Each icon, drawn by the board's own painters, in a row with its words beside it (the words
    come from the bot, in the reader's language). Cut into pictures no taller than wide, so a
    phone shows each at its full width; returns (PNG, how many entries it holds) in order."""
    wrapped = [_wrap(text, LEGEND_W - _TEXT_X - LEGEND_PAD) for text in labels]
    heights = [max(LEGEND_TILE, len(lines) * LEGEND_LINE) + LEGEND_PAD for lines in wrapped]
    groups = _cut(heights, LEGEND_W)
    for target in range(-(-(sum(heights) + LEGEND_PAD * len(groups)) // len(groups)), LEGEND_W, 8):
        if len(even := _cut(heights, target)) <= len(groups):  # as many pictures, of even heights
            groups = even
            break
    out = []
    for group in groups:
        img, d = canvas(LEGEND_W, LEGEND_PAD + sum(heights[i] for i in group))
        y = LEGEND_PAD
        for i in group:
            _legend_row(img, d, y, entries[i], wrapped[i], entries[i][1] in on_dark)
            y += heights[i]
        out.append((to_png(img, palette), len(group)))
    return out
