"""Timbuktu board image: view dict (from the engine) -> PNG bytes.

Layout, top to bottom, 720 px wide (phone friendly: at 360 px a cell is ~64 x 31 px, every number 9 px tall):
  header      stage and round, stage-stone and round-stone holders, the mover and its revealed camel
  leaving     the area being left: 5 pens (columns, symbol on top) x 5 numbered spaces; under each
              pen the two pens its arrows reach for free (during setup: camels still to place)
  entering    the area being entered, exchange spaces framed and marked
  tally       each good with the pieces removed so far, paid or stolen (= its current value)
  thefts      the last stage's five sets once they struck (pen, spaces, goods); the robbed
              spaces carry a red corner in the area where they struck
  hand        private views only: the sets this seat has seen this stage, its chosen camel
  players     colour, name, stones, goods carried per kind, score; waiting seats marked
A camel is a disc in its player's colour with its letter, its cargo as four goods icons beside it.
Symbols, letters and numbers only: the words are in the bot's message catalogue.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from . import common as C
from . import focus as F
from . import strips
from .common import PALETTE
from .strips import Strip

RGB = tuple[int, int, int]
W = 720
M = 12
LABEL_W = 40
CW = (W - 2 * M - LABEL_W) // 5          # pen column width
CH = 62                                   # space cell height
PEN_HEAD = 44
TOKEN = 40
GOOD = 22
SET_W = 140                               # one thief set
TEXT = 28                                 # every number and letter: 9 px tall at a phone's 360 px
LETTER = 28
_SS = 4

PENS = ("palm", "lamp", "star", "scimitar", "moon")
GOODS = ("gold", "coffee", "pepper", "salt", "water")
PEN_COLOURS: dict[str, RGB] = {
    "palm": (70, 150, 70), "lamp": (132, 78, 186), "star": (222, 146, 36),
    "scimitar": (40, 146, 156), "moon": (84, 104, 170),
}
GOOD_COLOURS: dict[str, RGB] = {
    "gold": (246, 200, 40), "coffee": (120, 72, 36), "pepper": (200, 40, 36),
    "salt": (244, 244, 240), "water": (50, 140, 230),
}
SEAT_COLOURS: tuple[RGB, ...] = ((220, 56, 48), (40, 104, 214), (238, 238, 232), (34, 34, 38), (250, 196, 30))
SAND = (236, 218, 178)
SAND_DARK = (206, 184, 138)
EXCHANGE = (255, 214, 64)


# --------------------------------------------------------------------------- icons

def _poly(s, pts):
    return [(x * s, y * s) for x, y in pts]


def _box(s, *v):
    return [p * s for p in v]


def _palm(d, s, c):
    o = PALETTE["outline"]
    d.polygon(_poly(s, [(.46, .95), (.56, .95), (.55, .40), (.49, .40)]), fill=(130, 90, 50), outline=o, width=s // 40)
    for pts in ([(.5, .38), (.08, .48), (.22, .30)], [(.5, .38), (.92, .48), (.78, .30)],
                [(.5, .36), (.2, .12), (.42, .16)], [(.5, .36), (.8, .12), (.58, .16)], [(.5, .36), (.46, .05), (.56, .08)]):
        d.polygon(_poly(s, pts), fill=c, outline=o, width=s // 40)


def _lamp(d, s, c):
    o = PALETTE["outline"]
    d.polygon(_poly(s, [(.1, .55), (.72, .55), (.95, .40), (.86, .62), (.64, .80), (.28, .80)]), fill=c, outline=o, width=s // 30)
    d.ellipse(_box(s, .38, .42, .56, .56), fill=c, outline=o, width=s // 40)
    d.rectangle(_box(s, .3, .80, .62, .9), fill=c, outline=o, width=s // 40)
    d.polygon(_poly(s, [(.92, .38), (.86, .16), (.98, .26)]), fill=(255, 180, 40), outline=o, width=s // 50)


def _star(d, s, c):
    import math
    pts = []
    for i in range(10):
        r = .47 if i % 2 == 0 else .2
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((.5 + r * math.cos(a), .53 + r * math.sin(a)))
    d.polygon(_poly(s, pts), fill=c, outline=PALETTE["outline"], width=s // 30)


def _scimitar(d, s, c):
    o = PALETTE["outline"]
    blade = [(.22, .78), (.30, .50), (.48, .26), (.74, .10), (.92, .08), (.72, .22), (.56, .42), (.42, .66), (.36, .80)]
    d.polygon(_poly(s, blade), fill=(222, 228, 236), outline=o, width=s // 30)
    d.line(_poly(s, [(.12, .70), (.46, .86)]), fill=c, width=s // 9)
    d.line(_poly(s, [(.26, .80), (.12, .96)]), fill=c, width=s // 10)


def _moon(d, s, c):
    o = PALETTE["outline"]
    d.ellipse(_box(s, .08, .08, .92, .92), fill=c, outline=o, width=s // 30)
    d.ellipse(_box(s, .34, .0, 1.08, .74), fill=(0, 0, 0, 0))


def _gold(d, s, c):
    d.polygon(_poly(s, [(.06, .80), (.22, .30), (.78, .30), (.94, .80)]), fill=c, outline=PALETTE["outline"], width=s // 12)
    d.line(_poly(s, [(.3, .42), (.7, .42)]), fill=(255, 250, 200), width=s // 12)


def _coffee(d, s, c):
    d.ellipse(_box(s, .12, .04, .88, .96), fill=c, outline=PALETTE["outline"], width=s // 12)
    d.arc(_box(s, .30, .10, .70, .90), 250, 110, fill=(60, 30, 10), width=s // 10)


def _pepper(d, s, c):
    for x, y in ((.04, .42), (.46, .42), (.25, .04)):
        d.ellipse(_box(s, x, y, x + .52, y + .52), fill=c, outline=PALETTE["outline"], width=s // 14)


def _salt(d, s, c):
    d.polygon(_poly(s, [(.5, .02), (.96, .5), (.5, .98), (.04, .5)]), fill=c, outline=PALETTE["outline"], width=s // 12)
    d.line(_poly(s, [(.5, .2), (.5, .8)]), fill=(190, 190, 200), width=s // 16)


def _water(d, s, c):
    d.polygon(_poly(s, [(.5, .0), (.86, .58), (.14, .58)]), fill=c)
    d.ellipse(_box(s, .14, .30, .86, .98), fill=c, outline=PALETTE["outline"], width=s // 12)
    d.polygon(_poly(s, [(.5, .04), (.84, .56), (.16, .56)]), fill=c)
    d.line(_poly(s, [(.5, .02), (.14, .58)]), fill=PALETTE["outline"], width=s // 12)
    d.line(_poly(s, [(.5, .02), (.86, .58)]), fill=PALETTE["outline"], width=s // 12)


def _exchange(d, s, c):
    o = PALETTE["outline"]
    for y, pts in ((.30, [(.92, .30), (.66, .08), (.66, .52)]), (.70, [(.08, .70), (.34, .48), (.34, .92)])):
        d.line(_poly(s, [(.12, y), (.88, y)]), fill=o, width=s // 6)
        d.line(_poly(s, [(.14, y), (.86, y)]), fill=c, width=s // 10)
        d.polygon(_poly(s, pts), fill=c, outline=o, width=s // 24)


def _thief(d, s, c):  # a masked face: the thieves
    o = PALETTE["outline"]
    d.ellipse(_box(s, .1, .06, .9, .94), fill=(214, 180, 140), outline=o, width=s // 24)
    d.rectangle(_box(s, .08, .32, .92, .52), fill=c or (40, 40, 44))
    d.ellipse(_box(s, .26, .36, .42, .48), fill=(255, 255, 255))
    d.ellipse(_box(s, .58, .36, .74, .48), fill=(255, 255, 255))


def _rim(col) -> RGB:
    """A piece's edge: dark, but light round the black seat so it shows on dark bands."""
    return (236, 236, 228) if col is not None and sum(col) < 200 else PALETTE["outline"]


def _stone(d, s, c):  # a stage or round stone
    d.ellipse(_box(s, .06, .2, .94, .86), fill=c, outline=_rim(c), width=max(2, s // 12))


_PAINT = {"palm": _palm, "lamp": _lamp, "star": _star, "scimitar": _scimitar, "moon": _moon,
          "gold": _gold, "coffee": _coffee, "pepper": _pepper, "salt": _salt, "water": _water,
          "exchange": _exchange, "thief": _thief, "stone": _stone}
SEAT_SHAPES = ("diamond", "square", "disc", "cross", "triangle")  # never the colour alone


def _register(name: str, paint) -> None:
    def painter(d, s, colour):
        paint(d, s, colour or PEN_COLOURS.get(name) or GOOD_COLOURS.get(name) or EXCHANGE)
        if name == "moon":  # cut the crescent: clear what the second disc covered
            mask = Image.new("L", (s, s), 0)
            ImageDraw.Draw(mask).ellipse(_box(s, .34, .0, 1.08, .74), fill=255)
            d._image.paste((0, 0, 0, 0), (0, 0), mask)
    C.painter(f"timbuktu.{name}")(painter)


for _name, _paint in _PAINT.items():
    _register(_name, _paint)


def _seat_shape(d, s, col: RGB, box) -> None:
    if col in SEAT_COLOURS:
        ink = C.ink_on(col)
        C.shape_mark(d, SEAT_SHAPES[SEAT_COLOURS.index(col)], box, fill=ink, edge=ink, width=1)


def _seat_shape_light(d, col: RGB, box) -> None:
    """The seat's shape in white on the token's dark badge (as `token` draws it on the board)."""
    shape = SEAT_SHAPES[SEAT_COLOURS.index(col)] if col in SEAT_COLOURS else "disc"
    C.shape_mark(d, shape, box, fill=(250, 250, 250), edge=(250, 250, 250), width=1)


@C.painter("timbuktu.token")  # a camel: its player's colour (and shape), its letter
def _token(d, s, c):
    col = c or SEAT_COLOURS[0]
    d.ellipse(_box(s, .04, .04, .96, .96), fill=col, outline=_rim(col), width=max(2, s // 14))
    d.text((s * .46, s * .48), "A", fill=C.ink_on(col), anchor="mm", font=C.font(int(s * .56)))
    d.ellipse(_box(s, .66, .66, .98, .98), fill=PALETTE["outline"])
    _seat_shape_light(d, col, _box(s, .70, .70, .94, .94))


@C.painter("timbuktu.seat")  # a player's colour disc and its shape
def _seat(d, s, c):
    col = c or SEAT_COLOURS[0]
    d.ellipse(_box(s, .04, .04, .96, .96), fill=col, outline=_rim(col), width=max(2, s // 12))
    _seat_shape(d, s, col, _box(s, .24, .24, .76, .76))


@C.painter("timbuktu.robbed")  # a space robbed at the last stage: a red corner
def _robbed(d, s, c):
    d.rectangle(_box(s, .04, .04, .96, .96), fill=SAND, outline=SAND_DARK, width=max(1, s // 30))
    d.polygon(_poly(s, [(.96, .40), (.96, .96), (.40, .96)]), fill=PALETTE["danger"])


@C.painter("timbuktu.arrow")  # under a pen: the pens its camels enter for free
def _arrow(d, s, c):
    d.polygon(_poly(s, [(.14, .20), (.86, .20), (.50, .86)]), fill=PALETTE["active"], outline=PALETTE["outline"])


@C.painter("timbuktu.space")  # an exchange space: the yellow frame
def _space(d, s, c):
    d.rectangle(_box(s, .04, .04, .96, .96), fill=SAND, outline=EXCHANGE, width=max(2, s // 10))


@C.painter("timbuktu.hidden")  # a load not shown yet
def _hidden(d, s, c):
    for i in range(4):
        x, y = .1 + (i % 2) * .45, .1 + (i // 2) * .45
        d.ellipse(_box(s, x + .1, y + .1, x + .3, y + .3), fill=SAND_DARK)


def paste(img: Image.Image, name: str, x: float, y: float, size: int, colour: RGB | None = None) -> None:
    C.paste_icon(img, f"timbuktu.{name}", x, y, size, colour)



# --------------------------------------------------------------------------- pieces
#
# The board is cut into full-width strips (see renders/strips.py): the header, each area's pen heads
# and each of its five rows of spaces, the arrows, the tally, the sets rows and one strip per player.
# A move touches the mover's header, the row its camel leaves, the row it enters and a panel or two;
# the rest comes from the cache. Each draw reads only its part (the strip's key), never the view.

def seat_colour(view: dict, seat: str) -> RGB:
    seats = [p["seat"] for p in view["players"]]
    return SEAT_COLOURS[seats.index(seat) % len(SEAT_COLOURS)] if seat in seats else (128, 128, 128)


def token(img, d, col: RGB, letter: str, x: int, y: int, size: int = TOKEN, glow: RGB | None = None) -> None:
    """A camel of the seat coloured `col`."""
    if glow is not None:
        d.ellipse((x - 5, y - 5, x + size + 5, y + size + 5), outline=glow, width=4)
    C.note("timbuktu.token")
    d.ellipse((x, y, x + size, y + size), fill=col, outline=PALETTE["outline"], width=3)
    C.draw_text(d, (x + size / 2, y + size / 2 + 1), letter, max(LETTER, int(size * .62)), C.ink_on(col), anchor="mm")
    b = size * .36  # the seat's shape on a badge, so the colour is never the only sign
    bx, by = x + size - b * .75, y + size - b * .75
    d.ellipse((bx, by, bx + b, by + b), fill=PALETTE["outline"])
    _seat_shape_light(d, col, (bx + 2, by + 2, bx + b - 2, by + b - 2))


def cargo(img, d, goods: list | None, x: int, y: int, size: int = GOOD) -> None:
    """Up to four goods in a 2 x 2 block (a hidden load: four dim slots)."""
    for i in range(4):
        gx, gy = x + (i % 2) * (size + 3), y + (i // 2) * (size + 3)
        if goods is not None and i < len(goods):
            paste(img, goods[i], gx, gy, size)
        else:
            C.note("timbuktu.hidden")
            d.ellipse((gx + size * .3, gy + size * .3, gx + size * .7, gy + size * .7), fill=SAND_DARK)


def thief_set(img, d, st: dict, x: int, y: int, glow: bool = False) -> int:
    """One set: pen symbol, its two space numbers, its two goods. Returns the width."""
    w, h = SET_W, 44
    C.rounded(d, (x, y, x + w, y + h), SAND, outline=EXCHANGE if glow else PALETTE["outline"],
              radius=8, width=4 if glow else 2)
    paste(img, st["pen"], x + 4, y + 6, 32)
    C.draw_text(d, (x + 61, y + h / 2), "{}·{}".format(*st["spaces"]), TEXT, PALETTE["ink"], anchor="mm")
    paste(img, st["goods"][0], x + 90, y + 12, 20)
    paste(img, st["goods"][1], x + 114, y + 12, 20)
    return w


# --------------------------------------------------------------------------- sections

HEADER_H = 60
POOL_H = 46
ARROWS_H = 36
TALLY_H = 52
SETS_H = 52          # one line of sets, and 50 more per wrapped line
PLAYER_H = 50


def _header_part(view: dict) -> dict:
    part = {k: view[k] for k in ("stage", "stages", "round", "rounds", "phase")}
    part["start"] = seat_colour(view, view["start_seat"])
    part["round_seat"] = seat_colour(view, view["round_seat"])
    if view["phase"] == "over":
        part["seats"] = [seat_colour(view, s) for s in view.get("winners", [])]
    elif view["phase"] == "move":
        seat = view["mover_seat"]
        part["mover"] = (seat_colour(view, seat), view["revealed"].get(seat, "?"))
    else:
        part["seats"] = [seat_colour(view, s) for s in view["to_act"]]
    return part


def _header(img, d, part: dict) -> None:
    d.rectangle((0, 0, W, HEADER_H), fill=PALETTE["bg_band"])
    x = M
    C.paste_icon(img, "flag", x, 12, 36)
    C.draw_text(d, (x + 42, 30), f"{part['stage']}/{part['stages']}", 28, anchor="lm")
    x += 130
    if part["round"]:  # no round during setup
        C.paste_icon(img, "round", x, 12, 36)
        C.draw_text(d, (x + 42, 30), f"{part['round']}/{part['rounds']}", 28, anchor="lm")
    x += 130
    paste(img, "stone", x, 14, 32, part["start"])
    C.paste_icon(img, "flag", x + 30, 30, 20)
    x += 64
    paste(img, "stone", x, 14, 32, part["round_seat"])
    C.paste_icon(img, "round", x + 30, 30, 20)
    x += 70
    if part["phase"] == "move":
        C.paste_icon(img, "marker", x, 14, 32)
        token(img, d, *part["mover"], x + 40, 10, 40)
        return
    if part["phase"] == "over":  # the winners
        C.paste_icon(img, "trophy", x, 10, 40)
        x += 46
    else:  # the seats still to act
        C.paste_icon(img, "hourglass", x, 12, 36)
        x += 42
    for col in part["seats"]:
        paste(img, "seat", x, 16, 28, col)
        x += 34


def _area_badge(img, d, area: dict, x: int, y: int) -> None:
    """The area's place on the route: a flag for the start, the trophy for Timbuktu, else its number."""
    if area["area"] == "start":
        C.paste_icon(img, "flag", x + 2, y + 4, 34)
    elif area["area"] == "timbuktu":
        C.paste_icon(img, "trophy", x + 2, y + 4, 34)
    else:
        C.draw_text(d, (x + LABEL_W / 2 - 2, y + 22), str(area["index"]), 30, anchor="mm")


def _pens_head(img, d, part: dict) -> None:
    """An area's badge and its pens' coloured heads with their symbols."""
    _area_badge(img, d, part, M - 4, 2)
    for i, pen in enumerate(part["pens"]):
        x = M + LABEL_W + i * CW
        C.rounded(d, (x + 2, 0, x + CW - 2, PEN_HEAD - 4), PEN_COLOURS[pen], outline=PALETTE["outline"], radius=8)
        paste(img, pen, x + CW / 2 - 18, 2, 36, (250, 246, 232))


def actor(view: dict) -> str | None:
    """The seat whose camels the choices name (`camel:B`): the viewer if it is to act, else the first to act."""
    to_act = view.get("to_act") or []
    return view.get("you") if view.get("you") in to_act else (to_act[0] if to_act else None)


def _row_parts(view: dict, area: dict, mover: tuple | None, target: bool = False) -> list[dict]:
    """Each of the area's five rows of spaces: for each pen, its space and the camel on it (and
    whether it is the actor's, marked `camel:<letter>`; on the `target` area, whether it is the pen's
    lowest free space, where a camel goes: marked `pen:<pen>`)."""
    camels = {(c["seat"], c["camel"]): c for c in view["camels"]}
    acting = actor(view)
    free = {pen["pen"]: min((cell["space"] for cell in pen["spaces"] if cell["seat"] is None), default=None)
            for pen in area["pens"]} if target else {}
    thefts = view.get("thefts")
    robbed = set()
    if thefts and thefts["area"] == area["area"]:  # where the last thieves struck
        robbed = {(st["pen"], sp) for st in thefts["sets"] for sp in st["spaces"]}
    rows = []
    for j in range(5):
        cells = []
        for pen in area["pens"]:
            cell = pen["spaces"][j]
            camel = None
            if cell["seat"] is not None:
                key = (cell["seat"], cell["camel"])
                c = camels.get(key)
                camel = (seat_colour(view, cell["seat"]), cell["camel"], key == mover, c["goods"] if c else None,
                         cell["seat"] == acting)
            cells.append((pen["pen"], cell["space"], cell["exchange"], (pen["pen"], cell["space"]) in robbed, camel,
                          free.get(pen["pen"]) == cell["space"]))
        rows.append({"odd": j % 2, "cells": cells})
    return rows


def _row(img, d, part: dict) -> None:
    fill = C.shade(SAND, .94) if part["odd"] else C.shade(SAND, 1.0)
    for i, (pen, space, ex, robbed, camel, target) in enumerate(part["cells"]):
        x = M + LABEL_W + i * CW
        d.rectangle((x + 2, 0, x + CW - 2, CH - 2), fill=fill, outline=EXCHANGE if ex else SAND_DARK, width=4 if ex else 1)
        if target:
            strips.mark_box(f"pen:{pen}", x + 2, 0, x + CW - 2, CH - 2)
        C.draw_text(d, (x + 14, 17), str(space), TEXT, C.shade(PEN_COLOURS[pen], .7), anchor="mm")
        if ex:
            paste(img, "exchange", x + 3, CH - 24, 20)
        if robbed:  # a red corner: robbed last stage
            C.note("timbuktu.robbed")
            d.polygon([(x + CW - 3, CH - 26), (x + CW - 3, CH - 3), (x + CW - 26, CH - 3)], fill=PALETTE["danger"])
        if camel is not None:
            col, letter, moving, goods, acting = camel
            token(img, d, col, letter, x + 28, 10, TOKEN, PALETTE["active"] if moving else None)
            if acting:
                strips.mark_box(f"camel:{letter}", x + 28, 10, x + 28 + TOKEN, 10 + TOKEN)
            cargo(img, d, goods, x + 28 + TOKEN + 6, 6)


def _area_strips(view: dict, area: dict, mover: tuple | None, target: bool = False) -> list[Strip]:
    head = {"area": area["area"], "index": area["index"], "pens": [pen["pen"] for pen in area["pens"]]}
    out = [Strip(("pens", head), PEN_HEAD, lambda img, d: _pens_head(img, d, head))]
    for part in _row_parts(view, area, mover, target):
        out.append(Strip(("row", part), CH, lambda img, d, part=part: _row(img, d, part)))
    return out


def _arrows(img, d, part: dict) -> None:
    """Under each pen of the area being left: the two pens its camels enter for free."""
    for i, (pen, targets) in enumerate(part["arrows"]):
        x = M + LABEL_W + i * CW
        paste(img, "arrow", x + 8, 4, 26)
        for k, target in enumerate(targets):
            paste(img, target, x + 38 + k * 36, 2, 30)


def _pool_parts(view: dict) -> list[dict]:
    """During setup: each player's camels still to place, with their cargo (one row each)."""
    acting = actor(view)
    return [{"camels": [(seat_colour(view, c["seat"]), c["camel"], c["goods"]) for c in view["camels"]
                        if c["seat"] == p["seat"] and c["area"] is None], "acting": p["seat"] == acting}
            for p in view["players"] if p["unplaced"]]


def _pool_row(img, d, part: dict) -> None:
    x = M + LABEL_W
    for col, letter, goods in part["camels"]:
        token(img, d, col, letter, x, 4, 34)
        if part["acting"]:
            strips.mark_box(f"camel:{letter}", x, 4, x + 34, 38)
        cargo(img, d, goods, x + 37, 2, 18)
        x += 82


def _tally(img, d, part: dict, y: int) -> None:
    d.rectangle((0, y, W, y + TALLY_H), fill=PALETTE["bg_band"])
    x = M + 46
    for g, n in zip(GOODS, part["removed"]):
        paste(img, g, x, y + 10, 32)
        C.draw_text(d, (x + 38, y + 27), str(n), 28, anchor="lm")
        x += 124


def _set_lines(count: int) -> int:
    """How many lines `count` sets take: as many as fit beside the row's icon, then the next line."""
    lines, x = 1, M + 46
    for _ in range(count):
        if x + SET_W > W - M:
            lines, x = lines + 1, M + 46
        x += SET_W + 6
    return lines


def _sets_part(icon_name: str, sets: list, current: dict | None = None, camel: tuple | None = None) -> dict:
    return {"icon": icon_name, "camel": camel,
            "sets": [{"pen": st["pen"], "spaces": st["spaces"], "goods": st["goods"][:2], "glow": st is current}
                     for st in sets]}


def _sets_row(img, d, part: dict) -> None:
    if part["icon"] == "thief":
        paste(img, "thief", M, 6, 34)
    else:
        C.paste_icon(img, part["icon"], M, 6, 34)
    x, y = M + 46, 0
    for st in part["sets"]:
        if x + SET_W > W - M:
            x, y = M + 46, y + 50
        x += thief_set(img, d, st, x, y + 2, glow=st["glow"]) + 6
    if part["camel"] is not None:  # this seat's chosen camel, after its sets
        token(img, d, *part["camel"], x + 8, y + 4, 40)


def _player_parts(view: dict, names: dict[str, str] | None) -> list[dict]:
    labels = C.seat_labels([p["seat"] for p in view["players"]], names, 24)
    winners = set(view.get("winners") or [])
    parts = []
    for p in view["players"]:
        seat, goods = p["seat"], p.get("goods")
        parts.append({"you": seat == view.get("you"), "waiting": seat in view["to_act"],
                      "colour": seat_colour(view, seat), "label": labels[seat],
                      "start": seat == view["start_seat"], "round": seat == view["round_seat"],
                      "winner": seat in winners, "goods": None if goods is None else [goods[g] for g in GOODS],
                      "score": p.get("score"), "eye": bool(p.get("chosen")) and view["phase"] == "choose"})
    return parts


def _player(img, d, part: dict) -> None:
    waiting = part["waiting"]
    C.rounded(d, (M, 0, W - M, 44), PALETTE["panel_you"] if part["you"] else PALETTE["panel"],
              outline=PALETTE["highlight"] if waiting else PALETTE["panel_edge"], radius=8,
              width=3 if waiting else 2)
    paste(img, "seat", M + 6, 6, 32, part["colour"])
    C.draw_text(d, (M + 44, 22), C.fit_text(part["label"], TEXT, 136), TEXT, anchor="lm")
    x = M + 186
    if part["start"]:
        C.paste_icon(img, "flag", x, 10, 24)
    if part["round"]:
        C.paste_icon(img, "round", x + 26, 10, 24)
    if part["winner"]:
        C.paste_icon(img, "trophy", x + 26, 10, 24)
    x += 54
    for i, g in enumerate(GOODS):
        paste(img, g, x, 11, 22)
        C.draw_text(d, (x + 25, 22), "?" if part["goods"] is None else str(part["goods"][i]), TEXT, anchor="lm")
        x += 72
    C.paste_icon(img, "shield", x, 9, 26)  # points: the star is a pen's
    C.draw_text(d, (x + 30, 22), "?" if part["score"] is None else str(part["score"]), TEXT,
                PALETTE["gold"], anchor="lm")
    if part["eye"]:
        C.paste_icon(img, "eye", W - M - 34, 10, 24)


def _gap(height: int) -> Strip:
    return Strip(("gap",), height, lambda img, d: None)


def _height(view: dict) -> int:
    h = HEADER_H + 10
    areas = len(view["board"])
    h += areas * (PEN_HEAD + 5 * CH) + (areas - 1) * ARROWS_H + 10
    if areas == 1:
        h += POOL_H * sum(1 for p in view["players"] if p["unplaced"]) + 8
    h += TALLY_H + 8
    if view.get("thefts"):
        h += SETS_H * (1 + (len(view["thefts"]["sets"]) * (SET_W + 6) > W - 2 * M - 46))
    hand = view.get("hand")
    if hand and (hand.get("seen") or hand.get("camel")):
        h += SETS_H * (1 + (len(hand["seen"]) * (SET_W + 6) > W - 2 * M - 46))
    h += PLAYER_H * len(view["players"]) + M
    return h


def _strips(view: dict, names: dict[str, str] | None) -> list[Strip]:
    """The board top to bottom; each strip's draw sees only its key, so a key can't miss what it shows."""
    header = _header_part(view)
    out = [Strip(("header", header), HEADER_H + 10, lambda img, d: _header(img, d, header))]
    mover = None
    if view["phase"] == "move" and view["mover_seat"] in view["revealed"]:
        mover = (view["mover_seat"], view["revealed"][view["mover_seat"]])
    board = view["board"]
    if len(board) == 1:
        for part in _pool_parts(view):
            out.append(Strip(("pool", part), POOL_H, lambda img, d, part=part: _pool_row(img, d, part)))
        out += [_gap(8), *_area_strips(view, board[0], mover, target=True)]
    else:
        arrows = {"arrows": [(pen["pen"], view["arrows"][pen["pen"]]) for pen in board[0]["pens"]]}
        out += [*_area_strips(view, board[0], mover),
                Strip(("arrows", arrows), ARROWS_H, lambda img, d: _arrows(img, d, arrows)),
                *_area_strips(view, board[1], mover, target=True)]
    tally = {"removed": [view["removed"][g] for g in GOODS]}
    out.append(Strip(("tally", tally), 10 + TALLY_H + 8, lambda img, d: _tally(img, d, tally, 10)))
    rows = []
    if view.get("thefts"):
        rows.append(_sets_part("thief", view["thefts"]["sets"]))
    hand = view.get("hand")
    if hand and (hand.get("seen") or hand.get("camel")):
        camel = (seat_colour(view, view["you"]), hand["camel"]) if hand.get("camel") else None
        rows.append(_sets_part("eye", hand["seen"], hand["seen"][-1] if hand.get("set") else None, camel))
    for part in rows:
        out.append(Strip(("sets", part), SETS_H + 50 * (_set_lines(len(part["sets"])) - 1),
                         lambda img, d, part=part: _sets_row(img, d, part)))
    for part in _player_parts(view, names):
        out.append(Strip(("player", part), PLAYER_H, lambda img, d, part=part: _player(img, d, part)))
    # The bottom margin; _height allots 52 px a wrapped line of sets, which draws in 50: 2 more each.
    out.append(_gap(_height(view) - sum(s.height for s in out)))
    return out


def compose(view: dict, names: dict[str, str] | None = None) -> Image.Image:
    """Build the board as a Pillow image (render() builds the same pixels as PNG bytes)."""
    return strips.image(W, _strips(view, names), PALETTE["bg"])


def _palette() -> Image.Image:
    colours = [PALETTE[k] for k in ("bg", "bg_band", "panel", "panel_you", "panel_edge", "highlight", "active",
                                    "danger", "parchment")]
    colours += [SAND, SAND_DARK, EXCHANGE, *PEN_COLOURS.values(), *GOOD_COLOURS.values(), *SEAT_COLOURS]
    return C.fixed_palette(tuple(dict.fromkeys(colours)), tuple(sorted({n for _, n, _ in LEGEND})))


def render(view: dict, names: dict[str, str] | None = None) -> bytes:
    return strips.png("timbuktu", W, _strips(view, names), _palette(), 4, PALETTE["bg"])  # level: see C.COLOURS


def _t(name: str) -> str:
    return f"timbuktu.{name}"


# Every icon and mark the board can show, in reading order; the bot words `timbuktu.icon.<key>`.
LEGEND: tuple[C.LegendEntry, ...] = (
    ("stage", "flag", None), ("round", "round", None), ("stage_stone", _t("stone"), SEAT_COLOURS[1]),
    ("waiting", "hourglass", None), ("mover", "marker", None), ("winner", "trophy", None),
    ("seat", _t("seat"), SEAT_COLOURS[0]), ("token", _t("token"), SEAT_COLOURS[1]), ("hidden", _t("hidden"), None),
    *((f"pen_{pen}", _t(pen), None) for pen in PENS), ("exchange", _t("exchange"), None),
    ("exchange_space", _t("space"), None), ("arrow", _t("arrow"), None),
    *((f"good_{good}", _t(good), None) for good in GOODS), ("thief", _t("thief"), None), ("robbed", _t("robbed"), None),
    ("score", "shield", None), ("you", "eye", None),
)


LEGEND_ON_DARK = frozenset({"round", "flag"})  # drawn light, as on the board's dark bands


def legend_entries(table: dict | None = None) -> tuple[C.LegendEntry, ...]:  # every table shows them all
    return LEGEND


def legend_palette() -> Image.Image:
    return _palette()


# The symbols its words write for icons this board draws (the bot shows the icon instead).
C.symbols({
    "🌴": "timbuktu.palm",
    "🪔": "timbuktu.lamp",
    "⭐": "timbuktu.star",
    "🗡": "timbuktu.scimitar",
    "🌙": "timbuktu.moon",
    "☕": "timbuktu.coffee",
    "🌶": "timbuktu.pepper",
    "🧂": "timbuktu.salt",
    "💧": "timbuktu.water",
    "🕵": "timbuktu.thief",  # the masked thief: Timbuktu's thieves, Tortuga's secret loyalty
})


# --------------------------------------------------------------------------- the focus (a phone's picture)

FOCUS_TOKEN = 56
FOCUS_GOOD = 40


def _focus_camel(view: dict, camel: dict) -> list[F.Part]:
    col = seat_colour(view, camel["seat"])
    parts = [F.piece(FOCUS_TOKEN, FOCUS_TOKEN, "timbuktu.token",
                     lambda img, d, x, y: token(img, d, col, camel["camel"], x, y, FOCUS_TOKEN))]
    goods = camel.get("goods")
    if goods is None:  # a load the reader may not see
        parts.append(F.icon("timbuktu.hidden", None, FOCUS_GOOD))
    parts += [F.icon(f"timbuktu.{g}", None, FOCUS_GOOD) for g in goods or ()]
    return parts


def _free_space(view: dict, pen: str) -> int | None:
    """The lowest free space of `pen` where camels go now (the area entered, else the start)."""
    areas = view.get("board", [])
    area = next((a for a in areas if a.get("role") == "entering"), areas[0] if areas else None)
    for p in (area or {}).get("pens", []):
        if p["pen"] == pen:
            return next((s["space"] for s in p["spaces"] if s["seat"] is None), None)
    return None


def focus(view: dict, choices, names: dict | None = None):
    """The camels the choices name, with their cargo, and the pens each may go to."""
    seat = view.get("you") or view.get("mover_seat") or view.get("placer_seat") or next(iter(view.get("to_act", [])), None)
    pens: dict[str, list[str]] = {}
    for c in choices:
        letters = [k[6:] for k in c.at if k.startswith("camel:")]
        for L in letters:
            here = pens.setdefault(L, [])
            here += [k[4:] for k in c.at if k.startswith("pen:") and k[4:] not in here]
    camels = {c["camel"]: c for c in view.get("camels", []) if c["seat"] == seat}
    rows, facts = [], []

    def pen_tiles(to):
        return [F.Tile([F.icon(f"timbuktu.{pen}", None, F.ICON), F.text(str(_free_space(view, pen) or ""), PALETTE["ink"])],
                       SAND, PALETTE["outline"]) for pen in PENS if pen in to]
    same = len({tuple(to) for to in pens.values()}) == 1
    for L, to in pens.items():
        camel = camels.get(L, {"seat": seat, "camel": L, "goods": None})
        if same:  # every camel may go to the same pens: the camels side by side, the pens once under them
            rows.append(F.Row((), [F.Tile(_focus_camel(view, camel))]))
        else:
            rows.append(F.Row(_focus_camel(view, camel), pen_tiles(to)))
        goods = {"goods": list(camel["goods"])} if camel.get("goods") is not None else {}
        kind = ("camel" if to else "camel_card") + ("" if goods else "_hidden")
        facts.append((kind, {"camel": L, **goods, **({"pen": [p for p in PENS if p in to]} if to else {})}))
    if same and rows:
        rows = [F.Row((), [t for r in rows for t in r.tiles])]
        if any(pens.values()):
            rows.append(F.Row([F.icon("timbuktu.arrow", None, F.ICON)], pen_tiles(next(iter(pens.values())))))
    if not rows and view.get("phase") == "choose":  # cards chosen in secret: whose camels may still move
        rows, facts = _still_to_move(view)
    if not rows:
        return None
    return C.to_png(F.sheet(rows), _palette(), 4), facts


def _still_to_move(view: dict) -> tuple[list[F.Row], list]:
    """Each seat choosing a camel card, with the camels it may still choose (this round's)."""
    rows, facts = [], []
    for seat in view.get("to_act", []):
        letters = [c["camel"] for c in view.get("camels", []) if c["seat"] == seat and not c.get("moved")]
        col = seat_colour(view, seat)
        tokens = [F.piece(FOCUS_TOKEN, FOCUS_TOKEN, "timbuktu.token",
                          lambda img, d, x, y, L=L, col=col: token(img, d, col, L, x, y, FOCUS_TOKEN)) for L in letters]
        if tokens:
            rows.append(F.Row((), [F.Tile(tokens)]))
            facts.append(("to_choose", {"seat": seat, "camels": letters}))
    return rows, facts
