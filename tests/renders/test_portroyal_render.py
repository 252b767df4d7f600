"""Port Royal board images: valid, deterministic, small, and faithful to the view."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import renders
from renders import common as C
from renders import portroyal
from tests.renders import portroyal_samples as S
from tests.renders.pngs import differs, open_png

MAX_BYTES = 400 * 1024


@pytest.mark.parametrize("name", sorted(S.ALL))
def test_every_sample_renders_valid_small_deterministic_png(name):
    view = S.ALL[name]()
    png = renders.render("portroyal", view)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    img = open_png(png)
    assert img.format == "PNG"
    assert 800 <= img.width <= 1300
    assert 300 <= img.height <= 3000
    assert len(png) <= MAX_BYTES
    assert renders.render("portroyal", S.ALL[name]()) == png  # same view, same bytes


def test_every_phase_and_both_extreme_player_counts_are_covered():
    phases = {fn()["phase"] for fn in S.ALL.values()}
    assert phases == {"discover", "repel", "trade", "others", "bust", "over"}
    counts = {len(fn()["players"]) for fn in S.ALL.values()}
    assert {2, 5} <= counts
    assert any(len(fn()["harbor"]) >= 10 for fn in S.ALL.values())
    assert any(not fn()["harbor"] and not fn()["expeditions"] for fn in S.ALL.values())


def test_dispatch_matches_module_and_rejects_unknown_games():
    view = S.trade_2p()
    assert renders.render("portroyal", view) == portroyal.render(view)
    for bad in ("nosuchgame", "common", "../x", "_private"):
        with pytest.raises(ValueError):
            renders.render(bad, view)


def test_height_grows_with_players():
    two, five = S.discover_2p(), S.repel_5p()
    assert open_png(portroyal.render(five)).height > open_png(portroyal.render(two)).height


def test_harbor_change_changes_pixels():
    view = S.discover_2p()
    before = portroyal.render(view)
    view["harbor"].append(S.ship("green", 3, 2))
    assert differs(before, portroyal.render(view))
    view2 = S.discover_2p()
    view2["harbor"][0]["colour"] = "red"
    assert differs(before, portroyal.render(view2))


@pytest.mark.parametrize("change", [
    lambda v: v.update(phase="repel", pending=S.ship("black", 4, 2)),
    lambda v: v.update(round=v["round"] + 1),
    lambda v: v.update(final_round=True),
    lambda v: v.update(draw_count=v["draw_count"] - 1),
    lambda v: v.update(active_seat=v["players"][1]["seat"], to_act=[v["players"][1]["seat"]]),
    lambda v: v["players"][1].update(coins=v["players"][1]["coins"] + 1),
    lambda v: v["players"][1]["persons"].append(S.pirate()),
    lambda v: v["expeditions"].pop(),
    lambda v: v.update(discard_top=S.tax("fewest_vp")),
])
def test_view_changes_show_up(change):
    view = S.discover_2p()
    before = portroyal.render(view)
    change(view)
    assert differs(before, portroyal.render(view))


def test_names_are_used_when_given_and_truncated():
    view = S.others_5p()
    seat = view["players"][0]["seat"]
    plain = portroyal.render(view)
    named = portroyal.render(view, {seat: "Anne Bonny"})
    assert differs(plain, named)
    assert portroyal.render(view, {}) == plain  # empty mapping = default P1.. labels
    huge = portroyal.render(view, {seat: "W" * 500})
    assert open_png(huge).width == open_png(plain).width  # long names never widen the board
    emoji = portroyal.render(view, {seat: "\U0001F99C\U0001F3F4 Čestmír Мирослава"})
    assert len(emoji) <= MAX_BYTES


def test_missing_optional_fields_still_draw_the_whole_board():
    full = open_png(portroyal.render(S.empty_2p()))
    view = S.empty_2p()
    for key in ("last", "discard_top", "pending", "picks_left", "picker_seat"):
        view.pop(key, None)
    png = portroyal.render(view)
    assert open_png(png).size == full.size and len(png) <= MAX_BYTES  # the same board, those parts left out


def test_renders_package_stays_free_of_bot_and_io_dependencies():
    code = (
        "import sys, renders, renders.portroyal, renders.common;"
        "bad=[m for m in sys.modules if m.split('.')[0] in ('discord','aiosqlite','sqlite3','bot')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root)
    assert done.returncode == 0, done.stdout + done.stderr


def test_extreme_numbers_and_unknown_cards_still_render():
    view = S.repel_5p()
    view["players"][0].update(coins=999, vp=120, swords=16)
    view["players"][1]["persons"].append({"type": "person", "id": 1, "kind": "alien", "cost": 3, "vp": 1})
    view["harbor"].append({"type": "mystery", "id": 2})
    view.update(phase="unknown", round=100, discard_top=S.expedition(["hut", "hut"], 4, 2))
    png = portroyal.render(view)
    assert open_png(png).width >= 800 and len(png) <= MAX_BYTES


def test_the_trophy_follows_the_engines_winners():
    """Under the end variant the winner need not have the most VP: the picture must agree."""
    view = S.over_5p()
    seats = [p["seat"] for p in view["players"]]
    first = renders.render("portroyal", {**view, "winners": [seats[0]]})
    last = renders.render("portroyal", {**view, "winners": [seats[-1]]})
    assert differs(first, last)


def test_a_name_in_any_script_is_kept_never_replaced_by_a_seat_number():
    view = S.others_5p()
    seat = view["players"][0]["seat"]
    seats = [p["seat"] for p in view["players"]]

    def _seat_labels(view, names):
        return C.seat_labels(seats, names, 30)
    labels = _seat_labels(view, {seat: "李小龙"})
    assert labels[seat] == "李小龙"  # drawn by a fallback font if the system has one, else as boxes
    assert _seat_labels(view, {seat: "\U0001F99C Polly"})[seat] == "Polly"  # keeps what it can
    assert _seat_labels(view, {seat: "\U0001F99C\U0001F99C"})[seat] != "P1"
    plain = portroyal.render(view)
    assert differs(plain, portroyal.render(view, {seat: "\U0001F99C\U0001F99C"}))


def test_a_long_name_uses_the_free_width_before_it_is_cut():
    view = S.others_5p()
    seat = view["players"][0]["seat"]
    name = "Anne Bonny, Terror of the Seas"  # wider than the left column, narrower than the panel
    assert differs(portroyal.render(view, {seat: name}), portroyal.render(view, {seat: name + " II"}))
