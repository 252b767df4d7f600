"""Looking at rendered PNGs in tests: open one, tell two apart."""

from __future__ import annotations

import io

from PIL import Image, ImageChops


def open_png(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img


def differs(a: bytes, b: bytes) -> bool:
    ia, ib = open_png(a).convert("RGB"), open_png(b).convert("RGB")
    return ia.size != ib.size or ImageChops.difference(ia, ib).getbbox() is not None
