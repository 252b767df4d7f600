"""Ratings per server (bot/service/ratings.py): the stated rules, whole games through the real bot
with a tie and a team game (Tortuga 1667), once per table across a restart, rebuilt from the
logs to the same numbers, and /game stats and /game leaderboard answering."""

from __future__ import annotations

import pytest

from bot.app import create_bot
from bot.discord_surface.cogs.records import leaderboard_text
from bot.service.ratings import MODEL, Side, shown, sides
from bot.text import Words
from engine.core import Outcome
from tests.bot.conftest import answer, on_both_backends, open_table, write_behind_the_bots_back, text_of
from tests.bot.playing import play_out
from tests.bot.test_tortuga_bot import MAX_MOVES

# High Card seeds for three people (join order) who each play their cards lowest first:
TIE_FOR_SECOND = 0  # bob wins every round; alice and carol share second place
IN_ORDER = 6        # alice first, bob second, carol third


async def play_highcard(world, people, seed, concede=None):
    """A seeded High Card game to the end, every person playing their lowest card each round;
    `concede` leaves at once (the AI plays on for them)."""
    await open_table(world, "highcard", people, seed=seed)
    if concede is not None:
        await concede.slash(world.channel, "game leave")
    for _ in range(3):
        for member in people:
            row = await world.table()
            if row.status != "running":
                break
            game, state = world.state(row)
            seat = str(member.id)
            if seat not in game.to_act(state) or seat in row.ai_played:
                continue
            result = await member.slash(world.channel, "move", action=f"play:{state.data['hands'][seat][0]}")
            assert result.ephemeral, answer(result)
    row = await world.table()
    assert row.status == "over"
    return row


async def ratings(world, game):
    """person id -> (mu, sigma, games, wins) at `game` in the world's server."""
    return {int(r["person"]): (r["mu"], r["sigma"], r["games"], r["wins"])
            for r in await world.bot.tables.store.leaderboard(world.guild.id, game)}


async def everything(world):
    """Every number the ratings keep for the world's people: ratings and places."""
    store, guild = world.bot.tables.store, world.guild.id
    board = {game: await ratings(world, game) for game in ("highcard", "tortuga")}
    places = {m.id: [(r["table_id"], r["place"], r["sides"], r["won"]) for r in await store.records(guild, str(m.id))]
              for m in world.members}
    return board, places


# --- the rules ---------------------------------------------------------------------------
def test_ai_seats_are_left_out_ties_share_a_place_and_a_conceded_seat_is_last():
    outcome = Outcome(scores={"1": 2, "2": 2, "ai:1": 5, "3": 1}, winners=["ai:1"])
    assert sides(["1", "2", "ai:1", "3"], outcome, {}) == [Side(("1",), 1), Side(("2",), 1), Side(("3",), 3)]
    won_by_the_ai_for_them = Outcome(scores={"1": 3, "2": 1, "3": 0}, winners=["1"])
    assert sides(["1", "2", "3"], won_by_the_ai_for_them, {"1": "conceded"}) == [
        Side(("2",), 1), Side(("3",), 2), Side(("1",), 3)]
    two_left = Outcome(scores={"1": 3, "2": 1, "3": 0}, winners=["1"])
    assert sides(["1", "2", "3"], two_left, {"2": "kicked", "3": "conceded"}) == [
        Side(("1",), 1), Side(("2",), 2), Side(("3",), 2)]


def test_a_game_with_fewer_than_two_sides_of_people_is_not_rated():
    assert sides(["1", "ai:1"], Outcome(scores={"1": 1, "ai:1": 0}, winners=["1"]), {}) == []
    same_team = Outcome(scores={"1": 5, "2": 5, "ai:1": 2, "ai:2": 2}, winners=["1", "2"],
                        teams={"english": ["1", "2"], "french": ["ai:1", "ai:2"]})
    assert sides(["1", "2", "ai:1", "ai:2"], same_team, {}) == []


def test_a_team_is_one_side_of_its_people_placed_by_the_team_result():
    outcome = Outcome(scores={"1": 4, "ai:1": 9, "2": 6, "3": 6, "ai:2": 1}, winners=["1", "ai:1"],
                      teams={"english": ["1", "ai:1"], "french": ["2", "3"], "dutch": ["ai:2"]})
    assert sides(["1", "ai:1", "2", "3", "ai:2"], outcome, {}) == [Side(("1",), 1), Side(("2", "3"), 2)]
    assert sides(["1", "ai:1", "2", "3", "ai:2"], outcome, {"3": "conceded"}) == [
        Side(("1",), 1), Side(("2",), 2), Side(("3",), 3)]


# --- whole games through the bot ---------------------------------------------------------------
@on_both_backends
async def test_ratings_after_a_tie_and_a_team_game_and_rebuilt_from_the_logs_alike(world):
    alice, bob, carol = world.members
    await play_highcard(world, [alice, bob, carol], TIE_FOR_SECOND)
    board = await ratings(world, "highcard")
    assert board[alice.id] == board[carol.id]  # a shared place moves both alike
    assert board[bob.id][0] > MODEL.mu > board[alice.id][0] and board[bob.id][2:] == (1, 1)
    await play_highcard(world, [alice, bob, carol], IN_ORDER)
    board = await ratings(world, "highcard")
    assert board[alice.id][0] > board[carol.id][0] and [board[m.id][2:] for m in world.members] == [(2, 1), (2, 1), (2, 0)]

    row = await open_table(world, "tortuga", [alice, bob, carol], ai=1, seed=3)
    row = (await play_out(world, [alice, bob, carol], limit=MAX_MOVES)).row
    outcome = world.state(row)[0].outcome(world.state(row)[1])
    team_of = {seat: team for team, seats in outcome.teams.items() for seat in seats}
    team = await ratings(world, "tortuga")
    assert set(team) == {alice.id, bob.id, carol.id}  # the AI seat is not rated
    for member in world.members:
        mates = [m for m in world.members if team_of[str(m.id)] == team_of[str(member.id)]]
        assert all(team[m.id] == team[member.id] for m in mates)  # one side: one change
        won = str(member.id) in outcome.winners
        assert (team[member.id][0] > MODEL.mu) == won and team[member.id][3] == int(won)
    assert len({team_of[str(m.id)] for m in world.members}) > 1

    before = await everything(world)
    rebuilt = await world.bot.ratings.rebuild_ratings()
    assert await everything(world) == before
    assert rebuilt[(world.guild.id, "highcard")][str(bob.id)] == board[bob.id][:2]


@on_both_backends
async def test_a_conceded_seat_counts_as_that_persons_last_place(world):
    alice, bob, carol = world.members
    row = await play_highcard(world, [alice, bob, carol], TIE_FOR_SECOND, concede=bob)
    assert str(bob.id) in row.ai_played
    outcome = world.state(row)[0].outcome(world.state(row)[1])
    assert outcome.winners == [str(bob.id)]  # the AI won it for him after he left
    places = {m.id: [(r["place"], r["sides"], r["won"]) for r in await world.bot.tables.store.records(world.guild.id, str(m.id))]
              for m in world.members}
    assert places[bob.id] == [(3, 3, 0)]
    assert sorted(places[m.id][0][0] for m in (alice, carol)) == [1, 2]


@on_both_backends
async def test_a_result_said_again_after_a_restart_is_rated_once(world, db_path):
    alice, bob, carol = world.members
    row = await play_highcard(world, [alice, bob, carol], TIE_FOR_SECOND)
    before = await everything(world)
    await world.bot.close_storage()  # a crash after the rating, before the result was said
    await write_behind_the_bots_back(db_path, "UPDATE tables SET announced=? WHERE id=?", row.version - 1, row.id)
    said = sum("Game over" in text_of(m) for m in world.public_messages())
    await world.env.restart_bot(create_bot(database=db_path))
    assert sum("Game over" in text_of(m) for m in world.public_messages()) == said + 1
    assert await everything(world) == before


# --- the commands ------------------------------------------------------------------------
@on_both_backends
async def test_leaderboard_in_the_channel_and_stats_privately(world):
    alice, bob, carol = world.members
    empty = await alice.slash(world.channel, "game leaderboard", game="High Card")
    assert "Nobody has a High Card rating in this server yet" in answer(empty)
    await play_highcard(world, [alice, bob, carol], TIE_FOR_SECOND)
    await play_highcard(world, [alice, bob, carol], IN_ORDER)
    board = await ratings(world, "highcard")
    best_first = sorted(world.members, key=lambda m: -(board[m.id][0] - 3 * board[m.id][1]))

    result = await carol.slash(world.channel, "game leaderboard", game="highcard")
    assert not result.ephemeral
    lines = answer(result).splitlines()
    assert lines[0] == "🏆 **High Card**: the best players of this server"
    for place, member in enumerate(best_first, 1):
        mu, sigma, games, wins = board[member.id]
        win_words = "1 win" if wins == 1 else f"{wins} wins"
        assert lines[place] == f"{place}. <@{member.id}>: **{shown(mu, sigma)}** ({games} games, {win_words})"

    stats = await carol.slash(world.channel, "game stats", player=bob)
    assert stats.ephemeral
    mu, sigma, *_ = board[bob.id]
    assert answer(stats).splitlines() == [
        f"📊 <@{bob.id}> in this server:",
        f"**High Card**: 2 games, 1 win, rating **{shown(mu, sigma)}**; recent places: 2/3, 🏆1/3"]
    own = await carol.slash(world.channel, "game stats")
    assert own.ephemeral and "recent places: 3/3, 2/3" in answer(own)
    unknown = await carol.slash(world.channel, "game leaderboard", game="chess")
    assert unknown.ephemeral and "I don't know a game called “chess”" in answer(unknown)


@pytest.mark.parametrize("locale, header, line", [
    ("uk", "🏆 **Port Royal**: найкращі гравці цього сервера", "1. @x: **3** (2 гри, 1 перемога)"),
    ("es", "🏆 **Port Royal**: los mejores jugadores de este servidor", "1. @x: **3** (2 partidas, 1 victoria)"),
    ("cs", "🏆 **Port Royal**: nejlepší hráči tohoto serveru", "1. @x: **3** (2 hry, 1 výhra)"),
])
def test_the_leaderboard_reads_in_the_readers_language(locale, header, line):
    words = Words(locale, lambda person: "@x")
    text = leaderboard_text(words, "portroyal", [{"person": "1", "mu": 12.0, "sigma": 3.0, "games": 2, "wins": 1}])
    assert text.splitlines()[:2] == [header, line]
