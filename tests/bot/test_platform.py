"""Platform behaviour every game shares, shown with the test-only High Card game:
bad input answered privately with nothing changed, closed DMs, restarts, a second
process, double clicks, and the command tree inside Discord's limits."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import discord

from bot.app import create_bot
from tests.bot.conftest import COOLDOWN, answer, button_labels, dm_texts, public_text, text_of
from tests.bot.test_highcard_flow import hands, open_and_start

ROOT = Path(__file__).resolve().parents[2]


async def version(world) -> int:
    return (await world.table()).version


# --- the lobby ----------------------------------------------------------------------------
async def test_second_table_in_a_channel_is_refused(world):
    alice, bob, _ = world.members
    await alice.slash(world.channel, "game new", game="highcard")
    result = await bob.slash(world.channel, "game new", game="highcard")
    assert result.ephemeral and "already has an open table" in answer(result)


async def test_start_needs_the_host_and_enough_players(world):
    alice, bob, _ = world.members
    await alice.slash(world.channel, "game new", game="highcard")
    before = await version(world)
    result = await alice.slash(world.channel, "game start")
    assert result.ephemeral and "Not enough players yet: 1 seated, 2 needed" in answer(result)
    await bob.slash(world.channel, "game join")
    result = await bob.slash(world.channel, "game start")
    assert result.ephemeral and "Only the host" in answer(result)
    row = await world.table()
    assert row.status == "lobby" and row.version == before + 1  # only bob's join changed it


async def test_lobby_buttons_seat_players_and_start(world):
    alice, bob, carol = world.members
    result = await alice.slash(world.channel, "game new", game="highcard")
    lobby = result.response
    await bob.click(lobby, label="Join")
    await carol.click(lobby, label="Join")
    await carol.click(lobby, label="Leave")
    await alice.click(lobby, label="Add AI")
    row = await world.table()
    assert row.seats == [str(alice.id), str(bob.id), "ai:1"]
    assert f"<@{bob.id}>" in text_of(world.channel.history()[0])  # the lobby message was edited in place
    await alice.click(lobby, label="Start")
    assert (await world.table()).status == "running"


async def test_unknown_game_is_explained(world):
    result = await world.members[0].slash(world.channel, "game new", game="chess")
    assert result.ephemeral and "I don't know a game called “chess”" in answer(result)


async def test_game_autocomplete_lists_registered_games(world):
    choices = await world.members[0].autocomplete(world.channel, "game new", "game", "")
    assert {"portroyal", "highcard"} <= {c["value"] for c in choices}


async def test_abandon_needs_host_or_manage_server(world):
    alice, bob, _ = world.members
    await open_and_start(world)
    result = await bob.slash(world.channel, "game abandon")
    assert result.ephemeral and "Only the host or someone with Manage Server" in answer(result)
    assert (await world.table()).status == "running"

    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = world.guild.add_member(world.env.create_user("mod"), roles=[mods])
    result = await mod.slash(world.channel, "game abandon")
    assert not result.ephemeral and "ended this High Card table" in text_of(result.response)
    assert await world.bot.tables.store.playing_in(world.channel.id) is None
    # The channel is free again.
    await world.env.advance_time(COOLDOWN)
    assert not (await alice.slash(world.channel, "game new", game="highcard")).ephemeral


# --- moves ------------------------------------------------------------------------------------
async def test_move_by_someone_not_seated_changes_nothing(world):
    await open_and_start(world)
    carol = world.members[2]
    before = await version(world)
    result = await carol.slash(world.channel, "move", action="play:1")
    assert result.ephemeral and "You don't have a seat" in answer(result)
    assert await version(world) == before


async def test_out_of_turn_and_hand_typed_moves_change_nothing(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    before = await version(world)
    messages_before = len(world.public_messages())

    result = await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][1]}")
    assert result.ephemeral and "not your turn" in answer(result)
    not_his = next(c for c in range(1, 10) if c not in dealt[bob.id])
    result = await bob.slash(world.channel, "move", action=f"play:{not_his}")
    assert result.ephemeral and f"“play:{not_his}” is not a legal move" in answer(result)
    result = await bob.slash(world.channel, "move", action="cheat")
    assert result.ephemeral and "not a legal move" in answer(result)

    assert await version(world) == before
    assert len(world.public_messages()) == messages_before  # nobody else saw anything


async def test_a_private_menu_closes_once_the_choice_is_made(world):
    """No second click on a secret choice: the menu turns into a confirmation."""
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    menu = await alice.click(world.last_board(), label="Choose (privately)")
    first = dealt[alice.id][0]
    await alice.click(menu.response, label=f"Play {first}")
    assert button_labels(menu.response) == [] and f"Done: Play {first}" in text_of(menu.response)
    row = await world.table()
    _, state = world.state(row)
    assert state.data["hands"][str(alice.id)] == dealt[alice.id][1:]


async def test_hand_is_ephemeral_and_private(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    result = await alice.slash(world.channel, "game hand")
    assert result.ephemeral
    assert ", ".join(map(str, dealt[alice.id])) in answer(result)
    assert ", ".join(map(str, dealt[bob.id])) not in answer(result)
    result = await world.members[2].slash(world.channel, "game hand")
    assert result.ephemeral and "You don't have a seat" in answer(result)


async def test_closed_dms_become_a_channel_notice_and_hand_still_works(world):
    alice, bob, _ = world.members
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    await open_and_start(world)
    dealt = await hands(world)
    notice = public_text(world)
    assert f"<@{bob.id}>, I can't DM you: use `/game hand`" in notice
    assert ", ".join(map(str, dealt[bob.id])) not in notice
    assert str(bob.id) in (await world.table()).dm_closed
    result = await bob.slash(world.channel, "game hand")
    assert result.ephemeral and ", ".join(map(str, dealt[bob.id])) in answer(result)
    assert any(", ".join(map(str, dealt[alice.id])) in t for t in dm_texts(alice))


async def test_log_shows_public_events_only(world):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    result = await bob.slash(world.channel, "game log")
    assert result.ephemeral
    assert f"<@{alice.id}> has chosen a card." in answer(result)
    assert "You played" not in answer(result)


# --- restarts and processes ---------------------------------------------------------------------
async def test_restart_mid_game_keeps_the_table_and_its_buttons(world, db_path):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    board = world.last_board()

    await world.bot.close_storage()  # the old process dies
    await world.env.restart_bot(create_bot(database=db_path))

    menu = await bob.click(board, label="Choose (privately)")  # a button from before the restart
    await bob.click(menu.response, label=f"Play {dealt[bob.id][0]}")
    assert "Cards revealed" in public_text(world)
    row = await world.table()
    assert row.version == row.announced and len(await world.bot.tables.store.moves(row.id)) == 2


async def test_a_move_committed_but_not_announced_is_announced_after_restart(world, db_path):
    alice, bob = await open_and_start(world)
    dealt = await hands(world)
    world.env.inject_error("*", f"/channels/{world.channel.id}/messages*", status=500, times=None)
    await world.env.advance_time(10)  # a quiet channel: the bot posts at once (and fails)
    result = await alice.slash(world.channel, "move", action=f"play:{dealt[alice.id][0]}")
    assert "Your move is saved, but I couldn't post it here" in answer(result)
    row = await world.table()
    assert row.announced < row.version  # committed, never said
    world.env.backend.faults.clear()


    dms = len(dm_texts(alice))
    posts = len(world.public_messages())
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    said = world.public_messages()[posts:]
    assert len(said) == 1 and f"<@{alice.id}> has chosen a card." in text_of(said[0])
    assert len(dm_texts(alice)) == dms  # her DM went out before the post failed: not again
    row = await world.table()
    assert row.announced == row.version
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))
    assert len(world.public_messages()) == posts + 1  # said once: a second restart says nothing


async def test_a_second_process_on_the_same_database_refuses_to_start(world, db_path):
    env = {**os.environ, "DATABASE": str(db_path), "DISCORD_TOKEN": "not-a-real-token", "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "bot"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2
    assert "Another Treasure Table process" in proc.stderr and str(db_path) in proc.stderr


# --- Discord's limits ----------------------------------------------------------------------------
async def test_command_tree_fits_discords_limits(tmp_path):
    import re

    bot = create_bot(database=tmp_path / "unused.sqlite3")
    await bot.add_commands()
    name_rule = re.compile(r"^[-_\w]{1,32}$")

    def check(command: dict, depth: int = 0) -> None:
        assert name_rule.match(command["name"]) and command["name"] == command["name"].lower()
        assert 1 <= len(command.get("description", "x")) <= 100
        options = command.get("options", [])
        assert len(options) <= 25
        for option in options:
            assert len(option.get("choices", [])) <= 25
            if option["type"] in (1, 2):  # subcommand (group)
                assert depth < 2
                check(option, depth + 1)
            else:
                assert name_rule.match(option["name"]) and 1 <= len(option["description"]) <= 100

    commands = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    assert {c["name"] for c in commands} >= {"game", "move"}
    assert len(commands) <= 100
    for command in commands:
        check(command)
        assert len(str(command)) < 8000
    game = next(c for c in commands if c["name"] == "game")
    assert {o["name"] for o in game["options"]} == {"new", "join", "leave", "add-ai", "start", "status", "hand",
                                                     "log", "rules", "help", "abandon", "kick", "settings", "replay", "stats",
                                                     "leaderboard", "undo", "server", "forget-me", "export", "notify", "mine", "hint"}


async def test_a_crash_inside_a_command_is_answered_privately(world, monkeypatch, caplog):
    alice = world.members[0]
    await alice.slash(world.channel, "game new", game="highcard")

    async def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(world.bot.tables.reader, "moves", broken)
    result = await alice.slash(world.channel, "game log")
    assert result.ephemeral and "Something went wrong on my side" in answer(result)
    assert "boom" in caplog.text  # logged, with its traceback, for whoever runs the bot


def test_a_wrong_token_is_one_clear_line_not_a_traceback(tmp_path, monkeypatch, capsys):
    from bot import __main__ as entry

    async def refuse(self, token):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(discord.Client, "login", refuse)
    monkeypatch.setenv("DISCORD_TOKEN", "wrong")
    monkeypatch.setenv("DATABASE", str(tmp_path / "t.sqlite3"))
    monkeypatch.chdir(tmp_path)
    assert entry.main([]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "Traceback" not in err
    assert "Discord refused the token" in err and str(tmp_path / ".env") in err
    again = entry.create_bot(tmp_path / "t.sqlite3")
    again.take_database()  # the failed run let go of the database (DatabaseBusy otherwise)
    again.release_database()


def test_no_warnings_about_voice_libraries(tmp_path, caplog):
    import logging

    from discord.voice_client import VoiceClient

    VoiceClient.warn_nacl = VoiceClient.warn_dave = True  # as on a fresh start without them
    with caplog.at_level(logging.WARNING):
        create_bot(database=tmp_path / "v.sqlite3")
    assert not [r for r in caplog.records if "voice" in r.getMessage()]
