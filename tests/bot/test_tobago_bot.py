"""Tobago through the real bot in SimCord: whole games of 2, 3 and 4 players with people and
AI seats, through /move (ids and typed hex names) and through the menus (the public prompt's
select, the private "Choose" menu); hex names found by autocomplete; the take-or-decline offer
pinged to a player outside their turn with the card's value only in their DM; clue hands and
treasure values only in DMs and `/game hand`, never in a public message."""

from __future__ import annotations

import re

from bot.speech.compose import WINDOW
from bot.speech.wording import branch_name, choice_name, label_words, words_for
from engine.core import Rng
from tests.bot.conftest import action_of, assert_log_replays, open_table as _open_table, answer, button_labels, dm_texts, placeholders, public_text, selects, text_of
from tests.bot.playing import play_out
from tests.bot.pressing import opened, prompt_of as prompt, tobago_menus as menu_move

MAX_MOVES = 400
GOLD = re.compile(r"💰\d")  # a treasure card's value as the catalogue words it (💰4)


async def open_table(world, people, ai=0, options=None):
    return await _open_table(world, "tobago", people, ai=ai, options=options)


def assert_result_said_once(world, row):
    game, state = world.state(row)
    outcome = game.outcome(state)
    final = text_of(world.public_messages()[-1])
    assert "Game over" in final
    for seat in outcome.winners:
        assert (f"AI {seat[3:]}" if seat.startswith("ai:") else f"<@{seat}>") in final.splitlines()[1]  # under the title
    for seat, score in outcome.scores.items():
        assert f"{score} coin" in final and (seat.startswith("ai:") or f"<@{seat}>" in final)
    assert public_text(world).count("Game over") == 1


def assert_nothing_secret_in_public(world, row):
    """No treasure value and no clue still in someone's hand is in any public message."""
    game, state = world.state(row)
    text = public_text(world)
    assert not GOLD.search(text), GOLD.search(text)
    words = words_for(row)
    played = {words.thing(c, "tobago") for m in state.data["maps"].values() for c, _ in
              [({"type": "clue", "id": card, **_clue(card)}, s) for card, s in m["clues"]]}
    # a clue played once, discarded with its map and drawn again was public when it was played
    plays = [line for line in text.splitlines() if " adds “" in line or "begins with the clue “" in line]
    for seat, player in state.data["players"].items():
        for card in player["hand"]:
            wording = words.thing({"type": "clue", "id": card, **_clue(card)}, "tobago")
            if wording not in played and not any(f"“{wording}”" in line for line in plays):
                assert f"“{wording}”" not in text, (seat, wording)


def _clue(card):
    from engine.tobago.data import CLUE_DECK

    relation, ref = CLUE_DECK[card]
    return {"relation": relation, "ref": ref}


async def test_two_people_play_a_whole_game_with_move_and_typed_hex_names(world, db_path):
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    seen_offer = []

    async def check(step):
        if step.state.data["phase"] == "offer":
            seen_offer.append(1)
        if len(world.public_messages()) % 7 == 0:
            assert_nothing_secret_in_public(world, step.row)

    played = await play_out(world, [alice, bob], limit=MAX_MOVES, before=check, exact_log=True)
    row, moves = played.row, played.moves
    assert row.status == "over" and moves > 40 and seen_offer
    assert_result_said_once(world, row)
    assert_nothing_secret_in_public(world, row)
    await assert_log_replays(world, row)  # the move log replays to the same final state


async def test_one_person_and_two_ai_seats_play_a_whole_game_through_the_menus(world):
    alice = world.members[0]
    row = await open_table(world, [alice], ai=2)
    assert row.seats == [str(alice.id), "ai:1", "ai:2"]
    row = (await play_out(world, [alice], menus_every=1, limit=MAX_MOVES, exact_log=True)).row
    assert row.status == "over"
    assert {m.seat for m in await world.bot.tables.store.moves(row.id)} == {str(alice.id), "ai:1", "ai:2"}
    assert_result_said_once(world, row)
    assert_nothing_secret_in_public(world, row)


async def test_two_people_and_two_ai_seats_mix_menus_and_move(world):
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob], ai=2, options="island=random")
    row = (await play_out(world, [alice, bob], menus_every=3, limit=MAX_MOVES, exact_log=True)).row
    assert row.status == "over"
    assert_result_said_once(world, row)
    assert_nothing_secret_in_public(world, row)


async def placers(world):
    """A two-person table opened; its members in the order they place their ATVs."""
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    game, state = world.state(row)
    return (alice, bob) if game.to_act(state) == [str(alice.id)] else (bob, alice)


async def test_autocomplete_finds_a_hex_from_its_name_in_lower_case(world):
    first, second = await placers(world)
    choices = await first.autocomplete(world.channel, "move", "action", "f7")
    assert action_of(choices[0]) == "place:F7" and choices[0]["name"].startswith("🚙 Start on F7")
    assert await second.autocomplete(world.channel, "move", "action", "f7") == []  # not their turn
    result = await first.slash(world.channel, "move", action="f7")
    assert "Done: 🚙 Start on F7" in answer(result)
    # the other places; then the first turn: drive targets answer to their hex names too
    await second.slash(world.channel, "move", action="g5")
    row = await world.table()
    alice, bob = world.members[:2]
    game, state = world.state(row)
    first = game.to_act(state)[0]
    member = alice if first == str(alice.id) else bob
    drive = next(a for a in game.legal_actions(state, first) if a.kind == "drive")
    choices = await member.autocomplete(world.channel, "move", "action", drive.keys[0].lower())
    assert action_of(choices[0]) == drive.id


async def test_clue_hands_go_by_dm_and_game_hand_never_to_the_channel(world):
    alice, bob = world.members[:2]
    first, second = await placers(world)
    await first.slash(world.channel, "move", action="f7")
    await second.slash(world.channel, "move", action="g5")
    await world.env.advance_time(WINDOW)  # the first placer watches: the turn message is edited
    row = await world.table()
    game, state = world.state(row)
    words = words_for(row)
    for member in (alice, bob):
        hand = [words.thing({"type": "clue", "id": c, **_clue(c)}, "tobago")
                for c in state.data["players"][str(member.id)]["hand"]]
        assert len(hand) == 6  # two players hold six clues
        dms = "\n".join(dm_texts(member))
        assert all(card in dms for card in hand)
        result = await member.slash(world.channel, "game hand")
        shown = opened(result)
        assert result.ephemeral and all(card in text_of(shown) for card in hand)
        assert shown.attachments[0].filename == "board.png"
    assert_nothing_secret_in_public(world, row)
    # clue plays are secret: the public prompt offers none, only the private menu
    board = prompt(world, row)
    assert words("core.button_choose") in button_labels(board)
    assert not any(label.startswith("🧭") for label in button_labels(board))


async def test_a_chained_choice_shows_its_trail_a_back_and_one_count(world):
    """A clue card, then its map (the piece, then the place, as on the live board): the private
    level says where it is, backs up one level, and counts once (the select's own count; the
    text above it counts nothing)."""
    first, second = await placers(world)
    await first.slash(world.channel, "move", action="f7")
    await second.slash(world.channel, "move", action="g5")
    await world.env.advance_time(WINDOW)
    row = await world.table()
    game, state = world.state(row)
    member = {str(m.id): m for m in (first, second)}[game.to_act(state)[0]]
    words = label_words(row, "en")
    actions = game.legal_actions(state, str(member.id))
    clues = [a for a in actions if a.kind == "clue"]
    by_card: dict[str, list] = {}
    for a in clues:
        by_card.setdefault(a.group[0], []).append(a)
    card = max(by_card.values(), key=len)  # one card, on each map it may go on
    assert len(card) >= 2 and all(a.at[0] == card[0].at[0] for a in card)
    top = opened(await member.click(prompt(world, row), label=words("core.button_choose")))
    assert text_of(top).startswith(words("core.menu_you")) and not re.search(r"\d+ choices", text_of(top))
    (_, options), = selects(top)  # the top level: the pieces (each card, the ATV's drive, …), no map
    assert not any(words.thing(m, "tobago", "map") in text for text, _ in options for m in ("grey", "brown"))

    async def pick(message, label):
        (custom_id, options), = selects(message)
        value = next(v for text, v in options if text == label)
        result = await member.select(message, [value], custom_id=custom_id)
        return result.followups[-1] if result.followups else result.response

    named = branch_name(words, "tobago", card[0].group[0], card)
    assert words.thing(card[0].params["card"], "tobago", "card") in named
    level = await pick(top, named)
    assert text_of(level).splitlines()[1:] == [named]
    assert placeholders(level) == [words("core.choose_placeholder", count=len(card))]
    assert "choices" not in text_of(level)  # one count: the select's
    (_, maps), = selects(level)  # each clue by its map alone: the branch named the card
    assert [text for text, _ in maps] == [choice_name(words, "tobago", a, within=True) for a in card]
    assert all(words.thing(a.params["map"], "tobago", "map") in text for a, (text, _) in zip(card, maps))
    assert not any(words.thing(card[0].params["card"], "tobago", "card") in text for text, _ in maps)
    back = await member.click(level, label=words("core.menu_back"))
    back = back.followups[-1] if back.followups else back.response
    assert selects(back) == selects(top) and words("core.menu_back") not in button_labels(back)
    assert (await world.table()).version == row.version  # walking and backing up played nothing


async def test_the_offer_outside_your_turn_pings_you_with_the_value_only_in_your_dm(world):
    alice, bob = world.members[:2]
    row = await open_table(world, [alice, bob])
    by_seat = {str(alice.id): alice, str(bob.id): bob}
    rng = Rng(3)
    before = None
    for _ in range(MAX_MOVES):
        row = await world.table()
        game, state = world.state(row)
        d = state.data
        seat = game.to_act(state)[0]
        if d["phase"] == "offer" and seat != state.seats[d["active"]]:
            break  # someone is offered a card outside their turn
        before = (row.prompt_message, game.to_act(state))
        await by_seat[seat].slash(world.channel, "move", action=game.ai_choose(state, seat, rng))
    else:
        raise AssertionError("no offer outside a turn")
    member = by_seat[seat]
    value = d["dist"]["card"]
    assert f"💰{value}" in dm_texts(member)[-1]  # the DM is the ping, with the card's value
    await world.env.advance_time(WINDOW)  # the channel's turn message catches up
    newest = prompt(world, row)
    assert f"<@{seat}>" in text_of(newest)  # the channel names whom we wait for
    if before[1] != [seat]:  # a new person to act, yet no new pinging post: the DM pinged them
        assert newest.id == before[0]
    assert not GOLD.search(public_text(world))
    shown = opened(await member.slash(world.channel, "game hand"))
    assert f"💰{value}" in text_of(shown)
    words = label_words(row)
    assert words.action("tobago", game.legal_actions(state, seat)[0]) not in button_labels(newest)
    await menu_move(world, member, "decline")  # through the private "Choose" menu
    moves = await world.bot.tables.store.moves(row.id)
    assert (moves[-1].seat, moves[-1].action) == (seat, "decline")
    assert not GOLD.search(public_text(world))


async def test_rules_name_every_house_reading_in_every_language(world):
    from bot.text import Words, locales

    for locale in locales():
        rules = Words(locale)("tobago.rules", "tobago")
        for option in ("island", "marker_threshold", "reduce_before_markers", "exchange_as_action",
                       "landmark_spacing", "tiebreak"):
            assert f"`{option}=" in rules.splitlines()[-1], (locale, option)  # in the one closing line, as typed
    result = await world.members[0].slash(world.channel, "game rules", game="tobago")
    assert result.ephemeral and "Tobago" in text_of(result.response)


def test_every_kind_the_ai_games_reach_has_words_that_fit_in_every_language():
    """AI games reach amulets, curses and restarts that random games rarely do: one example of
    every action and event kind, worded strictly in every locale; labels fit a button."""
    from bot.discord_surface.components import LABEL_LIMIT
    from bot.speech.wording import phase_line
    from bot.text import Words, locales
    from engine import registry

    game = registry.get("tobago")
    examples = {}
    for players in (2, 3, 4):
        for seed in range(3):
            state = game.setup([str(100 + i) for i in range(players)], seed, {"exchange_as_action": seed == 1})
            rng = Rng(seed)
            while game.outcome(state) is None:
                seat = game.to_act(state)[0]
                for item in game.legal_actions(state, seat) + game.summary(state, seat):
                    examples.setdefault(("action" if hasattr(item, "id") else "event", item.kind), (item, None))
                examples.setdefault(("phase", game.status(state).kind), (None, state.copy()))
                for event in game.apply(state, seat, game.ai_choose(state, seat, rng)):
                    examples.setdefault(("event", event.kind), (event, None))
    kinds = {kind for _, kind in examples}
    assert {"amulet_remove", "amulet_used", "curse", "cursed", "restart_clue", "exchange", "offered",
            "you_peeked", "located", "markers_placed", "amulet_landed", "raised"} <= kinds
    for locale in locales():
        words = Words(locale, lambda seat: f"<@{seat}>")
        for (what, kind), (item, state) in examples.items():
            if what == "phase":
                assert phase_line(words, game, state)
                continue
            text = words.action("tobago", item) if what == "action" else words.event("tobago", item)
            assert text and "{" not in text and "None" not in text, (locale, kind, text)
            if what == "action":
                assert len(text) <= LABEL_LIMIT, (locale, text)
