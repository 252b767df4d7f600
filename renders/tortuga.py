"""Tortuga 1667 board image: view dict (from the engine) -> PNG bytes.

Layout, top to bottom, 720 px wide (a phone shows it at half size: every number stays 9 px):
  header      team treasure (British / French flags), vote deck, event deck, discards
  galleon     the Spanish Galleon with its treasure chests | turn, whose turn
  board       Flying Dutchman | Jolly Roger side by side, each with its big mark (disc, cross),
              its British / French holds, its rowboat and its pawn line (captain first, role
              marks); below them Tortuga with its line (governor first) in two columns
  events      the row of 5 slots (face down, empty) and the last revealed card; below, the last
              vote's counted symbols and result
  players     one chip per seat in turn order: numbered pawn, name, vote cards held, kept
              event cards; loyalty flags only once the game is over
Symbols and numbers only (names of players excepted): the words are in the bot's catalogue.
Pawns carry their seat number (turn order) so a pawn on the board matches its player chip.

The board is a list of pieces (header, a pawn of a line, a player's chip...), each drawn from its
own small dict and painting known rows; it is cut into full-width bands where the pieces touching
a row change, and a band is drawn only when its pieces changed (renders/strips.py). The panels
with their fixed art are drawn once and pasted.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from . import common as C
from . import focus as F
from . import strips
from .common import PALETTE
from .strips import Strip

W = 720
M = 16
OUT = PALETTE["outline"]

# Nine colours that stay apart (CIE76 ΔE ≥ 22) for protan, deutan and tritan eyes too; every
# pawn also carries its number.
PAWN_COLOURS = ((214, 56, 46), (46, 110, 214), (240, 192, 40), (0, 240, 240), (200, 240, 160),
                (140, 120, 120), (120, 40, 240), (160, 160, 240), (0, 180, 100))
HULL = {"dutchman": (46, 120, 110), "roger": (52, 52, 58)}
GALLEON = (196, 150, 40)
CHEST = (150, 92, 40)
CARD_BACK = (120, 40, 40)
FACE = (241, 229, 199)
SAND = (214, 190, 130)
SEA_BAND = PALETTE["bg_band"]

# --------------------------------------------------------------------------- our own icons

def paste(img, name, x, y, size, colour=None):
    """A Tortuga icon ("chest" → the kit's "tortuga.chest") or one of the shared kit."""
    C.paste_icon(img, name if name in SHARED else f"tortuga.{name}", x, y, size, colour)


def _p(name):
    return C.painter(f"tortuga.{name}")


_P, _poly = C.P, C.poly


@_p("chest")
def _chest(d, s, c):
    w = max(1, s // 24)
    d.rounded_rectangle(_P(s, .08, .22, .92, .50), radius=s // 8, fill=C.shade(CHEST, 1.15), outline=OUT, width=w)
    d.rectangle(_P(s, .08, .42, .92, .88), fill=CHEST, outline=OUT, width=w)
    d.rectangle(_P(s, .08, .44, .92, .52), fill=PALETTE["gold"], outline=OUT, width=w)
    d.rectangle(_P(s, .42, .40, .58, .62), fill=PALETTE["gold"], outline=OUT, width=w)


@_p("flag_british")
def _flag_gb(d, s, c):
    w = max(1, s // 30)
    blue, red, white = (20, 50, 130), (200, 30, 40), (250, 250, 250)
    d.rectangle(_P(s, .04, .18, .96, .82), fill=blue)
    d.line(_P(s, .04, .18, .96, .82), fill=white, width=int(s * .12))
    d.line(_P(s, .04, .82, .96, .18), fill=white, width=int(s * .12))
    d.line(_P(s, .04, .18, .96, .82), fill=red, width=int(s * .04))
    d.line(_P(s, .04, .82, .96, .18), fill=red, width=int(s * .04))
    d.rectangle(_P(s, .40, .18, .60, .82), fill=white)
    d.rectangle(_P(s, .04, .40, .96, .60), fill=white)
    d.rectangle(_P(s, .44, .18, .56, .82), fill=red)
    d.rectangle(_P(s, .04, .44, .96, .56), fill=red)
    d.rectangle(_P(s, .04, .18, .96, .82), outline=OUT, width=w)


@_p("flag_french")
def _flag_fr(d, s, c):
    w = max(1, s // 30)
    for i, col in enumerate(((30, 60, 170), (250, 250, 250), (210, 40, 50))):
        d.rectangle(_P(s, .04 + i * .3067, .18, .04 + (i + 1) * .3067, .82), fill=col)
    d.rectangle(_P(s, .04, .18, .96, .82), outline=OUT, width=w)


@_p("flag_dutch")
def _flag_nl(d, s, c):
    w = max(1, s // 30)
    for i, col in enumerate(((190, 30, 45), (250, 250, 250), (30, 70, 150))):
        d.rectangle(_P(s, .04, .18 + i * .2133, .96, .18 + (i + 1) * .2133), fill=col)
    d.rectangle(_P(s, .04, .18, .96, .82), outline=OUT, width=w)


@_p("cannon")
def _cannon(d, s, c):
    w = max(1, s // 28)
    d.polygon(_poly(s, [(.10, .30), (.80, .44), (.80, .62), (.10, .58)]), fill=(60, 60, 66), outline=OUT, width=w)
    d.ellipse(_P(s, .02, .30, .20, .58), fill=(60, 60, 66), outline=OUT, width=w)
    d.ellipse(_P(s, .74, .42, .90, .64), fill=(30, 30, 34), outline=OUT, width=w)
    d.ellipse(_P(s, .26, .52, .58, .84), fill=(130, 84, 40), outline=OUT, width=w)
    d.ellipse(_P(s, .38, .64, .46, .72), fill=OUT)


@_p("fire")
def _fire(d, s, c):
    w = max(1, s // 28)
    d.polygon(_poly(s, [(.50, .04), (.74, .34), (.84, .62), (.72, .88), (.50, .96), (.28, .88), (.16, .62),
                        (.28, .40), (.36, .52), (.40, .26)]), fill=(236, 88, 40), outline=OUT, width=w)
    d.polygon(_poly(s, [(.50, .40), (.64, .60), (.64, .80), (.50, .90), (.36, .80), (.38, .62)]),
              fill=(255, 214, 64))


@_p("water")
def _water(d, s, c):
    w = max(1, s // 28)
    d.polygon(_poly(s, [(.18, .30), (.82, .30), (.74, .90), (.26, .90)]), fill=(150, 110, 70), outline=OUT, width=w)
    d.ellipse(_P(s, .18, .22, .82, .38), fill=(60, 140, 230), outline=OUT, width=w)
    d.arc(_P(s, .22, .02, .78, .50), start=180, end=360, fill=OUT, width=max(2, s // 22))
    d.line(_P(s, .22, .56, .78, .56), fill=OUT, width=w)
    d.line(_P(s, .24, .74, .76, .74), fill=OUT, width=w)


@_p("helm")
def _helm(d, s, c):
    import math
    col = c or (150, 96, 48)
    w = max(2, s // 16)
    for i in range(8):
        a = i * math.pi / 4
        d.line([(s * (.5 + .12 * math.cos(a)), s * (.5 + .12 * math.sin(a))),
                (s * (.5 + .46 * math.cos(a)), s * (.5 + .46 * math.sin(a)))], fill=col, width=w)
    d.ellipse(_P(s, .18, .18, .82, .82), outline=OUT, width=w + 2)
    d.ellipse(_P(s, .20, .20, .80, .80), outline=col, width=w)
    d.ellipse(_P(s, .38, .38, .62, .62), fill=col, outline=OUT, width=max(1, s // 30))


@_p("rowboat")
def _rowboat(d, s, c):
    w = max(1, s // 26)
    d.line(_P(s, .18, .22, .82, .66), fill=(110, 68, 35), width=max(2, s // 14))
    d.polygon(_poly(s, [(.04, .52), (.96, .52), (.80, .80), (.20, .80)]), fill=(150, 100, 55), outline=OUT, width=w)


@_p("card_back")
def _back(d, s, c):
    w = max(1, s // 24)
    d.rounded_rectangle(_P(s, .16, .04, .84, .96), radius=s // 10, fill=c or CARD_BACK, outline=OUT, width=w)
    d.rounded_rectangle(_P(s, .24, .12, .76, .88), radius=s // 14, outline=PALETTE["gold"], width=w)
    C.star_shape(d, s, PALETTE["gold"], box=(.34, .36, .66, .64), outline=False)


@_p("vote_back")
def _vback(d, s, c):
    w = max(1, s // 24)
    d.rounded_rectangle(_P(s, .18, .06, .82, .94), radius=s // 10, fill=(40, 70, 120), outline=OUT, width=w)
    d.line(_P(s, .26, .36, .74, .36), fill=(250, 250, 250), width=w)
    d.line(_P(s, .26, .64, .74, .64), fill=(250, 250, 250), width=w)


@_p("island")
def _island(d, s, c):
    w = max(1, s // 26)
    d.pieslice(_P(s, .04, .56, .96, 1.30), start=180, end=360, fill=SAND, outline=OUT, width=w)
    d.line(_P(s, .52, .70, .46, .22), fill=(110, 68, 35), width=max(2, s // 14))
    for pts in ([(.46, .22), (.10, .30), (.30, .16)], [(.46, .22), (.84, .30), (.62, .14)],
                [(.46, .22), (.24, .46), (.36, .24)], [(.46, .22), (.70, .48), (.58, .24)]):
        d.polygon(_poly(s, pts), fill=(44, 150, 70), outline=OUT, width=w)


@_p("tick")
def _tick(d, s, c):
    d.line(_P(s, .12, .52, .40, .80, .90, .20), fill=OUT, width=int(s * .22), joint="curve")
    d.line(_P(s, .12, .52, .40, .80, .90, .20), fill=c or PALETTE["active"], width=int(s * .13), joint="curve")


@_p("nope")
def _nope(d, s, c):
    for pts in ((.16, .16, .84, .84), (.16, .84, .84, .16)):
        d.line(_P(s, *pts), fill=OUT, width=int(s * .24))
        d.line(_P(s, *pts), fill=c or PALETTE["danger"], width=int(s * .14))


@_p("crown")  # the Governor of Tortuga
def _crown(d, s, c):
    w = max(1, s // 24)
    d.polygon(_poly(s, [(.08, .30), (.30, .52), (.50, .18), (.70, .52), (.92, .30), (.84, .80), (.16, .80)]),
              fill=PALETTE["gold"], outline=OUT, width=w)
    for x in (.08, .50, .92):
        d.ellipse(_P(s, x - .07, .12 if x == .50 else .24, x + .07, .26 if x == .50 else .38), fill=PALETTE["danger"],
                  outline=OUT, width=w)


@_p("pistol")
def _pistol(d, s, c):
    w = max(1, s // 26)
    d.polygon(_poly(s, [(.06, .30), (.80, .30), (.80, .44), (.06, .44)]), fill=(70, 70, 76), outline=OUT, width=w)
    d.polygon(_poly(s, [(.56, .40), (.84, .40), (.96, .86), (.70, .90)]), fill=(130, 84, 40), outline=OUT, width=w)
    d.arc(_P(s, .46, .38, .66, .62), start=0, end=180, fill=OUT, width=w * 2)


@_p("black_spot")
def _black_spot(d, s, c):
    d.rounded_rectangle(_P(s, .14, .06, .86, .94), radius=s // 10, fill=FACE, outline=OUT, width=max(1, s // 24))
    d.ellipse(_P(s, .28, .30, .72, .74), fill=(16, 16, 16))


@_p("albatross")
def _albatross(d, s, c):
    w = max(1, s // 26)
    white = (245, 245, 240)
    d.polygon(_poly(s, [(.02, .22), (.30, .40), (.44, .52), (.50, .62), (.56, .52), (.70, .40), (.98, .22),
                        (.74, .58), (.56, .70), (.50, .80), (.44, .70), (.26, .58)]), fill=white, outline=OUT, width=w)
    d.polygon(_poly(s, [(.02, .22), (.14, .36), (.20, .34)]), fill=OUT)
    d.polygon(_poly(s, [(.98, .22), (.86, .36), (.80, .34)]), fill=OUT)
    d.ellipse(_P(s, .40, .38, .60, .60), fill=white, outline=OUT, width=w)
    d.polygon(_poly(s, [(.46, .52), (.54, .52), (.50, .72)]), fill=(240, 190, 40), outline=OUT, width=w)


@_p("treasure_map")
def _map(d, s, c):
    w = max(1, s // 26)
    d.polygon(_poly(s, [(.06, .16), (.36, .08), (.64, .16), (.94, .08), (.94, .84), (.64, .92), (.36, .84),
                        (.06, .92)]), fill=FACE, outline=OUT, width=w)
    d.line(_P(s, .20, .70, .36, .50, .52, .58, .62, .40), fill=(120, 90, 60), width=w)
    d.line(_P(s, .62, .30, .80, .48), fill=PALETTE["danger"], width=max(2, s // 12))
    d.line(_P(s, .80, .30, .62, .48), fill=PALETTE["danger"], width=max(2, s // 12))


@_p("eight_bells")
def _bell(d, s, c):
    w = max(1, s // 26)
    d.polygon(_poly(s, [(.30, .30), (.70, .30), (.78, .72), (.90, .80), (.10, .80), (.22, .72)]),
              fill=PALETTE["gold"], outline=OUT, width=w)
    d.pieslice(_P(s, .30, .10, .70, .50), start=180, end=360, fill=PALETTE["gold"], outline=OUT, width=w)
    d.ellipse(_P(s, .42, .78, .58, .94), fill=(120, 90, 20), outline=OUT, width=w)


@_p("stormy_seas")
def _storm(d, s, c):
    w = max(1, s // 26)
    for cx in (.30, .50, .70):
        d.ellipse(_P(s, cx - .2, .08, cx + .2, .44), fill=(120, 130, 150), outline=OUT, width=w)
    d.rectangle(_P(s, .14, .28, .86, .44), fill=(120, 130, 150))
    d.polygon(_poly(s, [(.52, .40), (.38, .66), (.50, .66), (.42, .92), (.66, .58), (.54, .58), (.62, .40)]),
              fill=(255, 214, 64), outline=OUT, width=w)


@_p("atlantis")
def _trident(d, s, c):
    col = (60, 170, 200)
    w = max(2, s // 12)
    d.line(_P(s, .5, .20, .5, .96), fill=col, width=w)
    d.arc(_P(s, .20, -.10, .80, .50), start=0, end=180, fill=col, width=w)
    for x in (.20, .5, .80):
        d.polygon(_poly(s, [(x - .08, .22), (x, .04), (x + .08, .22)]), fill=col)


@_p("fountain")
def _fountain(d, s, c):
    w = max(1, s // 26)
    d.polygon(_poly(s, [(.50, .04), (.72, .40), (.76, .58), (.50, .78), (.24, .58), (.28, .40)]),
              fill=(80, 170, 240), outline=OUT, width=w)
    d.rectangle(_P(s, .14, .80, .86, .94), fill=(170, 170, 180), outline=OUT, width=w)


@_p("el_dorado")
def _el_dorado(d, s, c):
    w = max(1, s // 26)
    d.polygon(_poly(s, [(.50, .08), (.90, .90), (.10, .90)]), fill=PALETTE["gold"], outline=OUT, width=w)
    for y in (.36, .56, .74):
        d.line(_P(s, .50 - (y - .08) * .48, y, .50 + (y - .08) * .48, y), fill=PALETTE["gold_dark"], width=w)


@_p("armada")
def _armada(d, s, c):
    ship = C.icon("ship", int(s * .62), (200, 40, 40))
    d._image.alpha_composite(ship, (0, int(s * .06)))  # type: ignore[attr-defined]
    d._image.alpha_composite(ship, (int(s * .38), int(s * .34)))  # type: ignore[attr-defined]


@_p("blank")
def _blank(d, s, c):
    d.rounded_rectangle(_P(s, .14, .06, .86, .94), radius=s // 10, fill=FACE, outline=OUT, width=max(1, s // 24))
    C.draw_text(d, (s * .5, s * .52), "?", int(s * .6), PALETTE["ink"], anchor="mm")


@_p("hull")  # a ship of the board: its hull colour and its own mark (disc: Dutchman, cross: Roger)
def _hull(d, s, c):
    C.sub(d, "ship", s, (0, 0, 1), c)
    w = max(1, s // 28)
    if c == HULL["dutchman"]:  # the ghost ship: pale green, torn sails
        ghost = (196, 232, 212)
        d.polygon(_poly(s, [(.54, .12), (.86, .56), (.78, .50), (.72, .58), (.64, .50), (.54, .56)]),
                  fill=ghost, outline=OUT, width=w)
        d.polygon(_poly(s, [(.46, .20), (.46, .56), (.38, .50), (.30, .57), (.24, .50), (.18, .56)]),
                  fill=ghost, outline=OUT, width=w)
    else:  # the Jolly Roger flies its black flag, skull and bones
        d.rectangle(_P(s, .50, .02, .90, .26), fill=(24, 24, 28), outline=OUT, width=w)
        d.line(_P(s, .58, .22, .82, .08), fill=(250, 250, 250), width=max(1, s // 22))
        d.line(_P(s, .58, .08, .82, .22), fill=(250, 250, 250), width=max(1, s // 22))
        d.ellipse(_P(s, .62, .06, .78, .20), fill=(250, 250, 250))
        d.ellipse(_P(s, .65, .11, .69, .15), fill=(24, 24, 28))
        d.ellipse(_P(s, .71, .11, .75, .15), fill=(24, 24, 28))
    mark = "disc" if c == HULL["dutchman"] else "cross"
    C.shape_mark(d, mark, _P(s, .38, .61, .62, .85), width=max(1, s // 40))


@_p("cabin_boy")  # the cabin boy: a sailor's cap with its ribbon (not the chest he carries)
def _cabin_boy(d, s, c):
    w = max(1, s // 24)
    d.ellipse(_P(s, .12, .26, .88, .70), fill=(250, 250, 250), outline=OUT, width=w)
    d.rectangle(_P(s, .10, .56, .90, .76), fill=(30, 50, 110), outline=OUT, width=w)
    d.polygon(_poly(s, [(.70, .70), (.86, .94), (.74, .94), (.64, .76)]), fill=(30, 50, 110), outline=OUT, width=w)
    d.ellipse(_P(s, .40, .10, .60, .30), fill=PALETTE["danger"], outline=OUT, width=w)


@_p("brawl")  # a brawl: the two teams' flags crossed (a vote card's flag is one team's alone)
def _brawl(d, s, c):
    C.sub(d, "tortuga.flag_british", s, (0, 0, .66))
    C.sub(d, "tortuga.flag_french", s, (.34, .34, .66))
    d.line(_P(s, .70, .06, .94, .30), fill=OUT, width=max(2, s // 14))
    d.line(_P(s, .06, .70, .30, .94), fill=OUT, width=max(2, s // 14))


@_p("marque")  # the Letter of Marque: a folded letter under a red wax seal (the map is a torn chart)
def _marque(d, s, c):
    w = max(1, s // 26)
    d.rectangle(_P(s, .08, .18, .92, .82), fill=(250, 246, 236), outline=OUT, width=w)
    d.line(_P(s, .08, .18, .50, .54, .92, .18), fill=OUT, width=w)
    d.ellipse(_P(s, .34, .42, .66, .74), fill=(176, 24, 32), outline=OUT, width=w)
    C.star_shape(d, s, PALETTE["gold"], box=(.41, .49, .59, .67), outline=False)


@_p("pawn")  # the legend's pawn: a player's colour and turn number
def _pawn_icon(d, s, c):
    d.ellipse(_P(s, .04, .04, .96, .96), fill=c or PAWN_COLOURS[0], outline=OUT, width=max(2, s // 16))
    d.text((s * .5, s * .52), "1", fill=(255, 255, 255), anchor="mm", font=C.font(int(s * .55)),
           stroke_width=max(2, s // 20), stroke_fill=OUT)


SHARED = frozenset({"ship", "skull", "scroll", "discard", "burst", "trophy", "round", "marker", "eye", "anchor",
                    "sword", "slot"})
EVENT_ICON = {"marque": "marque", "armada": "armada", "pistol": "pistol", "black_spot": "black_spot",
              "albatross": "albatross", "treasure_map": "treasure_map", "eight_bells": "eight_bells",
              "stormy_seas": "stormy_seas", "atlantis": "atlantis", "fountain": "fountain",
              "el_dorado": "el_dorado"}
SYMBOL_ICON = {"cannon": "cannon", "fire": "fire", "water": "water", "british": "flag_british",
               "french": "flag_french", "skull": "skull", "helm": "helm"}
VOTE_ICON = {"attack": "cannon", "mutiny": "skull", "brawl": "brawl"}
ROLE_ICON = {"captain": "anchor", "first_mate": "sword", "cabin_boy": "cabin_boy", "governor": "crown"}


def event_icon(card: dict) -> str:
    return EVENT_ICON.get(card.get("name", ""), "blank")


# --------------------------------------------------------------------------- pieces

def _pawn(img, d, x, y, size, number, colour, glow=False):
    C.note("tortuga.pawn")
    if glow:
        d.ellipse((x - 4, y - 4, x + size + 4, y + size + 4), outline=PALETTE["highlight"], width=4)
    d.ellipse((x, y, x + size, y + size), fill=colour, outline=OUT, width=3)
    C.draw_text(d, (x + size / 2, y + size / 2), str(number), int(size * .6), (255, 255, 255),
                anchor="mm", outline=OUT)


def _chests(img, d, x, y, n, size=36):
    """A chest icon and its count."""
    paste(img, "chest", x, y, size)
    C.draw_text(d, (x + size + 4, y + size / 2), str(n), int(size * .8), anchor="lm")
    return size + 8 + C.text_width(str(n), int(size * .8))


class _Op(NamedTuple):
    """One piece of the board: DRAW[kind] draws it at row y from `part` alone, painting only rows
    [top, bottom) (a glowing pawn reaches past its row: the rows it touches say which bands hold it)."""
    kind: str
    y: int
    top: int
    bottom: int
    part: dict


def _at(kind: str, y: int, top: int, bottom: int, part: dict) -> _Op:
    """A piece at row y painting rows y+top .. y+bottom-1."""
    return _Op(kind, y, y + top, y + bottom, part)


class _Ctx:
    def __init__(self, view, names):
        self.v = view
        order = list(view.get("order") or [])
        self.num = {s: i + 1 for i, s in enumerate(order)}
        self.col = {s: PAWN_COLOURS[i % len(PAWN_COLOURS)] for i, s in enumerate(order)}
        self.names = C.seat_labels(order, names, TEXT)
        self.to_act = set(view.get("to_act") or [])
        self.roles = view.get("roles") or {}
        self.seen = {e["slot"]: e["card"] for e in view.get("seen") or []}

    def pawn(self, seat) -> tuple:
        """A pawn on the board: its number, colour and whether it glows (its player is to act)."""
        return self.num.get(seat, "?"), self.col.get(seat, (128, 128, 128)), seat in self.to_act


def _holds_part(holds: dict | None) -> tuple[int, int]:
    return tuple((holds or {}).get(side, 0) for side in ("british", "french"))


# --------------------------------------------------------------------------- sections

HEADER_H = 64
TEXT = 28   # 9 px tall on a phone


def _header_part(v: dict) -> dict:
    return {"treasure": _holds_part(v.get("treasure")), "votes": v.get("vote_deck_count", 0),
            "deck": v.get("deck_count", 0), "discards": v.get("discard_count", 0), "sudden": bool(v.get("sudden"))}


def _header(img, d, h: dict, y):
    d.rectangle((0, y, W, y + HEADER_H), fill=SEA_BAND)
    x = M
    for side, n in zip(("british", "french"), h["treasure"]):
        paste(img, f"flag_{side}", x, y + 10, 44)
        x += 50
        x += _chests(img, d, x, y + 14, n, 36) + 18
    x += 10
    for name, n in (("vote_back", h["votes"]), ("card_back", h["deck"]), ("discard", h["discards"])):
        paste(img, name, x, y + 10, 44)
        C.draw_text(d, (x + 48, y + 32), str(n), 30, anchor="lm")
        x += 100
    if h["sudden"]:
        paste(img, "burst", x, y + 8, 48)
        paste(img, "skull", x + 8, y + 16, 32)


GALLEON_H = 92


def _turn_part(c: _Ctx) -> dict:
    v = c.v
    if v.get("over"):
        return {"over": True}
    active = v.get("active_seat")
    pawn = (c.num[active], c.col[active]) if active in c.num else None
    return {"over": False, "turn": v.get("turn", 1), "pawn": pawn, "actions": v.get("actions_left", 1) if pawn else 1}


def _turn(img, d, t: dict, y):
    """Right of the galleon: the turn number, whose turn it is and their actions left."""
    rx = W - M
    if t["over"]:
        paste(img, "trophy", rx - 60, y + 16, 60)
        return
    C.draw_text(d, (rx, y + 32), str(t["turn"]), 30, PALETTE["text_dim"], anchor="rm")
    rx -= C.text_width(str(t["turn"]), 30) + 6
    paste(img, "round", rx - 36, y + 14, 36, PALETTE["text_dim"])
    if t["pawn"] is not None:
        ax = W - M - 48
        if t["actions"] > 1:
            C.draw_text(d, (W - M, y + 72), f"×{t['actions']}", TEXT, anchor="rm")
            ax -= 50
        _pawn(img, d, ax, y + 48, PAWN, *t["pawn"])
        paste(img, "marker", ax - 42, y + 56, 36)


def _galleon(img, d, g: dict, y):
    n = g["n"]
    cx = M + 230
    C.rounded(d, (cx - 230, y + 8, cx + 230, y + GALLEON_H - 6), (30, 66, 96), outline=PALETTE["panel_edge"],
              radius=18, width=2)
    strips.mark_box("galleon", cx - 230, y + 8, cx + 230, y + GALLEON_H - 6)
    paste(img, "ship", cx - 220, y + 10, 76, GALLEON)
    x = cx - 130
    for i in range(max(n, 0)):
        paste(img, "chest", x + i * 52, y + 22, 48)
    if n == 0:
        paste(img, "slot", x, y + 26, 40)
    C.draw_text(d, (cx + 212, y + GALLEON_H // 2 + 1), str(n), 40, PALETTE["gold"], anchor="rm", outline=OUT)


ROW_H = 54
PAWN = 48   # its number at 28: 9 px tall on a phone
COL_SHIP = (W - 2 * M - 10) // 2
PLACE_HEAD = 110   # hull, mark and rowboat; then the holds
SHIP_FILL, TORTUGA_FILL = (24, 58, 84), (40, 62, 70)


def _ship_height():
    return PLACE_HEAD + 5 * ROW_H + 10


def _tortuga_height(c: _Ctx):
    rows = (max(2, len((c.v.get("lines") or {}).get("tortuga", []))) + 1) // 2
    return 64 + rows * ROW_H + 10


@lru_cache(maxsize=16)
def _panel_art(place: str, w: int, h: int) -> tuple[Image.Image, Image.Image, frozenset[str]]:
    """A place's panel with its fixed art (hull, big mark, rowboat; the island), drawn once: its
    pixels, the mask of the panel's shape (the art lies inside it) and the icons it shows."""
    img, d = C.canvas(w + 1, h + 1)
    with C.recording() as shown:
        C.rounded(d, (0, 0, w, h), TORTUGA_FILL if place == "tortuga" else SHIP_FILL,
                  outline=PALETTE["panel_edge"], radius=16, width=2)
        if place == "tortuga":
            paste(img, "island", 8, 4, 56)
        else:
            paste(img, "hull", 8, 2, 60, HULL[place])
            C.shape_mark(d, "disc" if place == "dutchman" else "cross", (76, 12, 116, 52), width=3)
            paste(img, "rowboat", w - 70, 10, 56)
    mask = Image.new("L", img.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w, h), radius=16, fill=255, outline=255, width=2)
    return img, mask, frozenset(shown)


def _panel(img, d, p: dict, y):
    art, mask, shown = _panel_art(p["place"], p["w"], p["h"])
    img.paste(art, (p["x"], y), mask)
    strips.mark_box(f"ship:{p['place']}", p["x"], y, p["x"] + p["w"], y + p["h"])
    for name in shown:  # for the legend's check, as if drawn now
        C.note(name)


def _line_pawn(c: _Ctx, s, x, ry, w) -> _Op:
    """One pawn of a line: its role marks, the numbered pawn (its glow reaches a row past), the player's name."""
    return _at("line_pawn", ry, -1, PAWN + 8, {"x": x, "w": w, "roles": tuple(c.roles.get(s, [])[:2]),
                                              "pawn": c.pawn(s), "name": c.names.get(s, "?")})


def _draw_line_pawn(img, d, r: dict, ry):
    x = r["x"]
    ix = x + 8
    for role in r["roles"]:
        paste(img, ROLE_ICON[role], ix, ry + 10, 32, (200, 222, 240) if role == "captain" else None)
        ix += 32
    px = x + 74
    _pawn(img, d, px, ry + 3, PAWN, *r["pawn"])
    C.draw_text(d, (px + PAWN + 8, ry + 3 + PAWN / 2), C.fit_text(r["name"], TEXT, r["w"] - (px - x) - PAWN - 16),
                TEXT, anchor="lm")


def _slot(img, d, s: dict, ry):
    paste(img, "slot", s["x"], ry + 12, 30)


def _holds(img, d, holds: tuple[int, int], x, y, place: str):
    for side, n in zip(("british", "french"), holds):
        start = x
        paste(img, f"flag_{side}", x, y, 36)
        x += 40
        x += _chests(img, d, x, y, n) + 14
        strips.mark_box(f"hold:{place}:{side}", start - 4, y - 4, x - 10, y + 40)


def _ship_top(img, d, s: dict, y):
    """A ship's head beside its fixed art (see _panel_art): who sits in its rowboat, its holds."""
    x, w = s["x"], COL_SHIP
    if s["boat"] is not None:
        _pawn(img, d, x + w - 120, y + 10, PAWN, *s["boat"])
    strips.mark_box(f"boat:{s['place']}", x + w - 124, y + 6, x + w - 8, y + 14 + PAWN)  # its pawn and boat, empty or not
    _holds(img, d, s["holds"], x + 12, y + 66, s["place"])


def _ship(c: _Ctx, place, x, y) -> list[_Op]:
    """A ship: its panel, its head, then its line of 5."""
    h = _ship_height()
    seat = (c.v.get("boats") or {}).get(place)
    ops = [_at("panel", y, 0, h + 1, {"place": place, "x": x, "w": COL_SHIP, "h": h}),
           _at("ship_top", y, 6, PLACE_HEAD - 7, {"place": place, "x": x, "boat": None if seat is None else c.pawn(seat),
                                             "holds": _holds_part((c.v.get("holds") or {}).get(place))})]
    line = (c.v.get("lines") or {}).get(place, [])
    for i in range(5):
        ry = y + PLACE_HEAD + i * ROW_H
        ops.append(_line_pawn(c, line[i], x, ry, COL_SHIP) if i < len(line)
                   else _at("slot", ry, 12, 42, {"x": x + 82}))
    return ops


def _tortuga_top(img, d, t: dict, y):
    """Tortuga's head beside its island (see _panel_art): the holds of its two areas."""
    _holds(img, d, t["holds"], M + 80, y + 14, "tortuga")


def _tortuga(c: _Ctx, y) -> list[_Op]:
    """Tortuga: the island, its two areas' holds, its line (governor first) in two columns."""
    x, w, h = M, W - 2 * M, _tortuga_height(c)
    line = (c.v.get("lines") or {}).get("tortuga", [])
    ops = [_at("panel", y, 0, h + 1, {"place": "tortuga", "x": x, "w": w, "h": h}),
           _at("tortuga_top", y, 14, 50, {"holds": _holds_part((c.v.get("holds") or {}).get("tortuga"))})]
    rows = (max(2, len(line)) + 1) // 2
    for i, s in enumerate(line):
        col, row = divmod(i, rows)
        ops.append(_line_pawn(c, s, x + col * (w // 2), y + 64 + row * ROW_H, w // 2))
    return ops


EVENTS_H = 160
VOTE_PANEL_H = 74
CARD_W, CARD_H = 90, 112


def _events_part(c: _Ctx) -> dict:
    v = c.v
    pend = v.get("pending") or {}
    marked = set(pend.get("slots") or []) if pend.get("kind") == "force" else set()
    row = []
    for slot in v.get("row") or []:
        n, down = slot["slot"], bool(slot.get("face_down"))
        seen = event_icon(c.seen[n]) if down and n in c.seen else None  # you looked at it: drawn on its back
        row.append((n, down, n in marked, seen))
    last = v.get("last_event")
    return {"row": row, "last": event_icon(last) if last else None}


def _events(img, d, e: dict, y):
    d.rectangle((0, y, W, y + EVENTS_H), fill=SEA_BAND)
    x = M + 4
    for n, down, marked, seen in e["row"]:
        cx, cy = x, y + 10
        strips.mark_box(f"slot:{n}", cx - 4, cy - 4, cx + CARD_W + 4, cy + CARD_H + 4)
        if marked:
            d.rounded_rectangle((cx - 4, cy - 4, cx + CARD_W + 4, cy + CARD_H + 4), radius=12,
                                outline=PALETTE["highlight"], width=5)
        C.draw_text(d, (cx + CARD_W / 2, cy + CARD_H + 18), str(n), TEXT, PALETTE["text_dim"], anchor="mm")
        if down:
            paste(img, "card_back", cx - 8, cy, CARD_H)
            if seen is not None:
                C.rounded(d, (cx + 8, cy + 26, cx + CARD_W - 8, cy + CARD_H - 26), FACE, outline=OUT, radius=8)
                paste(img, seen, cx + 14, cy + 32, CARD_W - 28)
                paste(img, "eye", cx + CARD_W - 30, cy - 4, 30)
        else:
            d.rounded_rectangle((cx + 6, cy + 6, cx + CARD_W - 6, cy + CARD_H - 6), radius=10,
                                outline=PALETTE["slot"], width=3)
        x += CARD_W + 10
    x += 14
    if e["last"] is not None:
        C.card_frame(d, (x, y + 10, x + CARD_W, y + 10 + CARD_H), FACE, glow=None)
        paste(img, e["last"], x + 6, y + 24, CARD_W - 12)


def _vote_part(lv: dict) -> dict:
    return {"vote": VOTE_ICON.get(lv["vote"], "blank"), "result": lv.get("result"),
            "symbols": [SYMBOL_ICON.get(s, "blank") for group in lv.get("symbols", []) for s in group]}


def _vote(img, d, lv: dict, top):
    """The last vote: what was voted, the symbols counted, the result."""
    bx = M
    C.rounded(d, (bx, top, W - M, top + VOTE_PANEL_H - 4), (30, 66, 96), outline=PALETTE["panel_edge"],
              radius=14, width=2)
    paste(img, lv["vote"], bx + 10, top + 13, 44)
    res = lv["result"]
    rx = W - M - 56
    if res in ("british", "french"):
        paste(img, f"flag_{res}", rx, top + 13, 44)
    elif res == "tie":
        paste(img, "flag_british", rx - 24, top + 9, 40)
        paste(img, "flag_french", rx + 8, top + 21, 40)
    else:
        paste(img, "tick" if res == "success" else "nope", rx, top + 13, 44)
    syms = lv["symbols"]
    sx = bx + 70
    per_row = (rx - 10 - sx) // 38
    size = 34 if len(syms) <= per_row else 28
    per_row = max(1, (rx - 10 - sx) // (size + 4))
    rows = min(2, -(-len(syms) // per_row)) or 1
    sy = top + (VOTE_PANEL_H - 4 - rows * (size + 2)) // 2
    for i, s in enumerate(syms[: per_row * 2]):
        paste(img, s, sx + (i % per_row) * (size + 4), sy + (i // per_row) * (size + 2), size)


CHIP_H = 68
CHIP_W = (W - 2 * M - 10) // 2


def _chip_part(c: _Ctx, s, x) -> dict:
    v = c.v
    return {"seat": s, "x": x, "you": s == v.get("you"), "to_act": s in c.to_act, "pawn": (c.num[s], c.col[s]),
            "winner": s in set(v.get("winners") or []), "loyal": (v.get("loyalties") or {}).get(s),
            "kept": [event_icon(card) for card in (v.get("kept") or {}).get(s, [])],
            "cards": (v.get("hand_counts") or {}).get(s, 0), "name": c.names[s]}


def _chip(img, d, p: dict, yy):
    """One player's chip: numbered pawn, trophy, loyalty (once known), name, vote cards held, kept event cards."""
    x = p["x"]
    edge = PALETTE["highlight"] if p["to_act"] else PALETTE["panel_edge"]
    C.rounded(d, (x, yy, x + CHIP_W, yy + CHIP_H), PALETTE["panel_you"] if p["you"] else PALETTE["panel"],
              outline=edge, radius=14, width=4 if p["to_act"] else 2)
    strips.mark_box(f"seat:{p['seat']}", x, yy, x + CHIP_W, yy + CHIP_H)  # the player's pawn, on its chip
    _pawn(img, d, x + 10, yy + 10, PAWN, *p["pawn"])
    nx = x + 64
    if p["winner"]:
        paste(img, "trophy", nx, yy + 14, 36)
        nx += 40
    if p["loyal"] is not None:
        paste(img, f"flag_{p['loyal']}", nx, yy + 12, 40)
        nx += 44
    if p["you"]:
        paste(img, "eye", nx, yy + 16, 30)
        nx += 34
    # right side: vote cards held, then kept event cards
    right = x + CHIP_W - 10
    ksize = 38 if len(p["kept"]) <= 4 else 28
    for name in reversed(p["kept"]):
        right -= ksize + 2
        paste(img, name, right, yy + (CHIP_H - ksize) // 2, ksize)
    right -= 8
    n = p["cards"]
    C.draw_text(d, (right, yy + CHIP_H / 2), str(n), TEXT, anchor="rm")
    right -= C.text_width(str(n), TEXT) + 2
    paste(img, "vote_back", right - 34, yy + 15, 34)
    right -= 42
    C.draw_text(d, (nx, yy + CHIP_H / 2), C.fit_text(p["name"], TEXT, max(40, right - nx - 6)), TEXT, anchor="lm")


# --------------------------------------------------------------------------- my view

VOTE_W, VOTE_H = 150, 70
MINE_H = VOTE_H + 24
SECTIONS = ("attack", "brawl", "mutiny")


def _vote_card(img, d, card: tuple, x: int, y: int) -> None:
    """One vote card: its attack | brawl | mutiny sections, each with its symbols."""
    C.rounded(d, (x, y, x + VOTE_W, y + VOTE_H), FACE, outline=OUT, radius=10, width=2)
    for k, syms in enumerate(card):
        sx = x + 4 + k * ((VOTE_W - 8) // 3)
        if k:
            d.line((sx - 1, y + 6, sx - 1, y + VOTE_H - 6), fill=C.shade(FACE, .7), width=2)
        size = 34 if len(syms) <= 1 else 28
        for i, sym in enumerate(syms[:2]):
            paste(img, SYMBOL_ICON.get(sym, "blank"), sx + 6 + i * 8, y + (VOTE_H - size) // 2 - 8 + i * 16, size)


def _mine_part(v: dict) -> dict | None:
    """What only the viewer knows: loyalty and vote cards (the seen event cards lie on the row)."""
    if v.get("you") is None or not (v.get("my_loyalty") or v.get("hand")):
        return None
    return {"loyalty": v.get("my_loyalty") or None,
            "hand": [tuple(tuple(card.get(section) or []) for section in SECTIONS) for card in v.get("hand") or []]}


def _mine(img, d, m: dict, y):
    C.rounded(d, (M, y, W - M, y + MINE_H - 8), PALETTE["panel_you"], outline=PALETTE["highlight"], radius=14, width=2)
    x = M + 12
    paste(img, "eye", x, y + (MINE_H - 8) // 2 - 18, 36)
    x += 48
    if m["loyalty"]:
        paste(img, f"flag_{m['loyalty']}", x, y + (MINE_H - 8) // 2 - 28, 56)
        x += 70
    for card in m["hand"]:
        if x + VOTE_W > W - M:
            break
        _vote_card(img, d, card, x, y + 8)
        x += VOTE_W + 10


# --------------------------------------------------------------------------- entry point

DRAW = {"header": _header, "galleon": _galleon, "turn": _turn, "panel": _panel, "ship_top": _ship_top,
        "line_pawn": _draw_line_pawn, "slot": _slot, "tortuga_top": _tortuga_top, "events": _events, "vote": _vote,
        "mine": _mine, "chip": _chip}


def _ops(view: dict, names: dict[str, str] | None) -> tuple[list[_Op], int]:
    """Every piece of the board top to bottom (in drawing order), and the board's height."""
    c = _Ctx(view, names)
    ops = [_at("header", 0, 0, HEADER_H + 1, _header_part(view))]
    y = HEADER_H
    ops += [_at("galleon", y, 8, GALLEON_H - 5, {"n": view.get("galleon", 0)}),
            _at("turn", y, 8, 48 + PAWN + 1, _turn_part(c))]  # whose turn: that pawn dips into the board
    y += GALLEON_H
    ops += _ship(c, "dutchman", M, y) + _ship(c, "roger", W - M - COL_SHIP, y)
    y += _ship_height() + 10
    ops += _tortuga(c, y)
    y += _tortuga_height(c) + 10
    ops.append(_at("events", y, 0, EVENTS_H + 1, _events_part(c)))
    y += EVENTS_H + 10
    if view.get("last_vote"):
        ops.append(_at("vote", y, 0, VOTE_PANEL_H - 3, _vote_part(view["last_vote"])))
        y += VOTE_PANEL_H + 10
    mine = _mine_part(view)
    if mine is not None:
        ops.append(_at("mine", y, 0, MINE_H - 7, mine))
        y += MINE_H
    order = list(view.get("order") or [])
    for i, s in enumerate(order):  # two chips a row
        chip = _chip_part(c, s, M + (i % 2) * (CHIP_W + 10))
        ops.append(_at("chip", y + (i // 2) * (CHIP_H + 8), 0, CHIP_H + 1, chip))
    y += (len(order) + 1) // 2 * (CHIP_H + 8)
    return ops, y + M


def _band(key: tuple, height: int) -> Strip:
    """A band whose key is its pieces (kind, row in the band, part): its draw reads only that."""
    def draw(img, d):
        for kind, y, part, first in key:
            if first:  # the band a piece starts in marks it
                DRAW[kind](img, d, part, y)
            else:
                with strips.unmarked():
                    DRAW[kind](img, d, part, y)
    return Strip(key, height, draw)


def _strips(view: dict, names: dict[str, str] | None) -> list[Strip]:
    """The board cut wherever the set of pieces touching a row changes: a band's key names its
    pieces, their parts and where they sit in it, and its draw reads nothing else (pieces drawn
    in board order, each clipped to the band, give the band's rows of the whole board)."""
    ops, height = _ops(view, names)
    cuts = sorted({0, height, *(min(max(o.top, 0), height) for o in ops), *(min(o.bottom, height) for o in ops)})
    by_top = sorted(range(len(ops)), key=lambda i: ops[i].top)
    bands, active, j = [], [], 0  # bands: [top, bottom, the pieces touching it]
    for a, b in zip(cuts, cuts[1:]):
        while j < len(by_top) and ops[by_top[j]].top <= a:
            active.append(by_top[j])
            j += 1
        active = [i for i in active if ops[i].bottom > a]
        here = sorted(active)
        if bands and bands[-1][2] == here:
            bands[-1][1] = b
        else:
            bands.append([a, b, here])
    return [_band(tuple((ops[i].kind, ops[i].y - a, ops[i].part, max(ops[i].top, 0) >= a) for i in here), b - a)
            for a, b, here in bands]


def compose(view: dict, names: dict[str, str] | None = None) -> Image.Image:
    """Build the board as a Pillow image (render() builds the same pixels as PNG bytes)."""
    return strips.image(W, _strips(view, names), PALETTE["bg"])


def _palette() -> Image.Image:
    colours = [PALETTE[k] for k in ("bg", "bg_band", "panel", "panel_you", "panel_edge", "highlight", "slot")]
    colours += [(24, 58, 84), (40, 62, 70), (30, 66, 96), FACE, CARD_BACK, *HULL.values(), GALLEON, CHEST,
                *PAWN_COLOURS]
    return C.fixed_palette(tuple(dict.fromkeys(colours)), tuple(sorted({n for _, n, _ in LEGEND})))


def render(view: dict, names: dict[str, str] | None = None) -> bytes:
    return strips.png("tortuga", W, _strips(view, names), _palette(), 4, PALETTE["bg"])  # level: see C.COLOURS


def _t(name: str) -> str:
    return name if name in SHARED else f"tortuga.{name}"


# Every icon and mark the board can show, in reading order; the bot words `tortuga.icon.<key>`.
LEGEND: tuple[C.LegendEntry, ...] = (
    ("british", _t("flag_british"), None), ("french", _t("flag_french"), None), ("dutch", _t("flag_dutch"), None),
    ("chest", _t("chest"), None), ("vote_deck", _t("vote_back"), None), ("event_deck", _t("card_back"), None),
    ("discard", "discard", None), ("sudden", "burst", None), ("turn", "round", None), ("active", "marker", None),
    ("pawn", _t("pawn"), None), ("galleon", "ship", GALLEON), ("dutchman", _t("hull"), HULL["dutchman"]),
    ("roger", _t("hull"), HULL["roger"]), ("tortuga", _t("island"), None), ("rowboat", _t("rowboat"), None),
    ("captain", "anchor", (200, 222, 240)), ("first_mate", "sword", None), ("cabin_boy", _t("cabin_boy"), None),
    ("governor", _t("crown"), None), ("empty", "slot", None),
    ("attack", _t("cannon"), None), ("fire", _t("fire"), None), ("water", _t("water"), None),
    ("mutiny", "skull", None), ("helm", _t("helm"), None), ("brawl", _t("brawl"), None),
    ("success", _t("tick"), None), ("failure", _t("nope"), None),
    *((f"event_{name}", _t(icon)) + (None,) for name, icon in EVENT_ICON.items()), ("event_blank", _t("blank"), None),
    ("you", "eye", None), ("winner", "trophy", None),
)


LEGEND_ON_DARK = frozenset({"round", "anchor"})  # drawn light, as on the board's dark bands


def legend_entries(table: dict | None = None) -> tuple[C.LegendEntry, ...]:
    """Every icon, or (with a table's options and `players`) those its board can show: the Dutch
    only at an odd count, a blank card only where one can be dealt, the Treasure Map worded by
    the table's reading."""
    if table is None:
        return LEGEND
    players = table.get("players")
    blank = table.get("starred_events") == "random" or table.get("treasure_map") == "blank"
    entries = tuple(e for e in LEGEND if (blank or e[0] != "event_blank")
                    and (players is None or players % 2 or e[0] != "dutch"))
    if table.get("treasure_map") == "blank":
        entries = tuple(("event_treasure_map_blank",) + e[1:] if e[0] == "event_treasure_map" else e for e in entries)
    return entries


def legend_palette() -> Image.Image:
    return _palette()


# The symbols its words write for icons this board draws (the bot shows the icon instead).
C.symbols({
    "🗺": "tortuga.treasure_map",
    "🔔": "tortuga.eight_bells",
    "✅": "tortuga.tick",
    "👑": "tortuga.crown",
    "🔥": "tortuga.fire",
    "🛞": "tortuga.helm",
    "🚣": "tortuga.rowboat",
    "🔫": "tortuga.pistol",
    "⛲": "tortuga.fountain",
    "🐦": "tortuga.albatross",
    "🇬🇧": "tortuga.flag_british",
    "🇫🇷": "tortuga.flag_french",
    "🏝": "tortuga.island",
})


# --------------------------------------------------------------------------- the focus (a phone's picture)

def _focus_pawn(view: dict, seat: str, labels: dict[str, str], glow: bool) -> F.Tile:
    order = view.get("order", [])
    i = order.index(seat) if seat in order else 0
    colour = PAWN_COLOURS[i % len(PAWN_COLOURS)]
    pawn = F.piece(F.ICON, F.ICON, "tortuga.pawn", lambda img, d, x, y: _pawn(img, d, x, y, F.ICON, i + 1, colour))
    roles = [F.icon(_t(ROLE_ICON[r]), (200, 222, 240) if r == "captain" else None, 36)  # the board's light anchor
             for r in view.get("roles", {}).get(seat, []) if r in ROLE_ICON]
    return F.Tile([pawn, *roles, F.text(C.fit_text(labels.get(seat, seat), F.TEXT, 170))],
                  edge=PALETTE["highlight"] if glow else PALETTE["panel_edge"])


def focus(view: dict, choices, names: dict | None = None):
    """Both ships' lines (captain first) and the event row; during a vote, what is voted on."""
    order = view.get("order", [])
    labels = C.seat_labels(order, names, F.TEXT)
    named = {k for c in choices for k in c.at}
    acting = set(view.get("to_act", []))
    rows, facts = [], []
    pending = view.get("pending") or {}
    if pending.get("kind") == "vote":
        place = pending.get("place")
        rows.append(F.Row([F.icon(_t(VOTE_ICON.get(pending["vote"], "cannon")))],
                          [F.Tile([F.icon(_t("hull"), HULL.get(place)) if place in HULL else F.icon(_t("island"))],
                                  FACE, OUT)], FACE))
        facts.append(("vote", {"vote": pending["vote"], "place": place or "tortuga"}))
    for ship in ("dutchman", "roger"):
        line = view.get("lines", {}).get(ship, [])
        edge = f"ship:{ship}" in named
        tiles = [_focus_pawn(view, s, labels, s in acting) for s in line]
        head = [F.icon(_t("hull"), HULL[ship])] + ([F.icon("marker")] if edge else [])  # the marker: a choice names it
        rows.append(F.Row(head, tiles or [F.Tile([F.text("0")])], FACE))
        facts.append(("line", {"ship": ship, "seats": list(line)}))
    slots = []
    for card in view.get("row", []):
        face = "card_back" if card.get("face_down") else event_icon(card)
        glow = f"slot:{card['slot']}" in named
        slots.append(F.Tile([F.icon(_t(face)), F.text(str(card["slot"]))],
                            edge=PALETTE["highlight"] if glow else PALETTE["panel_edge"]))
    if slots:
        rows.append(F.Row((), slots))
        facts.append(("row", {"count": sum(1 for c in view.get("row", []) if c.get("face_down"))}))
    return C.to_png(F.sheet(rows), _palette(), 4), facts
