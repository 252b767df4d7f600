"""Restarts at every point of a move, for every game: before the commit, after it, after the
DMs went out, after the post, after the final move. What was committed is said once; its
private events reach their seats once (or the channel says to look at `/game hand`); what was
not committed was not played, and the table plays on."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bot.app import create_bot
from bot.speech.compose import WINDOW as EDIT_SPACING
from bot.speech.wording import event_lines, words_for
from bot.service.tables import event_from_record
from engine.core import Rng
from engine import registry
from tests.games import game_names
from tests.bot.conftest import dm_texts, on_both_backends, open_table, public_text, text_of

pytestmark = on_both_backends  # the outbox, `told` and the resume queries on SQLite and on PostgreSQL

GAMES = game_names()
# people at each table: three where the game seats three (the secrets of several seats), else as few as it seats
PEOPLE = {name: max(registry.get(name).min_players, min(3, registry.get(name).max_players)) for name in GAMES}
SEED = 1667


class Crash(BaseException):
    """The process dies here: nothing after this point runs (no `except Exception` catches it)."""


def crash_at(world, *names, before=False, when=lambda kwargs: True):
    """The bot's store (or a facet of it: `said.told`) dies inside the first call of one of
    `names` (before or after its real work; a name may be a (name, before) pair of its own)
    whose arguments satisfy `when`. Returns the arguments it died with."""
    seen: list[dict] = []
    for name in names:
        name, before = name if isinstance(name, tuple) else (name, before)
        part, _, name = name.rpartition(".")
        store = getattr(world.bot.tables, part or "store")
        real = getattr(store, name)

        async def dying(*args, _real=real, _name=name, _before=before, **kwargs):
            hit = not seen and when(kwargs)
            if hit:
                seen.append(kwargs)
                if _before:
                    raise Crash(_name)
            result = await _real(*args, **kwargs)
            if hit:
                raise Crash(_name)
            return result

        setattr(store, name, dying)
    return seen


async def restart(world, db_path):
    """The old process is gone (its store closed); a new one starts on the same file."""
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    assert all(isinstance(e, Crash) for e in world.env.errors)  # the crash we caused, nothing else


def private_to(records, seats) -> bool:
    return any(r["to"] and set(r["to"]) & seats for r in records)


class Table:
    """One game at one channel, its people, and what they have read so far."""

    def __init__(self, world, people):
        self.world, self.people = world, people
        self.seats = {str(m.id): m for m in people}

    def said(self):
        return len(self.world.public_messages()), [len(dm_texts(m)) for m in self.people]

    async def person_to_move(self):
        """A person who must act now and the move the AI would make for them (games end)."""
        row = await self.world.table()
        game, state = self.world.state(row)
        seat = next(s for s in game.to_act(state) if s in self.seats)
        return self.seats[seat], game.ai_choose(state.copy(), seat, Rng(row.version))

    async def play(self, moves):
        for _ in range(moves):
            member, action = await self.person_to_move()
            await member.slash(self.world.channel, "move", action=action)
        await self.world.env.advance_time(EDIT_SPACING + 1)  # every deferred edit is out

    async def settled(self):
        """Nothing committed is left unsaid or untold."""
        row = await self.world.table()
        assert row.announced == row.version and row.told >= row.version
        assert await self.world.bot.tables.store.unsaid(row.id, 0) == []
        return row


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch):
    """Every table deals from one seed (started through the command, so all runs in the bot)."""
    monkeypatch.setattr("bot.service.tables.secrets", SimpleNamespace(randbits=lambda bits: SEED))


async def start(world, game, people, ai=0):
    await open_table(world, game, people, ai=ai)
    table = Table(world, people)
    await world.env.advance_time(EDIT_SPACING + 1)
    return table


# where the process dies, for each point of a move: (store or facet method, die before its work?)
# pairs, the first one reached. After the DMs: `told` is written alone only when the move had
# private events; without any, the next write is the post's own record (the post is out).
POINTS = {
    "before the commit": [("record_move", True)],
    "after the commit": [("record_move", False)],
    "after the DMs": [("said.told", False), ("said.set_announced", True)],
    "after the post": [("said.set_announced", False)],
}


@pytest.mark.parametrize("point", POINTS)
@pytest.mark.parametrize("game", GAMES)
async def test_a_restart_at_any_point_of_a_move_loses_nothing_and_says_it_once(world, db_path, game, point):
    table = await start(world, game, world.members[:PEOPLE[game]])
    await table.play(3)
    before = await table.settled()
    member, action = await table.person_to_move()
    died = crash_at(world, *POINTS[point])
    await member.slash(world.channel, "move", action=action)
    await world.env.advance_time(EDIT_SPACING + 1)
    assert died, f"the move never reached {POINTS[point]}"
    said = table.said()
    await restart(world, db_path)

    row = await table.settled()
    moves = await world.bot.tables.store.moves(row.id)
    posts, dms = table.said()
    if point == "before the commit":  # not saved: not played, nothing to say
        assert row.version == before.version and (posts, dms) == said
        await member.slash(world.channel, "move", action=action)  # and it can be played now
        assert (await world.bot.tables.store.moves(row.id))[-1].action == action
    else:
        saved = [(m.seat, m.action) for m in moves if m.seq > before.version]
        assert saved[0] == (str(member.id), action) and row.version == before.version + len(saved)
        assert posts == said[0] + (0 if point == "after the post" else 1)  # said once, never twice
        if point in ("after the DMs", "after the post"):
            assert dms == said[1]  # the DMs had gone out: not again
    if point == "after the commit":  # the update's public lines and private events, from the outbox
        events = [event_from_record(r) for r in died[0]["events"]]
        words = words_for(row)
        public = "\n".join(event_lines(words, game, [e for e in events if e.kind not in registry.get(game).cues]))
        assert public in text_of(world.public_messages()[-1])
        for index, seat in enumerate(table.seats):
            mine = event_lines(words, game, events, seat)
            assert dms[index] == said[1][index] + bool(mine)
            if mine:
                assert dm_texts(table.people[index])[-1].endswith("\n".join(mine))

    again = table.said()
    await restart(world, db_path)
    assert table.said() == again  # a second restart says nothing
    await table.play(1)  # and the table plays on
    await table.settled()


@pytest.mark.parametrize("game", GAMES)
async def test_the_private_events_of_a_commit_cut_off_by_a_crash_reach_their_seats_once(world, db_path, game):
    """Tortuga's deal committed and the process dies: every loyalty DM still arrives, once
    (the issue counted 0 of 3). Each game at the first commit with a person's secret in it
    (Port Royal has none: its first commit with anything to say)."""
    people = world.members[:PEOPLE[game]]
    seats = {str(m.id) for m in people}
    host, *others = people
    await host.slash(world.channel, "game new", game=game)
    for member in others:
        await member.slash(world.channel, "game join")
    secret = game != "portroyal"
    died = crash_at(world, "start", "record_move", when=lambda kw: private_to(kw["events"], seats) or not secret)
    table = Table(world, people)
    await host.slash(world.channel, "game start")
    while not died:
        await table.play(1)
    said = table.said()
    await restart(world, db_path)

    row = await table.settled()
    events = [event_from_record(r) for r in died[0]["events"]]
    words = words_for(row)
    posts, dms = table.said()
    assert posts == said[0] + 1
    told = 0
    for index, seat in enumerate(table.seats):
        mine = event_lines(words, game, events, seat)
        assert dms[index] == said[1][index] + bool(mine)
        if mine:
            told += 1
            assert dm_texts(table.people[index])[-1].endswith("\n".join(mine))
    addressed = {seat for event in events for seat in event.to or () if seat in seats}
    assert told == len(addressed) and (told > 0) == secret  # every seat with a secret in the commit, once
    again = table.said()
    await restart(world, db_path)
    assert table.said() == again
    await table.play(1)
    await table.settled()


@pytest.mark.parametrize("game", GAMES)
async def test_a_crash_after_the_final_move_still_announces_the_result_once(world, db_path, game):
    people = world.members[:1]
    table = await start(world, game, people, ai=PEOPLE[game] - 1)
    died = crash_at(world, "record_move", when=lambda kw: kw["over"])
    for _ in range(2000):
        if died:
            break
        await table.play(1)
    assert died
    row = await world.table()
    assert row.status == "over" and row.announced < row.version
    posts = len(world.public_messages())
    await restart(world, db_path)

    await table.settled()
    new = world.public_messages()[posts:]
    assert len(new) == 1 and "Game over" in text_of(new[0])
    assert any(c for c in new[0].components)  # the Rematch button
    await restart(world, db_path)
    assert len(world.public_messages()) == posts + 1


async def test_a_finished_game_whose_final_post_was_refused_is_announced_after_a_restart_once(world, db_path):
    """403 Missing Permissions (50013) on the final post and on its plain-text fallback: the game
    is over in the store and nobody was told. The restart says "Game over", once."""
    alice, bob = world.members[:2]
    await open_table(world, "highcard", [alice, bob])
    for round_ in range(3):
        _, state = world.state(await world.table())
        if round_ == 2:
            world.env.inject_error("POST", f"/channels/{world.channel.id}/messages", status=403, code=50013,
                                   message="Missing Permissions", times=None)
        for member in (alice, bob):
            await member.slash(world.channel, "move", action=f"play:{state.data['hands'][str(member.id)][0]}")
        await world.env.advance_time(EDIT_SPACING + 1)
    row = await world.table()
    assert row.status == "over" and row.announced < row.version
    assert "Game over" not in "\n".join(text_of(m) for m in world.public_messages())
    world.env.backend.faults.clear()  # the permission is given back
    posts = len(world.public_messages())
    await restart(world, db_path)

    new = world.public_messages()[posts:]
    assert len(new) == 1 and "Game over" in text_of(new[0]) and "Winner:" in text_of(new[0])
    await table_settled(world)
    await restart(world, db_path)
    assert len(world.public_messages()) == posts + 1


async def table_settled(world):
    return await Table(world, []).settled()


@pytest.mark.parametrize("point", ["after the commit", "after the DMs"])
async def test_a_seat_with_closed_dms_still_hears_to_look_at_its_hand_after_a_crash(world, db_path, point):
    """Tortuga's deal, one person's DMs closed (50007), the process dies before the channel
    post: after the restart the channel tells that person to use `/game hand`, once, and the
    others' loyalty DMs arrive once in all."""
    alice, bob, carol = world.members[:3]
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    await alice.slash(world.channel, "game new", game="tortuga")
    for member in (bob, carol):
        await member.slash(world.channel, "game join")
    died = crash_at(world, "start" if point == "after the commit" else "said.told")
    await alice.slash(world.channel, "game start")
    assert died
    await restart(world, db_path)

    await table_settled(world)
    notice = f"<@{bob.id}>, I can't DM you: use `/game hand`"
    assert public_text(world).count(notice) == 1
    for member in (alice, carol):
        assert sum("Your loyalty (secret)" in t for t in dm_texts(member)) == 1
    await restart(world, db_path)
    assert public_text(world).count(notice) == 1
