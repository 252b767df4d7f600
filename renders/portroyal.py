"""Port Royal board image: view dict (from the engine) -> PNG bytes.

Layout, top to bottom, 800 px wide (phone friendly, grows with the player count):
  header      phase badge, round, picks left, final-round flag | draw pile, discard pile (+ top card)
  harbor      cards in reveal order; the pending ship (awaiting repel) last, with a bright halo
  expeditions shared expedition cards: needed symbols, VP, coins
  players     one panel per seat in seat order: turn marker, name, coins / VP / swords,
              persons grouped by kind with counts, claimed expeditions
Symbols and numbers only: the words are in the bot's message catalogue.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from . import common as C
from . import focus as F
from . import strips
from . import portroyal_icons  # noqa: F401  (registers Port Royal's icons)
from .common import PALETTE, SHIP_COLOURS, SHIP_ORDER
from .strips import Strip

W = 800  # at a phone's 360 px the card numbers are still ~9 px tall
M = 20
CARD_W, CARD_H = 122, 172
EXP_W, EXP_H = 216, 108
GAP = 12

PHASE_STYLE: dict[str, tuple[str, tuple[int, int, int]]] = {
    "discover": ("reveal", (46, 110, 190)),
    "repel": ("repel", (200, 110, 30)),
    "trade": ("take", (178, 140, 20)),
    "others": ("people", (30, 140, 140)),
    "bust": ("burst", (170, 40, 40)),
    "over": ("trophy", (110, 60, 150)),
}

EXPEDITION_FILL = (196, 222, 206)
TAX_FILL = (200, 200, 206)
BACK_FILL = (120, 40, 40)

# person kind -> (icon, tint); traders use a coin in their ship colour
KIND_ICON: dict[str, tuple[str, tuple[int, int, int] | None]] = {
    "settler": ("hut", None),
    "captain": ("anchor", None),
    "priest": ("cross", None),
    "jack_of_all_trades": ("star", None),
    "sailor": ("sword", None),
    "pirate": ("swords", None),
    "mademoiselle": ("coin_minus", None),
    "jester": ("jester", None),
    "admiral": ("coins2", None),
    "governor": ("governor", None),
}
KIND_ORDER = ("trader", "sailor", "pirate", "captain", "settler", "priest", "jack_of_all_trades",
              "mademoiselle", "admiral", "jester", "governor")
NEED_ICON = {"anchor": "anchor", "hut": "hut", "cross": "cross", "any": "star"}


def _person_icon(card: dict) -> tuple[str, tuple[int, int, int] | None]:
    kind = card.get("kind", "")
    if kind == "trader":
        return "trader", SHIP_COLOURS.get(card.get("colour", ""), PALETTE["gold"])
    return KIND_ICON.get(kind, ("person", None))


# --------------------------------------------------------------------------- cards

def draw_card(img: Image.Image, d: ImageDraw.ImageDraw, card: dict, x: int, y: int,
              k: float = 1.0, glow: tuple[int, int, int] | None = None) -> tuple[int, int]:
    """Draw one card with its top-left corner at (x, y), scaled by k. Returns its size."""
    kind = card.get("type")
    if kind == "expedition":
        w, h = int(EXP_W * k), int(EXP_H * k)
    else:
        w, h = int(CARD_W * k), int(CARD_H * k)
    r = max(6, int(12 * k))
    box = (x, y, x + w, y + h)

    def sz(v: float) -> int:
        return max(8, int(v * k))

    out = PALETTE["outline"]
    if kind == "ship":
        col = SHIP_COLOURS.get(card.get("colour", ""), (128, 128, 128))
        C.card_frame(d, box, col, edge=(236, 236, 236) if card.get("colour") == "black" else out,
                     radius=r, glow=glow)
        C.rounded(d, (x + sz(9), y + sz(9), x + w - sz(9), y + sz(100)), PALETTE["parchment"],
                  outline=out, radius=max(4, r - 4), width=max(1, int(2 * k)))
        C.paste_icon(img, "ship", x + (w - sz(86)) // 2, y + sz(12), sz(86), col)
        if card.get("swords") is None:
            C.paste_icon(img, "skull", x + sz(6), y + sz(112), sz(48))
        else:
            C.paste_icon(img, "sword", x + sz(2), y + sz(110), sz(50))
            C.draw_text(d, (x + sz(58), y + sz(137)), str(card["swords"]), sz(34), (255, 255, 255),
                        anchor="mm", outline=out)
        C.icon_number(img, d, "coin", x + w - sz(56), y + sz(110), sz(50), card.get("coins", 0),
                      inside=True, text_size=sz(34), fill=(255, 255, 255))
    elif kind == "person":
        C.card_frame(d, box, PALETTE["parchment"], radius=r, glow=glow)
        name, tint = _person_icon(card)
        C.paste_icon(img, name, x + (w - sz(76)) // 2, y + sz(40), sz(76), tint)
        C.icon_number(img, d, "shield", x + w - sz(52), y + sz(4), sz(48), card.get("vp", 0),
                      inside=True, text_size=sz(33), fill=(255, 255, 255))
        C.icon_number(img, d, "coin", x + sz(6), y + h - sz(54), sz(48), card.get("cost", 0),
                      inside=True, text_size=sz(33), fill=(255, 255, 255))
    elif kind == "expedition":
        C.card_frame(d, box, EXPEDITION_FILL, radius=r, glow=glow)
        needs = card.get("needs", [])
        for i, need in enumerate(needs):
            cx = x + sz(10) + i * sz(46)
            d.ellipse((cx, y + sz(12), cx + sz(42), y + sz(54)), fill=(250, 248, 240), outline=out,
                      width=max(1, int(2 * k)))
            C.paste_icon(img, NEED_ICON.get(need, "person"), cx + sz(5), y + sz(17), sz(32))
        C.icon_number(img, d, "shield", x + w - sz(56), y + sz(6), sz(48), card.get("vp", 0),
                      inside=True, text_size=sz(33), fill=(255, 255, 255))
        C.icon_number(img, d, "coin", x + w - sz(54), y + sz(58), sz(44), card.get("coins", 0),
                      inside=True, text_size=sz(33), fill=(255, 255, 255))
    elif kind == "tax":
        C.card_frame(d, box, TAX_FILL, radius=r, glow=glow)
        C.paste_icon(img, "tax", x + (w - sz(64)) // 2, y + sz(12), sz(64))
        C.draw_text(d, (x + w // 2, y + sz(92)), "12+", sz(32), PALETTE["ink"], anchor="mm")
        bonus_icon = "sword" if card.get("bonus") == "most_swords" else "shield"
        C.paste_icon(img, bonus_icon, x + sz(10), y + sz(112), sz(50))
        tri_x, tri_y = x + w - sz(40), y + sz(122)
        if card.get("bonus") == "most_swords":
            pts = [(tri_x, tri_y + sz(30)), (tri_x + sz(30), tri_y + sz(30)), (tri_x + sz(15), tri_y)]
        else:
            pts = [(tri_x, tri_y), (tri_x + sz(30), tri_y), (tri_x + sz(15), tri_y + sz(30))]
        d.polygon(pts, fill=PALETTE["ink"])
    else:  # unknown card type: a plain back
        C.card_frame(d, box, BACK_FILL, edge=PALETTE["gold"], radius=r, glow=glow)
    return w, h


# --------------------------------------------------------------------------- sections

def _header(img, d, view: dict, y: int) -> int:
    h = HEADER_H
    d.rectangle((0, y, W, y + h), fill=PALETTE["bg_band"])
    phase = view.get("phase", "")
    icon_name, colour = PHASE_STYLE.get(phase, ("slot", (90, 90, 90)))
    x = M
    C.rounded(d, (x, y + 14, x + 96, y + 82), colour, outline=PALETTE["outline"], radius=16, width=3)
    C.paste_icon(img, icon_name, x + 20, y + 20, 56)
    x += 116
    # round
    C.paste_icon(img, "round", x, y + 26, 44)
    C.draw_text(d, (x + 52, y + 48), str(view.get("round", 1)), 40, anchor="lm")
    x += 52 + C.text_width(str(view.get("round", 1)), 40) + 28
    # final round
    if view.get("final_round"):
        C.rounded(d, (x, y + 16, x + 72, y + 80), PALETTE["danger"], outline=PALETTE["outline"],
                  radius=14, width=3)
        C.paste_icon(img, "flag", x + 10, y + 22, 52)
        x += 72 + 24
    # picks left (trade / others)
    if view.get("picks_left") is not None:
        C.paste_icon(img, "take", x, y + 24, 48)
        C.draw_text(d, (x + 56, y + 48), str(view["picks_left"]), 40, anchor="lm")
    # piles, right-aligned: draw pile, then discard (top card small)
    rx = W - M
    top = view.get("discard_top")
    if top:  # the top discard: a small card with its picture only (its numbers would be too small to read)
        mw, mh = 56, 78
        rx -= mw
        _mini_card(img, d, top, rx, y + (h - mh) // 2, mw, mh)
        rx -= 8
    else:
        rx -= 44
        C.paste_icon(img, "discard", rx, y + 26, 44)
        rx -= 6
    dc = str(view.get("discard_count", 0))
    rx -= C.text_width(dc, 34)
    C.draw_text(d, (rx, y + 48), dc, 34, PALETTE["text_dim"], anchor="lm")
    rx -= 36
    dr = str(view.get("draw_count", 0))
    rx -= C.text_width(dr, 40)
    C.draw_text(d, (rx, y + 48), dr, 40, anchor="lm")
    rx -= 60
    C.paste_icon(img, "deck", rx, y + 20, 56)
    strips.mark_box("deck", rx, y + 20, rx + 60 + C.text_width(dr, 40), y + 76)  # the pile and its count
    return y + h


def _mini_card(img, d, card: dict, x: int, y: int, w: int, h: int) -> None:
    kind = card.get("type")
    colour = SHIP_COLOURS.get(card.get("colour", ""), (128, 128, 128))
    fill = {"ship": colour, "expedition": EXPEDITION_FILL, "tax": TAX_FILL}.get(kind, PALETTE["parchment"])
    C.card_frame(d, (x, y, x + w, y + h), fill, radius=8)
    name, tint = {"ship": ("ship", colour), "expedition": ("scroll", None), "tax": ("tax", None)}.get(
        kind, _person_icon(card))
    side = w - 10
    C.paste_icon(img, name, x + 5, y + (h - side) // 2, side, tint)


def _section_title(img, d, y: int, icon_name: str, count: int | None,
                   colours: set[str] | None = None) -> int:
    C.paste_icon(img, icon_name, M, y + 6, 36)
    x = M + 44
    if count is not None:
        C.draw_text(d, (x, y + 24), str(count), 32, PALETTE["text_dim"], anchor="lm")
        x += C.text_width(str(count), 32) + 18
    if colours is not None:
        C.note("harbor_colours")
        for c in SHIP_ORDER:
            col = SHIP_COLOURS[c]
            box = (x, y + 12, x + 24, y + 36)
            if c in colours:
                d.ellipse(box, fill=col, outline=(236, 236, 236), width=2)
                C.shape_mark(d, C.SHIP_SHAPES[c], (box[0] + 6, box[1] + 6, box[2] - 6, box[3] - 6), width=1)
            else:
                d.ellipse(box, outline=PALETTE["slot"], width=3)
            x += 30
    d.line((x + 12, y + 24, W - M, y + 24), fill=PALETTE["slot"], width=2)
    return y + TITLE_H


def _harbor_flow(view: dict) -> tuple[list[dict], list[tuple[int, int]], int]:
    cards = list(view.get("harbor") or [])
    if view.get("pending"):
        cards.append(view["pending"])
    if not cards:
        return [], [], CARD_H
    sizes = [(CARD_W, CARD_H)] * len(cards)
    if view.get("pending"):
        sizes[-1] = (CARD_W + 12, CARD_H)  # room for the halo
    pos, _, used_h = C.flow(sizes, W - 2 * M, GAP, row_gap=22)
    return cards, pos, used_h


def _expedition_flow(view: dict) -> tuple[list[dict], list[tuple[int, int]], int]:
    exps = list(view.get("expeditions") or [])
    if not exps:
        return [], [], EXP_H
    pos, _, used_h = C.flow([(EXP_W, EXP_H)] * len(exps), W - 2 * M, GAP)
    return exps, pos, used_h


def _harbor(img, d, view: dict, y: int) -> int:
    harbor = list(view.get("harbor") or [])
    pending = view.get("pending")
    colours = {c.get("colour") for c in harbor if c.get("type") == "ship"}
    y = _section_title(img, d, y, "harbor", len(harbor), colours)
    cards, pos, used_h = _harbor_flow(view)
    if not cards:
        C.rounded(d, (M, y, M + CARD_W, y + CARD_H), None, outline=PALETTE["slot"], radius=12, width=3)
        return y + used_h + 18
    # on a bust, ring the ships of the colour that came twice
    bust_colours: set = set()
    if view.get("phase") == "bust":
        seen: set = set()
        for c in harbor:
            if c.get("type") == "ship":
                (bust_colours if c.get("colour") in seen else seen).add(c.get("colour"))
    for i, (card, (ox, oy)) in enumerate(zip(cards, pos)):
        is_pending = pending is not None and i == len(cards) - 1
        x0 = M + ox + (12 if is_pending else 0)
        glow = PALETTE["highlight"] if is_pending else None
        if not is_pending and card.get("type") == "ship" and card.get("colour") in bust_colours:
            glow = PALETTE["danger"]
        draw_card(img, d, card, x0, y + oy, glow=glow)
        strips.mark_box(f"card:c{card.get('id')}", x0, y + oy, x0 + CARD_W, y + oy + CARD_H)
        if is_pending:
            C.paste_icon(img, "hourglass", x0 + CARD_W - 26, y + oy - 14, 40)
    return y + used_h + 18


def _expeditions(img, d, view: dict, y: int) -> int:
    exps, pos, used_h = _expedition_flow(view)
    y = _section_title(img, d, y, "scroll", len(exps))
    if not exps:
        C.rounded(d, (M, y, M + EXP_W, y + EXP_H), None, outline=PALETTE["slot"], radius=12, width=3)
        return y + used_h + 18
    for card, (ox, oy) in zip(exps, pos):
        draw_card(img, d, card, M + ox, y + oy)
        strips.mark_box(f"card:c{card.get('id')}", M + ox, y + oy, M + ox + EXP_W, y + oy + EXP_H)
    return y + used_h + 18


def _group_persons(persons: list[dict]) -> list[tuple[str, tuple[int, int, int] | None, int]]:
    """[(icon, tint, count)] grouped by kind (traders by colour), in a stable order."""
    return [group[:3] for group in _person_groups(persons)]


def _person_groups(persons: list[dict]) -> list[tuple[str, tuple[int, int, int] | None, int, tuple]]:
    """[(icon, tint, count, the cards' ids)] grouped by kind (traders by colour), in a stable order."""
    counts: dict[tuple, int] = {}
    ids: dict[tuple, list] = {}
    for p in persons:
        kind = p.get("kind", "")
        key = (KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER), kind,
               SHIP_ORDER.index(p["colour"]) if kind == "trader" and p.get("colour") in SHIP_ORDER else 0)
        counts[key] = counts.get(key, 0) + 1
        ids.setdefault(key, []).append(p.get("id"))
    out = []
    for key in sorted(counts):
        kind = key[1]
        if kind == "trader":
            icon_name, tint = "trader", SHIP_COLOURS[SHIP_ORDER[key[2]]]
        else:
            icon_name, tint = KIND_ICON.get(kind, ("person", None))
        out.append((icon_name, tint, counts[key], tuple(ids[key])))
    return out


CHIP_H = 52
CHIP_TEXT = 32  # still readable with the board shrunk to a phone's 360 px
LEFT_W = 370


def _times() -> str:
    return "×" if C._has_glyph("×", CHIP_TEXT) else "x"


def _chips(player: dict) -> list[tuple[str, tuple | None, str, tuple, tuple]]:
    """(icon, tint, text, chip fill, text colour) for persons then claimed expeditions."""
    return [chip[:5] for chip in _chips_of(player)]


def _chips_of(player: dict) -> list[tuple[str, tuple | None, str, tuple, tuple, tuple]]:
    """`_chips`, each with the ids of the person cards it stands for (a chip is their region)."""
    chips = []
    for icon_name, tint, n, ids in _person_groups(player.get("persons") or []):
        chips.append((icon_name, tint, f"{_times()}{n}", PALETTE["parchment"], PALETTE["ink"], ids))
    for e in player.get("expeditions") or []:
        chips.append(("scroll", None, str(e.get("vp", 0)), EXPEDITION_FILL, PALETTE["text"], ()))
    return chips


def _chip_w(text: str) -> int:
    if text.isdigit():  # expedition chip: scroll + shield
        return 8 + 40 + 4 + 42 + 8
    return 8 + 40 + 6 + C.text_width(text, CHIP_TEXT) + 12


NAME_H = 56  # the name line runs the panel's whole width; chips start below it


def _player_height(player: dict) -> int:
    chips = _chips(player)
    sizes = [(_chip_w(t), CHIP_H) for _, _, t, _, _ in chips]
    _, _, used_h = C.flow(sizes, W - 2 * M - LEFT_W - 16, 8)
    return max(124, NAME_H + used_h + 14)


def _winners(view: dict) -> set[str]:
    if view.get("phase") != "over" or not view.get("players"):
        return set()
    if view.get("winners"):  # the engine's verdict (end variant, tie-breaks) when it gives one
        return set(view["winners"])
    best = max((p.get("vp", 0), p.get("coins", 0)) for p in view["players"])
    return {p["seat"] for p in view["players"] if (p.get("vp", 0), p.get("coins", 0)) == best}


def _player_part(view: dict, p: dict, label: str, winners: set[str]) -> dict:
    """Everything one player's panel shows (its strip's key)."""
    seat = p["seat"]
    picker = seat == view.get("picker_seat") and view.get("picks_left") is not None
    return {"p": p, "label": label, "to_act": seat in (view.get("to_act") or []), "you": seat == view.get("you"),
            "active": seat == view.get("active_seat") and view.get("phase") != "over",
            "start": seat == view.get("start_seat"), "picks_left": view["picks_left"] if picker else None,
            "winner": seat in winners}


def _player(img, d, part: dict, y: int, h: int) -> None:
    p, label = part["p"], part["label"]
    to_act, you, active = part["to_act"], part["you"], part["active"]
    x0, x1 = M, W - M
    fill = PALETTE["panel_you"] if you else PALETTE["panel"]
    edge = PALETTE["highlight"] if to_act else PALETTE["panel_edge"]
    C.rounded(d, (x0, y, x1, y + h), fill, outline=edge, radius=16, width=5 if to_act else 2)
    if active:
        d.rounded_rectangle((x0 + 5, y + 5, x0 + 14, y + h - 5), radius=4, fill=PALETTE["active"])

    # line 1: marker, name, small status icons
    x = x0 + 22
    if part["winner"]:
        C.paste_icon(img, "trophy", x, y + 10, 42)
        x += 50
    elif active:
        C.paste_icon(img, "marker", x, y + 12, 38)
        x += 46
    status = []
    if you:
        status.append(("eye", None))
    if part["start"]:
        status.append(("round", PALETTE["text_dim"]))
    if to_act:
        status.append(("hourglass", None))
    # The name may use the whole line (the chips sit below it): cut only when that is full.
    name_max = x1 - 16 - x - len(status) * 38 - 6
    if part["picks_left"] is not None:
        name_max -= 80
    C.draw_text(d, (x, y + 32), C.fit_text(label, 32, max(60, name_max)), 32, anchor="lm")
    sx = x + min(C.text_width(C.fit_text(label, 32, max(60, name_max)), 32), max(60, name_max)) + 10
    for icon_name, tint in status:
        C.paste_icon(img, icon_name, sx, y + 16, 32, tint)
        sx += 38
    if part["picks_left"] is not None:
        C.paste_icon(img, "take", sx, y + 14, 36)
        C.draw_text(d, (sx + 40, y + 32), str(part["picks_left"]), 32, PALETTE["highlight"], anchor="lm")

    # line 2: coins, VP, swords
    sy = y + 62
    x = x0 + 22
    stats = (("coin", str(p.get("coins", 0))), ("shield", str(p.get("vp", 0))),
             ("sword", str(p.get("swords", 0))))
    for ts in (38, 34, 32):  # shrink the numbers rather than run into the chips
        widths = [54 + max(C.text_width(v, ts), C.text_width("0", ts)) for _, v in stats]
        if sum(widths) + 2 * 18 <= LEFT_W - 22 - 8:
            break
    for (icon_name, value), wd in zip(stats, widths):
        C.paste_icon(img, icon_name, x, sy, 48)
        C.draw_text(d, (x + 54, sy + 24), value, ts, anchor="lm")
        x += wd + 18

    # persons grouped by kind, then claimed expeditions
    cx0 = x0 + LEFT_W
    chips = _chips_of(p)
    if not chips:
        return
    sizes = [(_chip_w(t), CHIP_H) for _, _, t, _, _, _ in chips]
    pos, _, used_h = C.flow(sizes, x1 - cx0 - 16, 8)
    top = y + NAME_H + (h - NAME_H - 8 - used_h) // 2
    for (icon_name, tint, text, chip_fill, text_col, ids), (ox, oy), (cw, ch) in zip(chips, pos, sizes):
        bx, by = cx0 + ox, top + oy
        C.rounded(d, (bx, by, bx + cw, by + ch), chip_fill, outline=PALETTE["outline"], radius=10, width=2)
        for card_id in ids:  # the persons a claim names: the chip of their kind
            strips.mark_box(f"card:c{card_id}", bx, by, bx + cw, by + ch)
        C.paste_icon(img, icon_name, bx + 8, by + 6, 40, tint)
        if icon_name == "scroll":  # claimed expedition: its VP on a small shield
            C.icon_number(img, d, "shield", bx + 50, by + 5, 42, text, inside=True, text_size=32,
                          fill=(255, 255, 255))
        else:
            C.draw_text(d, (bx + 54, by + ch // 2), text, CHIP_TEXT, text_col, anchor="lm")


# --------------------------------------------------------------------------- entry point

HEADER_H = 96
TITLE_H = 46


HEADER_KEYS = ("phase", "round", "final_round", "picks_left", "discard_top", "discard_count", "draw_count")
HARBOR_KEYS = ("harbor", "pending", "phase")


def _strips(view: dict, names: dict[str, str] | None) -> list[Strip]:
    """The board top to bottom; each strip's draw sees only its key, so a key can't miss what it shows."""
    header = {k: view[k] for k in HEADER_KEYS if k in view}
    harbor = {k: view[k] for k in HARBOR_KEYS if k in view}
    exps = {k: view[k] for k in ("expeditions",) if k in view}
    out = [Strip(("header", header), HEADER_H + 10, lambda img, d: _header(img, d, header, 0)),
           Strip(("harbor", harbor), TITLE_H + _harbor_flow(harbor)[2] + 18,
                 lambda img, d: _harbor(img, d, harbor, 0)),
           Strip(("expeditions", exps), TITLE_H + _expedition_flow(exps)[2] + 18,
                 lambda img, d: _expeditions(img, d, exps, 0))]
    players = list(view.get("players") or [])
    labels = C.seat_labels([p["seat"] for p in players], names, 30)
    winners = _winners(view)
    for i, p in enumerate(players):
        part = _player_part(view, p, labels[p["seat"]], winners)
        h = _player_height(p)
        out.append(Strip(("player", part), h + (M if i == len(players) - 1 else 10),
                         lambda img, d, part=part, h=h: _player(img, d, part, 0, h)))
    return out


def compose(view: dict, names: dict[str, str] | None = None) -> Image.Image:
    """Build the board as a Pillow image (render() builds the same pixels as PNG bytes)."""
    return strips.image(W, _strips(view, names), PALETTE["bg"])


def _palette() -> Image.Image:
    colours = [PALETTE["bg"], PALETTE["bg_band"], PALETTE["panel"], PALETTE["panel_you"],
               PALETTE["parchment"], EXPEDITION_FILL, TAX_FILL, BACK_FILL, PALETTE["danger"],
               PALETTE["highlight"], PALETTE["active"], PALETTE["slot"], PALETTE["panel_edge"],
               *SHIP_COLOURS.values(), *(c for _, c in PHASE_STYLE.values())]
    return C.fixed_palette(tuple(dict.fromkeys(colours)), tuple(sorted({name for _, name, _ in LEGEND})))


def render(view: dict, names: dict[str, str] | None = None) -> bytes:
    return strips.png("portroyal", W, _strips(view, names), _palette(), 3, PALETTE["bg"])  # level: see C.COLOURS


# --------------------------------------------------------------------------- legend

# Every icon the board uses, in reading order (header, cards, players), with the tint it
# is drawn in. The names are keys, worded by the bot (`portroyal.icon.<name>`): the image
# carries only the icons and their numbers, so it never drifts from the board's art.
LEGEND: tuple[tuple[str, str, tuple[int, int, int] | None], ...] = (
    ("discover", "reveal", None), ("repel", "repel", None), ("trade", "take", None),
    ("others", "people", None), ("bust", "burst", None), ("round", "round", None),
    ("final_round", "flag", None), ("draw_pile", "deck", None), ("discard_pile", "discard", None),
    ("harbor", "harbor", None), ("harbor_colours", "harbor_colours", None),
    *((f"ship_{colour}", "ship", SHIP_COLOURS[colour]) for colour in SHIP_ORDER),
    ("swords", "sword", None), ("unstoppable", "skull", None),
    ("coins", "coin", None), ("vp", "shield", None), ("expedition", "scroll", None), ("tax", "tax", None),
    ("trader", "trader", SHIP_COLOURS["green"]), ("pirate", "swords", None), ("captain", "anchor", None),
    ("settler", "hut", None), ("priest", "cross", None), ("jack_of_all_trades", "star", None),
    ("mademoiselle", "coin_minus", None), ("admiral", "coins2", None), ("jester", "jester", None),
    ("governor", "governor", None), ("active", "marker", None), ("waiting", "hourglass", None),
    ("you", "eye", None), ("winner", "trophy", None),
)
LEGEND_ON_DARK = frozenset({"reveal", "take", "round", "flag", "harbor_colours"})  # drawn light, on the header band


def legend_entries(table: dict | None = None) -> tuple[C.LegendEntry, ...]:  # every table shows them all
    return LEGEND


def legend_palette() -> Image.Image:
    return _palette()


# --------------------------------------------------------------------------- the focus (a phone's picture)

def _thing(card: dict) -> dict:
    """A card as the catalogue words it (`portroyal.thing.<type>`): a ship's strength, a person's name."""
    out = dict(card)
    if out.get("type") == "ship":
        out["strength"] = "skull" if out.get("swords") is None else out["swords"]
    elif out.get("type") == "person":
        out["name"] = f"trader_{out.get('colour')}" if out.get("kind") == "trader" else out.get("kind")
    return out


FOCUS_W = 684  # five cards a row: the harbor in two rows, the picture no taller than wide


def _focus_card(card: dict, glow: bool) -> F.Part:
    w, h = (EXP_W, EXP_H) if card.get("type") == "expedition" else (CARD_W, CARD_H)
    return F.piece(w, h, "portroyal.card",
                   lambda img, d, x, y: draw_card(img, d, card, x, y, glow=PALETTE["highlight"] if glow else None))


def focus(view: dict, choices, names: dict | None = None):
    """The harbor (and a card being revealed) and the acting player's tableau."""
    named = {k for c in choices for k in c.at}
    cards = list(view.get("harbor") or []) + ([view["pending"]] if view.get("pending") else [])
    rows = [F.Row((), [F.Tile([_focus_card(c, f"card:c{c.get('id')}" in named)], None, None, 1) for c in cards])] if cards else []
    facts = [("harbor", {"cards": [_thing(c) for c in cards]})] if cards else []
    seat = view.get("picker_seat") or view.get("active_seat")
    player = next((p for p in view.get("players", []) if p["seat"] == seat), None)
    if player is not None:
        label = C.seat_labels([p["seat"] for p in view["players"]], names, F.TEXT).get(seat, seat)
        rows.append(F.Row((), [F.Tile([F.text(C.fit_text(label, F.TEXT, 260))]),
                               F.Tile([F.icon("coin"), F.text(str(player.get("coins", 0))),
                                       F.icon("shield"), F.text(str(player.get("vp", 0))),
                                       F.icon("sword"), F.text(str(player.get("swords", 0)))])]))
        rows[-1].tiles += [F.Tile([F.icon(name, tint), F.text(text, C.ink_on(fill))], fill, PALETTE["outline"])
                           for name, tint, text, fill, _ in _chips(player)]
        facts.append(("tableau", {"seat": seat, "coins": player.get("coins", 0), "vp": player.get("vp", 0),
                                  "swords": player.get("swords", 0)}))
    if not rows:
        return None
    return C.to_png(F.sheet(rows, width=FOCUS_W), _palette(), 3), facts
