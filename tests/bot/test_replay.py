"""/game replay: a finished table's public boards as an animated image and its public log as
a text file, rebuilt from the seed and the log; the errors a person can meet, in words."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageSequence

import renders
from bot.speech import replay
from bot.speech.wording import label_words
from bot.service.options import for_game
from bot.text import Words, locales
from engine import registry
from tests.bot.conftest import COOLDOWN, answer, open_table, text_of
from tests.games import game_names
from tests.bot.test_tablelife import play_card
from tests.threadless import no_threads

UPLOAD_LIMIT = 10 * 1024 * 1024


@pytest.fixture(autouse=True)
def patient(simcord_env):
    """Drawing up to 60 boards takes seconds (off the event loop): wait for it like Discord's 15-minute token does."""
    simcord_env.settle_timeout = 120


async def finished_by_ai(world, game, seats, seed):
    """A seeded game of `seats` seats played to the end: the host concedes at once, the AI plays every seat."""
    alice = world.members[0]
    row = await open_table(world, game, [alice], ai=seats - 1, seed=seed)
    await alice.slash(world.channel, "game leave")
    while (row := await world.table()).status == "running":
        await world.bot.tables.run_ai(row.id)
    assert row.status == "over"
    return row


def spectator_history(row, moves):
    """Told again here, apart from the bot: (move number, spectator view) whenever the public
    board changed, the last one numbered by the final move; and every private event."""
    game = registry.get(row.game)
    state = game.setup(row.seats, row.seed, for_game(game, row.options))
    history, private = [(0, game.view(state, None))], list(game.opening(state))
    for move in moves:
        events = game.apply(state, move.seat, move.action)
        private += [e for e in events if e.to is not None]
        if game.view(state, None) != history[-1][1]:
            history.append((row.move_number(move.seq), game.view(state, None)))
    history[-1] = (row.move_number(moves[-1].seq), history[-1][1])
    return history, [e for e in private if e.to is not None]


def frames_of(data: bytes) -> list[Image.Image]:
    image = Image.open(io.BytesIO(data))
    assert image.format == "GIF"
    return [frame.convert("RGB") for frame in ImageSequence.Iterator(image)]


def board_in(frame: Image.Image, board: Image.Image) -> Image.Image:
    return frame.crop((0, replay.BAND, board.width, replay.BAND + board.height))


def same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None


async def replay_of(member, channel, **options):
    result = await member.slash(channel, "game replay", **options)
    assert result.ephemeral, answer(result)
    return result.followups[-1] if result.followups else result.response


@pytest.mark.parametrize("game, seats, seed", [
    (name, max(registry.get(name).min_players, min(3, registry.get(name).max_players)), 4 + k)
    for k, name in enumerate(game_names())
])
async def test_a_finished_game_replays_its_public_boards_and_its_log(world, game, seats, seed):
    row = await finished_by_ai(world, game, seats, seed)
    moves = await world.bot.tables.store.moves(row.id)
    message = await replay_of(world.members[1], world.channel)  # anyone in the channel may watch it
    assert message.ephemeral and f"table {row.id}" in text_of(message)
    animation, log = message.attachments
    assert (animation.filename, log.filename) == ("replay.gif", f"table-{row.id}-log.txt")
    data = await animation.read()
    assert len(data) + log.size <= UPLOAD_LIMIT and len(data) <= replay.UPLOAD_BUDGET

    # One frame per change of the public board, thinned evenly past the cap; each one is the
    # spectator's view of that moment, drawn by the board renderer, never a seat's.
    history, private = spectator_history(row, moves)
    shown = replay.thin([replay.Step(n, view) for n, view in history])
    frames = frames_of(data)
    assert Image.open(io.BytesIO(data)).is_animated
    assert len(frames) == min(len(history), replay.MAX_FRAMES) > 1
    assert shown[0].number == 0 and shown[-1].number == row.move_number()
    names = dict(row.names)
    for frame, step in zip(frames, shown):
        board = Image.open(io.BytesIO(renders.render(game, step.view, names))).convert("RGB")
        assert same(board_in(frame, board), board), step.number
    assert f"{len(frames)} boards of {row.move_number()} moves" in text_of(message)

    # The log file: a header, then one line per move as /game log words it; no private event in it.
    text = (await log.read()).decode("utf-8")
    lines = text.splitlines()
    assert len(lines) == 1 + len(moves) and lines[0].startswith(f"{registry.get(game).title}, table {row.id}")
    assert all(line.startswith(f"`{row.move_number(m.seq)}` ") for line, m in zip(lines[1:], moves))
    words = label_words(row, "en")
    public_lines = set(lines[1:])
    for event in private:
        said = words.event(game, event)
        assert not any(said in line for line in public_lines), said


async def test_replay_reads_the_log_in_the_readers_language():
    """The export is worded in the language it is asked in (the image holds no words)."""
    game = registry.get("portroyal")
    row, moves = _played("portroyal", 3)
    for locale in locales():
        text = replay.log_text(Words(locale, lambda seat: seat), row, game, moves)
        assert text.splitlines()[0] == Words(locale)("core.replay.log_header", game=game.title, table=row.id)
    assert "стіл" in replay.log_text(Words("uk", str), row, game, moves).splitlines()[0]


def _played(name, seed):
    """A finished row and its moves without Discord: seats played by the engine's AI."""
    from bot.service.store import MoveRow, TableRow
    from engine.core import Rng

    game = registry.get(name)
    seats = ["10", "20", "ai:1"]
    state = game.setup(seats, seed)
    rng, moves = Rng(seed), []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        action = game.ai_choose(state, seat, rng)
        events = game.apply(state, seat, action)
        moves.append(MoveRow(len(moves) + 1, seat, action,
                             [{"kind": e.kind, "params": e.params} for e in events if e.to is None], 0.0))
    row = TableRow(id=3, guild=1, channel=2, game=name, status="over", host="10", locale="en", prompt_message=None,
                   seats=seats, names={"10": "Ann", "20": "Bo", "ai:1": "AI 1"}, options={}, seed=seed,
                   version=len(moves), state=state.to_json(), announced=len(moves), started_version=0)
    return row, moves


def test_a_long_game_is_thinned_to_the_cap_keeping_its_first_and_last_board():
    steps = [replay.Step(n, {"n": n}) for n in range(438)]
    shown = replay.thin(steps)
    assert len(shown) == replay.MAX_FRAMES and shown[0] is steps[0] and shown[-1] is steps[-1]
    assert [s.number for s in shown] == sorted({s.number for s in shown})  # in order, none twice


# --- what a person is told instead -------------------------------------------------------------

async def test_replay_errors_are_private_lines(world, simcord_env):
    alice, bob, _ = world.members
    result = await alice.slash(world.channel, "game replay")
    assert result.ephemeral and "no finished game to replay" in answer(result)

    await alice.slash(world.channel, "game new", game="highcard")
    lobby = await world.table()
    assert "never reached the end" in answer(await alice.slash(world.channel, "game replay", table=lobby.id))
    await bob.slash(world.channel, "game join")
    await alice.slash(world.channel, "game start")
    result = await bob.slash(world.channel, "game replay")
    assert result.ephemeral and f"Table {lobby.id} is still being played" in answer(result)
    assert "is still being played" in answer(await bob.slash(world.channel, "game replay", table=lobby.id))

    result = await bob.slash(world.channel, "game replay", table=999)
    assert result.ephemeral and "There is no table number 999 in this server" in answer(result)

    # Another server's finished table is as unknown here as a missing one; at home it replays.
    elsewhere = no_threads(simcord_env, simcord_env.create_guild())
    channel = elsewhere.create_text_channel("games")
    dana = elsewhere.add_member(simcord_env.create_user("dana"))
    await dana.slash(channel, "game new", game="highcard")
    await dana.slash(channel, "game add-ai")
    await dana.slash(channel, "game start")
    for _ in range(3):
        _, state = world.bot.tables.state_of(await world.bot.tables.store.latest_table(channel.id))
        card = state.data["hands"][str(dana.id)][0]
        await dana.slash(channel, "move", action=f"play:{card}")
    theirs = await world.bot.tables.store.latest_table(channel.id)
    assert theirs.status == "over"
    result = await alice.slash(world.channel, "game replay", table=theirs.id)
    assert result.ephemeral and not result.followups and f"no table number {theirs.id} in" in answer(result)
    assert not (result.response.attachments if result.response else [])
    message = await replay_of(dana, channel, table=theirs.id)
    assert [a.filename for a in message.attachments] == ["replay.gif", f"table-{theirs.id}-log.txt"]


async def highcard_played_out(world, alice, bob):
    """A High Card table of two people in this channel, played to the end."""
    row = await open_table(world, "highcard", [alice, bob])
    for _ in range(3):
        await play_card(world, alice)
        await play_card(world, bob)
    return row


async def test_a_finished_table_replays_from_its_channel_while_the_next_one_is_played_there(world):
    """By default the channel's last table; by number an earlier one, while the next runs."""
    alice, bob, _ = world.members
    first = await highcard_played_out(world, alice, bob)
    message = await replay_of(bob, world.channel)
    assert message.attachments[1].filename == f"table-{first.id}-log.txt"
    await open_table(world, "highcard", [alice, bob])
    message = await replay_of(bob, world.channel, table=first.id)
    assert message.attachments[1].filename == f"table-{first.id}-log.txt"
    frames = frames_of(await message.attachments[0].read())
    assert len(frames) == 1 + 6  # the start, then the board after each card (who still has to play is public)


async def test_a_replay_is_built_once_however_many_ask(world, monkeypatch):
    alice, bob, carol = world.members
    await open_table(world, "highcard", [alice, bob])
    for _ in range(3):
        await play_card(world, alice)
        await play_card(world, bob)
    built = []
    real = replay.replay_image
    monkeypatch.setattr(replay, "replay_image", lambda *args: built.append(args[1].id) or real(*args))
    first, second, third = [await replay_of(m, world.channel) for m in (alice, bob, carol)]
    assert built == [(await world.table()).id]
    assert (await first.attachments[0].read()) == (await third.attachments[0].read())


async def test_a_log_the_rules_no_longer_replay_still_gives_its_text(world, monkeypatch):
    """After a rules change old moves may be refused: the boards cannot be drawn, the log can."""
    from engine.core import IllegalAction

    alice, bob, _ = world.members
    row = await open_table(world, "highcard", [alice, bob])
    for _ in range(3):
        await play_card(world, alice)
        await play_card(world, bob)

    def refuse(state, seat, action_id):
        raise IllegalAction("illegal_action", action=action_id)

    monkeypatch.setattr(registry.get("highcard"), "apply", refuse)
    message = await replay_of(bob, world.channel)
    assert f"Table {row.id} can't be shown as boards again" in text_of(message)
    assert [a.filename for a in message.attachments] == [f"table-{row.id}-log.txt"]
    assert len((await message.attachments[0].read()).decode().splitlines()) == 1 + 6


@pytest.mark.parametrize("key", ["replay_broken", "replay_none", "replay_unknown", "replay_unfinished", "replay_running"])
def test_replay_errors_are_worded_in_every_language(key):
    said = {locale: Words(locale).error(None, key, {"table": 12}) for locale in locales()}
    assert len(set(said.values())) == len(said)  # four languages, four different lines
    if key != "replay_none":
        assert all("12" in line for line in said.values())


async def test_with_a_new_lobby_open_the_channels_last_finished_game_replays(world):
    alice, bob, _ = world.members
    first = await highcard_played_out(world, alice, bob)
    await world.env.advance_time(COOLDOWN)
    await alice.slash(world.channel, "game new", game="highcard")  # the next table's lobby
    assert (await world.table()).status == "lobby"
    message = await replay_of(bob, world.channel)
    assert message.attachments[1].filename == f"table-{first.id}-log.txt"
