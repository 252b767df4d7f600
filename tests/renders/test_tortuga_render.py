"""Tortuga board images: valid, deterministic, small, fast, faithful to the view, no loyalty leak."""

from __future__ import annotations

import copy

import pytest

import renders
from engine.core import Rng
from engine.tortuga import GAME as G
from renders import strips, tortuga
from tests.renders import tortuga_samples as S
from tests.renders.pngs import differs, open_png

MAX_BYTES = 400 * 1024
ALL = S.samples()


@pytest.mark.parametrize("name", sorted(ALL))
def test_every_sample_renders_valid_small_deterministic_png(name):
    png = renders.render("tortuga", ALL[name])
    img = open_png(png)
    assert img.format == "PNG" and img.width == tortuga.W and 900 <= img.height <= 2000
    assert len(png) <= MAX_BYTES
    assert tortuga.render(copy.deepcopy(ALL[name])) == png


def test_samples_cover_phases_and_counts():
    assert {"start_hold", "vote", "turn", "over"} <= {v["phase"] for v in ALL.values()}
    assert {2, 9} <= {v["players"] for v in ALL.values()}


def test_nine_pawns_on_tortuga_fit():
    view = copy.deepcopy(ALL["mid_9"])
    everyone = view["order"]
    view["lines"] = {"dutchman": [], "roger": [], "tortuga": list(everyone)}
    view["boats"] = {"dutchman": None, "roger": None}
    view["roles"] = {s: [] for s in everyone}
    img = open_png(tortuga.render(view))
    base = open_png(tortuga.render(ALL["mid_9"]))
    assert img.height > base.height  # the board grows to hold 9 rows
    # the last pawn is drawn: its row is not plain panel colour
    assert len(img.crop((420, 600, 700, 640)).convert("RGB").getcolors(100000)) > 5


def test_no_loyalty_before_the_end_and_flags_after():
    state = S.play_until(4, 21, lambda st: st.data["turns"] > 6)
    other = state.copy()
    lo = other.data["loyalty"]
    lo["111"], lo["222"], lo["333"], lo["444"] = lo["222"], lo["111"], lo["444"], lo["333"]
    assert tortuga.render(G.view(state, None)) == tortuga.render(G.view(other, None))
    over = copy.deepcopy(ALL["over_2"])
    flipped = copy.deepcopy(over)
    flipped["loyalties"] = {s: ("french" if t == "british" else "british") for s, t in over["loyalties"].items()}
    assert differs(tortuga.render(over), tortuga.render(flipped))


@pytest.mark.parametrize("change", ["pawn", "galleon", "row", "kept", "hold", "boat"])
def test_view_changes_show_up(change):
    view = copy.deepcopy(ALL["mid_9"])
    base = tortuga.render(view)
    if change == "pawn":
        line = view["lines"]["dutchman"] or view["lines"]["roger"]
        line.reverse() if len(line) > 1 else line.append(view["lines"]["tortuga"].pop())
    elif change == "galleon":
        view["galleon"] = (view["galleon"] + 1) % 5
    elif change == "row":
        view["row"][2]["face_down"] = not view["row"][2]["face_down"]
    elif change == "kept":
        view["kept"][view["order"][0]].append({"type": "event_card", "id": 99, "name": "pistol", "known": True})
    elif change == "hold":
        view["holds"]["roger"]["french"] += 1
    else:
        seat = view["lines"]["tortuga"].pop()
        view["boats"]["roger"] = seat
    assert differs(base, tortuga.render(view))


def test_names_are_used():
    view = ALL["start_4"]
    assert differs(tortuga.render(view), tortuga.render(view, {"111": "Anne Bonny"}))


def test_missing_optional_fields_and_unknown_cards_still_draw_the_whole_board():
    full = tortuga.render(ALL["vote_9"])
    view = copy.deepcopy(ALL["vote_9"])
    for key in ("last_vote", "last_event", "pending", "kept", "roles", "hand_counts"):
        view.pop(key, None)
    assert open_png(tortuga.render(view)).width == open_png(full).width  # the same board, those panels left out
    view = copy.deepcopy(ALL["vote_9"])
    view["last_event"] = {"type": "event_card", "id": 7, "name": "mystery", "known": False}
    view["last_vote"]["symbols"].append(["comet"])
    mystery = tortuga.render(view)
    assert open_png(mystery).size == open_png(full).size and differs(mystery, full)  # the unknown card is shown


def _moves(n: int, seed: int, moves: int) -> list[dict]:
    """The boards a table shows move after move: everyone's, and one player's in turn."""
    state = G.setup(S.SEATS[:n], seed=seed)
    rng = Rng(seed)
    out = []
    for i in range(moves):
        if G.outcome(state) is not None:
            break
        out += [G.view(state, None), G.view(state, S.SEATS[i % n])]
        seat = G.to_act(state)[0]
        G.apply(state, seat, G.ai_choose(state, seat, rng))
    return out + [G.view(state, None)]


def test_boards_from_cached_strips_are_the_boards_drawn_afresh():
    """Every strip's key names all its pixels show: boards drawn move after move, most strips
    coming from the cache, are the same bytes as each board drawn with an empty cache."""
    names = {"111": "Anne Bonny", "555": "Mary Read"}
    boards = _moves(9, 12, 15) + _moves(3, 13, 10) + _moves(2, 2, 200)[-21:]  # and a game's end
    strips.clear()
    for view in _moves(5, 11, 10):  # another table's strips in the cache first
        tortuga.render(view, names)
    hits = strips.stats["hits"]
    warm = [tortuga.render(view, names) for view in boards]
    assert strips.stats["hits"] - hits > 20 * len(boards)  # really from the cache
    cold = []
    for view in boards:
        strips.clear()
        cold.append(tortuga.render(view, names))
    assert [i for i, (a, b) in enumerate(zip(warm, cold)) if a != b] == []
