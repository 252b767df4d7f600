"""Timbuktu board images: valid, small, fast, deterministic, and faithful to the view."""

from __future__ import annotations

import io
import statistics
import time

import pytest
from PIL import Image, ImageChops

import renders
from renders import timbuktu
from tests.renders import timbuktu_samples as S

MAX_BYTES = 400 * 1024


def _open(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img


def _differs(a: bytes, b: bytes) -> bool:
    ia, ib = _open(a).convert("RGB"), _open(b).convert("RGB")
    return ia.size != ib.size or ImageChops.difference(ia, ib).getbbox() is not None


@pytest.fixture(scope="module")
def samples():
    return {name: fn() for name, fn in S.ALL.items()}


def test_every_sample_renders_a_valid_small_deterministic_png(samples):
    for name, view in samples.items():
        png = renders.render("timbuktu", view)
        img = _open(png)
        assert img.format == "PNG" and img.width == timbuktu.W and 500 <= img.height <= 1600, name
        assert len(png) <= MAX_BYTES
        assert timbuktu.render(view) == png


def test_samples_cover_every_phase_and_player_count(samples):
    assert {v["phase"] for v in samples.values()} == {"load", "place", "choose", "move", "over"}
    assert {len(v["players"]) for v in samples.values()} == {3, 4, 5}


def test_render_median_under_100_ms(samples):
    view = samples["moving_5p"]
    times = []
    for _ in range(7):
        t = time.perf_counter()
        timbuktu.render(view)
        times.append(time.perf_counter() - t)
    assert statistics.median(times) < 0.1


@pytest.mark.parametrize("change", [
    lambda v: v["removed"].update(gold=v["removed"]["gold"] + 1),           # the tally
    lambda v: v.update(round=v["round"] - 1),                                # the round
    lambda v: v["camels"][0]["goods"].pop(),                                 # a camel's cargo
    lambda v: v["board"][1]["pens"][3]["spaces"][4].update(seat="p1", camel="A"),  # a camel in a space
    lambda v: v["board"][1]["pens"][0]["spaces"][0].update(exchange=not v["board"][1]["pens"][0]["spaces"][0]["exchange"]),
    lambda v: v["hand"]["seen"].pop(),                                       # the private sets row
])
def test_what_the_view_says_shows(samples, change):
    import copy
    view = copy.deepcopy(samples["moving_4p"])
    before = timbuktu.render(view)
    change(view)
    assert _differs(before, timbuktu.render(view))


def test_a_camels_colour_follows_its_seat(samples):
    import copy
    view = copy.deepcopy(samples["moving_4p"])
    cell = next(c for p in view["board"][1]["pens"] for c in p["spaces"] if c["seat"])
    before = timbuktu.render(view)
    cell["seat"] = next(p["seat"] for p in view["players"] if p["seat"] != cell["seat"])
    assert _differs(before, timbuktu.render(view))


def test_names_are_drawn_and_never_break_it(samples):
    view = samples["choosing_3p"]
    plain = timbuktu.render(view)
    named = timbuktu.render(view, {"p1": "Ærøskøbing-with-a-very-long-name 🐪", "p2": "Оксана"})
    assert _differs(plain, named)
    assert len(named) <= MAX_BYTES


def test_a_spectator_image_shows_no_private_row(samples):
    spectator = S.moving_4p(seat=None)
    private = samples["moving_4p"]
    assert spectator["hand"] is None and private["hand"]["seen"]
    assert _open(timbuktu.render(spectator)).height < _open(timbuktu.render(private)).height
