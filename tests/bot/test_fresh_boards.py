"""People decide on what they see: three people playing each game by its buttons at
a human pace find a current board at every decision, never more than five channel writes in
five seconds, at most one new ping per person per turn.

"Current" is exact (tests/bench/pace.py): the newest board image in the channel, or in the
private menu for a private decision, was rendered from the view of the position being decided
on (every render is fingerprinted when the bot makes it). The payload validator stays on (the
bench's driver watches every request with `tests.discord_limits.watching`, refusing as Discord would).
"""

from __future__ import annotations

import pytest

from engine import registry
from tests.bench.pace import play
from tests.games import game_names

GAMES = [name for name in game_names() if registry.get(name).min_players <= 3 <= registry.get(name).max_players]
DECISIONS = 90  # a good stretch of every game: its opening, several turns, secret choices


@pytest.mark.parametrize("game", GAMES)
async def test_three_people_by_buttons_at_8_s_see_a_current_board(game):
    result = await play(game, 8.0, decisions=DECISIONS)
    assert result.decisions >= 60 and result.typed == 0, result
    assert result.fresh >= 0.95 * result.decisions, f"{result.fresh} of {result.decisions} on a current board"
    assert result.ping_rate <= 1.0, (result.pings, result.turns)
    assert result.stale_prompts == 0  # superseded prompts lost their buttons


async def test_at_1_s_the_channel_never_takes_more_than_5_writes_in_5_s():
    result = await play("tortuga", 1.0, decisions=DECISIONS)
    assert result.decisions >= 60
    assert result.max_window <= 5, result.max_window
    assert result.fresh >= 0.95 * result.decisions, f"{result.fresh} of {result.decisions} on a current board"
