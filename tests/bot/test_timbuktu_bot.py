"""Timbuktu through the real bot in SimCord: whole games of 3, 4 and 5 with people and AI seats,
through /move and through the prompt's buttons, select menus and the private "Choose" menu; the
thief sets by DM and in `/game hand`; camel cards chosen in secret; the thefts said in public;
and no thief set of a running stage in any public message."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest

from bot.speech.compose import WINDOW
from bot.speech.wording import label_words, outcome_text, words_for
from bot.text import Words, catalogue, locales
from engine.core import Rng
from engine.timbuktu.view import set_thing
from bot.speech.wording import group_name
from tests.bot.conftest import selects, public_text, assert_log_replays, open_table as _open_table, answer, button_labels, dm_texts, text_of
from tests.bot.playing import play_out
from tests.bot.pressing import prompt_of as turn_prompt, timbuktu_menus as through_menus

MAX_MOVES = 600
SEED = 20261130
CHOOSE = "Choose (privately)"


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch):
    """Tables deal from a fixed seed here, so every run plays the same games."""
    monkeypatch.setattr("bot.service.tables.secrets", SimpleNamespace(randbits=lambda bits: SEED))


async def open_table(world, people, ai=0, options=""):
    return await _open_table(world, "timbuktu", people, ai=ai, options=options)




class Watch:
    """After every move: no set of the running stage is public (a set's words may only appear as
    often as the same set has already struck in an earlier stage), every person's newest thief-set
    DM names the set they hold, and each finished stage's five sets are said in the channel."""

    def __init__(self, world, people):
        self.world, self.people = world, people
        self.struck: Counter[str] = Counter()
        self.stages_told = 0

    async def check(self, step=None):
        await self.world.env.advance_time(WINDOW)  # a turn message's edit waits out the channel's rate
        row = await self.world.table()
        game, state = self.world.state(row)
        d = state.data
        words = words_for(row)
        public = public_text(self.world)
        thefts = d["thefts"]
        if thefts and thefts["stage"] > self.stages_told:
            self.stages_told = thefts["stage"]
            told = [words.thing(s, "timbuktu") for s in thefts["sets"]]
            line = next(line for line in public.splitlines() if all(t in line for t in told))
            assert len(told) == 5 and line, told  # all five, in public, in one line
            self.struck.update(words.thing(s, "timbuktu") for s in thefts["sets"])
        theft = words("timbuktu.event.thefts", "timbuktu", thefts=[]).split(":")[0]
        for k in range(len(d["sets"])):
            text = words.thing(set_thing(d, k), "timbuktu")
            # a set may be said again (a message repeats what someone missed), only as a past theft
            leaks = [line for line in public.splitlines() if text in line and theft not in line]
            assert not leaks and (text not in public or self.struck[text]), \
                f"thief set {text} of stage {d['sets_stage']} leaked: {leaks}"
        for member in self.people:
            hand = game.view(state, str(member.id))["hand"]
            if hand["set"] is not None:
                newest = [line for t in dm_texts(member) for line in t.splitlines() if "🕵" in line][-1]
                assert words.thing(hand["set"], "timbuktu") in newest


async def finished(world, row):
    game, state = world.state(row)
    outcome = game.outcome(state)
    assert outcome_text(words_for(row), game, outcome) in text_of(world.public_messages()[-1])
    return game, state, outcome


# --- whole games -------------------------------------------------------------------------------

async def test_three_people_play_a_whole_game_with_move_and_no_set_ever_leaks(world):
    people = world.members[:3]
    row = await open_table(world, people)
    watch = Watch(world, people)
    played = await play_out(world, people, limit=MAX_MOVES, after=watch.check, exact_log=True)
    row, moves = played.row, played.moves
    assert row.status == "over" and moves == 24 + 3 * 8 * 6  # placement + 3 stages of 8 rounds
    assert watch.stages_told == 3
    game, state, outcome = await finished(world, row)
    final = text_of(world.public_messages()[-1])
    for seat, score in outcome.scores.items():
        assert f"<@{seat}> — {score} point" in final
    await assert_log_replays(world, row)  # the move log replays to the same final state


async def test_four_players_two_people_two_ai_through_buttons_and_menus(world):
    people = world.members[:2]
    row = await open_table(world, people, ai=2)
    assert row.seats[2:] == ["ai:1", "ai:2"]
    played = await play_out(world, people, menus_every=1, limit=MAX_MOVES, after=Watch(world, people).check,
                            exact_log=True)
    row, moves = played.row, played.moves
    assert row.status == "over" and moves == 2 * 6 + 2 * 4 * 6 * 2  # the people's placements, cards, moves
    await finished(world, row)
    logged = await world.bot.tables.store.moves(row.id)
    assert {m.seat for m in logged} == set(row.seats) and len(logged) == 24 + 4 * 6 * 8


async def test_five_players_one_person_four_ai_through_menus_and_a_czech_table(world):
    alice = world.members[0]
    row = await open_table(world, [alice], ai=4, options="language=cs")
    played = await play_out(world, [alice], menus_every=1, limit=MAX_MOVES, exact_log=True)
    row, moves = played.row, played.moves
    assert row.status == "over" and moves == 5 + 5 * 5 * 2
    await finished(world, row)
    assert "Konec hry" in text_of(world.public_messages()[-1])
    assert "🕵 Zloději útočí: [" in public_text(world)  # the last thefts, in Czech
    # her DMs follow her own Discord language (SimCord's en-US), not the table's
    assert any("🕵 Your thief set: [" in t for t in dm_texts(alice))
    assert not any("Tvoje sada" in t for t in dm_texts(alice))


async def test_five_players_with_move_and_closed_dms_lose_nothing(world):
    alice, bob, carol = world.members
    world.env.inject_error("POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007,
                           message="Cannot send messages to this user", times=None)
    row = await open_table(world, [alice, bob, carol], ai=2)
    by_seat = {str(m.id): m for m in (alice, bob, carol)}
    rng = Rng(3)
    checked, looks = [], 0
    for _ in range(MAX_MOVES):
        row = await world.table()
        if row.status != "running":
            break
        game, state = world.state(row)
        hand = game.view(state, str(bob.id))["hand"]
        if hand["seen"] and hand["seen"] != checked:
            checked, looks = hand["seen"], looks + 1
            result = await bob.slash(world.channel, "game hand")
            assert result.ephemeral
            shown = answer(result)
            words = words_for(row)
            for st in hand["seen"]:  # every set bob has seen this stage, without a single DM
                assert words.thing(st, "timbuktu") in shown
        seat = next(s for s in game.to_act(state) if s in by_seat)
        await by_seat[seat].slash(world.channel, "move", action=game.ai_choose(state, seat, rng))
    assert row.status == "over" and looks >= 5  # every stage (two passes may fall between two looks)
    assert not any("🕵" in t for t in dm_texts(bob))
    assert f"<@{bob.id}>, I can't DM you" in public_text(world)
    assert any("🕵" in t for t in dm_texts(alice))


# --- the game's own Discord points ---------------------------------------------------------------

async def place_all(world, people, rng):
    """Play the placement through /move (the AI's choices)."""
    by_seat = {str(m.id): m for m in people}
    while True:
        row = await world.table()
        game, state = world.state(row)
        if game.status(state).kind != "place":
            return row, game, state
        seat = game.to_act(state)[0]
        await by_seat[seat].slash(world.channel, "move", action=game.ai_choose(state, seat, rng))


async def test_camel_placement_shows_each_camel_with_its_cargo_first_then_only_where(world):
    """Which camel, then where: the first step names each camel with its cargo ("Camel B — coffee,
    pepper, water"), once; the places under it say only the pen and the space."""
    people = world.members[:3]
    await open_table(world, people, options="start_player=first")
    row = await world.table()
    game, state = world.state(row)
    seat = game.to_act(state)[0]
    member = next(m for m in people if str(m.id) == seat)
    words = label_words(row)
    placing = [a for a in game.legal_actions(state, seat) if a.kind == "place"]
    camels = list(dict.fromkeys(a.params["camel"] for a in placing))
    goods = {a.params["camel"]: a.params["goods"] for a in placing}
    cargo = {c: words.thing(goods[c], "timbuktu", "goods") for c in camels}
    (custom_id, options), = selects(turn_prompt(world, row))
    labels = [text for text, _ in options]
    assert labels == [words("timbuktu.branch.place", "timbuktu", camel=c, goods=goods[c]) for c in camels]
    assert all(cargo[c] in label and c in label for c, label in zip(camels, labels))  # chosen with its cargo
    result = await member.select(turn_prompt(world, row), [options[0][1]], custom_id=custom_id)
    level = result.followups[-1] if result.followups else result.response
    assert level.ephemeral and text_of(level).splitlines()[1:] == [labels[0]]  # the trail: this camel
    (_, places), = selects(level)
    under = [a for a in placing if a.params["camel"] == camels[0]]
    assert [text for text, _ in places] == [words("timbuktu.picked.place", "timbuktu", **a.params) for a in under]
    assert not any(cargo[camels[0]] in text for text, _ in places)  # the cargo is not said five times again
    assert words("core.menu_back") in button_labels(level)


async def test_camel_cards_are_chosen_in_secret_then_turned_up_in_turn_order(world):
    people = world.members[:3]
    await open_table(world, people, options="start_player=first")
    row, game, state = await place_all(world, people, Rng(1))
    await world.env.advance_time(WINDOW)  # the turn message's edit waits out the channel's rate
    row = await world.table()
    alice, bob, carol = people
    prompt = turn_prompt(world, row)
    words = label_words(row)
    assert CHOOSE in button_labels(prompt)
    assert not any(label.startswith("🐪") for label in button_labels(prompt))  # no camel on the public prompt
    # Each one's thief set came by DM at distribution.
    for member in people:
        hand = game.view(state, str(member.id))["hand"]
        assert any(words.thing(hand["set"], "timbuktu") in t for t in dm_texts(member))

    menu = await alice.click(prompt, label=CHOOSE)
    assert menu.ephemeral
    offered = [lbl for lbl in button_labels(menu.response) if lbl.startswith("🐪")]
    assert offered == [words.action("timbuktu", a) for a in game.legal_actions(state, str(alice.id))]
    assert len(offered) == 8
    await alice.click(menu.response, label=offered[3])  # camel D
    await bob.slash(world.channel, "move", action="camel:A")
    await world.env.advance_time(WINDOW)
    public = public_text(world)
    assert "has chosen a camel card" not in public  # the header says who is still awaited
    assert "turns up camel" not in public and "have chosen their camel cards" not in public
    assert not any("camel D" in t for t in dm_texts(alice))  # said in her reply, not by DM
    assert "You chose camel D." in answer(await alice.slash(world.channel, "game hand"))

    result = await carol.slash(world.channel, "move", action="camel:H")
    assert result.ephemeral
    await world.env.advance_time(WINDOW)  # alice watches the table: her turn edits the message
    row = await world.table()
    game, state = world.state(row)
    public = public_text(world)
    assert public.count("have chosen their camel cards.") == 1  # one line for the round's choices
    assert f"<@{alice.id}> turns up camel D." in public  # the start player's card only
    assert "turns up camel A" not in public and "turns up camel H" not in public
    # The mover's prompt: every pen with room, free along the arrows, else one button per good to pay.
    prompt = turn_prompt(world, row)
    legal = game.legal_actions(state, str(alice.id))
    paid = [a for a in legal if a.kind == "go_pay"]
    free = [a for a in legal if a.kind == "go"]
    assert len(free) == 2 and {a.params["good"] for a in paid} == set(state.data["camels"][str(alice.id)]["D"]["goods"])
    assert all(words.action("timbuktu", a).endswith(": free") for a in free)
    # which pen first (the free ones are moves of their own), then which good to pay: no wall of buttons
    (_, options), = selects(prompt)
    offered = [text for text, _ in options]
    assert [words.action("timbuktu", a) for a in free] == [t for t in offered if t.endswith(": free")]
    assert {group_name(words, "timbuktu", a.group[0]) for a in paid} <= set(offered)
    assert not any(words.action("timbuktu", a) in button_labels(prompt) for a in legal)
    target = paid[0]
    await world.env.advance_time(1.5)
    await through_menus(world, alice, row, game, state, target.id)
    row = await world.table()
    game, state = world.state(row)
    assert state.data["removed"][target.params["good"]] == 1
    assert state.data["camels"][str(alice.id)]["D"]["at"][1] == target.params["pen"]
    assert f"<@{bob.id}> turns up camel A." in public_text(world)
    # bob pays through /move: the typed key names the pen and the good
    legal = game.legal_actions(state, str(bob.id))
    choice = next(a for a in legal if a.kind == "go_pay" and a.params["good"] == "pepper")
    result = await bob.slash(world.channel, "move", action=f"{choice.params['pen']}:pepper")
    assert result.ephemeral and words.action("timbuktu", choice) in answer(result)
    _, state = world.state(await world.table())
    assert state.data["camels"][str(bob.id)]["A"]["goods"] == ["gold", "coffee", "salt"]
    assert state.data["removed"]["pepper"] == 1


async def test_own_cargo_loads_through_the_private_menu_in_secret(world):
    alice = world.members[0]
    row = await open_table(world, [alice], ai=2, options="cargo=own start_player=first")
    game, state = world.state(row)
    assert game.status(state).kind == "load"
    for _ in range(8):
        row = await world.table()
        game, state = world.state(row)
        legal = game.legal_actions(state, str(alice.id))
        assert all(a.secret for a in legal)  # chosen in private
        wanted = next((a for a in legal if a.group[0] == "double"), legal[0]) if _ % 2 else legal[-1]
        await world.env.advance_time(1.5)
        await through_menus(world, alice, row, game, state, wanted.id)
        assert any(f"You loaded camel {wanted.params['camel']}" in t for t in dm_texts(alice))
    row = await world.table()
    game, state = world.state(row)
    assert game.status(state).kind == "place"
    await world.env.advance_time(WINDOW)  # the turn message's edit waits out the channel's rate
    public = public_text(world)
    assert "the caravan boards are now open to all" in public
    assert "You loaded" not in public


def test_rules_name_every_option_in_every_language_and_fit_a_message():
    from engine import registry

    game = registry.get("timbuktu")
    for locale in locales():
        text = Words(locale)("timbuktu.rules", "timbuktu")
        assert len(text) <= 1900, (locale, len(text))
        for option in game.options:
            assert f"`{option.name}" in text, (locale, option.name)


async def test_game_rules_command_answers_with_the_rules(world):
    result = await world.members[0].slash(world.channel, "game rules", game="timbuktu")
    messages = [text_of(m) for m in (result.response, *result.followups)]  # the rules, then the legend
    text = messages[0]
    assert "Timbuktu" in text and "`cargo=own`" in text and all(len(m) <= 2000 for m in messages)


@pytest.mark.parametrize("locale", locales())
def test_the_variants_words_fit_in_every_language(locale):
    """Own cargo, thieves before placement and cards turned up together (the catalogue test plays
    the defaults): every label fits a button, every line formats with the engine's params."""
    import random

    from bot.discord_surface.components import LABEL_LIMIT
    from bot.speech.wording import phase_line
    from engine import registry

    game = registry.get("timbuktu")
    words = Words(locale, lambda seat: f"<@{seat}>")
    options = {"cargo": "own", "thieves_before_placement": True, "reveal_together": True}
    state = game.setup(["1", "2", "3"], 5, options)
    rnd = random.Random(5)
    kinds, items = set(), game.opening(state)
    while True:
        for item in items:
            text = words.action("timbuktu", item) if hasattr(item, "id") else words.event("timbuktu", item)
            assert text and "{" not in text and "None" not in text, (item, text)
            assert not hasattr(item, "id") or len(text) <= LABEL_LIMIT, text
            kinds.add(item.kind)
        assert phase_line(words, game, state)
        if game.outcome(state) is not None:
            break
        seat = rnd.choice(game.to_act(state))
        actions = game.legal_actions(state, seat)
        items = actions + game.summary(state, seat) + game.apply(state, seat, rnd.choice(actions).id)
    assert {"load", "you_loaded", "loading_done", "cargo_revealed", "camels_revealed", "thief_set"} <= kinds
    groups = {g for a in game.legal_actions(game.setup(["1", "2", "3"], 5, options), "1") for g in a.group}
    assert {"mixed", "double"} <= groups
    from engine.timbuktu.data import GOODS, LETTERS, PENS  # loading kinds, camels at placement, paying pens
    for name in groups | set(LETTERS) | set(PENS) | set(GOODS):
        assert f"timbuktu.group.{name}" in catalogue(locale), name
