"""What the bot says is true whatever fails: after a commit nobody reads that nothing changed,
and a retry after a failure never plays a move twice."""

from __future__ import annotations

from tests.bot.conftest import answer, public_text
from tests.bot.test_highcard_flow import hands, open_and_start

FOLLOWUP = "/webhooks/*/*"


async def test_a_saved_move_whose_reply_failed_is_never_called_unsaved(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    world.env.inject_error("POST", FOLLOWUP, status=500, times=1)
    result = await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    row = await world.table()
    assert [m.seat for m in await world.bot.store.moves(row.id)] == [str(alice.id)]
    told = answer(result) + "\n" + public_text(world)
    assert "nothing was changed" not in told
    assert answer(result).startswith("✅ Done: Play")
