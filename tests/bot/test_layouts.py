"""The table's public messages as Components V2 layouts: what the turn message holds, what a
reader's list of events leaves out, and how a message loses its controls without losing its words
or its board, before and after a restart."""

from __future__ import annotations

from bot.app import create_bot
from bot.speech import menus
from bot.speech.compose import WINDOW
from bot.speech.wording import note_lines, words_for
from engine.core import Action, Event
from tests.bot.conftest import (answer, blocks, components_of, board_alt, button_labels, focus_alt, galleries, open_table,
                                prompt, selects, text_of)
from tests.bot.playing import play_out

V2 = 1 << 15


def stored(world, message):
    """A message as Discord keeps it now (edits included)."""
    return world.env.backend.get_message(world.channel.id, message.id)


async def test_the_turn_message_is_one_layout_header_events_board_and_controls(world):
    alice, bob = world.members[:2]
    row = await open_table(world, "portroyal", [alice, bob], seed=3)
    message = prompt(world)
    assert stored(world, message).flags & V2 and not message.content and not message.embeds
    header, *rest = blocks(message)
    title, turn = header.split("\n", 1)
    assert title == "### Port Royal" and f"<@{row.seats[0]}>" in turn  # the game, then whose turn
    assert "Port Royal** begins" in rest[0]  # what happened, under the header
    assert rest[-1] == f"-# table {row.id} · move 0"
    assert [a.filename for a in message.attachments] == ["focus.png", "board.png"] and board_alt(message)
    # the focus first, then the board: two galleries of one picture each (one of two would crop both)
    assert [len(g) for g in galleries(message)] == [1, 1] and focus_alt(message) != board_alt(message)
    assert "VP" in focus_alt(message)  # what the focus shows, in words: the acting player's tableau
    assert button_labels(message)[-3:] == ["My view", "? Legend", "Hint"]  # the moves first; no live board configured


async def test_once_the_game_is_over_the_board_shows_alone(world):
    """The focus picture is where a decision happens: the result has none."""
    people = world.members[:2]
    await open_table(world, "portroyal", people, seed=3)
    for member in people:
        await member.slash(world.channel, "game leave")
    for _ in range(20):  # the AI plays both seats to the end, in the background
        await world.env.advance_time(1)
    row = await world.table()
    assert row.status == "over"
    final = world.last_board()
    assert [a.filename for a in final.attachments] == ["board.png"] and len(galleries(final)) == 1


async def test_the_turn_cues_stay_in_the_log_and_out_of_the_turn_message(world):
    """Tortuga says "X's turn." after every move: the header says whose turn it is, so the
    list of what happened leaves that line out; the log keeps it."""
    people = world.members[:3]
    await open_table(world, "tortuga", people)
    await play_out(world, people, stop=lambda count: count >= 10)
    log = answer(await people[0].slash(world.channel, "game log"))
    assert "'s turn." in log
    bodies = [blocks(m)[1] for m in world.public_messages() if len(blocks(m)) > 2 and blocks(m)[0].startswith("###")]
    assert bodies and not any("'s turn." in body for body in bodies)


def test_the_passes_played_for_people_are_one_line():
    words = words_for(type("Row", (), {"names": {}})(), "en")
    notes = [Event("auto_passed", {"seat": "1"}), Event("auto_passed", {"seat": "2"}), Event("auto_passed", {"seat": "1"})]
    assert note_lines(words, notes) == ["• <@1>, <@2> could only pass, so I passed for them."]
    assert note_lines(words, notes[:1]) == ["• <@1> could only pass, so I passed for them."]


def test_which_piece_then_where_is_offered_pieces_first():
    """Two camels with two places each fit on one level, but a person thinks "which camel, then
    where": the first level offers the camels; a lone move stays a move of its own."""
    actions = [Action(f"go:{c}:{p}", "go", {}, group=(c,), at=(f"camel:{c}", f"pen:{p}"))
               for c in "AB" for p in (1, 2)] + [Action("pass", "pass", {})]
    assert menus.pieces(actions)
    top = menus.level(actions)
    assert [o.label for o in top] == ["A", "B", ""] and top[2].action is actions[-1]
    assert menus.walk(actions, (1, 0)) is actions[2]
    loose = [Action(f"go:{p}", "go", {}, group=("A",), at=("camel:A",)) for p in range(4)] + \
        [Action("x", "x", {}, group=("B",), at=("camel:B",))]
    assert not menus.pieces(loose) and len(menus.level(loose)) == 5  # one piece: its places at once


def test_groups_that_are_no_piece_of_their_own_are_not_asked_first():
    """Groups are pieces only when each is about a board thing of its own: one ATV's places
    sorted by terrain, or kinds of move about no board thing, fit on one level as they are."""
    by_terrain = [Action(f"drive:{h}", "drive", {}, group=(t,), at=("hex:A1", f"hex:{h}"))
                  for t, h in (("beach", "B1"), ("beach", "B2"), ("jungle", "C1"), ("jungle", "C2"))]
    assert menus.own_keys(by_terrain) == {"beach": None, "jungle": None}
    assert not menus.pieces(by_terrain) and [o.action for o in menus.level(by_terrain)] == by_terrain
    kinds = [Action(f"{k}:{n}", k, {}, group=(k,)) for k in ("view", "force") for n in range(3)]
    assert not menus.pieces(kinds) and len(menus.level(kinds)) == 6
    pens = [Action(f"pay:{p}:{g}", "pay", {}, group=(p,), at=("camel:A", f"pen:{p}")) for p in ("palm", "star") for g in "xy"]
    assert menus.own_keys(pens) == {"palm": "pen:palm", "star": "pen:star"}  # the camel is everyone's: the pen is each one's
    assert [o.label for o in menus.level(pens)] == ["palm", "star"]


def test_a_plunder_from_a_hold_with_treasure_on_both_sides_is_asked_hold_first():
    """Tortuga: the captain who beat the other ship takes one treasure from its hold: where both
    of its sides hold some, the side it comes from is the piece (its own hold on the board), then
    the side it goes into, worded inside the branch by what is left to choose."""
    from bot.speech.wording import branch_name, choice_name
    from bot.text import Words
    from tests.engine.test_tortuga_rules import G, arrange, ready

    s = ready(4)
    arrange(s, dutchman=["A", "B"], roger=["C", "D"], active="A")
    s.data["holds"]["roger"] = {"british": 1, "french": 2}
    s.data["pending"] = {"kind": "plunder", "seat": "A", "ship": "dutchman", "source": "roger"}
    actions = G.legal_actions(s, "A")
    assert menus.own_keys(actions) == {"from_british": "hold:roger:british", "from_french": "hold:roger:french"}
    top = menus.level(actions)
    words = Words("en")
    assert [branch_name(words, "tortuga", o.label, o.actions) for o in top] == [
        f"💰 Take from {words.thing(o.actions[0].params['take_from'], 'tortuga')}" for o in top]
    inside = [choice_name(words, "tortuga", a, within=True) for a in top[0].actions]
    assert len(inside) == 2 and all(line.startswith("💰 … into the ") for line in inside) and inside[0] != inside[1]


async def test_after_a_restart_an_old_prompt_loses_its_controls_and_keeps_its_words_and_board(world, db_path):
    people = world.members[:2]
    await open_table(world, "portroyal", people, seed=3)
    first = prompt(world)
    row = await world.table()
    await world.bot.close_storage()
    await world.env.restart_bot(create_bot(database=db_path))  # the layouts it kept are gone with it

    moved_on: list = []

    async def after(step):
        if step.after.prompt_message != row.prompt_message:
            moved_on.append(step)

    await play_out(world, people, after=after, stop=lambda count: bool(moved_on))
    await world.env.advance_time(WINDOW + 1)  # a retirement waiting for room in the channel's window
    old = stored(world, first)
    assert moved_on and old.id != (await world.table()).prompt_message
    assert button_labels(old) == [] and selects(old) == []
    assert text_of(old) == text_of(first) and board_alt(old) == board_alt(first) and old.attachments
    gallery = next(c for c in components_of(old) if c.get("type") == 12)
    assert gallery["items"][0]["media"].get("attachment_id")  # sent again as attachment://, not a CDN link


async def test_a_press_on_an_old_prompt_takes_its_controls_off_through_the_press(world):
    people = world.members[:2]
    await open_table(world, "portroyal", people, seed=3)
    first = prompt(world)
    label = button_labels(first)[0]
    row = await world.table()
    game, state = world.state(row)
    mover = next(m for m in people if str(m.id) == game.to_act(state)[0])  # they move on from this prompt
    moved_on: list = []

    async def after(step):
        if step.after.prompt_message != row.prompt_message:
            moved_on.append(step)

    await play_out(world, people, after=after, stop=lambda count: bool(moved_on))
    world.env.inject_error("PATCH", f"/channels/{world.channel.id}/messages/{first.id}", status=500, times=None)
    await world.env.advance_time(WINDOW + 1)  # its retirement by the channel failed: the buttons stay
    stale = next(m for m in world.channel.history() if m.id == first.id)
    assert label in button_labels(stale)
    world.env.backend.faults.clear()
    pressed = await mover.click(stale, label=label)
    assert "already played" in answer(pressed) and pressed.followups[-1].ephemeral  # its own move, played
    assert button_labels(stored(world, first)) == [] and text_of(stored(world, first)) == text_of(stale)
