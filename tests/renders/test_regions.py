"""Where each board thing is, from the renderer (issue 49, item 1): `renders.draw` returns, in
`Drawing.regions`, the polygons of the board things the choices name (`Action.at` keys), marked by
the strips that draw them, so a strip from the cache yields them too.

For random positions of every game and player count (random legal moves from the start), the
acting seat's own view with all its actions and the channel's public view with the public ones:

1. every action whose kind the game places on the board has a region for each of its `at` keys
   (BUTTONS lists the kinds that stay buttons, UNDRAWN the keys that name no drawn thing);
2. every region lies inside the board image;
3. two actions of one step never have exactly the same regions. The steps, kept simple: a move is
   picked first by its first `at` key (the piece), then by the rest (the places). So two different
   first keys never share the same set of regions, and among actions with the same first key, two
   different rests never do. Actions with the same `at` keys are one board choice (the rest is a
   button: which good to pay).
"""

from __future__ import annotations

import io
import random
import time

import pytest
from PIL import Image

import renders
from engine import registry
from renders import strips
from tests.games import game_names

# The action kinds that stay buttons, per game: every action without an `at` key (a pass, the end
# of a turn, an amulet's use) and those whose things are not drawn one by one (a vote card in a
# Tortuga hand). The test checks the list: a sampled action without `at` keys must be in it.
BUTTONS: dict[str, set[str]] = {
    "tobago": {"end", "exchange", "amulet_clue", "amulet_move", "amulet_hand", "decline"},
    "timbuktu": set(),
    "portroyal": {"stop", "done", "pass", "end"},
    "tortuga": {"vote", "vote_two", "marque_save", "plunder_decline", "fountain_refuse", "fountain_accept"},
}
# Keys of placed kinds that name no drawn thing (by prefix): none today.
UNDRAWN: dict[str, tuple[str, ...]] = {"tobago": (), "timbuktu": (), "portroyal": (), "tortuga": ()}
POSITIONS = {"portroyal": 30, "tobago": 10}  # sampled positions per player count (Port Royal's claims and repels are rare)
SEED = 49


def positions(game_name: str):
    """(view, choices) for random positions: the acting seat's, then the channel's."""
    game = registry.get(game_name)
    for n in range(game.min_players, game.max_players + 1):
        rng = random.Random(SEED * 10 + n)
        seats = [str(100 + i) for i in range(n)]
        state = game.setup(seats, seed=SEED + n, options={})
        length = 0
        replay = game.setup(seats, seed=SEED + n, options={})
        while game.outcome(replay) is None and length < 400:  # how long this game runs
            seat = game.to_act(replay)[0]
            game.apply(replay, seat, rng.choice(game.legal_actions(replay, seat)).id)
            length += 1
        stops = sorted({1 + rng.randrange(max(1, length - 1)) for _ in range(POSITIONS.get(game_name, 12))} | {0})
        rng = random.Random(SEED * 10 + n)
        moves = 0
        for stop in stops:
            while moves < stop and game.outcome(state) is None:
                seat = game.to_act(state)[0]
                game.apply(state, seat, rng.choice(game.legal_actions(state, seat)).id)
                moves += 1
            if game.outcome(state) is not None:
                break
            seat = game.to_act(state)[0]
            actions = game.legal_actions(state, seat)
            yield f"{n}p move {moves} seat", game.view(state, seat), actions
            public = [a for s in game.to_act(state) for a in game.legal_actions(state, s) if not a.secret]
            yield f"{n}p move {moves} channel", game.view(state, None), public


def placed(game_name: str, action) -> list[str]:
    """The `at` keys of `action` that must have a region."""
    if action.kind in BUTTONS[game_name]:
        return []
    return [key for key in action.at if not key.startswith(UNDRAWN[game_name])]


def check(game_name: str, where: str, view: dict, actions) -> int:
    choices = [(a.id, "", a.at) for a in actions]
    drawing = renders.draw(game_name, view, choices)
    w, h = Image.open(io.BytesIO(drawing.board)).size
    regions = drawing.regions
    for key, polygons in regions.items():
        assert polygons, (where, key)
        for polygon in polygons:
            assert len(polygon) >= 3, (where, key, polygon)
            assert all(0 <= x <= w and 0 <= y <= h for x, y in polygon), (where, key, polygon, (w, h))
    board = [a for a in actions if placed(game_name, a)]
    for a in actions:
        assert a.at or a.kind in BUTTONS[game_name], f"{game_name}: {a.kind} has no board thing: list it in BUTTONS"
    for a in board:
        for key in placed(game_name, a):
            assert key in regions, f"{game_name} {where}: {a.id} ({a.kind}) names {key}, not drawn"

    def shapes(keys) -> frozenset:
        return frozenset(p for key in keys for p in regions.get(key, ()))

    firsts = {a.at[0] for a in board}
    seen: dict[frozenset, str] = {}
    for key in sorted(firsts):
        other = seen.setdefault(shapes([key]), key)
        assert other == key, f"{game_name} {where}: {key} and {other} have the same regions"
    for first in firsts:
        rests = {a.at[1:] for a in board if a.at[0] == first and len(a.at) > 1}
        seen = {}
        for rest in sorted(rests):
            other = seen.setdefault(shapes(rest), rest)
            assert other == rest, f"{game_name} {where}: after {first}, {rest} and {other} have the same regions"
    return len(board)


@pytest.mark.parametrize("game_name", game_names())
def test_every_board_choice_has_a_region(game_name):
    started = time.perf_counter()
    drawn = named = 0
    for where, view, actions in positions(game_name):
        named += check(game_name, where, view, actions)
        drawn += 1
    assert drawn and named, (drawn, named)
    print(f"{game_name}: {drawn} pictures, {named} board actions, {time.perf_counter() - started:.1f} s")


def test_a_cached_strip_still_yields_its_regions():
    """The same board twice: the second comes from the strip cache and gives the same regions."""
    game_name = "tobago"
    where, view, actions = next(positions(game_name))
    choices = [(a.id, "", a.at) for a in actions]
    strips.clear()
    first = renders.draw(game_name, view, choices)
    hits = strips.counts()["hits"]
    again = renders.draw(game_name, view, choices)
    assert strips.counts()["hits"] > hits
    assert again.regions == first.regions and first.regions


def test_boards_drawn_side_by_side_keep_their_own_regions():
    """The bot draws boards in worker threads: each board's regions are its own."""
    from concurrent.futures import ThreadPoolExecutor

    jobs = []
    for game_name in ("tobago", "tortuga"):
        where, view, actions = next(positions(game_name))
        jobs.append((game_name, view, [(a.id, "", a.at) for a in actions]))
    alone = [renders.draw(*job).regions for job in jobs]
    strips.clear()
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(lambda job: renders.draw(*job).regions, jobs * 6))
    assert together == alone * 6 and all(alone)
