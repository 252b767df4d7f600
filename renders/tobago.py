"""Tobago board image: view dict (from the engine) -> PNG bytes.

Layout, top to bottom, 1120 px wide:
  header    phase badge | treasure deck, clue deck, amulet supply (+ the final-distribution flag)
  island    flat-top hexes in terrain colours, each labelled with the name players type (F7);
            huts, palms, statues (an arrow shows each statue's gaze, a ring where its amulets land),
            amulets with their count, marker cubes in the maps' colours, ATVs in player colours
  maps      the four treasure maps: cube colour, possible hexes, clue chips (distance numbers and a
            reference symbol; red chips are negated clues; edge = the rose's player colour);
            the running distribution: roses from bottom to top, cards left
  players   one panel per seat: ATV colour, name, amulets, roses left, treasure cards (count only)
Symbols, numbers and hex names only; never a treasure value or a clue hand.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from . import common as C
from .common import PALETTE

W = 1120
M = 18
R = 46                       # hex radius (centre to corner)
SQ3 = math.sqrt(3)
COLS, ROWS = 14, 12

TERRAIN_FILL = {
    "beach": (236, 212, 146),
    "scrub": (176, 182, 90),
    "jungle": (44, 122, 62),
    "mountains": (142, 118, 100),
    "lake": (52, 108, 196),
    "river": (118, 196, 232),
}
SEA = (30, 72, 104)
PLAYER_FILL = {"red": (214, 52, 44), "blue": (40, 100, 220), "yellow": (244, 200, 30), "green": (40, 168, 76)}
MAP_FILL = {"grey": (150, 150, 156), "brown": (132, 84, 44), "black": (28, 28, 30), "white": (246, 246, 240)}
NEGATED = (196, 58, 50)
AMULET = (250, 176, 40)
PHASE_STYLE = {
    "place": ("marker", (46, 110, 190)),
    "turn": ("hourglass", (30, 140, 140)),
    "offer": ("deck", (178, 140, 20)),
    "restart": ("scroll", (110, 90, 160)),
    "over": ("trophy", (110, 60, 150)),
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


# --------------------------------------------------------------------------- sprites

_SS = 4


def _sprite(size: int) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    s = size * _SS
    im = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    return im, ImageDraw.Draw(im), s


def _done(im: Image.Image, size: int) -> Image.Image:
    return im.resize((size, size), Image.LANCZOS)


@lru_cache(maxsize=64)
def palm(size: int) -> Image.Image:
    im, d, s = _sprite(size)
    o = PALETTE["outline"]
    d.line([(s * .50, s * .95), (s * .46, s * .60), (s * .52, s * .30)], fill=(120, 80, 40), width=s // 9)
    for a in (200, 240, 290, 330, 20):
        x = s * .52 + s * .40 * math.cos(math.radians(a))
        y = s * .30 + s * .26 * math.sin(math.radians(a)) + s * .08
        d.line([(s * .52, s * .30), (x, y)], fill=(24, 96, 32), width=s // 8)
    d.ellipse((s * .44, s * .26, s * .58, s * .40), fill=(100, 60, 30), outline=o)
    return _done(im, size)


@lru_cache(maxsize=64)
def statue(size: int) -> Image.Image:
    im, d, s = _sprite(size)
    o = PALETTE["outline"]
    w = max(2, s // 24)
    stone = (196, 190, 176)
    d.rounded_rectangle((s * .26, s * .08, s * .74, s * .94), radius=s // 8, fill=stone, outline=o, width=w)
    d.rectangle((s * .30, s * .30, s * .46, s * .40), fill=o)
    d.rectangle((s * .54, s * .30, s * .70, s * .40), fill=o)
    d.rectangle((s * .44, s * .40, s * .56, s * .62), fill=(150, 144, 130))
    d.line([(s * .36, s * .74), (s * .64, s * .74)], fill=o, width=w)
    return _done(im, size)


@lru_cache(maxsize=64)
def atv(size: int, colour: tuple[int, int, int]) -> Image.Image:
    im, d, s = _sprite(size)
    o = PALETTE["outline"]
    w = max(2, s // 20)
    d.rounded_rectangle((s * .06, s * .30, s * .94, s * .70), radius=s // 10, fill=colour, outline=o, width=w)
    d.polygon([(s * .30, s * .30), (s * .40, s * .12), (s * .70, s * .12), (s * .78, s * .30)],
              fill=C.shade(colour, .75), outline=o)
    for x in (.26, .74):
        d.ellipse((s * (x - .17), s * .56, s * (x + .17), s * .90), fill=o)
        d.ellipse((s * (x - .07), s * .66, s * (x + .07), s * .80), fill=(180, 180, 180))
    return _done(im, size)


@lru_cache(maxsize=16)
def amulet(size: int) -> Image.Image:
    im, d, s = _sprite(size)
    d.polygon(corners(s / 2, s / 2, s * .47), fill=AMULET, outline=PALETTE["outline"], width=max(2, s // 16))
    d.ellipse((s * .34, s * .34, s * .66, s * .66), fill=(200, 40, 120), outline=PALETTE["outline"])
    return _done(im, size)


@lru_cache(maxsize=32)
def rose(size: int, colour: tuple[int, int, int] = (240, 236, 224)) -> Image.Image:
    im, d, s = _sprite(size)
    o = PALETTE["outline"]
    c = s / 2
    pts = []
    for k in range(16):
        a = math.radians(k * 22.5 - 90)
        rad = s * (.48 if k % 4 == 0 else .30 if k % 2 == 0 else .16)
        pts.append((c + rad * math.cos(a), c + rad * math.sin(a)))
    d.polygon(pts, fill=colour, outline=o, width=max(2, s // 24))
    d.ellipse((c - s * .07, c - s * .07, c + s * .07, c + s * .07), fill=o)
    return _done(im, size)


@lru_cache(maxsize=8)
def card_back(size: int) -> Image.Image:
    im, d, s = _sprite(size)
    o = PALETTE["outline"]
    d.rounded_rectangle((s * .18, s * .06, s * .82, s * .94), radius=s // 10, fill=(150, 40, 40), outline=o,
                        width=max(2, s // 20))
    d.rounded_rectangle((s * .28, s * .16, s * .72, s * .84), radius=s // 14, outline=PALETTE["gold"],
                        width=max(2, s // 24))
    return _done(im, size)


@lru_cache(maxsize=8)
def clue_back(size: int) -> Image.Image:
    im, d, s = _sprite(size)
    o = PALETTE["outline"]
    d.rounded_rectangle((s * .18, s * .06, s * .82, s * .94), radius=s // 10, fill=PALETTE["parchment"],
                        outline=o, width=max(2, s // 20))
    d.text((s * .5, s * .5), "?", fill=o, anchor="mm", font=C.font(int(s * .55)))
    return _done(im, size)


@lru_cache(maxsize=64)
def ref_symbol(ref: str, size: int) -> Image.Image:
    """A clue's reference: a terrain swatch hex (red brackets = largest), waves = ocean, a landmark."""
    im, d, s = _sprite(size)
    o = PALETTE["outline"]
    if ref in ("hut", "palm", "statue"):
        icon = {"hut": C.icon("hut", s), "palm": palm(s), "statue": statue(s)}[ref]
        im.alpha_composite(icon)
        return _done(im, size)
    if ref == "ocean":
        d.polygon(corners(s / 2, s / 2, s * .46), fill=SEA, outline=o, width=max(2, s // 20))
        for y in (.36, .56):
            d.arc((s * .16, s * y, s * .50, s * (y + .16)), 200, 340, fill=(200, 230, 250), width=max(2, s // 14))
            d.arc((s * .50, s * y, s * .84, s * (y + .16)), 200, 340, fill=(200, 230, 250), width=max(2, s // 14))
        return _done(im, size)
    largest = ref.startswith("largest_")
    terrain = ref.removeprefix("largest_")
    rad = s * (.34 if largest else .46)
    d.polygon(corners(s / 2, s / 2, rad), fill=TERRAIN_FILL[terrain], outline=o, width=max(2, s // 20))
    if largest:  # the rulebook's red brackets
        lw = max(3, s // 12)
        for side in (-1, 1):
            x = s / 2 + side * s * .44
            xi = x - side * s * .10
            d.line([(xi, s * .12), (x, s * .12), (x, s * .88), (xi, s * .88)], fill=NEGATED, width=lw)
    return _done(im, size)


def paste(img: Image.Image, sprite: Image.Image, x: float, y: float) -> None:
    img.paste(sprite, (int(x), int(y)), sprite)


# --------------------------------------------------------------------------- sections

HEADER_H = 70


def _header(img, d, view: dict) -> int:
    phase = view.get("phase", "turn")
    icon, colour = PHASE_STYLE.get(phase, ("hourglass", (60, 60, 60)))
    C.rounded(d, (M, 10, M + 70, 62), colour, outline=PALETTE["outline"], radius=12)
    C.paste_icon(img, icon, M + 13, 14, 44)
    x = M + 90
    if phase == "turn" and view.get("turn"):
        C.draw_text(d, (x, 36), f"{view['turn'].get('number', 0)}", 30, PALETTE["text_dim"], anchor="lm")
        x += 70
    items = [(card_back(44), view.get("treasure_deck", 0)), (clue_back(44), view.get("clue_deck", 0)),
             (amulet(40), view.get("amulet_supply", 0))]
    x = W - M - 3 * 120
    for sprite, value in items:
        paste(img, sprite, x, 14)
        C.draw_text(d, (x + 50, 36), str(value), 30, anchor="lm")
        x += 120
    if view.get("final"):
        C.paste_icon(img, "hourglass", W - M - 3 * 120 - 60, 14, 44, PALETTE["danger"])
    return HEADER_H


def _island(img, d, view: dict, top: int, labels: dict) -> int:
    ox = (W - ISLAND_W) // 2
    oy = top
    terrain: dict = view.get("terrain", {})
    players = view.get("players", [])
    marks: dict[str, list[str]] = {}
    located = set()
    for m in view.get("maps", []):
        for n in m.get("markers", []):
            marks.setdefault(n, []).append(m["colour"])
        if m.get("located"):
            located.add(m["located"])
    # sea: a rounded band under the island
    for name, t in terrain.items():
        q, r = parse(name)
        cx, cy = centre(q, r, ox, oy)
        d.polygon(corners(cx, cy, R + 3), fill=SEA)
    for name, t in terrain.items():
        q, r = parse(name)
        cx, cy = centre(q, r, ox, oy)
        fill = TERRAIN_FILL[t]
        d.polygon(corners(cx, cy), fill=fill, outline=C.shade(fill, .6))
        if t == "river":
            for dy in (-4, 8):
                d.arc((cx - 18, cy + dy - 6, cx, cy + dy + 6), 200, 340, fill=(235, 248, 255), width=2)
                d.arc((cx, cy + dy - 6, cx + 18, cy + dy + 6), 200, 340, fill=(235, 248, 255), width=2)
        ink = C.ink_on(fill)
        C.draw_text(d, (cx, cy - R * .6), name, 20, ink, anchor="mm")
    # located treasure: a gold ring
    for name in located:
        if name in terrain:
            q, r = parse(name)
            cx, cy = centre(q, r, ox, oy)
            d.polygon(corners(cx, cy, R - 4), outline=PALETTE["gold"], width=5)
    objects = view.get("objects", {})
    facing = view.get("facing", {})
    for name, kind in sorted(objects.items()):
        q, r = parse(name)
        cx, cy = centre(q, r, ox, oy)
        if kind == "statue":
            f = int(facing.get(name, 0))
            # the gaze: an arrow out of the hex, a thin line to the coast, a ring where amulets land
            q2, r2 = q, r
            land = (q, r)
            while True:
                q2, r2 = axial_step(q2, r2, f)
                if not (1 <= q2 <= COLS and 0 <= r2 < ROWS) or _name(q2, r2) not in terrain:
                    break
                land = (q2, r2)
            lx, ly = centre(*land, ox, oy)
            d.line([(cx, cy), (lx, ly)], fill=(250, 240, 200), width=2)
            d.ellipse((lx - 13, ly - 13, lx + 13, ly + 13), outline=AMULET, width=3)
            nx, ny = centre(*axial_step(q, r, f), ox, oy)
            ux, uy = (nx - cx) / (SQ3 * R), (ny - cy) / (SQ3 * R)
            tip = (cx + ux * R * .95, cy + uy * R * .95)
            base = (cx + ux * R * .55, cy + uy * R * .55)
            px, py = -uy * 12, ux * 12
            d.polygon([tip, (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)], fill=NEGATED,
                      outline=PALETTE["outline"])
            paste(img, statue(40), cx - 20, cy - 16)
        elif kind == "hut":
            C.paste_icon(img, "hut", cx - 18, cy - 14, 36)
        else:
            paste(img, palm(40), cx - 20, cy - 18)
    for name, n in sorted(view.get("amulets", {}).items()):
        q, r = parse(name)
        cx, cy = centre(q, r, ox, oy)
        paste(img, amulet(26), cx - R * .78, cy - 6)
        if n > 1:
            C.draw_text(d, (cx - R * .78 + 13, cy + 26), str(n), 16, anchor="mm", outline=PALETTE["outline"])
    for name, cols in marks.items():
        q, r = parse(name)
        cx, cy = centre(q, r, ox, oy)
        k = len(cols)
        x0 = cx - k * 8
        for i, col in enumerate(cols):
            x = x0 + i * 16
            d.rectangle((x + 1, cy + 22, x + 14, cy + 35), fill=MAP_FILL[col], outline=(255, 240, 120)
                        if col == "black" else PALETTE["outline"], width=2)
    by_hex: dict[str, list[dict]] = {}
    for p in players:
        if p.get("atv"):
            by_hex.setdefault(p["atv"], []).append(p)
    to_act = set(view.get("to_act") or [])
    for name, ps in by_hex.items():
        q, r = parse(name)
        cx, cy = centre(q, r, ox, oy)
        for i, p in enumerate(ps):
            x = cx + 4 + (i % 2) * 20 - (10 if len(ps) > 1 else 0)
            y = cy - 10 + (i // 2) * 18
            if p["seat"] in to_act:
                d.ellipse((x - 4, y - 4, x + 38, y + 38), outline=PALETTE["highlight"], width=3)
            paste(img, atv(34, PLAYER_FILL.get(p.get("colour"), (200, 200, 200))), x, y)
    return ISLAND_H + 6


def _name(q: int, r: int) -> str:
    return f"{chr(64 + q)}{r + 1}"


CHIP_W, CHIP_H = 124, 46
MAP_W = (W - 2 * M - 12) // 2


def _map_height(m: dict) -> int:
    n = max(1, len(m.get("clues", [])))
    per_row = (MAP_W - 20) // (CHIP_W + 8)
    rows = (n + per_row - 1) // per_row
    return 62 + rows * (CHIP_H + 8) + 10


def _maps(img, d, view: dict, top: int) -> int:
    maps = view.get("maps", [])
    dist = view.get("distribution") or {}
    rows = [maps[i:i + 2] for i in range(0, len(maps), 2)]
    y = top
    colours = {p["seat"]: PLAYER_FILL.get(p.get("colour"), (200, 200, 200)) for p in view.get("players", [])}
    for row in rows:
        h = max(_map_height(m) for m in row)
        for k, m in enumerate(row):
            x = M + k * (MAP_W + 12)
            active = dist.get("map") == m["colour"] or (view.get("restart") or {}).get("map") == m["colour"]
            C.rounded(d, (x, y, x + MAP_W, y + h), PALETTE["panel"],
                      outline=PALETTE["highlight"] if active else PALETTE["panel_edge"], radius=14,
                      width=4 if active else 2)
            # cube colour, possible count, located ring
            d.rectangle((x + 14, y + 12, x + 46, y + 44), fill=MAP_FILL[m["colour"]], outline=PALETTE["text"],
                        width=2)
            if m.get("clues"):
                C.draw_text(d, (x + 58, y + 28), str(m.get("possible_count", 0)), 28, anchor="lm")
            if m.get("located"):
                C.draw_text(d, (x + 120, y + 28), m["located"], 28, PALETTE["gold"], anchor="lm")
            if dist.get("map") == m["colour"]:
                rx = x + MAP_W - 16
                C.draw_text(d, (rx, y + 28), str(dist.get("pile", 0)), 26, anchor="rm")
                rx -= 22 + C.text_width(str(dist.get("pile", 0)), 26)
                paste(img, card_back(34), rx - 10, y + 11)
                rx -= 30
                for i, s in enumerate(reversed(dist.get("rose_seats", []))):
                    idx = len(dist["rose_seats"]) - 1 - i
                    sz = 30
                    if idx == dist.get("at") and view.get("phase") == "offer":
                        d.ellipse((rx - sz - 3, y + 10, rx + 3, y + 16 + sz), outline=PALETTE["highlight"], width=3)
                    paste(img, rose(sz, colours.get(s, (220, 220, 220))), rx - sz, y + 13)
                    rx -= sz + 4
                    if rx < x + 220:
                        break
            cx, cy = x + 10, y + 58
            for c in m.get("clues", []):
                if cx + CHIP_W > x + MAP_W - 6:
                    cx, cy = x + 10, cy + CHIP_H + 8
                _chip(img, d, c, cx, cy, colours.get(c.get("seat"), (220, 220, 220)))
                cx += CHIP_W + 8
        y += h + 12
    return y - top


def _chip(img, d, clue: dict, x: int, y: int, edge) -> None:
    neg = clue["relation"].startswith("not_")
    fill = NEGATED if neg else PALETTE["parchment"]
    C.rounded(d, (x, y, x + CHIP_W, y + CHIP_H), fill, outline=edge, radius=10, width=4)
    txt = RELATION_TEXT[clue["relation"]]
    size = 22 if C.text_width(txt, 22) <= CHIP_W - 62 else 18  # keep clear of the symbol
    C.draw_text(d, (x + 9, y + CHIP_H / 2), txt, size, C.ink_on(fill), anchor="lm")
    paste(img, ref_symbol(clue["ref"], 38), x + CHIP_W - 44, y + 4)


PLAYER_H = 74


def _players(img, d, view: dict, top: int, labels: dict) -> int:
    players = view.get("players", [])
    to_act = set(view.get("to_act") or [])
    winners = set(view.get("winners") or [])
    y = top
    for p in players:
        seat = p["seat"]
        you = seat == view.get("you")
        C.rounded(d, (M, y, W - M, y + PLAYER_H), PALETTE["panel_you"] if you else PALETTE["panel"],
                  outline=PALETTE["highlight"] if seat in to_act else PALETTE["panel_edge"], radius=14,
                  width=5 if seat in to_act else 2)
        x = M + 14
        paste(img, atv(52, PLAYER_FILL.get(p.get("colour"), (200, 200, 200))), x, y + 11)
        x += 62
        if seat in winners:
            C.paste_icon(img, "trophy", x, y + 16, 42)
            x += 48
        elif seat in to_act:
            C.paste_icon(img, "hourglass", x, y + 18, 38)
            x += 44
        name = C.fit_text(labels.get(seat, seat), 28, 330 - (x - M))
        C.draw_text(d, (x, y + PLAYER_H / 2), name, 28, anchor="lm")
        x = M + 420
        stats = [(amulet(40), p.get("amulets", 0)), (rose(42), p.get("roses", 0)),
                 (card_back(46), p.get("treasure_cards", 0)), (clue_back(46), p.get("hand_count", 0))]
        if "coins" in p:
            stats.append((C.icon("coin", 44), p["coins"]))
        for sprite, value in stats:
            paste(img, sprite, x, y + (PLAYER_H - sprite.height) // 2)
            C.draw_text(d, (x + sprite.width + 8, y + PLAYER_H / 2), str(value), 30, anchor="lm")
            x += sprite.width + 70 if value < 10 else sprite.width + 86
        if p.get("atv"):
            C.draw_text(d, (W - M - 16, y + PLAYER_H / 2), p["atv"], 26, PALETTE["text_dim"], anchor="rm")
        y += PLAYER_H + 8
    return y - top


def _labels(view: dict, names: dict | None) -> dict[str, str]:
    out = {}
    for i, p in enumerate(view.get("players", [])):
        raw = (names or {}).get(p["seat"])
        label = C.clean_label(raw, 28) if raw else ""
        out[p["seat"]] = label or f"P{i + 1}"
    return out


def compose(view: dict, names: dict | None = None) -> Image.Image:
    maps = view.get("maps", [])
    maps_h = sum(max(_map_height(m) for m in maps[i:i + 2]) + 12 for i in range(0, len(maps), 2))
    total = HEADER_H + ISLAND_H + 6 + 10 + maps_h + len(view.get("players", [])) * (PLAYER_H + 8) + M
    img, d = C.canvas(W, total)
    labels = _labels(view, names)
    y = _header(img, d, view)
    y += _island(img, d, view, y, labels) + 10
    y += _maps(img, d, view, y)
    _players(img, d, view, y, labels)
    return img


def _palette() -> Image.Image:
    colours = [PALETTE["bg"], SEA, PALETTE["panel"], PALETTE["panel_you"], PALETTE["parchment"], NEGATED,
               PALETTE["highlight"], PALETTE["panel_edge"], AMULET, *TERRAIN_FILL.values(), *PLAYER_FILL.values(),
               *MAP_FILL.values(), *(c for _, c in PHASE_STYLE.values())]
    return C.fixed_palette(tuple(dict.fromkeys(colours)))


def render(view: dict, names: dict | None = None) -> bytes:
    return C.to_png(compose(view, names), _palette())
