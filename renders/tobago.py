"""Tobago board image: view dict (from the engine) -> PNG bytes.

Layout, top to bottom, as wide as the island (1025 px; a phone shows it at a third, so text is
drawn at 40 to stay 9 px tall there):
  header    phase badge | treasure deck, clue deck, amulet supply (+ the final-distribution flag)
  island    flat-top hexes in terrain colours, each labelled with the name players type (F7);
            the name in the hex's wide middle, ATVs above it, huts, palms, statues and cubes below
            (an arrow shows each statue's gaze, a ring where its amulets land),
            amulets with their count, marker cubes in the maps' colours, ATVs in player colours
  maps      the four treasure maps: cube colour, possible hexes, clue chips (distance numbers and a
            reference symbol; red chips are negated clues; edge = the rose's player colour);
            the running distribution: roses from bottom to top, cards left
  players   one panel per seat: ATV colour, name, amulets, roses left, treasure cards (count only)
Symbols, numbers and hex names only; never a treasure value or a clue hand.

Each part is a strip (renders/strips.py), the island a stack of thin bands over its layout
drawn once, so a move re-encodes only what it changed.
"""

from __future__ import annotations

import hashlib
import math
from functools import lru_cache

from PIL import Image

from . import common as C
from . import focus as F
from . import strips
from .common import PALETTE
from .strips import Strip

M = 18
R = 46                       # hex radius (centre to corner)
SQ3 = math.sqrt(3)
COLS, ROWS = 14, 12
W = int(1.5 * R * (COLS - 1) + 2 * R) + 2 * M

TERRAIN_FILL = {
    "beach": (236, 212, 146),
    "scrub": (176, 182, 90),
    "jungle": (44, 122, 62),
    "mountains": (142, 118, 100),
    "lake": (52, 108, 196),
    "river": (118, 196, 232),
}
SEA = (30, 72, 104)
PLAYER_FILL = {"red": (190, 30, 70), "blue": (40, 100, 220), "yellow": (244, 200, 30), "green": (90, 200, 90)}
MAP_FILL = {"grey": (150, 150, 156), "brown": (132, 84, 44), "black": (28, 28, 30), "white": (246, 246, 240)}
NEGATED = (196, 58, 50)
AMULET = (250, 176, 40)
PHASE_STYLE = {
    "place": ("tobago.start", (46, 110, 190)),
    "turn": ("tobago.drive", (30, 140, 140)),
    "offer": ("deck", (178, 140, 20)),
    "restart": ("scroll", (110, 90, 160)),
    "over": ("tobago.over", (110, 60, 150)),
}
RELATION_TEXT = {"in": "0", "not_in": "≠0", "next": "1", "not_next": "≠1", "sight": "1-2", "not_sight": "≠1-2"}


# --------------------------------------------------------------------------- geometry

def centre(q: int, r: int, ox: float, oy: float) -> tuple[float, float]:
    x = ox + R + 1.5 * R * (q - 1)
    y = oy + SQ3 / 2 * R + SQ3 * R * (r + (0.5 if q & 1 else 0.0))
    return x, y


def corners(cx: float, cy: float, rad: float = R) -> list[tuple[float, float]]:
    return [(cx + rad * math.cos(math.radians(60 * k)), cy + rad * math.sin(math.radians(60 * k)))
            for k in range(6)]


def parse(name: str) -> tuple[int, int]:
    return ord(name[0]) - 64, int(name[1:]) - 1


def axial_step(q: int, r: int, direction: int) -> tuple[int, int]:
    dirs = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
    x, z = q, r - (q - (q & 1)) // 2
    dx, dz = dirs[direction]
    x, z = x + dx, z + dz
    return x, z + (x - (x & 1)) // 2


ISLAND_W = int(1.5 * R * (COLS - 1) + 2 * R)
ISLAND_H = int(SQ3 * R * (ROWS + 0.5))


# --------------------------------------------------------------------------- icons
#
# Tobago's pieces, registered in the shared kit as "tobago.<name>" (the legend draws them too).

P, poly, OUT = C.P, C.poly, PALETTE["outline"]
CAR_SHAPES = dict(zip(PLAYER_FILL, ("diamond", "square", "disc", "triangle")))  # never colour alone
MAP_SHAPES = dict(zip(MAP_FILL, ("square", "disc", "cross", "triangle")))


@C.painter("tobago.start")  # choosing starting spaces: a pin on the map (the offered card's is an arrow)
def _start(d, s, c):
    w = max(1, s // 24)
    d.polygon(C.poly(s, [(.22, .40), (.50, .96), (.78, .40)]), fill=(214, 60, 50), outline=C.OUT, width=w)
    d.ellipse(C.P(s, .20, .06, .80, .66), fill=(214, 60, 50), outline=C.OUT, width=w)
    d.ellipse(C.P(s, .38, .24, .62, .48), fill=(250, 250, 250), outline=C.OUT, width=w)


@C.painter("tobago.drive")  # a player's turn: the ATV's steering wheel (waiting for someone is the hourglass)
def _drive(d, s, c):
    w = max(2, s // 12)
    d.ellipse(C.P(s, .08, .08, .92, .92), outline=C.OUT, width=w + 4)
    d.ellipse(C.P(s, .10, .10, .90, .90), outline=(250, 250, 250), width=w)
    d.ellipse(C.P(s, .38, .38, .62, .62), fill=(250, 250, 250), outline=C.OUT, width=max(1, w // 3))
    for x, y in ((.16, .46), (.84, .46), (.50, .86)):
        d.line(C.P(s, .50, .50, x, y), fill=(250, 250, 250), width=w)


@C.painter("tobago.over")  # the game is over: the treasure chest shut (a winner is the trophy)
def _over(d, s, c):
    w = max(1, s // 24)
    d.rounded_rectangle(C.P(s, .08, .22, .92, .52), radius=s // 8, fill=(176, 112, 50), outline=C.OUT, width=w)
    d.rectangle(C.P(s, .08, .44, .92, .88), fill=(150, 92, 40), outline=C.OUT, width=w)
    d.rectangle(C.P(s, .40, .38, .60, .64), fill=PALETTE["gold"], outline=C.OUT, width=w)
    d.ellipse(C.P(s, .46, .46, .54, .54), fill=C.OUT)


@C.painter("tobago.palm")
def _palm(d, s, c):
    d.line([(s * .50, s * .95), (s * .46, s * .60), (s * .52, s * .30)], fill=(120, 80, 40), width=s // 9)
    for a in (200, 240, 290, 330, 20):
        x = s * .52 + s * .40 * math.cos(math.radians(a))
        y = s * .30 + s * .26 * math.sin(math.radians(a)) + s * .08
        d.line([(s * .52, s * .30), (x, y)], fill=(24, 96, 32), width=s // 8)
    d.ellipse((s * .44, s * .26, s * .58, s * .40), fill=(100, 60, 30), outline=OUT)


@C.painter("tobago.statue")
def _statue(d, s, c):
    w = max(2, s // 24)
    stone = (196, 190, 176)
    d.rounded_rectangle((s * .26, s * .08, s * .74, s * .94), radius=s // 8, fill=stone, outline=OUT, width=w)
    d.rectangle((s * .30, s * .30, s * .46, s * .40), fill=OUT)
    d.rectangle((s * .54, s * .30, s * .70, s * .40), fill=OUT)
    d.rectangle((s * .44, s * .40, s * .56, s * .62), fill=(150, 144, 130))
    d.line([(s * .36, s * .74), (s * .64, s * .74)], fill=OUT, width=w)


@C.painter("tobago.atv")  # tint: the player's colour; its shape on the bonnet
def _atv(d, s, c):
    colour = c or (200, 200, 200)
    w = max(2, s // 20)
    d.rounded_rectangle((s * .06, s * .30, s * .94, s * .70), radius=s // 10, fill=colour, outline=OUT, width=w)
    d.polygon([(s * .30, s * .30), (s * .40, s * .12), (s * .70, s * .12), (s * .78, s * .30)],
              fill=C.shade(colour, .75), outline=OUT)
    for x in (.26, .74):
        d.ellipse((s * (x - .17), s * .56, s * (x + .17), s * .90), fill=OUT)
        d.ellipse((s * (x - .07), s * .66, s * (x + .07), s * .80), fill=(180, 180, 180))
    shape = next((CAR_SHAPES[k] for k, v in PLAYER_FILL.items() if v == colour), None)
    if shape:
        C.shape_mark(d, shape, P(s, .38, .31, .62, .55), width=max(2, s // 40))


@C.painter("tobago.amulet")
def _amulet(d, s, c):
    d.polygon(corners(s / 2, s / 2, s * .47), fill=AMULET, outline=OUT, width=max(2, s // 16))
    d.ellipse((s * .34, s * .34, s * .66, s * .66), fill=(200, 40, 120), outline=OUT)


@C.painter("tobago.rose")  # tint: the player whose rose it is
def _rose(d, s, c):
    colour = c or (240, 236, 224)
    m = s / 2
    pts = []
    for k in range(16):
        a = math.radians(k * 22.5 - 90)
        rad = s * (.48 if k % 4 == 0 else .30 if k % 2 == 0 else .16)
        pts.append((m + rad * math.cos(a), m + rad * math.sin(a)))
    d.polygon(pts, fill=colour, outline=OUT, width=max(2, s // 24))
    d.ellipse((m - s * .07, m - s * .07, m + s * .07, m + s * .07), fill=OUT)


@C.painter("tobago.treasure_card")
def _card_back(d, s, c):
    d.rounded_rectangle((s * .18, s * .06, s * .82, s * .94), radius=s // 10, fill=(150, 40, 40), outline=OUT,
                        width=max(2, s // 20))
    d.rounded_rectangle((s * .28, s * .16, s * .72, s * .84), radius=s // 14, outline=PALETTE["gold"],
                        width=max(2, s // 24))


@C.painter("tobago.clue_card")
def _clue_back(d, s, c):
    d.rounded_rectangle((s * .18, s * .06, s * .82, s * .94), radius=s // 10, fill=PALETTE["parchment"],
                        outline=OUT, width=max(2, s // 20))
    d.text((s * .5, s * .5), "?", fill=OUT, anchor="mm", font=C.font(int(s * .55)))


@C.painter("tobago.gold")  # a gold treasure card you hold: its value is drawn on it
def _gold_card(d, s, c):
    d.rounded_rectangle((s * .18, s * .06, s * .82, s * .94), radius=s // 10, fill=PALETTE["gold"], outline=OUT,
                        width=max(2, s // 20))


@C.painter("tobago.cube")  # tint: the map's colour; its shape on the cube
def _cube(d, s, c):
    colour = c or MAP_FILL["grey"]
    d.rectangle(P(s, .08, .08, .92, .92), fill=colour, outline=(255, 240, 120) if colour == MAP_FILL["black"] else OUT,
                width=max(2, s // 10))
    shape = next((MAP_SHAPES[k] for k, v in MAP_FILL.items() if v == colour), None)
    if shape:
        ink = (250, 250, 250) if sum(colour) < 400 else OUT
        C.shape_mark(d, shape, P(s, .28, .28, .72, .72), fill=ink, edge=ink, width=1)


@C.painter("tobago.gaze")  # a statue's gaze: the arrow and the ring where its amulets land
def _gaze(d, s, c):
    d.line(P(s, .10, .5, .62, .5), fill=(250, 240, 200), width=max(2, s // 24))
    d.polygon(poly(s, [(.10, .30), (.36, .5), (.10, .70)]), fill=NEGATED, outline=OUT)
    d.ellipse(P(s, .60, .30, .96, .70), outline=AMULET, width=max(2, s // 12))


@C.painter("tobago.located")  # a found treasure: the gold ring on its space
def _located(d, s, c):
    d.polygon(corners(s / 2, s / 2, s * .46), fill=TERRAIN_FILL["beach"], outline=PALETTE["gold"], width=max(3, s // 10))


def _ref_painter(ref: str):
    def paint(d, s, c):
        if ref in ("hut", "palm", "statue"):
            C.sub(d, {"hut": "hut", "palm": "tobago.palm", "statue": "tobago.statue"}[ref], s, (0, 0, 1))
            return
        if ref == "ocean":
            d.polygon(corners(s / 2, s / 2, s * .46), fill=SEA, outline=OUT, width=max(2, s // 20))
            for y in (.36, .56):
                d.arc((s * .16, s * y, s * .50, s * (y + .16)), 200, 340, fill=(200, 230, 250), width=max(2, s // 14))
                d.arc((s * .50, s * y, s * .84, s * (y + .16)), 200, 340, fill=(200, 230, 250), width=max(2, s // 14))
            return
        largest = ref.startswith("largest_")
        terrain = ref.removeprefix("largest_")
        rad = s * (.34 if largest else .46)
        d.polygon(corners(s / 2, s / 2, rad), fill=TERRAIN_FILL[terrain], outline=OUT, width=max(2, s // 20))
        _terrain_pattern(d, terrain, s / 2, s / 2, rad)
        if largest:  # the rulebook's red brackets
            lw = max(3, s // 12)
            for side in (-1, 1):
                x = s / 2 + side * s * .44
                xi = x - side * s * .10
                d.line([(xi, s * .12), (x, s * .12), (x, s * .88), (xi, s * .88)], fill=NEGATED, width=lw)
    return paint


REFS = ("hut", "palm", "statue", "ocean", *TERRAIN_FILL, *(f"largest_{t}" for t in TERRAIN_FILL))
for _ref in REFS:
    C.painter(f"tobago.ref.{_ref}")(_ref_painter(_ref))


def _terrain_pattern(d, terrain: str, cx: float, cy: float, rad: float) -> None:
    """Each terrain's own texture, so jungle and mountains differ without their colours."""
    w = max(1, int(rad / 16))
    ink = C.shade(TERRAIN_FILL[terrain], .55)
    if terrain == "mountains":  # peaks
        for dx in (-.30, .22):
            x = cx + dx * rad
            d.line([(x - rad * .22, cy + rad * .18), (x, cy - rad * .16), (x + rad * .22, cy + rad * .18)], fill=ink,
                   width=w * 2)
    elif terrain == "jungle":  # leaves: small dots
        for dx, dy in ((-.35, .05), (.0, .25), (.35, .05), (-.18, .40), (.18, .40)):
            d.ellipse((cx + dx * rad - w * 2, cy + dy * rad - w * 2, cx + dx * rad + w * 2, cy + dy * rad + w * 2),
                      fill=C.shade(TERRAIN_FILL[terrain], 1.45))
    elif terrain == "scrub":  # tufts
        for dx in (-.3, .0, .3):
            x, y = cx + dx * rad, cy + rad * .3
            d.line([(x - rad * .08, y - rad * .14), (x, y), (x + rad * .08, y - rad * .14)], fill=ink, width=w)
    elif terrain in ("river", "lake"):  # waves
        for dy in (.05, .30):
            y = cy + dy * rad
            d.arc((cx - rad * .40, y - rad * .12, cx, y + rad * .12), 200, 340, fill=(235, 248, 255), width=w * 2)
            d.arc((cx, y - rad * .12, cx + rad * .40, y + rad * .12), 200, 340, fill=(235, 248, 255), width=w * 2)


@C.painter("tobago.hex")  # tint: the terrain colour (pattern included); the name players type
def _hex(d, s, c):
    fill = c or TERRAIN_FILL["beach"]
    terrain = next((t for t, v in TERRAIN_FILL.items() if v == fill), "beach")
    d.polygon(corners(s / 2, s / 2, s * .48), fill=fill, outline=C.shade(fill, .6), width=max(1, s // 40))
    _terrain_pattern(d, terrain, s / 2, s / 2, s * .48)


@C.painter("tobago.named_hex")  # the legend's hex as the island draws it: with the name players type
def _named_hex(d, s, c):
    _hex(d, s, TERRAIN_FILL["beach"])
    d.text((s * .5, s * .46), "F7", fill=C.ink_on(TERRAIN_FILL["beach"]), anchor="mm", font=C.font(int(s * .42)))


# --------------------------------------------------------------------------- sections

HEADER_H = 70
NAME_SIZE = 40   # hex names, which players type: across the hex's middle, 9 px tall at 360 px
TEXT = 40        # every other number: 9 px tall at 360 px


def _header_part(view: dict) -> dict:
    """Everything the header shows (its strip's key)."""
    phase = view.get("phase", "turn")
    return {"phase": phase, "turn": view["turn"].get("number", 0) if phase == "turn" and view.get("turn") else None,
            "decks": (view.get("treasure_deck", 0), view.get("clue_deck", 0), view.get("amulet_supply", 0)),
            "final": bool(view.get("final"))}


def _header(img, d, part: dict) -> None:
    icon, colour = PHASE_STYLE.get(part["phase"], ("hourglass", (60, 60, 60)))
    C.rounded(d, (M, 10, M + 70, 62), colour, outline=OUT, radius=12)
    C.paste_icon(img, icon, M + 13, 14, 44)
    x = M + 90
    if part["turn"] is not None:
        C.paste_icon(img, "round", x, 16, 38, PALETTE["text_dim"])
        C.draw_text(d, (x + 44, 36), f"{part['turn']}", TEXT, PALETTE["text_dim"], anchor="lm")
    x = W - M - 3 * 130
    for (name, size), value in zip((("tobago.treasure_card", 44), ("tobago.clue_card", 44), ("tobago.amulet", 40)),
                                   part["decks"]):
        C.paste_icon(img, name, x, 14, size)
        C.draw_text(d, (x + 50, 36), str(value), TEXT, anchor="lm")
        x += 130
    if part["final"]:
        C.paste_icon(img, "flag", W - M - 3 * 130 - 60, 14, 44)


# The island is drawn in two layers. Its layout (terrain, landmarks, gazes, found treasures,
# names) is drawn once per layout; the pieces (amulets, cubes, ATVs) go on top, band by band:
# each band of rows is its own strip, keyed by the layout and the pieces that touch it, so a
# move re-encodes only the bands its pieces touch.

ISLAND_TOP = HEADER_H - 6    # the island's first row: ATVs on its top hexes reach 6 px above them
ISLAND_END = HEADER_H + ISLAND_H + 16  # the maps start here; cubes and counts stop short of it
BAND = 24                    # rows per strip of the island and of the maps


def _layout(view: dict) -> tuple:
    """What the island's unchanging layer shows, in drawing order (hashable, for the cache)."""
    terrain = view.get("terrain", {})
    located = {m["located"] for m in view.get("maps", []) if m.get("located")}
    return (tuple(terrain.items()), tuple(sorted(view.get("objects", {}).items())),
            tuple(sorted(view.get("facing", {}).items())), tuple(sorted(n for n in located if n in terrain)))


def _draw_layout(layout: tuple) -> Image.Image:
    """The island without its pieces, on a canvas from the board's top to the maps."""
    img, d = C.canvas(W, ISLAND_END)
    ox, oy = (W - ISLAND_W) // 2, HEADER_H
    terrain, objects, facing = dict(layout[0]), dict(layout[1]), dict(layout[2])
    for name in terrain:  # sea: a band under the island
        cx, cy = centre(*parse(name), ox, oy)
        d.polygon(corners(cx, cy, R + 3), fill=SEA)
    C.note("tobago.hex")
    for name, t in terrain.items():
        cx, cy = centre(*parse(name), ox, oy)
        fill = TERRAIN_FILL[t]
        d.polygon(corners(cx, cy), fill=fill, outline=C.shade(fill, .6))
        _terrain_pattern(d, t, cx, cy + R * .45, R * .5)
    for name in layout[3]:  # a found treasure: a gold ring
        C.note("tobago.located")
        cx, cy = centre(*parse(name), ox, oy)
        d.polygon(corners(cx, cy, R - 4), outline=PALETTE["gold"], width=5)
    for name, kind in objects.items():
        cx, cy = centre(*parse(name), ox, oy)
        if kind == "statue":
            _statue_gaze(d, parse(name), int(facing.get(name, 0)), terrain, ox, oy)
            C.paste_icon(img, "tobago.statue", cx - 15, cy + 10, 30)
        elif kind == "hut":
            C.paste_icon(img, "hut", cx - 15, cy + 10, 30)
        else:
            C.paste_icon(img, "tobago.palm", cx - 15, cy + 10, 30)
    for name, t in terrain.items():  # the names players type, over everything but the pieces
        cx, cy = centre(*parse(name), ox, oy)
        C.draw_text(d, (cx, cy - R * .08), name, NAME_SIZE, C.ink_on(TERRAIN_FILL[t]), anchor="mm")
    return img


def _statue_gaze(d, hex_: tuple[int, int], f: int, terrain: dict, ox: int, oy: int) -> None:
    """A statue's gaze: an arrow out of its hex, a thin line to the coast, a ring where amulets land."""
    C.note("tobago.gaze")
    q, r = hex_
    cx, cy = centre(q, r, ox, oy)
    q2, r2 = q, r
    land = (q, r)
    while True:
        q2, r2 = axial_step(q2, r2, f)
        if not (1 <= q2 <= COLS and 0 <= r2 < ROWS) or _name(q2, r2) not in terrain:
            break
        land = (q2, r2)
    lx, ly = centre(*land, ox, oy)
    nx, ny = centre(*axial_step(q, r, f), ox, oy)
    ux, uy = (nx - cx) / (SQ3 * R), (ny - cy) / (SQ3 * R)
    # the line starts at the hex's edge and the names are drawn over it, so no name is hidden
    d.line([(cx + ux * R * .95, cy + uy * R * .95), (lx, ly)], fill=(250, 240, 200), width=2)
    d.ellipse((lx - 13, ly + 16, lx + 13, ly + 42), outline=AMULET, width=3)
    tip = (cx + ux * R * 1.02, cy + uy * R * 1.02)
    base = (cx + ux * R * .72, cy + uy * R * .72)
    px, py = -uy * 11, ux * 11
    d.polygon([tip, (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)], fill=NEGATED, outline=OUT)


# 3 MB each, enough for a few tables: only a band whose pieces changed needs its table's layout
_layout_image = lru_cache(maxsize=4)(_draw_layout)


def _island_pieces(view: dict) -> list[tuple]:
    """The pieces on the island in drawing order, each (hex, kind, what it shows)."""
    out: list[tuple] = [(name, "amulet", n) for name, n in sorted(view.get("amulets", {}).items())]
    marks: dict[str, list[str]] = {}
    for m in view.get("maps", []):
        for n in m.get("markers", []):
            marks.setdefault(n, []).append(m["colour"])
    objects = view.get("objects", {})
    out += [(name, "cubes", (tuple(cols), name in objects)) for name, cols in marks.items()]
    by_hex: dict[str, list[dict]] = {}
    for p in view.get("players", []):
        if p.get("atv"):
            by_hex.setdefault(p["atv"], []).append(p)
    to_act = set(view.get("to_act") or [])
    out += [(name, "atv", (i, len(ps), p["seat"] in to_act, PLAYER_FILL.get(p.get("colour"), (200, 200, 200))))
            for name, ps in by_hex.items() for i, p in enumerate(ps)]
    return out


def _piece_rows(piece: tuple) -> tuple[int, int]:
    """The rows a piece may touch, first and past the last (board coordinates; as _draw_piece draws)."""
    name, kind, what = piece
    cy = centre(*parse(name), 0, HEADER_H)[1]
    if kind == "amulet":  # the icon, and the count's outlined digits centred on cy + 27 (with room to spare)
        half = TEXT * 6 // 10 if what > 1 else 0
        return min(int(cy + 12), int(cy + 27) - half), max(int(cy + 12) + 26, int(cy + 27) + half)
    if kind == "cubes":
        cols, on_landmark = what
        step, size = (13, 16) if on_landmark else (14, 20)
        per_row = 2 if on_landmark or len(cols) > 3 else 3
        return int(cy + 12), int(cy + 12 + ((len(cols) - 1) // per_row) * step) + size
    i, _, acting, _ = what
    y = cy - R * .86 - 6 + (i // 2) * 8
    return int(y), int(y + 30) + 1 if acting else int(y) + 30


def _draw_piece(img, d, piece: tuple, top: int) -> None:
    """One piece, drawn where the whole board would have it, on a strip whose first row is `top`
    (positions are truncated as the whole board would, then moved, so the pixels match)."""
    name, kind, what = piece
    cx, cy = centre(*parse(name), (W - ISLAND_W) // 2, HEADER_H)
    if kind == "amulet":
        C.paste_icon(img, "tobago.amulet", int(cx - R * .74), int(cy + 12) - top, 26)
        if what > 1:  # under the name, right of the statue's ring
            C.draw_text(d, (cx + 15, int(cy + 27) - top), str(what), TEXT, anchor="lm", outline=OUT)
    elif kind == "cubes":
        cols, on_landmark = what
        if on_landmark:  # right of the landmark, in a small stack
            for i, col in enumerate(cols):
                C.paste_icon(img, "tobago.cube", int(cx + 14 + (i % 2) * 13), int(cy + 12 + (i // 2) * 13) - top,
                             16, MAP_FILL[col])
            return
        per_row = 2 if len(cols) > 3 else 3
        for i, col in enumerate(cols):  # under the name, two rows at most
            row = cols[i - i % per_row: i - i % per_row + per_row]
            C.paste_icon(img, "tobago.cube", int(cx - len(row) * 11 + (i % per_row) * 22),
                         int(cy + 12 + (i // per_row) * 14) - top, 20, MAP_FILL[col])
    else:
        i, n, acting, colour = what
        x = cx - 15 + ((i % 2) * 2 - 1) * (12 if n > 1 else 0)  # above the name, in the hex's upper band
        y = cy - R * .86 - 6 + (i // 2) * 8
        if acting:
            d.ellipse((int(x - 2), int(y + 4) - top, int(x + 32), int(y + 30) - top), outline=PALETTE["highlight"],
                      width=3)
        C.paste_icon(img, "tobago.atv", int(x), int(y) - top, 30, colour)


def _island_strips(view: dict, layout_image) -> list[Strip]:
    """The island as bands of rows; a band's key names the layout (by its digest), the found
    treasures' rings and the pieces touching it (a treasure found redraws the bands of its hex)."""
    layout = _layout(view)
    digest = hashlib.sha1(repr(layout[:3]).encode()).hexdigest()
    rings = []  # a found treasure's gold ring stays inside its hex
    for name in layout[3]:
        cy = centre(*parse(name), 0, HEADER_H)[1]
        rings.append((name, int(cy - R), int(cy + R) + 1))
    pieces = [(piece, *_piece_rows(piece)) for piece in _island_pieces(view)]
    hexes = [(name, centre(*parse(name), 0, HEADER_H)[1]) for name in view.get("terrain", {})]
    out = []
    for top in range(ISLAND_TOP, ISLAND_END, BAND):
        h = min(BAND, ISLAND_END - top)
        key = {"layout": digest, "top": top, "rings": [n for n, lo, hi in rings if lo < top + h and hi > top],
               "pieces": [p for p, lo, hi in pieces if lo < top + h and hi > top],
               "hexes": [n for n, cy in hexes if top <= cy < top + h]}  # the band marks the hexes centred in it
        out.append(Strip(("island", key), h, lambda img, d, key=key: _band(img, d, layout_image(layout), key)))
    return out


def _band(img, d, layout_img: Image.Image, key: dict) -> None:
    top = key["top"]
    img.paste(layout_img.crop((0, top, W, top + img.height)))
    for name in key["hexes"]:
        cx, cy = centre(*parse(name), (W - ISLAND_W) // 2, HEADER_H)
        strips.mark(f"hex:{name}", corners(cx, cy - top))
    for piece in key["pieces"]:
        _draw_piece(img, d, piece, top)


def _name(q: int, r: int) -> str:
    return f"{chr(64 + q)}{r + 1}"


CHIP_W, CHIP_H = 176, 60
CHIP_TEXT = TEXT
MAP_W = (W - 2 * M - 12) // 2
PER_ROW = (MAP_W - 20) // (CHIP_W + 8)


def _face_up(m: dict, dist: dict) -> dict | None:
    """The treasure card lying face up on offer from this map's sharing (everyone sees it)."""
    return dist.get("card") if dist.get("map") == m["colour"] else None


def _map_height(m: dict, dist: dict) -> int:
    items = len(m.get("clues", [])) + (_face_up(m, dist) is not None)
    return 62 + -(-items // PER_ROW) * (CHIP_H + 8) + 10


def _map_places(maps: list[dict], dist: dict) -> tuple[list[tuple[int, int]], int]:
    """Each map's (column, y offset): two columns, each map under the shorter one, so a map
    with few clues leaves no empty box beside a map with many. And the height of it all."""
    tops = [0, 0]
    places = []
    for m in maps:
        k = tops.index(min(tops))
        places.append((k, tops[k]))
        tops[k] += _map_height(m, dist) + 12
    return places, max(tops)


MAP_FIELDS = ("colour", "clues", "possible_count", "located")  # what a map's box shows of it


def _map_parts(view: dict) -> tuple[list[dict], int]:
    """Each map's box: what it shows and where, top to bottom of the maps (a band's key names the
    boxes it cuts); and the height of them all."""
    maps = view.get("maps", [])
    dist = view.get("distribution") or {}
    places, height = _map_places(maps, dist)
    restart = (view.get("restart") or {}).get("map")
    colours = {p["seat"]: PLAYER_FILL.get(p.get("colour"), (200, 200, 200)) for p in view.get("players", [])}
    parts = []
    for m, (k, dy) in zip(maps, places):
        sharing = dist.get("map") == m["colour"]  # the distribution of this map's treasure
        parts.append({"m": {f: m[f] for f in MAP_FIELDS if f in m}, "x": M + k * (MAP_W + 12), "y": dy,
                      "h": _map_height(m, dist), "active": sharing or restart == m["colour"],
                      "dist": dist if sharing else {}, "offer": sharing and view.get("phase") == "offer",
                      "colours": colours})
    return parts, height


def _maps_strips(view: dict) -> list[Strip]:
    """The maps as bands of rows, each keyed by the boxes it cuts: a move redraws the maps it changed."""
    parts, height = _map_parts(view)
    boxes: dict[int, Image.Image] = {}  # this board's boxes, each drawn once for the bands that cut it
    out = []
    for top in range(0, height, BAND):
        h = min(BAND, height - top)
        key = {"top": top, "maps": [p for p in parts if p["y"] < top + h and p["y"] + p["h"] >= top]}  # marked where they start
        out.append(Strip(("maps", key), h, lambda img, d, key=key: _maps_band(img, key, boxes)))
    return out


def _maps_band(img, key: dict, boxes: dict[int, Image.Image]) -> None:
    for part in key["maps"]:
        if id(part) not in boxes:
            boxes[id(part)], d = C.canvas(MAP_W + 1, part["h"] + 1)
            _map(boxes[id(part)], d, part)
        img.paste(boxes[id(part)], (part["x"], part["y"] - key["top"]))
        if key["top"] <= part["y"] < key["top"] + img.height:
            strips.mark_box(f"map:{part['m']['colour']}", part["x"], part["y"] - key["top"],
                            part["x"] + MAP_W, part["y"] - key["top"] + part["h"])
            if _face_up(part["m"], part["dist"]) is not None:  # the card on offer: `_map` draws it first
                x, y = part["x"] + OFFER_AT[0], part["y"] - key["top"] + OFFER_AT[1]
                strips.mark_box("offer", x - 4, y - 4, x + GOLD_W + 4, y + CHIP_H + 4)


OFFER_AT = (10, 58)  # in a map's box: where its first item lies (the card on offer, else its first clue)


def _map(img, d, part: dict) -> None:
    """One map's box, drawn from (0, 0) (every coordinate in it is whole: moved, it is the same pixels)."""
    m, dist, colours = part["m"], part["dist"], part["colours"]
    x, y, h = 0, 0, part["h"]
    active = part["active"]
    C.rounded(d, (x, y, x + MAP_W, y + h), PALETTE["panel"],
              outline=PALETTE["highlight"] if active else PALETTE["panel_edge"], radius=14,
              width=4 if active else 2)
    C.paste_icon(img, "tobago.cube", x + 12, y + 10, 36, MAP_FILL[m["colour"]])
    if m.get("clues"):
        C.paste_icon(img, "tobago.hex", x + 56, y + 12, 32)
        C.draw_text(d, (x + 94, y + 28), str(m.get("possible_count", 0)), TEXT, anchor="lm")
    if m.get("located"):
        C.paste_icon(img, "tobago.located", x + 140, y + 12, 32)
        C.draw_text(d, (x + 178, y + 28), m["located"], NAME_SIZE, PALETTE["gold"], anchor="lm")
    if dist.get("map") == m["colour"]:
        rx = x + MAP_W - 16
        C.draw_text(d, (rx, y + 28), str(dist.get("pile", 0)), TEXT, anchor="rm")
        rx -= 22 + C.text_width(str(dist.get("pile", 0)), TEXT)
        C.paste_icon(img, "tobago.treasure_card", rx - 10, y + 11, 34)
        rx -= 30
        for i, s in enumerate(reversed(dist.get("rose_seats", []))):
            idx = len(dist["rose_seats"]) - 1 - i
            sz = 30
            if idx == dist.get("at") and part["offer"]:
                d.ellipse((rx - sz - 3, y + 10, rx + 3, y + 16 + sz), outline=PALETTE["highlight"], width=3)
            C.paste_icon(img, "tobago.rose", rx - sz, y + 13, sz, colours.get(s, (220, 220, 220)))
            rx -= sz + 4
            if rx < x + 250:
                break
    cx, cy = x + OFFER_AT[0], y + OFFER_AT[1]
    card = _face_up(m, dist)
    if card is not None:  # the rulebook turns the offered card face up for all to see
        _card_value(d, img, card, cx, cy, "marker")
        cx += GOLD_W + 8
    for c in m.get("clues", []):
        if cx + CHIP_W > x + MAP_W - 6:
            cx, cy = x + 10, cy + CHIP_H + 8
        _chip(img, d, c, cx, cy, colours.get(c.get("seat"), (220, 220, 220)))
        cx += CHIP_W + 8


def chip(d, img, relation: str, ref: str, x: int, y: int, edge, w: int = CHIP_W, h: int = CHIP_H) -> None:
    """A clue: its distance ("0", "1", "1-2"; "≠" and red: negated) and its reference symbol."""
    C.note(f"tobago.clue.{relation}")
    neg = relation.startswith("not_")
    fill = NEGATED if neg else PALETTE["parchment"]
    C.rounded(d, (x, y, x + w, y + h), fill, outline=edge, radius=10, width=4)
    txt = RELATION_TEXT[relation]
    C.draw_text(d, (x + 10, y + h / 2), txt, CHIP_TEXT, C.ink_on(fill), anchor="lm")
    side = h - 8
    C.paste_icon(img, f"tobago.ref.{ref}", x + w - side - 6, y + 4, side)


def _chip(img, d, clue: dict, x: int, y: int, edge) -> None:
    chip(d, img, clue["relation"], clue["ref"], x, y, edge)


for _rel in RELATION_TEXT:
    def _chip_painter(d, s, c, rel=_rel):  # the legend's picture of a relation chip
        neg = rel.startswith("not_")
        fill = NEGATED if neg else PALETTE["parchment"]
        d.rounded_rectangle(P(s, .02, .22, .98, .78), radius=s // 10, fill=fill, outline=OUT, width=max(2, s // 30))
        d.text((s * .5, s * .5), RELATION_TEXT[rel], fill=C.ink_on(fill), anchor="mm", font=C.font(int(s * .34)))
    C.painter(f"tobago.clue.{_rel}")(_chip_painter)


PLAYER_H = 74
PLAYER_NAME = TEXT


def _player_part(view: dict, p: dict, label: str) -> dict:
    """Everything one player's panel shows (its strip's key)."""
    seat = p["seat"]
    return {"p": p, "label": label, "you": seat == view.get("you"), "to_act": seat in (view.get("to_act") or []),
            "winner": seat in (view.get("winners") or [])}


def _player(img, d, part: dict, y: int) -> None:
    p, you, to_act = part["p"], part["you"], part["to_act"]
    C.rounded(d, (M, y, W - M, y + PLAYER_H), PALETTE["panel_you"] if you else PALETTE["panel"],
              outline=PALETTE["highlight"] if to_act else PALETTE["panel_edge"], radius=14,
              width=5 if to_act else 2)
    x = M + 14
    colour = PLAYER_FILL.get(p.get("colour"), (200, 200, 200))
    C.paste_icon(img, "tobago.atv", x, y + 11, 52, colour)
    x += 62
    if part["winner"]:
        C.paste_icon(img, "trophy", x, y + 16, 42)
        x += 48
    elif to_act:
        C.paste_icon(img, "hourglass", x, y + 18, 38)
        x += 44
    if you:
        C.paste_icon(img, "eye", x, y + 20, 34)
        x += 40
    name = C.fit_text(part["label"], PLAYER_NAME, 330 - (x - M))
    C.draw_text(d, (x, y + PLAYER_H / 2), name, PLAYER_NAME, anchor="lm")
    x = M + 350
    stats = [("tobago.amulet", 40, None, p.get("amulets", 0)), ("tobago.rose", 42, colour, p.get("roses", 0)),
             ("tobago.treasure_card", 46, None, p.get("treasure_cards", 0)),
             ("tobago.clue_card", 46, None, p.get("hand_count", 0))]
    if "coins" in p:
        stats.append(("coin", 44, None, p["coins"]))
    for name_, size, tint, value in stats:
        C.paste_icon(img, name_, x, y + (PLAYER_H - size) // 2, size, tint)
        C.draw_text(d, (x + size + 8, y + PLAYER_H / 2), str(value), TEXT, anchor="lm")
        x += size + 8 + C.text_width(str(value), TEXT) + 24
    if p.get("atv"):
        C.draw_text(d, (W - M - 16, y + PLAYER_H / 2), p["atv"], NAME_SIZE, PALETTE["text_dim"], anchor="rm")


# --------------------------------------------------------------------------- my view

def _secrets(view: dict) -> list[tuple[str, object]]:
    """What only the viewer knows, in drawing order: clue cards in hand, gold cards held, cards
    peeked at during a sharing, the card offered to them."""
    if view.get("you") is None:
        return []
    out: list[tuple[str, object]] = [("clue", c) for c in view.get("hand") or []]
    out += [("gold", v) for v in view.get("gold") or []]
    out += [("peek", c) for c in view.get("peeked") or []]
    if view.get("offered_card"):
        out.append(("offer", view["offered_card"]))
    return out


GOLD_W = 64


def _secret_size(item) -> tuple[int, int]:
    return (CHIP_W, CHIP_H) if item[0] == "clue" else (GOLD_W, CHIP_H)


def _secrets_height(items: list) -> int:
    if not items:
        return 0
    _, _, used_h = C.flow([_secret_size(i) for i in items], W - 2 * M - 80, 8)
    return used_h + 28


def _card_value(d, img, card, x: int, y: int, tag: str | None = None) -> None:
    if card.get("type") == "curse" if isinstance(card, dict) else False:
        C.paste_icon(img, "skull", x + 6, y + 2, CHIP_H - 4)
    else:
        value = card.get("value") if isinstance(card, dict) else card
        C.paste_icon(img, "tobago.gold", x, y, CHIP_H)
        C.draw_text(d, (x + CHIP_H / 2, y + CHIP_H / 2), str(value), TEXT, PALETTE["ink"], anchor="mm")
    if tag:
        C.paste_icon(img, tag, x + CHIP_H - 16, y - 6, 24)


def _my_view(img, d, items: list, top: int) -> None:
    h = _secrets_height(items)
    C.rounded(d, (M, top, W - M, top + h - 8), PALETTE["panel_you"], outline=PALETTE["highlight"], radius=14, width=2)
    C.paste_icon(img, "eye", M + 14, top + (h - 8) // 2 - 20, 40)
    pos, _, _ = C.flow([_secret_size(i) for i in items], W - 2 * M - 80, 8)
    for (kind, item), (ox, oy) in zip(items, pos):
        x, y = M + 70 + ox, top + 10 + oy
        if kind == "clue":
            chip(d, img, item["relation"], item["ref"], x, y, PALETTE["text"])
            strips.mark_box(f"card:c{item['id']}", x, y, x + CHIP_W, y + CHIP_H)
        else:
            _card_value(d, img, item, x, y, {"peek": "eye", "offer": "marker"}.get(kind))


# --------------------------------------------------------------------------- entry point

def _strips(view: dict, names: dict | None, layout_image=_layout_image) -> list[Strip]:
    """The board top to bottom; each strip's draw sees only its key, so a key can't miss what it shows."""
    header = _header_part(view)
    secrets = _secrets(view)
    out = [Strip(("header", header), ISLAND_TOP, lambda img, d: _header(img, d, header)),
           *_island_strips(view, layout_image),
           *_maps_strips(view),
           Strip(("secrets", secrets), _secrets_height(secrets), lambda img, d: _my_view(img, d, secrets, 0))]
    players = view.get("players", [])
    labels = C.seat_labels([p["seat"] for p in players], names, PLAYER_NAME)
    for i, p in enumerate(players):
        part = _player_part(view, p, labels.get(p["seat"], p["seat"]))
        out.append(Strip(("player", part), PLAYER_H + 8 + (M if i == len(players) - 1 else 0),
                         lambda img, d, part=part: _player(img, d, part, 0)))
    return out


def compose(view: dict, names: dict | None = None) -> Image.Image:
    """Build the board as a Pillow image (render() builds the same pixels as PNG bytes). The
    island's layout is drawn afresh, so what it notes and writes is recorded (the legend and
    phone tests)."""
    return strips.image(W, _strips(view, names, lru_cache(maxsize=1)(_draw_layout)), PALETTE["bg"])


# Every icon and mark the board can show, in reading order; the bot words `tobago.icon.<key>`.
LEGEND: tuple[C.LegendEntry, ...] = (
    ("place", "tobago.start", None), ("turn", "tobago.drive", None), ("offer", "deck", None), ("restart", "scroll", None),
    ("over", "tobago.over", None), ("round", "round", None), ("final", "flag", None),
    ("treasure_card", "tobago.treasure_card", None), ("clue_card", "tobago.clue_card", None),
    ("amulet", "tobago.amulet", None),
    ("hex", "tobago.named_hex", None), ("beach", "tobago.hex", TERRAIN_FILL["beach"]),
    ("scrub", "tobago.hex", TERRAIN_FILL["scrub"]), ("jungle", "tobago.hex", TERRAIN_FILL["jungle"]),
    ("mountains", "tobago.hex", TERRAIN_FILL["mountains"]), ("lake", "tobago.hex", TERRAIN_FILL["lake"]),
    ("river", "tobago.hex", TERRAIN_FILL["river"]), ("ocean", "tobago.ref.ocean", None),
    ("hut", "hut", None), ("palm", "tobago.palm", None), ("statue", "tobago.statue", None),
    ("gaze", "tobago.gaze", None), ("located", "tobago.located", None),
    ("cube", "tobago.cube", MAP_FILL["brown"]), ("atv", "tobago.atv", PLAYER_FILL["red"]),
    ("rose", "tobago.rose", PLAYER_FILL["blue"]),
    *((f"clue_{rel}", f"tobago.clue.{rel}", None) for rel in RELATION_TEXT),
    ("largest", "tobago.ref.largest_jungle", None), ("gold", "tobago.gold", None), ("curse", "skull", None),
    ("coins", "coin", None), ("waiting", "hourglass", None), ("you", "eye", None), ("offered", "marker", None),
    ("winner", "trophy", None),
)
# The reference symbols a clue chip carries are the legend's terrains and landmarks.
LEGEND_ALIASES = {**{f"tobago.ref.{t}": "tobago.hex" for t in TERRAIN_FILL},
                  **{f"tobago.ref.largest_{t}": "tobago.ref.largest_jungle" for t in TERRAIN_FILL},
                  "tobago.ref.hut": "hut", "tobago.ref.palm": "tobago.palm", "tobago.ref.statue": "tobago.statue"}


def _palette() -> Image.Image:
    colours = [PALETTE["bg"], SEA, PALETTE["panel"], PALETTE["panel_you"], PALETTE["parchment"], NEGATED,
               PALETTE["highlight"], PALETTE["panel_edge"], AMULET, *TERRAIN_FILL.values(), *PLAYER_FILL.values(),
               *MAP_FILL.values(), *(c for _, c in PHASE_STYLE.values())]
    return C.fixed_palette(tuple(dict.fromkeys(colours)), tuple(sorted({n for _, n, _ in LEGEND})))


def render(view: dict, names: dict | None = None) -> bytes:
    return strips.png("tobago", W, _strips(view, names), _palette(), C.ZLIB_LEVEL, PALETTE["bg"])


LEGEND_ON_DARK = frozenset({"round", "flag", "tobago.drive"})  # drawn light, as on the board's dark bands


def legend_entries(table: dict | None = None) -> tuple[C.LegendEntry, ...]:  # every table shows them all
    return LEGEND


def legend_palette() -> Image.Image:
    return _palette()


# The symbols its words write for icons this board draws (the bot shows the icon instead).
C.symbols({
    "🧭": "tobago.rose",
    "🧿": "tobago.amulet",
    "🚙": "tobago.atv",
    "🗿": "tobago.statue",
})


# --------------------------------------------------------------------------- the focus (a phone's picture)

FOCUS_W = 680           # the widest picture whose hex names are still 10 px tall on a phone
FOCUS_HEX = 78          # a hex of the focus, wide enough for "F12" at the focus's text size
FOCUS_LIST = 18         # hexes listed by name; more are told as a count


def _focus_hex(terrain: dict, name: str, glow: bool = False) -> F.Part:
    fill = TERRAIN_FILL.get(terrain.get(name, "beach"), TERRAIN_FILL["beach"])

    def draw(img, d, x, y):
        cx, cy, rad = x + FOCUS_HEX / 2, y + FOCUS_HEX / 2, FOCUS_HEX * .5
        d.polygon(corners(cx, cy, rad), fill=fill, outline=PALETTE["highlight"] if glow else C.shade(fill, .6),
                  width=5 if glow else 2)
        _terrain_pattern(d, terrain.get(name, "beach"), cx, cy + rad * .55, rad * .55)  # under the name
        C.draw_text(d, (cx, cy - rad * .12), name, F.TEXT, C.ink_on(fill), anchor="mm")
    return F.piece(FOCUS_HEX, FOCUS_HEX, "tobago.hex", draw)


MINI_R = 40            # a hex of the reach map: its name at the focus's text size fits across it
MINI_COLS, MINI_ROWS = 10, 9  # the largest reach map that stays within the focus's width


def _reach_map(terrain: dict, here: str, reach: list[str], atv: tuple | None) -> F.Part | None:
    """The island around the ATV: the hexes it can reach named and lit, the others dim; None
    when they span more than a phone's picture can show."""
    cells = [parse(n) for n in (*reach, here)]
    q0, q1 = min(q for q, _ in cells), max(q for q, _ in cells)
    r0, r1 = min(r for _, r in cells), max(r for _, r in cells)
    if q1 - q0 + 1 > MINI_COLS or r1 - r0 + 1 > MINI_ROWS:
        return None
    shift = 0.5 if q0 & 1 else 0.0  # odd columns sit half a row lower: keep the top row's offset

    def at(q: int, r: int) -> tuple[float, float]:
        return (MINI_R + 1.5 * MINI_R * (q - q0),
                SQ3 / 2 * MINI_R + SQ3 * MINI_R * (r - r0 + (0.5 if q & 1 else 0.0) - shift))
    w = int(1.5 * MINI_R * (q1 - q0) + 2 * MINI_R) + 2
    h = int(SQ3 * MINI_R * (r1 - r0 + 1.5)) + 2
    lit = set(reach)

    def draw(img, d, x, y):
        C.measured("piece", int(SQ3 * (MINI_R - 1)), "tobago.hex")  # each hex, flat side to flat side
        for name, kind in terrain.items():
            q, r = parse(name)
            if not (q0 <= q <= q1 and r0 - 1 <= r <= r1 + 1):
                continue
            cx, cy = at(q, r)
            cx, cy = cx + x, cy + y
            if not (x <= cx <= x + w and y <= cy <= y + h):
                continue
            fill = TERRAIN_FILL[kind] if name in lit or name == here else C.shade(TERRAIN_FILL[kind], .45)
            d.polygon(corners(cx, cy, MINI_R - 1), fill=fill, outline=PALETTE["highlight"] if name == here else
                      C.shade(fill, .6), width=4 if name == here else 2)
            if name == here and atv is not None:
                C.paste_icon(img, "tobago.atv", int(cx - F.ICON / 2), int(cy - F.ICON / 2), F.ICON, atv)
            elif name in lit:  # its name, and its terrain's pattern under it (never the colour alone)
                _terrain_pattern(d, kind, cx, cy + MINI_R * .5, MINI_R * .5)
                C.draw_text(d, (cx, cy - MINI_R * .12), name, F.TEXT, C.ink_on(fill), anchor="mm")
    return F.Part(w, h, draw)  # its hexes are measured as the hexes they are, not as one piece


FOCUS_NAMES = 48  # hexes named by terrain at most; more are told as a count


def _by_terrain(terrain: dict, hexes: list[str]) -> list[F.Row]:
    """One row per terrain: its hex (colour and pattern), then the names of those hexes on it."""
    rows = []
    for kind, fill in TERRAIN_FILL.items():
        names = [n for n in hexes if terrain.get(n) == kind]
        if names:
            rows.append(F.Row([F.icon("tobago.hex", fill)],
                              [F.Tile([F.text(n, C.ink_on(fill))], fill, C.shade(fill, .6), 6) for n in names]))
    return rows


def _map_mark(colour: str) -> F.Part:
    return F.icon("tobago.cube", MAP_FILL[colour])  # the map's cube: its colour and its shape


def _hex_tiles(terrain: dict, hexes: list[str], glow: set[str] = frozenset(), count: int = 0) -> list[F.Tile]:
    """The hexes by name (lit where the ATV can reach them), or, none given, their `count`."""
    if not hexes:
        return [F.Tile([_count_hex(), F.text(str(count))])]
    return [F.Tile([_focus_hex(terrain, h, h in glow)], None, None, 2) for h in hexes]


def _count_hex() -> F.Part:
    return F.icon("tobago.hex", TERRAIN_FILL["beach"])


def focus(view: dict, choices, names: dict | None = None):
    """The hexes still possible on each map in play, and where the acting ATV may drive: as
    much of them named as a phone's picture holds (the rest told as counts)."""
    terrain = view.get("terrain", {})
    # a place or a drive: every key a hex (a drive starts at the ATV's), the last where it goes
    reach = sorted({c.at[-1][4:] for c in choices if c.at and all(k.startswith("hex:") for k in c.at)}, key=_order)
    maps = [(m["colour"], sorted(m["possible"], key=_order)) for m in view.get("maps", [])
            if m.get("clues") and m.get("possible")]
    acting = view.get("active_seat") or next(iter(view.get("to_act", [])), None)
    player = next((p for p in view.get("players", []) if p["seat"] == acting), None)
    atv = (PLAYER_FILL.get(player["colour"]) if player else None, (player or {}).get("atv"))
    for named, reached in ((FOCUS_LIST, FOCUS_NAMES), (FOCUS_LIST, FOCUS_LIST), (FOCUS_LIST, 0), (6, 0), (0, 0)):
        rows, facts = _focus_rows(terrain, maps, reach, acting, atv, named, reached)
        if F.fits(rows, FOCUS_W):
            break
    if not rows:
        return None
    return C.to_png(F.sheet(rows, width=FOCUS_W), _palette(), C.ZLIB_LEVEL), facts


def _focus_rows(terrain: dict, maps: list, reach: list[str], acting, atv: tuple, named: int, reached: int):
    """The focus's rows and facts: at most `named` possible hexes of a map, `reached` hexes of
    the reach, by name (beyond, a count)."""
    rows, facts = [], []
    for colour, possible in maps:
        shown = len(possible) <= named
        rows.append(F.Row([_map_mark(colour)], _hex_tiles(terrain, possible if shown else [], set(reach),
                                                          count=len(possible))))
        facts.append(("map_hexes", {"map": colour, "spaces": possible}) if shown
                     else ("map", {"map": colour, "count": len(possible)}))
    if not reach:
        return rows, facts
    colour, here = atv
    head = [F.icon("tobago.atv", colour)] + ([F.text(here)] if here else [])
    mini = _reach_map(terrain, here, reach, colour) if here and FOCUS_LIST < len(reach) <= reached else None
    if len(reach) <= min(reached, FOCUS_LIST):
        rows.append(F.Row(head, _hex_tiles(terrain, reach)))
    elif mini is not None:
        rows.append(F.Row((), [F.Tile([mini], None, None, 0)]))
    elif here and len(reach) <= reached:  # too wide a reach for a map: its names by terrain
        rows.append(F.Row(head, []))
        rows += _by_terrain(terrain, reach)
    else:
        rows.append(F.Row(head, _hex_tiles(terrain, [], count=len(reach))))
    shown = len(reach) <= reached
    if here is None:  # placing: every hex of the island
        facts.append(("start", {"seat": acting, "count": len(reach)}))
    else:
        facts.append(("reach_hexes", {"seat": acting, "space": here, "spaces": reach}) if shown
                     else ("reach", {"seat": acting, "space": here, "count": len(reach)}))
    return rows, facts


def _order(name: str) -> tuple[int, int]:
    q, r = parse(name)
    return r, q
