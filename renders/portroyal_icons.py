"""Port Royal's own icons (persons, phases, tax), registered in the shared kit's icon set.

The icons the other boards share (coin, ship, shield, swords, skull, flag, hourglass …) live in
renders/common.py.
"""

from __future__ import annotations

from PIL import Image

from .common import (OUT, P, PALETTE, SHIP_COLOURS, SHIP_SHAPES, painter, poly, shade, shape_mark, star_shape, sub,
                     sword_image)


@painter("trader")  # +1 coin on ships of the tint colour: a coloured ship and a coin
def _trader(d, s, c):
    sub(d, "ship", s, (0.0, .22, .78), c or SHIP_COLOURS["yellow"])
    sub(d, "coin", s, (.50, 0.0, .50))


@painter("coin_minus")  # Mademoiselle: cheaper hiring
def _coin_minus(d, s, c):
    d.ellipse(P(s, .02, .02, .78, .78), fill=OUT)
    d.ellipse(P(s, .07, .07, .73, .73), fill=PALETTE["gold_dark"])
    d.ellipse(P(s, .14, .14, .66, .66), fill=PALETTE["gold"])
    d.ellipse(P(s, .46, .46, .98, .98), fill=OUT)
    d.ellipse(P(s, .51, .51, .93, .93), fill=PALETTE["danger"])
    d.rectangle(P(s, .59, .67, .85, .77), fill=(255, 255, 255))


@painter("coins2")  # Admiral: two coins
def _coins2(d, s, c):
    for ox, oy in ((0.0, 0.0), (0.3, 0.3)):
        d.ellipse(P(s, .02 + ox, .02 + oy, .70 + ox, .70 + oy), fill=OUT)
        d.ellipse(P(s, .06 + ox, .06 + oy, .66 + ox, .66 + oy), fill=PALETTE["gold_dark"])
        d.ellipse(P(s, .12 + ox, .12 + oy, .60 + ox, .60 + oy), fill=PALETTE["gold"])
    star_shape(d, s, (250, 250, 250), box=(.42, .42, .90, .90), outline=False)


@painter("swords")
def _swords(d, s, c):
    sw = sword_image(s, c)
    d._image.alpha_composite(sw.rotate(40, resample=Image.BICUBIC))  # type: ignore[attr-defined]
    d._image.alpha_composite(sw.rotate(-40, resample=Image.BICUBIC))  # type: ignore[attr-defined]


@painter("cross")
def _cross(d, s, c):
    col = c or (120, 70, 170)
    d.rectangle(P(s, .40, .04, .60, .96), fill=OUT)
    d.rectangle(P(s, .16, .24, .84, .44), fill=OUT)
    d.rectangle(P(s, .44, .08, .56, .92), fill=col)
    d.rectangle(P(s, .20, .28, .80, .40), fill=col)


@painter("person")
def _person(d, s, c):
    col = c or (90, 140, 190)
    w = max(1, s // 30)
    d.pieslice(P(s, .14, .52, .86, 1.26), start=180, end=360, fill=col, outline=OUT, width=w)
    d.ellipse(P(s, .30, .10, .70, .50), fill=col, outline=OUT, width=w)


@painter("people")  # the other players' picks
def _people(d, s, c):
    col = c or (90, 170, 200)
    w = max(1, s // 36)
    for ox, f in ((-.24, .8), (.24, .8), (0, 1.0)):
        cc = shade(col, f)
        d.pieslice(P(s, .22 + ox, .58, .78 + ox, 1.14), start=180, end=360, fill=cc, outline=OUT, width=w)
        d.ellipse(P(s, .35 + ox, .24, .65 + ox, .54), fill=cc, outline=OUT, width=w)


@painter("jester")
def _jester(d, s, c):
    w = max(1, s // 30)
    cols = [(200, 50, 60), (60, 150, 80), (60, 90, 190)]
    tips = [(.08, .22), (.5, .06), (.92, .22)]
    bases = [((.22, .70), (.46, .70)), ((.36, .70), (.64, .70)), ((.54, .70), (.78, .70))]
    for col, tip, (b0, b1) in zip(cols, tips, bases):
        d.polygon(poly(s, [b0, tip, b1]), fill=col, outline=OUT, width=w)
    d.rounded_rectangle(P(s, .18, .66, .82, .84), radius=s // 20, fill=PALETTE["gold"], outline=OUT, width=w)
    for tx, ty in tips:
        d.ellipse(P(s, tx - .07, ty - .07, tx + .07, ty + .07), fill=PALETTE["gold"], outline=OUT, width=w)


@painter("governor")  # +1 card
def _governor(d, s, c):
    w = max(1, s // 30)
    d.rounded_rectangle(P(s, .08, .10, .56, .80), radius=s // 16, fill=(120, 40, 40), outline=OUT, width=w)
    d.rounded_rectangle(P(s, .20, .04, .68, .74), radius=s // 16, fill=(250, 246, 236), outline=OUT, width=w)
    d.ellipse(P(s, .44, .44, .98, .98), fill=(40, 150, 70), outline=OUT, width=w)
    d.rectangle(P(s, .66, .55, .76, .87), fill=(255, 255, 255))
    d.rectangle(P(s, .55, .66, .87, .76), fill=(255, 255, 255))


@painter("reveal")  # discover: a card back with an up arrow
def _reveal(d, s, c):
    w = max(1, s // 30)
    d.rounded_rectangle(P(s, .10, .22, .62, .96), radius=s // 14, fill=(120, 40, 40),
                        outline=PALETTE["gold"], width=w * 2)
    d.polygon(poly(s, [(.72, .04), (.98, .36), (.82, .36), (.82, .70), (.62, .70), (.62, .36), (.46, .36)]),
              fill=(255, 255, 255), outline=OUT, width=w)


@painter("take")  # picking a card from the harbor
def _take(d, s, c):
    w = max(1, s // 30)
    d.rounded_rectangle(P(s, .06, .06, .54, .74), radius=s // 14, fill=(250, 246, 236), outline=OUT, width=w)
    d.polygon(poly(s, [(.74, .96), (.98, .66), (.84, .66), (.84, .30), (.64, .30), (.64, .66), (.50, .66)]),
              fill=c or PALETTE["gold"], outline=OUT, width=w)


@painter("tax")  # tax increase: a coin stack cut in half
def _tax(d, s, c):
    w = max(1, s // 30)
    d.pieslice(P(s, .06, .06, .94, .94), start=90, end=270, fill=PALETTE["gold"], outline=OUT, width=w)
    d.pieslice(P(s, .18, .06, 1.06, .94), start=-90, end=90, fill=(150, 150, 150), outline=OUT, width=w)




@painter("repel")  # a ship may be repelled: a ship turned back by a sword (a pirate is crossed swords)
def _repel(d, s, c):
    w = max(1, s // 28)
    sub(d, "ship", s, (.30, .24, .70), (150, 150, 156))
    d.polygon(poly(s, [(.02, .30), (.24, .10), (.24, .22), (.50, .22), (.50, .38), (.24, .38), (.24, .50)]),
              fill=(255, 255, 255), outline=OUT, width=w)
    sub(d, "sword", s, (.0, .40, .58))


@painter("harbor")  # the harbor: a quay with a ship moored at it
def _harbor(d, s, c):
    w = max(1, s // 28)
    sub(d, "ship", s, (.20, .0, .78), (150, 150, 156))
    d.rectangle(P(s, .04, .76, .96, .92), fill=(150, 100, 56), outline=OUT, width=w)
    for x in (.12, .36, .60, .84):
        d.rectangle(P(s, x, .76, x + .06, .98), fill=(110, 70, 36), outline=OUT, width=w)


@painter("harbor_colours")  # the colours in the harbor: a filled circle with its shape; a free one empty
def _harbor_colours(d, s, c):
    w = max(1, s // 24)
    box = P(s, .02, .27, .48, .73)
    d.ellipse(box, fill=SHIP_COLOURS["blue"], outline=(236, 236, 236), width=w)
    k = s * .11
    shape_mark(d, SHIP_SHAPES["blue"], (box[0] + k, box[1] + k, box[2] - k, box[3] - k), width=w)
    d.ellipse(P(s, .52, .27, .98, .73), outline=PALETTE["slot"], width=w * 3)
