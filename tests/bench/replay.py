"""`python -m tests.bench.replay [--strips DIR]`: what the replay of a long game of each title
weighs and how long it takes to build (a full table of AI seats, several seeds: the longest
game is reported). With --strips, a small strip of a few of its frames per title is written
to DIR (docs/replays/ holds the committed ones)."""

from __future__ import annotations

import io
import sys
import time
from pathlib import Path

from PIL import Image

from bot.speech import replay
from bot.service.store import MoveRow, TableRow
from engine import registry
from engine.core import Rng
from tests.games import game_names

SEEDS = range(1, 6)
STRIP_FRAMES = 4
STRIP_WIDTH = 260  # each frame's width in the strip


def ai_table(name: str, seed: int) -> tuple[TableRow, list[MoveRow]]:
    """A finished table of the most seats the game takes, every seat played by the AI."""
    game = registry.get(name)
    seats = [f"ai:{i}" for i in range(1, game.max_players + 1)]
    state = game.setup(seats, seed)
    rng, moves = Rng(seed), []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        action = game.ai_choose(state, seat, rng)
        game.apply(state, seat, action)
        moves.append(MoveRow(len(moves) + 1, seat, action, [], 0.0))
    row = TableRow(id=seed, guild=1, channel=1, game=name, status="over", host=seats[0], locale="en",
                   prompt_message=None, seats=seats, names={s: f"AI {s[3:]}" for s in seats}, options={}, seed=seed,
                   version=len(moves), state=state.to_json(), announced=len(moves), started_version=0)
    return row, moves


def strip(data: bytes) -> Image.Image:
    """A few frames of the animation, evenly spread, side by side and small."""
    animation = Image.open(io.BytesIO(data))
    picks = [round(i * (animation.n_frames - 1) / (STRIP_FRAMES - 1)) for i in range(STRIP_FRAMES)]
    frames = []
    for index in picks:
        animation.seek(index)
        frame = animation.convert("RGB")
        frames.append(frame.resize((STRIP_WIDTH, round(frame.height * STRIP_WIDTH / frame.width)), Image.LANCZOS))
    out = Image.new("RGB", (STRIP_FRAMES * STRIP_WIDTH + (STRIP_FRAMES - 1) * 6, frames[0].height), "white")
    for i, frame in enumerate(frames):
        out.paste(frame, (i * (STRIP_WIDTH + 6), 0))
    return out.quantize(256)


def main(argv: list[str]) -> None:
    strips = Path(argv[argv.index("--strips") + 1]) if "--strips" in argv else None
    print("| game | seats | moves | boards | frames | size | bytes | build |")
    print("|---|---|---|---|---|---|---|---|")
    for name in game_names():
        game = registry.get(name)
        row, moves = max((ai_table(name, seed) for seed in SEEDS), key=lambda played: len(played[1]))
        began = time.perf_counter()
        data, shown = replay.replay_image(game, row, moves)
        took = time.perf_counter() - began
        size = Image.open(io.BytesIO(data)).size
        boards = len(replay.public_steps(game, row, moves))
        print(f"| {game.title} | {len(row.seats)} | {len(moves)} | {boards} | {len(shown)} | {size[0]}×{size[1]} "
              f"| {len(data) / 1e6:.2f} MB | {took:.1f} s |")
        if strips is not None:
            strips.mkdir(parents=True, exist_ok=True)
            strip(data).save(strips / f"{name}.png", optimize=True)


if __name__ == "__main__":
    main(sys.argv[1:])
