"""The one way the bot tests play a table to its end: people play the engine AI's choice for
their seat, by `/move` or through the buttons and menus; AI seats play themselves.

How a move is sent is each game's hook data (tests/hooks.py): `typed(action)` is what a person
types in `/move`, `press` walks the game's menus (tests/bot/pressing.py). After every move the
play-out checks what every road must do: `/move` answers "Done" privately, the table's version
moves on, and (`exact_log`) the store logs exactly that one move for that seat."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine.core import Action, Game, Rng, State
from tests import hooks
from tests.bot.conftest import answer

LIMIT = 2000  # moves; every game here ends in far fewer


@dataclass
class Step:
    """One move about to be played (`before`) or just played (`after`, with the table after it)."""
    count: int
    seat: str
    action: Action
    row: object  # the table before the move
    game: Game
    state: State  # the state before the move
    after: object = None  # the table after the move (None in `before`)


@dataclass
class Played:
    row: object  # the table at the end (or when `stop` said so)
    moves: int  # moves the people played
    roads: set[str] = field(default_factory=set)  # "move", and each road `press` took


async def play_out(world, people, *, menus_every: int = 0, seed: int = 7, limit: int = LIMIT,
                   stop=None, before=None, after=None, exact_log: bool = False) -> Played:
    """Play the channel's table until it is over. The k-th move a person plays (k from 0) goes
    through the menus when `menus_every` divides k (0: never, 1: always), else by `/move`.
    The people's choices come from the game's AI with Rng(seed). `stop(count)` ends early;
    `before(step)` and `after(step)` (coroutines) watch every move. A table still running after
    `limit` moves fails. `exact_log`: the store logs exactly one move for the person per move
    played (not for a game whose forced moves the bot plays for a person, e.g. Port Royal's passes)."""
    by_seat = {str(m.id): m for m in people}
    rng = Rng(seed)
    roads: set[str] = set()
    logged = None
    for count in range(limit):
        row = await world.table()
        if row.status != "running" or (stop and stop(count)):
            return Played(row, count, roads)
        if exact_log and logged is None:
            logged = Counter(m.seat for m in await world.bot.tables.store.moves(row.id))
        game, state = world.state(row)
        game_hooks = hooks.of(game.name)
        seat = next(s for s in game.to_act(state) if s in by_seat)
        action_id = game.ai_choose(state, seat, rng)
        action = next(a for a in game.legal_actions(state, seat) if a.id == action_id)
        step = Step(count, seat, action, row, game, state)
        if before is not None:
            await before(step)
        if menus_every and count % menus_every == 0:
            press = game_hooks.presser()
            assert press is not None, f"{game.name} has no `press` hook in tests/hooks.py: /move only"
            roads.add(await press(world, by_seat[seat], action))
        else:
            result = await by_seat[seat].slash(world.channel, "move", action=game_hooks.typed(action))
            assert result.ephemeral and "Done" in answer(result), answer(result)
            roads.add("move")
        step.after = await world.table()
        assert step.after.version > row.version, f"{action_id} did not play (version {row.version})"
        if exact_log:
            mine = [m.action for m in await world.bot.tables.store.moves(row.id) if m.seat == seat]
            assert mine[-1] == action_id and len(mine) == logged[seat] + 1, (action_id, mine[-3:])
            logged[seat] += 1
        if after is not None:
            await after(step)
    raise AssertionError(f"the game did not end within {limit} moves")
