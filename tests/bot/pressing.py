"""Playing a move the way a person clicks: through the turn prompt's buttons and selects and the
private "Choose" menu, per game (each game's table reads differently). tests/hooks.py names each
game's `press_<game>(world, member, action) -> road` for the shared play-out (tests/bot/playing.py);
the games' own tests call the walkers underneath directly."""

from __future__ import annotations

from bot.speech.wording import branch_name, choice_name
from bot.speech import menus
from bot.speech.compose import WINDOW
from bot.speech.wording import label_words
from tests.bot.conftest import button_labels, prompt, selects

CHOOSE = "Choose (privately)"


def prompt_of(world, row):
    return next(m for m in reversed(world.channel.history()) if m.id == row.prompt_message)


def opened(result):
    return result.followups[-1] if result.followups else result.response


async def tobago_menus(world, member, action_id):
    """Play `action_id` the way a person clicks: a button if the prompt offers it, else the
    prompt's select or the private "Choose" menu, walked level by level to the action."""
    await world.env.advance_time(WINDOW + 1)  # a person's pace: past any deferred edit of the prompt
    row = await world.table()
    game, state = world.state(row)
    seat = str(member.id)
    actions = game.legal_actions(state, seat)
    target = next(a for a in actions if a.id == action_id)
    words = label_words(row)
    message = prompt_of(world, row)
    if any(a.secret for a in actions):
        assert words.action("tobago", target) not in button_labels(message)  # never public
        message = opened(await member.click(message, label=words("core.button_choose")))
        assert message.ephemeral
    label = words.action("tobago", target)
    if label in button_labels(message):
        return await member.click(message, label=label)
    path: tuple[int, ...] = ()
    for _ in range(menus.MAX_PICKS):
        (custom_id, options), = selects(message)
        level = menus.walk(actions, path)
        index = next(i for i, option in enumerate(level) if target in option.actions)
        assert options[index][0]  # every option has words
        result = await member.select(message, [str(index)], custom_id=custom_id)
        if level[index].action is not None:
            return result
        message = opened(result)
        path += (index,)
    raise AssertionError(f"{action_id} not reached in {menus.MAX_PICKS} picks")


async def timbuktu_menus(world, member, row, game, state, action_id):
    """Press the way a person would: a button with the move's label, else walk the selects.
    The public prompt reads in the table's language, private menus in the clicker's (SimCord: en)."""
    legal = game.legal_actions(state, str(member.id))
    action = next(a for a in legal if a.id == action_id)
    words = label_words(row)
    message = prompt_of(world, row)
    choose = words("core.button_choose")
    if choose in button_labels(message):  # secret or simultaneous: the private menu
        assert not any(words.action("timbuktu", a) in button_labels(message) for a in legal)
        opened = await member.click(message, label=choose)
        assert opened.ephemeral
        message = opened.followups[-1] if opened.followups else opened.response
        words = label_words(row, "en")
    for _ in range(4):
        label = words.action("timbuktu", action)
        if label in button_labels(message):
            await member.click(message, label=label)
            return
        (custom_id, options), = selects(message)
        inside = {label, choice_name(words, "timbuktu", action, within=True)}  # inside a branch: what is left
        exact = [v for text, v in options if text in inside]
        if exact:
            await member.select(message, exact, custom_id=custom_id)
            return
        # the branch holding it: its group's words (a camel with its cargo, a kind of loading, a pen)
        names = {branch_name(words, "timbuktu", g, [a for a in legal if a.group[:depth + 1] == action.group[:depth + 1]])
                 for depth, g in enumerate(action.group)}
        value = next(v for text, v in options if text in names)
        result = await member.select(message, [value], custom_id=custom_id)
        message = result.followups[-1] if result.followups else result.response
        assert message.ephemeral
        words = label_words(row, "en")
    raise AssertionError(f"{action_id} not reachable")


async def tortuga_menus(world, member, action):
    """Play `action` as a person would with the mouse: on the public prompt when it carries this
    seat's choices (buttons, or a select), else through the private "Choose" menu."""
    await world.env.advance_time(6)  # a deferred edit of the prompt is out; no double tap either
    board = prompt(world)
    row = await world.table()
    game, state = world.state(row)
    seat = str(member.id)
    actions = game.legal_actions(state, seat)
    words = label_words(row)
    secret = any(a.secret for a in actions)
    # No vote card, no forced pick ever sits on the public prompt.
    assert not any(words.action("tortuga", a) in button_labels(board) for a in actions if a.secret)
    if game.to_act(state) == [seat] and not secret:
        menu, road = board, "prompt"
    else:
        opened = await member.click(board, label=CHOOSE)
        menu, road = (opened.followups[-1] if opened.followups else opened.response), "choose"
        assert menu.ephemeral
    if not selects(menu):
        return await member.click(menu, custom_id=f"tt:a:{row.id}:{row.version}:{action.id}"), road
    path: tuple[int, ...] = ()
    while True:
        (select_id, options), = selects(menu)
        level = menus.walk(actions, path)
        index = next(i for i, option in enumerate(level) if action in option.actions)
        assert len(options) == len(level) and options[index][0]
        result = await member.select(menu, [str(index)], custom_id=select_id)
        if level[index].action is not None:
            return result, "select"
        menu = result.followups[-1] if result.followups else result.response
        assert menu.ephemeral and selects(menu)
        path += (index,)


async def press_tobago(world, member, action) -> str:
    await tobago_menus(world, member, action.id)
    return "menus"


async def press_timbuktu(world, member, action) -> str:
    await world.env.advance_time(1.5)  # a person's pace: never a double tap
    row = await world.table()
    game, state = world.state(row)
    await timbuktu_menus(world, member, row, game, state, action.id)
    return "menus"


async def press_tortuga(world, member, action) -> str:
    _, road = await tortuga_menus(world, member, action)
    return road
