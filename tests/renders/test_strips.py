"""Boards built from cached strips (renders/strips.py): a valid PNG of exactly the composed
picture, the same bytes whether its strips were cached or drawn afresh, a bounded cache."""

from __future__ import annotations

import random
import struct
import zlib

import pytest

import renders
from engine import registry
from renders import portroyal, strips
from tests.renders.pngs import open_png


def _chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    out, at = [], 8
    while at < len(png):
        size, kind = struct.unpack(">I4s", png[at:at + 8])
        data = png[at + 8:at + 8 + size]
        assert struct.unpack(">I", png[at + 8 + size:at + 12 + size])[0] == zlib.crc32(kind + data), kind
        out.append((kind, data))
        at += 12 + size
    return out


def _positions(game_name: str, players: int, seed: int, count: int) -> list[dict]:
    game = registry.get(game_name)
    state, rnd, views = game.setup([str(1000 + i) for i in range(players)], seed), random.Random(seed), []
    while len(views) < count and game.outcome(state) is None:
        views.append(game.view(state, None))
        seat = rnd.choice(game.to_act(state))
        game.apply(state, seat, rnd.choice(game.legal_actions(state, seat)).id)
    return views


def test_the_file_is_a_valid_png_of_exactly_the_composed_board():
    view = _positions("portroyal", 4, 3, 30)[-1]
    png = renders.render("portroyal", view, {"1000": "Олена"})
    kinds = [k for k, _ in _chunks(png)]  # every chunk's CRC checked
    assert kinds == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    idat = dict(_chunks(png))[b"IDAT"]
    rows = zlib.decompress(idat)  # checks the stream's adler-32, which is joined from the strips'
    width, height = struct.unpack(">II", dict(_chunks(png))[b"IHDR"][:8])
    assert len(rows) == height * (width + 1) and all(rows[y * (width + 1)] == 0 for y in range(height))
    picture = portroyal.compose(view, {"1000": "Олена"})
    expected = picture.quantize(palette=portroyal._palette(), dither=0).convert("RGB")
    assert open_png(png).convert("RGB").tobytes() == expected.tobytes()


@pytest.mark.parametrize("players", [2, 5])
def test_a_board_is_the_same_bytes_from_a_warm_cache_as_from_a_cold_one(players):
    views = _positions("portroyal", players, 8, 40)
    strips.clear()
    renders.render("portroyal", _positions("portroyal", players, 9, 1)[0])  # another table's strips first
    warm = [renders.render("portroyal", v) for v in views]
    cold = []
    for v in views:
        strips.clear()
        cold.append(renders.render("portroyal", v))
    assert warm == cold
    assert len(set(warm)) > len(warm) // 2  # the boards did change along the game


def test_the_cache_holds_no_more_than_its_budget(monkeypatch):
    monkeypatch.setattr(strips, "CACHE_BYTES", 60_000)
    strips.clear()
    for v in _positions("portroyal", 3, 5, 30):
        renders.render("portroyal", v)
        assert strips._held <= 60_000 and strips._held == sum(len(p.deflated) for p in strips._cache.values())
    assert len(strips._cache) > 1
    strips.clear()
