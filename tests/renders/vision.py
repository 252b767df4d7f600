"""Colour vision for the tests: how a colour looks to a dichromat (Machado, Oliveira and
Fernandes 2009, severity 1, applied in linear RGB) and how far apart two colours are (CIE76
ΔE in CIE L*a*b*, D65)."""

from __future__ import annotations

from PIL import Image

MACHADO = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
KINDS = tuple(MACHADO)


def _linear(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _encode(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb: tuple[int, int, int], kind: str) -> tuple[int, int, int]:
    lin = [_linear(c) for c in rgb]
    return tuple(_encode(sum(m * c for m, c in zip(row, lin))) for row in MACHADO[kind])  # type: ignore[return-value]


def lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b))) ** 0.5


def simulate_image(img: Image.Image, kind: str) -> Image.Image:
    """The whole picture as a dichromat sees it (a lookup per colour: boards use few)."""
    rgb = img.convert("RGB")
    q = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    pal = q.getpalette()[: 256 * 3]
    out = []
    for i in range(0, len(pal), 3):
        out.extend(simulate(tuple(pal[i:i + 3]), kind))
    q.putpalette(out)
    return q.convert("RGB")
