"""Tortuga 1667 through the real bot in SimCord: whole games of every player count with people
and AI seats, through `/move` and through the menus (prompt buttons, the private "Choose" menu and
its selects), and the game's secrets: loyalties, vote hands and viewed cards reach their owner by DM
or in a private reply, never a public channel message; votes are chosen privately and resolved
when the last one is in; the public result shows only the counted symbols."""

from __future__ import annotations

from types import SimpleNamespace

import re

import pytest

from bot.speech.compose import WINDOW
from bot.speech.wording import words_for
from bot.text import locales
from engine.core import Event
from engine.tortuga.data import vote_thing
from tests.bot.conftest import turn_line, blocks, prompt, assert_log_replays, open_table as _open_table, answer, button_labels, dm_texts, public_text, text_of
from tests.bot.playing import play_out
from tests.bot.pressing import tortuga_menus as through_menus

MAX_MOVES = 600
CHOOSE = "Choose (privately)"
# A vote card in words is "[attack | brawl | mutiny]": it must never be shown in the channel.
VOTE_CARD = re.compile(r"\[[^\]\n]*\|[^\]\n]*\|[^\]\n]*\]")
SEEN_CARD = re.compile(r"slot \d: [A-Z]")  # a known row card ("slot 3: Pistol"); public reveals are bold


async def open_table(world, people, ai=0, options=None, seed=None):
    return await _open_table(world, "tortuga", people, ai=ai, options=options, seed=seed)




def check_no_secret_in_public(world, people, row):
    """Nothing a person was told privately, no vote card and no known row card is in any public
    message; loyalties show only in the final message, once the game is over."""
    game, state = world.state(row)
    messages = world.public_messages()
    final = messages[-1]
    text = public_text(world)
    assert not VOTE_CARD.search(text), VOTE_CARD.search(text)
    assert not SEEN_CARD.search(text), SEEN_CARD.search(text)
    private = set()
    for member in people:
        for dm in dm_texts(member):
            private |= {line[2:] for line in dm.splitlines()[1:] if line.startswith("• ")}
    assert private, "nobody was told anything privately"
    leaked = [line for line in private if line in text]
    assert not leaked, leaked
    words = words_for(row)
    before_end = "\n".join(
        [text_of(m) for m in messages[:-1]] + [e.description or "" for m in messages[:-1] for e in m.embeds])
    ending = text_of(final) + "\n" + "\n".join(e.description or "" for e in final.embeds)
    for seat, team in state.data["loyalty"].items():
        line = words.event("tortuga", Event("loyalty_revealed", {"seat": seat, "team": team}))
        assert line not in before_end and line in ending, line
    for line in text.splitlines():
        if "the cards show" in line:  # a vote result: symbols only, nobody named
            assert "<@" not in line and "🤖" not in line, line


def check_end_message(world, row):
    """The platform names the winners and ranks the teams once; the game says how it ended."""
    game, state = world.state(row)
    outcome = game.outcome(state)
    final = world.public_messages()[-1]
    head = text_of(final).splitlines()[1:]  # under the title
    assert "Game over" in head[0] and all(f"<@{s}>" in head[0] or s.startswith("ai:") for s in outcome.winners)
    winners_team = next(t for t, seats in outcome.teams.items() if set(seats) & set(outcome.winners))
    team_words = {"british": "British", "french": "French", "dutch": "Dutch"}
    assert head[1].startswith(f"1. {team_words[winners_team]}:")
    assert sum(1 for line in head if re.match(r"\d\. ", line)) == len(outcome.teams)
    lines = blocks(final)[1]  # what happened, under the header
    assert "Treasure: British" in lines and lines.count("Game over") == 0 and "Winner" not in lines


MENUS_EVERY = {"move": 0, "menus": 1, "mixed": 2}  # mixed: every other move through the menus


@pytest.mark.parametrize("players,humans,via", [
    (2, 2, "menus"), (3, 1, "move"), (4, 2, "mixed"), (5, 3, "move"),
    (6, 1, "menus"), (7, 2, "move"), (8, 3, "mixed"), (9, 3, "menus"),
])
async def test_whole_games_of_every_count_with_people_and_ai(world, monkeypatch, players, humans, via):
    # A fixed deal per size: with a random one, a lone person may never meet a secret choice.
    monkeypatch.setattr("bot.service.tables.secrets", SimpleNamespace(randbits=lambda bits: 1667 + players))
    people = world.members[:humans]
    row = await open_table(world, people, ai=players - humans)
    assert len(row.seats) == players
    played = await play_out(world, people, menus_every=MENUS_EVERY[via], limit=MAX_MOVES, exact_log=True)
    row, moves, roads = played.row, played.moves, played.roads
    assert row.status == "over" and moves > 3
    if via == "menus":
        assert {"prompt", "choose"} <= roads, roads  # public choices on the prompt, secret ones privately
    check_no_secret_in_public(world, people, row)
    check_end_message(world, row)
    await assert_log_replays(world, row)  # the move log replays to the same final state


async def test_loyalty_and_hand_by_dm_at_the_start_and_after_every_change(world):
    people = world.members[:3]
    row = await open_table(world, people, ai=1)
    game, state = world.state(row)
    words = words_for(row)
    for member in people:
        seat = str(member.id)
        first = dm_texts(member)[0]
        loyalty = words.event("tortuga", Event("your_loyalty", {"team": state.data["loyalty"][seat]}))
        assert loyalty in first and "Your vote cards" in first
        assert len(VOTE_CARD.findall(first)) == 3
    # The private view: loyalty, hand and known cards, answered privately with this seat's board.
    result = await people[0].slash(world.channel, "game hand")
    reply = result.followups[-1] if result.followups else result.response
    assert result.ephemeral and "Your loyalty" in text_of(reply) and len(VOTE_CARD.findall(text_of(reply))) == 3
    assert reply.attachments
    hands_seen = {str(m.id): len(dm_texts(m)) for m in people}

    async def watch(step):
        before = step.state
        game, after = world.state(step.after)
        for member in people:
            seat = str(member.id)
            if after.data["hands"][seat] != before.data["hands"][seat]:
                dms = dm_texts(member)
                assert len(dms) > hands_seen[seat], "a hand changed without a DM"
                if after.data["hands"][seat]:  # (an empty hand is worded "none left", not as an empty list)
                    hand = words.thing([vote_thing(c) for c in after.data["hands"][seat]], "tortuga")
                    assert hand in dms[-1], (hand, dms[-1])  # the DM restates the whole hand
            hands_seen[seat] = len(dm_texts(member))

    row = (await play_out(world, people, limit=MAX_MOVES, after=watch, exact_log=True)).row
    assert row.status == "over"


def _seed_for_a_two_person_attack():
    """A 3-player seed (join order) whose Flying Dutchman crew is two people and whose captain
    acts second: the Jolly Roger's captain looks at the row, then the attack is called."""
    from engine import registry
    game = registry.get("tortuga")
    for seed in range(200):
        state = game.setup(["1", "2", "3"], seed, {"seating": "join"})
        dutch = state.data["lines"]["dutchman"]
        order = state.data["order"]
        roger = state.data["lines"]["roger"][0]
        if len(dutch) == 2 and order[(order.index(roger) + 1) % 3] == dutch[0]:
            return seed
    raise AssertionError("no seed")


async def test_the_vote_is_secret_and_resolved_when_the_last_vote_is_in(world):
    people = world.members[:3]
    seed = _seed_for_a_two_person_attack()
    row = await open_table(world, people, options="seating=join", seed=seed)
    by_seat = {str(m.id): m for m in people}
    game, state = world.state(row)
    for _ in range(2):  # the captains' starting treasure
        seat = game.to_act(state)[0]
        await by_seat[seat].slash(world.channel, "move", action="hold:british")
        game, state = world.state(await world.table())
    roger = game.to_act(state)[0]
    await by_seat[roger].slash(world.channel, "move", action="view:1+2")
    game, state = world.state(await world.table())
    captain, mate = state.data["lines"]["dutchman"]
    assert game.to_act(state) == [captain]
    await through_menus(world, by_seat[captain], next(a for a in game.legal_actions(state, captain)
                                                      if a.kind == "attack"))
    row = await world.table()
    game, state = world.state(row)
    assert sorted(game.to_act(state)) == sorted([captain, mate])
    # The prompt offers only the private road: no vote card on a public button.
    board = prompt(world)
    assert CHOOSE in button_labels(board) and not VOTE_CARD.search(" ".join(button_labels(board)))
    # The first vote goes through the private menu; nothing is resolved yet.
    vote = game.legal_actions(state, mate)[0]
    _, road = await through_menus(world, by_seat[mate], vote)
    assert road == "choose"
    row = await world.table()
    game, state = world.state(row)
    assert game.to_act(state) == [captain] and "the cards show" not in public_text(world)
    assert f"<@{captain}>" in text_of(prompt(world))  # still waiting for the captain
    # The last vote, by an ephemeral /move, resolves it: symbols only, nobody named.
    choice = game.legal_actions(state, captain)[0]
    result = await by_seat[captain].slash(world.channel, "move", action=choice.id)
    assert result.ephemeral and VOTE_CARD.search(answer(result))  # the voter sees their own card
    await world.env.advance_time(WINDOW)  # people who just acted watch the table: edits, not posts
    text = public_text(world)
    result_line = next(line for line in text.splitlines() if "the cards show" in line)
    assert "<@" not in result_line and result_line.count(",") >= 2  # 2 votes + the deck's card, at least
    assert not VOTE_CARD.search(text)
    # Each voter hears privately what they played and drew, with their whole hand.
    for seat in (captain, mate):
        dms = "\n".join(dm_texts(by_seat[seat]))
        assert "You played" in dms and "You drew" in dms


async def test_viewed_and_forced_cards_go_to_that_player_only(world):
    people = world.members[:3]
    row = await open_table(world, people, options="seating=join")
    by_seat = {str(m.id): m for m in people}
    game, state = world.state(row)
    for _ in range(2):
        seat = game.to_act(state)[0]
        await by_seat[seat].slash(world.channel, "move", action="hold:french")
        game, state = world.state(await world.table())
    active = game.to_act(state)[0]
    target = next(s for s in by_seat if s != active)
    bystander = next(s for s in by_seat if s not in (active, target))
    before = {s: len(dm_texts(m)) for s, m in by_seat.items()}
    await by_seat[active].slash(world.channel, "move", action=f"force:1+2:{target}")
    game, state = world.state(await world.table())
    forced = dm_texts(by_seat[target])[before[target]:]
    assert forced and "You must reveal one of" in forced[-1] and forced[-1].count("slot ") == 2
    assert len(dm_texts(by_seat[active])) == before[active]
    assert len(dm_texts(by_seat[bystander])) == before[bystander]
    assert "You must reveal" not in public_text(world) and not SEEN_CARD.search(public_text(world))
    # The forced player picks privately; only the revealed card becomes public.
    pick = game.legal_actions(state, target)[0]
    assert pick.secret
    await through_menus(world, by_seat[target], pick)
    await world.env.advance_time(6)  # the channel's edit waits out its 5 s window
    assert "reveals slot 1" in public_text(world)


async def test_atlantis_is_offered_privately_and_never_awaited(world, monkeypatch):
    """An "at any time" power: its owner gets the private menu, the table waits only for the
    player whose turn it is, and using it is no action."""
    from engine import registry
    from engine.tortuga import data
    game = registry.get("tortuga")
    setup = type(game).initial_data

    def with_atlantis(self, seats, rng, options):
        d = setup(self, seats, rng, options)
        owner = d["lines"]["dutchman"][-1]  # not the Jolly Roger's captain, who acts first
        card = next(c["id"] for c in data.EVENT_CARDS if c["name"] == "atlantis")
        if card in d["row"]:
            d["row"][d["row"].index(card)] = d["deck"].pop()  # the next card from the top
        else:
            d["deck"].remove(card)
        d["kept"][owner].append(card)
        return d

    monkeypatch.setattr(type(game), "initial_data", with_atlantis)
    people = world.members[:3]
    await open_table(world, people, options="seating=join")
    by_seat = {str(m.id): m for m in people}
    game, state = world.state(await world.table())
    for _ in range(2):
        seat = game.to_act(state)[0]
        await by_seat[seat].slash(world.channel, "move", action="hold:british")
        game, state = world.state(await world.table())
    owner = state.data["lines"]["dutchman"][-1]
    active = game.to_act(state)[0]
    assert owner != active and owner in game.may_act(state)
    await world.env.advance_time(6)
    board = prompt(world)
    assert f"<@{active}>" in turn_line(board) and f"<@{owner}>" not in turn_line(board)  # only the turn is awaited
    atlantis = next(a for a in game.legal_actions(state, owner) if a.kind == "atlantis")
    _, road = await through_menus(world, by_seat[owner], atlantis)
    assert road == "choose"
    game, state = world.state(await world.table())
    assert state.data["lines"]["roger"][-1] == owner and game.to_act(state) == [active]
    assert state.data["actions_left"] == 1 and owner not in game.may_act(state)  # no action spent, used once


@pytest.mark.parametrize("locale", locales())
def test_rules_name_every_house_reading_with_its_option_and_fit_a_message(locale):
    from bot.text import Words
    from engine import registry
    game = registry.get("tortuga")
    text = Words(locale)("tortuga.rules", "tortuga")
    assert len(text) <= 1900
    for option in game.options:
        assert f"`{option.name}" in text, option.name
    assert "`treasure_map=blank`" in text and "`starred_events=random`" in text


async def test_rules_command_answers_in_the_readers_language(world):
    result = await world.members[0].slash(world.channel, "game rules", game="tortuga")
    rules = text_of(result.response)  # the rules, then (follow-ups) the legend
    assert result.ephemeral and "Readings you can change" in rules and "`atlantis_reusable=yes`" in rules


@pytest.mark.parametrize("locale", locales())
def test_every_vote_label_fits_a_button(locale):
    """Every card and every El Dorado pair, in every vote, worded within Discord's 80 characters."""
    from itertools import combinations

    from bot.discord_surface.components import LABEL_LIMIT
    from bot.text import Words
    from engine.core import Action
    from engine.tortuga import data
    words = Words(locale)
    cards = range(len(data.VOTE_CARDS))
    for vote in data.SECTIONS:
        for c in cards:
            label = words.action("tortuga", Action("v", "vote", {"vote": vote, "card": vote_thing(c),
                                                               "face": data.VOTE_CARDS[c][vote]}))
            assert len(label) <= LABEL_LIMIT, label
        for a, b in combinations(cards, 2):
            label = words.action("tortuga", Action("v", "vote_two", {
                "vote": vote, "cards": [vote_thing(a), vote_thing(b)],
                "face": data.VOTE_CARDS[a][vote] + data.VOTE_CARDS[b][vote]}))
            assert len(label) <= LABEL_LIMIT, label


async def test_the_first_line_names_the_seats_in_the_drawn_turn_order(simcord_env, simcord_bot):
    """Tortuga draws its turn order: the game's first line lists the seats in that order, not in
    the order they joined (4 seats, seed 0)."""
    from tests.bot.conftest import World, open_table, public_text

    world = World(simcord_env, names=("ann", "bo", "cy", "dee"))
    row = await open_table(world, "tortuga", world.members, seed=0)
    game, state = world.state(row)
    order = game.turn_order(state)
    assert order != row.seats  # drawn, not the join order
    line = next(t for t in public_text(world).split("\n") if "Seats in turn order" in t)
    assert line.index(f"<@{order[0]}>") < line.index(f"<@{order[1]}>") < line.index(f"<@{order[2]}>") \
        < line.index(f"<@{order[3]}>")
