"""The focus picture on a phone: every letter and digit at least 10 px tall and every icon or
piece at least 16 px, as Discord shows the picture in a phone's message column, computed from
what the renderer drew (the sizes `common.recording_sizes` collects), for every game and player
count, early, middle and late, in the channel (public view and choices) and for the seat to act;
and the board and its focus together within the render budget (DESIGN §7).

The rule (`focus.shown_width`): a picture is shown in a box 360 px wide and 466 px tall, so 360 px
wide up to 1.29 times taller than wide, narrower beyond. Calibrated on a 400 px client drawn by
SimCord's preview: Tobago's 1025 x 1805 board showed 265 px wide (265 x 1.76 = 466); the preview
now shows it 275 px wide, the whole column, so the box errs on the narrow side."""

from __future__ import annotations

import importlib
import io
import statistics
import time

import pytest
from PIL import Image

import renders
from engine import registry
from engine.core import Rng
from renders import common as C
from renders import strips
from renders import focus as F
from tests.games import game_names

TEXT_PX, ICON_PX = 10.0, 16.0


def decisions(game_name: str):
    """(view, choices) at the start, the middle and the end of an AI game, per player count:
    the channel's (public view, public choices) and the acting seat's own."""
    game = registry.get(game_name)
    for n in range(game.min_players, game.max_players + 1):
        seats = [str(100 + i) for i in range(n)]
        state = game.setup(seats, seed=40 + n, options={})
        rng = Rng(40 + n)
        moves = []
        while game.outcome(state) is None and len(moves) < 300:
            seat = game.to_act(state)[0]
            moves.append(seat)
            game.apply(state, seat, game.ai_choose(state, seat, rng))
        for stop in (1, len(moves) // 4, len(moves) // 2, 3 * len(moves) // 4, max(1, len(moves) - 2)):
            replay = game.setup(seats, seed=40 + n, options={})
            rng = Rng(40 + n)
            for seat in moves[:stop]:
                game.apply(replay, seat, game.ai_choose(replay, seat, rng))
            seat = game.to_act(replay)[0]
            actions = game.legal_actions(replay, seat)
            yield game.view(replay, None), [(a.id, "", a.at) for a in actions if not a.secret]
            yield game.view(replay, seat), [(a.id, "", a.at) for a in actions]


@pytest.mark.parametrize("game_name", game_names())
def test_the_focus_reads_on_a_phone(game_name):
    module = importlib.import_module(f"renders.{game_name}")
    drawn = 0
    for view, choices in decisions(game_name):
        if not drawn:
            renders.draw(game_name, view, choices)  # its palette is built once, not part of any picture
        with C.recording_sizes() as sizes:  # the focus alone, not the board drawn with it
            made = module.focus(view, [renders.Choice(*c) for c in choices], None)
        if made is None:
            continue
        drawn += 1
        png, facts = made
        w, h = Image.open(io.BytesIO(png)).size
        seen = F.at_phone(sizes, w, h)
        texts = [s for s in seen if s[1] == "text"]
        marks = [s for s in seen if s[1] != "text"]
        assert min(texts)[0] >= TEXT_PX, f"{game_name}: {min(texts)} at {F.shown_width(w, h):.0f} px wide"
        assert min(marks)[0] >= ICON_PX, f"{game_name}: {min(marks)} at {F.shown_width(w, h):.0f} px wide"
        assert facts
    assert drawn, f"{game_name} drew no focus"


@pytest.mark.parametrize("game_name", game_names())
def test_board_and_focus_keep_the_render_budget(game_name):
    times, sizes = [], []
    for view, choices in decisions(game_name):
        strips.clear()  # every strip drawn afresh: no board of the game before helps
        started = time.perf_counter()
        drawing = renders.draw(game_name, view, choices)
        times.append(time.perf_counter() - started)
        sizes.append(len(drawing.board) + len(drawing.focus or b""))
    assert statistics.median(times) <= 0.100 and max(sizes) <= 400_000, (statistics.median(times), max(sizes))
