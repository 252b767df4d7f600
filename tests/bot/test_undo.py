"""Taking moves back (`/game undo`), by the rules of fair play: quiet moves only, your own at
once, others' with everyone's Allow, never past a move that brought something new in."""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from bot.service.rows import TAKE_BACK, replayed
from bot.service.tables import TableError, Tables, Update
from engine import quiet, registry
from tests.bot.conftest import components_of, button_labels, answer, dm_texts, open_table, prompt, public_text, text_of
from tests.conftest import on_both_backends
from tests.games import game_names

GAMES = game_names()
SOON = 120.0


async def _started(tables: Tables, name: str, players: int, seed: int, **options) -> int:
    seats = [str(n) for n in range(1, players + 1)]
    await tables.open(guild=1, channel=7, game=name, host=seats[0], name="p1", locale="en",
                      options={"auto_pass": False, **options})
    for seat in seats[1:]:
        await tables.join(7, seat, f"p{seat}")
    return (await tables.start(7, seats[0], seed=seed)).row.id


class Oracle:
    """The rules of the issue, kept beside the table from what the test itself saw: every
    committed position by version, and the moves that stand."""

    def __init__(self, game, row):
        self.game = game
        self.at = {row.version: row.state}   # version -> the state JSON committed at it
        self.stand: list[tuple[int, str, str]] = []  # (seq, seat, action)
        self.news: dict[int, str | None] = {}

    def played(self, row, seat, action):
        self.at[row.version] = row.state
        self.stand.append((row.version, seat, action))

    def expect(self, row, seat, people) -> tuple[str, object]:
        """("refused", code) | ("now", first seq) | ("ask", first seq)"""
        if row.status == "over":
            return "refused", "undo_over"
        mine = [i for i, (_, s, _) in enumerate(self.stand) if s == seat]
        if not mine:
            return "refused", "undo_nothing"
        chain = self.stand[mine[-1]:]
        for seq, mover, action in chain:
            if seq not in self.news:  # a position never changes: each move is judged once
                before, after = self.game.load(self.at[seq - 1]), self.game.load(self.at[seq])
                self.news[seq] = self.game.news(before, mover, action, after)
            if self.news[seq] is not None:
                return "refused", "undo_loud"
        others = any(s != seat for _, s, _ in chain)
        return ("ask" if others and len(people) > 1 else "now"), chain[0][0]

    def taken(self, row, first):
        self.stand = [m for m in self.stand if m[0] < first]
        self.at[row.version] = row.state


@on_both_backends
@pytest.mark.parametrize("name", GAMES)
async def test_after_every_move_undo_is_allowed_exactly_when_the_rules_allow_it(service, name):
    """Random games where, after every move, someone asks to take back: refused with the rule's
    reason (and nothing changes), taken back at once, or asked of the others, who allow or
    refuse. A take-back restores the earlier position byte for byte; the log replays to it."""
    game = registry.get(name)
    rnd = random.Random(name)
    players = min(game.max_players, 3)
    table_id = await _started(service, name, players, seed=5)
    row = await service.reader.table(table_id)
    oracle = Oracle(game, row)
    people = row.seats
    seen = {"refused": 0, "now": 0, "ask": 0, "allowed": 0}
    for _ in range(36):
        row = await service.reader.table(table_id)
        state = game.load(row.state)
        if game.outcome(state) is None:
            seat = rnd.choice(game.to_act(state))
            action = rnd.choice(game.legal_actions(state, seat)).id
            update = await service.play(7, seat, action)
            oracle.played(update.row, seat, action)
        row = await service.reader.table(table_id)
        asker = rnd.choice(people)
        kind, expected = oracle.expect(row, asker, people)
        try:
            result = await service.takebacks.undo(7, asker, due=time.time() + SOON)
        except TableError as exc:
            assert (kind, exc.code) == ("refused", expected), (kind, expected, exc.code)
            after = await service.reader.table(table_id)
            assert (after.version, after.state) == (row.version, row.state)
            seen["refused"] += 1
            continue
        if isinstance(result, Update):
            assert kind == "now", (kind, expected)
            assert result.row.state == oracle.at[expected - 1]  # byte for byte
            oracle.taken(result.row, expected)
            seen["now"] += 1
            continue
        assert kind == "ask" and result["first"] == expected and sorted(result["asked"]) == sorted(
            s for s in people if s != asker), (kind, expected, result)
        seen["ask"] += 1
        if rnd.random() < 0.5:
            refuser = rnd.choice(result["asked"])
            outcome, _, _ = await service.takebacks.answer_undo(table_id, refuser, result["version"], allow=False)
            assert outcome == "refused"
            assert (await service.reader.table(table_id)).state == row.state
            continue
        for n, seat in enumerate(result["asked"]):
            outcome, _, update = await service.takebacks.answer_undo(table_id, seat, result["version"], allow=True)
            assert outcome == ("taken" if n == len(result["asked"]) - 1 else "waiting")
        assert update.row.state == oracle.at[expected - 1]
        assert update.row.version == row.version + 1  # the version only grows
        oracle.taken(update.row, expected)
        seen["allowed"] += 1
    assert seen["refused"] and seen["now"] + seen["allowed"], seen  # both roads were taken
    row = await service.reader.table(table_id)
    moves = await service.reader.moves(table_id)
    for _, replay in replayed(game, row, moves):
        pass
    assert replay.to_json() == row.state  # replays and ratings use the moves that stand
    assert [m.seq for m in moves if m.stands] == [seq for seq, _, _ in oracle.stand]
    assert all(m.undone is None for m in moves if m.action == TAKE_BACK)


async def test_a_second_request_is_refused_while_one_is_open(service):
    name = "tobago"
    game = registry.get(name)
    table_id = await _started(service, name, 2, seed=3)
    await _quiet_pair(lambda: service.reader.table(table_id), lambda seat, a: service.play(7, seat, a), game,
                      random.Random(1))
    first = [m for m in await service.reader.moves(table_id)][-2].seat
    request = await service.takebacks.undo(7, first, due=time.time() + SOON)
    assert isinstance(request, dict) and request["count"] == 2
    with pytest.raises(TableError) as second:
        await service.takebacks.undo(7, first, due=time.time() + SOON)
    assert second.value.code == "undo_pending"
    with pytest.raises(TableError) as own:
        await service.takebacks.answer_undo(table_id, first, request["version"], allow=True)
    assert own.value.code == "undo_yours"


def _quiet(game, state, seat):
    """A quiet legal move of `seat` now (among its first few), or None: a quick look with few
    shuffles first, the game's whole judgement only for the move it finds."""
    for action in game.legal_actions(state, seat)[:4]:
        after = _after(game, state, seat, action.id)
        if quiet.news(game, state.copy(), seat, action.id, after, samples=1, mover_samples=2) is None:
            return action if game.news(state.copy(), seat, action.id, after) is None else None
    return None


async def _quiet_pair(load, play, game, rnd):
    """Play on until one person's quiet move is followed by the next person's quiet move: random
    moves until the seat to act has a quiet one, then it, then the next seat's (else again)."""
    while True:
        state = game.load((await load()).state)
        seat = game.to_act(state)[0]
        first = _quiet(game, state, seat)
        await play(seat, (first or rnd.choice(game.legal_actions(state, seat))).id)
        if first is None:
            continue
        state = game.load((await load()).state)
        other = game.to_act(state)[0]
        second = _quiet(game, state, other) if other != seat else None
        await play(other, (second or rnd.choice(game.legal_actions(state, other))).id)
        if second is not None:
            return


async def test_a_request_whose_asker_conceded_ends_at_the_last_allow(service):
    """Three people; the asker leaves the game (an AI plays their seat) while the others are still
    answering: the last Allow ends the request, and nothing is taken back."""
    game = registry.get("tobago")
    table_id = await _started(service, "tobago", 3, seed=2)
    await _quiet_pair(lambda: service.reader.table(table_id), lambda seat, a: service.play(7, seat, a), game,
                      random.Random(4))
    row = await service.reader.table(table_id)
    asker = (await service.reader.moves(table_id))[-2].seat
    assert asker not in game.to_act(game.load(row.state))  # their leaving plays no AI move
    request = await service.takebacks.undo(7, asker, due=time.time() + SOON)
    await service.leave(7, asker)
    outcomes = [(await service.takebacks.answer_undo(table_id, seat, request["version"], allow=True))[0]
                for seat in request["asked"]]
    assert outcomes == ["waiting", "ended"]
    assert (await service.reader.table(table_id)).state == row.state


def _after(game, state, seat, action_id):
    after = state.copy()
    game.apply(after, seat, action_id)
    return after


async def test_undo_and_a_move_sent_together_are_served_one_after_the_other(service):
    """The table's lock puts them in an order: whichever goes first, the log replays to the
    table's state and no move is lost or doubled."""
    game = registry.get("tobago")
    for seed in range(4):
        table_id = await _started(service, "tobago", 2, seed=seed)
        row = await service.reader.table(table_id)
        state = game.load(row.state)
        seat = game.to_act(state)[0]
        await service.play(7, seat, game.legal_actions(state, seat)[0].id)
        row = await service.reader.table(table_id)
        state = game.load(row.state)
        nxt = game.to_act(state)[0]
        results = await asyncio.gather(service.takebacks.undo(7, seat, due=time.time() + SOON),
                                       service.play(7, nxt, game.legal_actions(state, nxt)[0].id),
                                       return_exceptions=True)
        assert not any(isinstance(r, Exception) and not isinstance(r, TableError) for r in results), results
        row = await service.reader.table(table_id)
        for _, replay in replayed(game, row, await service.reader.moves(table_id)):
            pass
        assert replay.to_json() == row.state
        await service.end(table_id, "test")


async def test_the_undo_option_own_and_no(service):
    game = registry.get("tobago")
    table_id = await _started(service, "tobago", 2, seed=3, undo="own")
    await _quiet_pair(lambda: service.reader.table(table_id), lambda seat, a: service.play(7, seat, a), game,
                      random.Random(1))
    moves = (await service.reader.moves(table_id))[-2:]
    with pytest.raises(TableError) as own:  # the other person moved since
        await service.takebacks.undo(7, moves[0].seat, due=time.time() + SOON)
    assert own.value.code == "undo_own_only"
    taken = await service.takebacks.undo(7, moves[1].seat, due=time.time() + SOON)  # their own, nobody since: at once
    assert isinstance(taken, Update)
    row = await service.change_settings(7, "1", "undo=no", manager=False)  # the host
    with pytest.raises(TableError) as off:
        await service.takebacks.undo(7, moves[0].seat, due=time.time() + SOON)
    assert off.value.code == "undo_off"
    assert (await service.reader.table(table_id)).version == row.version


async def test_ai_seats_agree_and_the_position_before_the_persons_move_comes_back(service):
    """A person against an AI: the AI answered the person's move at once, so taking it back takes
    the AI's reply too, with nobody to ask, and it is the person's turn again. (The AI here plays
    a quiet move whenever it has one, so that its reply may be taken back.)"""
    game = registry.get("tobago")
    normal = service._ai_choice

    async def quietly(row, game_, state, seat):
        quiet = _quiet(game_, state, seat)
        return (quiet.id, None) if quiet is not None else await normal(row, game_, state, seat)
    service._ai_choice = quietly
    await service.open(guild=1, channel=7, game="tobago", host="1", name="p1", locale="en",
                       options={"auto_pass": False})
    await service.add_ai(7, "1")
    row = (await service.start(7, "1", seed=4)).row
    rnd = random.Random(3)
    for _ in range(100):
        row = await service.reader.table(row.id)
        state = game.load(row.state)
        assert game.to_act(state) == ["1"], "the AI did not answer"
        quiet = _quiet(game, state, "1")
        await service.play(7, "1", (quiet or rnd.choice(game.legal_actions(state, "1"))).id)
        after = await service.reader.table(row.id)
        ai_replied = [m for m in await service.reader.moves(row.id) if m.seq > row.version and m.seat != "1"]
        if quiet is None or not ai_replied:
            continue
        try:
            taken = await service.takebacks.undo(7, "1", due=time.time() + SOON)
            break
        except TableError as exc:  # the AI's reply drew something: it stands, and so does the move
            assert exc.code == "undo_loud" and exc.params["whose"] == "theirs", exc
    else:
        raise AssertionError("no quiet move of the person was answered by a quiet one of the AI")
    assert isinstance(taken, Update) and taken.events[0].params["count"] == 1 + len(ai_replied)
    assert taken.row.state == row.state and taken.row.version == after.version + 1
    assert game.to_act(game.load(taken.row.state)) == ["1"]


# --- through Discord (SimCord) ------------------------------------------------------------------
async def _quiet_moves(world, row, count):
    """Moves typed by whoever is to act at a human pace, until the last `count` (1 or 2) were
    quiet and by different people: the position before them is returned with the row."""
    game = registry.get(row.game)
    members = {str(m.id): m for m in world.members}

    async def play(seat, action):
        result = await members[seat].slash(world.channel, "move", action=action)
        assert result.ephemeral, answer(result)
        await world.env.advance_time(5)  # people play at a human pace

    rnd = random.Random(2)
    if count == 2:
        states = []

        async def load():
            row = await world.table()
            states.append(row.state)
            return row
        await _quiet_pair(load, play, game, rnd)
        return await world.table(), states[-2]
    while True:
        row = await world.table()
        state = game.load(row.state)
        seat = game.to_act(state)[0]
        quiet = _quiet(game, state, seat)
        await play(seat, (quiet or rnd.choice(game.legal_actions(state, seat))).id)
        if quiet is not None:
            return await world.table(), row.state


async def test_undo_of_your_own_move_is_taken_back_at_once_and_said_in_public(world):
    alice, bob = world.members[:2]
    row = await open_table(world, "tobago", [alice, bob])
    row, before = await _quiet_moves(world, row, 1)
    seat = (await world.bot.tables.store.moves(row.id))[-1].seat
    mover = next(m for m in (alice, bob) if str(m.id) == seat)
    number = row.move_number()
    result = await mover.slash(world.channel, "game undo")
    assert result.ephemeral and f"Taken back: move {number}" in answer(result), answer(result)
    row = await world.table()
    assert row.state == before
    assert f"<@{mover.id}> took back move {number}" in public_text(world)
    offered = [getattr(child, "custom_id", None) or "" for child in components_of(prompt(world))]
    assert any(f":{row.id}:{row.version}:" in c for c in offered), offered  # the prompt offers the restored turn
    log = await mover.slash(world.channel, "game log")
    assert "(taken back)" in answer(log) and f"took back move {number}" in answer(log), answer(log)


async def _requested(world):
    """Two people at Tobago; two quiet moves, one each; the first mover asks to take them back.
    Returns the row, the position before those moves, who asked, who is asked, and the request."""
    alice, bob = world.members[:2]
    row = await open_table(world, "tobago", [alice, bob])
    row, before = await _quiet_moves(world, row, 2)
    seat = (await world.bot.tables.store.moves(row.id))[-2].seat
    first = next(m for m in (alice, bob) if str(m.id) == seat)
    asked = await first.slash(world.channel, "game undo")
    assert "Asked the other player" in answer(asked), answer(asked)
    return row, before, first, bob if first is alice else alice, world.public_messages()[-1]


def _again(world, message):
    return next(m for m in world.public_messages() if m.id == message.id)


async def test_after_others_moved_a_request_is_allowed_by_them(world):
    row, before, first, other, request = await _requested(world)
    assert f"<@{other.id}>" in text_of(request) and "Allow" in str(request.components), text_of(request)
    with_me = await first.click(request, label="Allow")
    assert "your own request" in answer(with_me)
    await other.click(request, label="Allow")
    request = _again(world, request)
    assert "Everyone allowed" in text_of(request) and not button_labels(request)
    assert (await world.table()).state == before


async def test_a_refused_or_unanswered_request_changes_nothing(world):
    row, _, first, other, request = await _requested(world)
    await other.click(request, label="Refuse")
    request = _again(world, request)
    assert "refused" in text_of(request) and not button_labels(request)
    assert (await world.table()).state == row.state
    await first.slash(world.channel, "game undo")  # again, and nobody answers
    request = world.public_messages()[-1]
    await world.env.advance_time(SOON + 5)
    request = _again(world, request)
    assert "Nobody answered in time" in text_of(request) and not button_labels(request)
    with pytest.raises(TableError) as late:  # an Allow that comes too late (its button is gone)
        await world.bot.tables.takebacks.answer_undo(row.id, str(other.id), row.version, allow=True)
    assert late.value.code == "undo_ended"
    assert (await world.table()).state == row.state


async def test_a_move_ends_an_open_request(world):
    """Someone plays on instead of answering: the request ends, saying so, and nothing is taken back."""
    row, _, first, other, request = await _requested(world)
    game, state = world.state(row)
    seat = game.to_act(state)[0]
    mover = first if str(first.id) == seat else other
    await mover.slash(world.channel, "move", action=game.legal_actions(state, seat)[0].id)
    request = _again(world, request)
    assert "The game moved on" in text_of(request) and not button_labels(request), text_of(request)
    assert (await world.table()).version == row.version + 1  # the move, and nothing taken back


async def test_a_request_survives_a_restart(world, db_path):
    from bot.app import create_bot

    _, before, _, other, request = await _requested(world)
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    await other.click(request, label="Allow")
    assert (await world.table()).state == before


async def test_a_move_that_brought_something_new_in_is_refused_with_its_reason(world):
    """Port Royal: revealing the top card of the deck can never be taken back."""
    alice, bob = world.members[:2]
    row = await open_table(world, "portroyal", [alice, bob])
    game = registry.get("portroyal")
    state = game.load(row.state)
    seat = game.to_act(state)[0]
    mover = next(m for m in (alice, bob) if str(m.id) == seat)
    reveal = next(a for a in game.legal_actions(state, seat)
                  if game.news(state.copy(), seat, a.id, _after(game, state, seat, a.id)) == "hidden")
    await mover.slash(world.channel, "move", action=reveal.id)
    row = await world.table()
    result = await mover.slash(world.channel, "game undo")
    assert result.ephemeral and "brought something hidden to light" in answer(result), answer(result)
    assert (await world.table()).version == row.version


@pytest.mark.parametrize("name", GAMES)
async def test_no_private_word_reaches_the_channel_through_an_undo(world, name):
    """Quiet moves taken back in every game: the DMs that hand each person their position again
    are never said in the channel."""
    game = registry.get(name)
    people = world.members[:max(game.min_players, 2)]
    if len(people) < game.min_players:
        people = people + [world.guild.add_member(world.env.create_user(f"p{n}"))
                           for n in range(game.min_players - len(people))]
    row = await open_table(world, name, people)
    members = {str(m.id): m for m in people}
    rnd = random.Random(name)
    taken = 0
    for _ in range(60):
        row = await world.table()
        state = game.load(row.state)
        if game.outcome(state) is not None:
            break
        seat = rnd.choice(game.to_act(state))
        await world.bot.tables.play(row.channel, seat, rnd.choice(game.legal_actions(state, seat)).id)
        await world.env.advance_time(2)
        try:
            result = await world.bot.tables.takebacks.undo(row.channel, seat, due=time.time() + SOON)
        except TableError:
            continue
        taken += isinstance(result, Update)
        await world.env.advance_time(2)
    assert taken, "no quiet move was taken back"
    public = public_text(world)
    private = {line.strip("• ").strip() for m in members.values() for text in dm_texts(m) for line in text.splitlines()}
    leaked = [line for line in private if len(line) > 12 and line in public and "<@" not in line]
    assert not leaked, leaked[:3]


async def test_a_request_left_open_over_a_restart_ends_in_time(world, db_path):
    from bot.app import create_bot

    row, _, _, _, request = await _requested(world)
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    await world.env.advance_time(SOON + 5)
    request = _again(world, request)
    assert "Nobody answered in time" in text_of(request) and not button_labels(request), text_of(request)
    assert (await world.table()).state == row.state


def test_a_move_is_final_when_it_is_not_quiet_or_the_table_takes_nothing_back():
    """What the live board asks a finger to confirm (`takeback_rules.final`): a Port Royal draw
    (a card comes to light) always; a Timbuktu placing (nothing new) only at a table with undo=no."""
    from bot.service import takeback_rules
    from bot.service.rows import TableRow

    portroyal, timbuktu = registry.get("portroyal"), registry.get("timbuktu")
    drawing = portroyal.setup(["a", "b"], 3, {})
    placing = timbuktu.setup(["a", "b", "c"], 5, {})
    placer = timbuktu.to_act(placing)[0]
    place = timbuktu.legal_actions(placing, placer)[0].id
    def row(options):
        return TableRow(id=1, guild=1, channel=9, game="timbuktu", status="running", host="a", seats=["a", "b", "c"],
                        names={}, options=options, seed=5, version=1, state=None, locale="en", announced=1,
                        prompt_message=None)

    undo, no_undo = row({}), row({"undo": False})
    before = placing.to_json()
    assert takeback_rules.final(portroyal, undo, drawing, portroyal.to_act(drawing)[0], "draw")
    assert not takeback_rules.final(timbuktu, undo, placing, placer, place)
    assert takeback_rules.final(timbuktu, no_undo, placing, placer, place)
    assert placing.to_json() == before  # weighed on a copy: the table's position is untouched
