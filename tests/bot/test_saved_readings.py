"""Tables keep the rule reading they were opened with. tests/bot/saved/ holds databases written
by the code of an earlier day, as SQL text: each replays, resumes and re-rates unchanged.

tobago-before-clues-narrowed.sql was written before every Tobago clue had to narrow the search
(`reduce_before_markers` defaulted to no): table 1 is over and rated, table 2 is running; each
log holds a clue that removed no possible space. tortuga-before-the-map-went-to-another.sql was
written while a Treasure Map's revealer could keep it (before `treasure_map_to_self`, whose rows
lack it): table 1 is over and rated, and twice its revealer kept the map."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest_asyncio

from bot.service.rows import replayed
from bot.service.tables import Tables
from engine import registry

SAVED = Path(__file__).parent / "saved"
FINISHED, RUNNING = 1001, 1002  # the saved tables' channels
TOBAGO = registry.get("tobago")


async def opened(tmp_path, name: str) -> Tables:
    path = tmp_path / "saved.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript((SAVED / name).read_text())
    service = Tables.on(str(path))
    await service.connect()
    return service


@pytest_asyncio.fixture
async def saved(tmp_path):
    service = await opened(tmp_path, "tobago-before-clues-narrowed.sql")
    yield service
    await service.disconnect()


def idle_clues(game, row, moves) -> list[str]:
    """The clues of a table's log that removed no possible space from their map."""
    found = []
    before = None
    for move, state in replayed(game, row, moves):
        now = {c: m["possible"] for c, m in state.data["maps"].items()}
        if move is not None and move.action.startswith("clue:"):
            colour = move.action.split(":")[2]
            if before[colour] == now[colour] and state.data["maps"][colour]["clues"][:-1]:
                found.append(move.action)
        before = now
    return found


async def test_a_finished_table_replays_to_its_saved_state_with_a_clue_that_removed_nothing(saved):
    row = await saved.store.latest_table(FINISHED)
    moves = await saved.reader.moves(row.id)
    assert row.options["reduce_before_markers"] is False
    assert idle_clues(TOBAGO, row, moves)  # the reading it was opened with allowed them
    *_, (_, final) = replayed(TOBAGO, row, moves)
    assert final.to_json() == row.state


async def test_the_saved_ratings_rebuild_to_the_same_numbers(saved):
    row = await saved.store.latest_table(FINISHED)
    stored = {(r["person"], r["mu"], r["sigma"], r["games"]) for r in await saved.store.leaderboard(row.guild, "tobago")}
    assert len(stored) == 2
    await saved.ratings.rebuild_ratings()
    rebuilt = {(r["person"], r["mu"], r["sigma"], r["games"]) for r in await saved.store.leaderboard(row.guild, "tobago")}
    assert rebuilt == stored


async def test_a_running_table_resumes_under_its_reading_and_a_new_one_narrows(saved):
    row = await saved.store.latest_table(RUNNING)
    assert idle_clues(TOBAGO, row, await saved.reader.moves(row.id))
    game, state = saved.state_of(row)
    assert state.options["reduce_before_markers"] is False
    seat = game.to_act(state)[0]
    update = await saved.play(RUNNING, seat, game.legal_actions(state, seat)[0].id)
    assert update.row.version == row.version + 1
    fresh = await saved.open(guild=row.guild, channel=2001, game="tobago", host="333", name="cy", locale="en")
    assert fresh.options["reduce_before_markers"] is True


async def test_a_tortuga_table_whose_revealers_kept_the_map_replays_and_rerates(tmp_path):
    service = await opened(tmp_path, "tortuga-before-the-map-went-to-another.sql")
    try:
        row = await service.store.latest_table(FINISHED)
        game = registry.get("tortuga")
        assert "treasure_map_to_self" not in row.options
        kept = []
        for move, state in replayed(game, row, await service.reader.moves(row.id)):
            if move is not None and move.action == f"give:{move.seat}":
                kept.append(move.seat)
        assert len(kept) == 2 and state.to_json() != row.state  # the replay names its reading
        assert game.load(row.state).to_json() == state.to_json()
        stored = {(r["person"], r["mu"], r["games"]) for r in await service.store.leaderboard(row.guild, "tortuga")}
        await service.ratings.rebuild_ratings()
        assert {(r["person"], r["mu"], r["games"]) for r in await service.store.leaderboard(row.guild, "tortuga")} == stored
        fresh = await service.open(guild=row.guild, channel=2001, game="tortuga", host="444", name="di", locale="en")
        assert fresh.options["treasure_map_to_self"] is False
    finally:
        await service.disconnect()
