"""One icon alone, as the image of an app emoji: 128 px, transparent around the drawing,
within Discord's 256 KiB, the same bytes for the same drawing."""

from __future__ import annotations

import pytest

import renders
from renders import common
from tests.renders.pngs import open_png


def test_an_icon_alone_is_a_small_transparent_square_png():
    png = renders.icon_png("tortuga.fire")  # a game's own icon: its module is imported for it
    image = open_png(png)
    assert image.format == "PNG" and image.mode == "RGBA" and image.size == (128, 128)
    assert image.getpixel((0, 0))[3] == 0 and image.getpixel((64, 70))[3] == 255  # around it nothing, in it the flame
    assert len(png) <= 256 * 1024
    common.icon.cache_clear()
    assert renders.icon_png.__wrapped__("tortuga.fire") == png  # drawn afresh: the same bytes, so the same name


def test_an_unknown_icon_is_refused():
    with pytest.raises(ValueError, match="kraken"):
        renders.icon_png("kraken")
