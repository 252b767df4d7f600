"""The live board played from a real Chromium against the REAL bot: the bot on SimCord with its live
board served (the real SDK from node_modules, the fake Discord client's page mounted at its origin,
a fake Discord API for the token, `users/@me` and `activity-instances`). Each person signs in through
the fake client as the page does in Discord, and plays by clicking the page's move buttons (their
accessible names are the moves' labels; pieces first, then places), beside the same table in its
channel on SimCord.

Every receipt of a move is timed in the pages themselves (the click's moment in the mover's page to
the moment another page shows the new version, `data-version` on the page's table) and printed as
p50/p95: a shared machine is no stopwatch, so a test fails only on a move that never shows (WITHIN)."""

from __future__ import annotations

import asyncio
import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import expect
from simcord.env import Env

from bot.app import create_bot
from engine import registry
from bot.speech import menus
from engine.core import Action, Rng
from tests.bot.conftest import World, open_table, text_of
from tests.games import game_names
from tests.renders.test_regions import BUTTONS
from tests.web.fake_discord import FakeDiscord, client_routes
from tests.web.people import Person
from tests.web.real_bot import check_message, say_latencies, served_outside_the_bot

pytestmark = pytest.mark.asyncio(loop_scope="module")

WITHIN = 10_000  # ms: a move not shown by then never arrives
HOUR = 3600.0
PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 800}
DOCS = Path(__file__).resolve().parents[2] / "docs"
LATENCIES: list[float] = []  # s, a click to another page showing its version, every receipt
TAKEN: dict[str, Counter] = {}  # game -> how its clicked moves were made: "board" (regions), "buttons", "both"
BY_BUTTONS: dict[str, Counter] = {}  # game -> the kinds of the moves made by buttons alone
# The kinds that may be played by buttons alone: those about no board thing one by one (a pass, a
# vote card, tests/renders/test_regions.py's BUTTONS), and moves about the same things as another
# choice: a yes or a no (Port Royal: repel the ship drawn or let it in), a payment (Timbuktu: which
# good for the one pen that costs one), the last face-down card (Tortuga: view it or reveal it), two
# moves from one ship to the other (Tortuga: an attack, Atlantis, a Letter of Marque's move).
SAME_THINGS = {"portroyal": {"repel", "keep", "keep_bust"}, "tobago": set(), "timbuktu": {"go_pay"},
               "tortuga": {"attack", "atlantis", "use_marque", "marque_move", "reveal", "view_events"}}

# In every frame, before the page's scripts: when each version was shown, when each click was made, and
# how each socket closed (the page's own code never tells).
WATCH_PAGE = """
window.__shown = []; window.__clicks = []; window.__closes = [];
new MutationObserver(() => {
  const table = document.getElementById("table");
  const version = table && Number(table.dataset.version);
  const last = window.__shown[window.__shown.length - 1];
  if (version && (!last || last[0] !== version)) window.__shown.push([version, Date.now()]);
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-version"] });
document.addEventListener("click", () => window.__clicks.push(Date.now()), true);
const RealSocket = window.WebSocket;
window.WebSocket = class extends RealSocket {
  constructor(...args) { super(...args); this.addEventListener("close", (e) => window.__closes.push(e.code)); }
};
"""


@pytest.fixture(scope="module", autouse=True)
def latency_figures():
    yield
    say_latencies("live board click→shown latency in Chromium", LATENCIES)
    for game, taken in sorted(TAKEN.items()):
        moves = sum(taken.values())
        print(f"\n{game}: {taken['board']} of {moves} clicked moves made on the board alone "
              f"({taken['board'] / moves:.0%}), {taken['both']} partly, {taken['buttons']} by buttons alone "
              f"({', '.join(f'{kind} {n}' for kind, n in BY_BUTTONS.get(game, Counter()).most_common())})")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def watched(browser):
    await browser.add_init_script(script=WATCH_PAGE)
    return browser


@pytest_asyncio.fixture(loop_scope="module")
async def fake_api():
    fake = await FakeDiscord().start()
    yield fake
    await fake.stop()


@pytest_asyncio.fixture(loop_scope="module")
async def simcord_bot(database, fake_api):
    bot = create_bot(database=database, live_board=fake_api.settings())
    fake_api.bot_token = lambda: bot.http.token
    yield bot
    await bot.close_storage()


@pytest_asyncio.fixture(loop_scope="module")
async def simcord_env(simcord_bot):
    """SimCord's own fixture, on the module's loop (the browser's)."""
    env = Env(simcord_bot)
    await env.start()
    try:
        yield env
    finally:
        await env.shutdown()
        if env.check_errors:
            env._raise_errors_since(env._errors_acknowledged)


@pytest_asyncio.fixture(loop_scope="module")
async def world(watched, simcord_env):
    """The browser first: without Chromium or the SDK the test skips before the bot is built."""
    await served_outside_the_bot(simcord_env.bot, client_routes())
    return World(simcord_env)


@pytest.fixture
def live_server(world):
    """The real bot's live board in the stub's place (tests/web/conftest.py's `open_activity`)."""
    class Served:
        url = f"http://127.0.0.1:{world.bot.parts.live_board.port}"
    return Served()


class Seen:
    """One person's live board in the browser, as this module reads it."""

    def __init__(self, activity, seat: str | None) -> None:
        self.activity, self.seat = activity, seat
        self._messages: list[dict] = []

    def messages(self) -> list[dict]:
        """Every message its sockets received, in order (parsed once each)."""
        received = self.activity.received
        self._messages.extend(json.loads(frame) for frame in received[len(self._messages):])
        return self._messages

    def tables(self) -> list[dict]:
        return [m for m in self.messages() if m["type"] == "table"]

    def table_at(self, version: int) -> dict:
        return next(m for m in reversed(self.messages()) if m["type"] == "table" and m["version"] == version)

    async def shown(self, at_least: int) -> tuple[float, int]:
        """Once the page shows version `at_least` or newer: when (ms) it first did, and the version
        it shows now."""
        found = await self.activity.document.wait_for_function(
            """v => { const first = window.__shown.find(([version]) => version >= v);
                      return first && [first[1], window.__shown[window.__shown.length - 1][0]]; }""",
            arg=at_least, timeout=WITHIN, polling=20)  # not on animation frames: a page behind others gets few
        at, now = await found.json_value()
        return at, now

    async def version(self, at_least: int) -> int:
        """Once the page shows `at_least` or newer: what it shows."""
        return (await self.shown(at_least))[1]

    async def last_click(self) -> float:
        return (await self.activity.document.evaluate("() => window.__clicks"))[-1]

    async def answered(self, since: int) -> dict:
        """The page's answer to its click (its socket's `done` or `error` after message `since`)."""
        for _ in range(WITHIN // 10):
            for message in self.messages()[since:]:
                if message["type"] in ("done", "error"):
                    return message
            await asyncio.sleep(0.01)
        raise AssertionError(f"{self.seat}: no answer to a click within {WITHIN} ms")


def by_piece(actions: list[dict], depth: int = 0) -> bool:
    """The page's `byPiece` (page/moves.js), which is the turn prompt's `menus.pieces`."""
    return menus.pieces([Action(a["id"], "", group=tuple(a["group"]), at=tuple(a["at"])) for a in actions], depth)


async def tap(seen: Seen, region) -> None:
    """A tap on a region (on its first polygon: a thing drawn twice has two, with board between
    them); on a phone, a first tap on a small one zooms: the next takes it."""
    await region.locator("polygon").first.click()
    if await seen.activity.frame.locator("#figure.zoomed").count():
        await region.locator("polygon").first.click()


async def click_move(seen: Seen, actions: list[dict], choice: str) -> str:
    """Play `choice` as a person would, each step on the board wherever the step has a region for
    it (the region named as its button is), else by the buttons: its pieces first, at every depth
    where the page offers pieces, then the move (the n-th button of that label, should two moves
    read the same). Gives "board" when every tap was on the board, "buttons" when none was, else
    "both"."""
    action = next(a for a in actions if a["id"] == choice)
    frame = seen.activity.frame
    await seen.activity.page.bring_to_front()  # a page behind others paints seldom: "stable" would wait
    board, listed = frame.locator("#regions"), frame.locator("#moves-list")
    where: list[str] = []

    open_, depth = actions, 0
    while depth < len(action["group"]):
        piece = action["group"][depth]
        if not by_piece(open_, depth) or sum(1 for a in open_ if a["group"][depth:depth + 1] == [piece]) < 2:
            break
        region = board.get_by_role("button", name=piece, exact=True)
        if await region.count() == 1:
            await tap(seen, region)
            where.append("board")
        else:
            await listed.get_by_role("button", name=piece, exact=True).click()
            where.append("buttons")
        await expect(listed.get_by_role("button", name="Back", exact=True)).to_be_visible()
        open_ = [a for a in open_ if a["group"][depth:depth + 1] == [piece]]
        depth += 1
    if by_piece(open_, depth):  # the move is one of a branch of its own, beside pieces
        sizes = Counter(a["group"][depth] for a in open_ if len(a["group"]) > depth)
        open_ = [a for a in open_ if len(a["group"]) <= depth or sizes[a["group"][depth]] == 1]
    same = [a["id"] for a in open_ if a["label"] == action["label"]]
    region = board.get_by_role("button", name=action["label"], exact=True)
    if len(same) == 1 and await region.count() == 1:
        await tap(seen, region)
        where.append("board")
    else:
        await listed.get_by_role("button", name=action["label"], exact=True).nth(same.index(choice)).click()
        where.append("buttons")
    if os.environ.get("SHOW_TAPS"):  # each move's taps, for a look at what stays buttons
        print("TAP", where, action["id"], action["group"], action["at"])
    return where[0] if len(set(where)) == 1 else "both"


async def open_pages(world, fake_api, open_activity, seated, watching=(), viewport=None) -> list[Seen]:
    """A live board for each of `seated` and `watching`, all in one activity in the table's channel."""
    everyone = [*seated, *watching]
    instance = fake_api.instance(f"i-{world.channel.id}", world.guild.id, world.channel.id, everyone)
    where = {"instance_id": instance, "guild_id": str(world.guild.id), "channel_id": str(world.channel.id)}
    opened = []
    for member in everyone:
        person = Person(str(member.id), member.name)
        fake_api.person(person, person.token)
        activity = await open_activity(person, **({"viewport": viewport} if viewport else {}), where=where)
        opened.append(Seen(activity, person.id if member in seated else None))
    row = await world.table()
    for seen in opened:
        await seen.version(row.version)
    return opened


async def table_moved(world, since: int) -> object:
    """The table once its version passed `since` (an AI's or a timer's move, in the background)."""
    for _ in range(WITHIN // 20):
        row = await world.table()
        if row.version > since:
            return row
        await asyncio.sleep(0.02)
    raise AssertionError(f"the table stayed at version {since} for {WITHIN} ms")


async def play(world, pages: list[Seen], limit: int, seed: int = 7) -> tuple[object, int, int]:
    """People's moves clicked on their pages (the engine AI's choice for their seat) until the table
    ends or `limit` moves; after each, every page shows the new version. Gives the table, the moves
    clicked, and the commits that came from elsewhere (AIs' moves, the bot's for a person), which
    every page showed too."""
    by_seat = {p.seat: p for p in pages if p.seat}
    rng, clicked, start = Rng(seed), 0, (await world.table()).version
    while True:
        row = await world.table()
        if row.status != "running" or clicked >= limit:
            return row, clicked, row.version - start - clicked
        game, state = world.state(row)
        seat = next((s for s in game.to_act(state) if s in by_seat), None)
        mover = by_seat.get(seat)
        offered = mover.table_at(row.version)["actions"] if mover and await mover.version(row.version) == row.version \
            else []
        if not offered:  # an AI's move (or one the bot plays for a person) comes in the background
            row = await table_moved(world, row.version)
            for seen in pages:
                await seen.version(row.version)
            continue
        choice = game.ai_choose(state, seat, rng)
        since = len(mover.messages())
        taken = await click_move(mover, offered, choice)
        TAKEN.setdefault(row.game, Counter())[taken] += 1
        if taken == "buttons":
            BY_BUTTONS.setdefault(row.game, Counter())[next(a.kind for a in game.legal_actions(state, seat)
                                                           if a.id == choice)] += 1
        said = await mover.answered(since)
        assert said["type"] == "done" and said["text"].startswith("✅"), said
        clicked += 1
        click = await mover.last_click()
        for seen in pages:
            at, _ = await seen.shown(row.version + 1)
            if seen is not mover:
                LATENCIES.append((at - click) / 1000)


def keep_states(world, row) -> dict:
    """Every committed state by version (and the row), for checking what each socket was sent."""
    states = {"row": row, row.version: row.state}

    async def keep(update):
        states[update.row.version] = update.state.to_json()
    world.bot.tables.listen(keep)
    return states


# --- every game, played from the page ------------------------------------------------------------
# Every game plays to its end (about 15 to 30 s each here, 90 s for the four, beside the rest of the
# suite on the other worker). LIVE_BOARD_MOVES=N stops each after N clicks, for a quicker look.


def clicks_allowed() -> int | None:
    moves = os.environ.get("LIVE_BOARD_MOVES", "")
    return int(moves) if moves.isdigit() else None


@pytest.mark.parametrize("name", game_names())
async def test_a_table_of_every_game_played_from_the_page(world, fake_api, open_activity, name):
    """Two people click their moves, a third person watches; each click shows on the other pages,
    an AI seat's moves too (where the game needs more players), to the result, which the table's
    channel told too (or LIVE_BOARD_MOVES clicks). No page's socket ever carries a secret its
    seat may not know."""
    alice, bob, carol = world.members
    game = registry.get(name)
    row = await open_table(world, name, [alice, bob], ai=max(0, game.min_players - 2), options="reminder=0")
    states = keep_states(world, row)
    pages = await open_pages(world, fake_api, open_activity, [alice, bob], [carol])
    spectator = pages[2]
    await expect(spectator.activity.frame.get_by_text("You are watching this table.")).to_be_visible()
    assert await spectator.activity.frame.get_by_role("button").count() == 0

    row, clicked, others = await play(world, pages, limit=clicks_allowed() or 10_000)
    running = [m for m in spectator.tables() if not m["over"]]
    assert running and all(m["turn"].startswith("Waiting for ") for m in running)  # the line speaks to its viewer
    for seen in pages[:2]:
        mine = [m for m in seen.tables() if not m["over"] and m["actions"]]
        assert mine and all(m["turn"].startswith("Your turn: ") for m in mine)
    if game.min_players > 2:
        assert others > 0  # the AI's moves arrived on the pages too
    buttoned = set(BY_BUTTONS.get(name, ())) - BUTTONS[name] - SAME_THINGS[name]
    assert not buttoned, f"played by buttons alone, though the board has their things: {buttoned}"
    for seen in pages:
        for message in seen.tables():
            check_message(message, seen.seat, states)
    if clicks_allowed() is not None and row.status == "running":
        assert clicked == clicks_allowed()
        return
    assert row.status != "running" and clicked > 3

    game, state = world.state(row)
    outcome = game.outcome(state)
    names = dict(row.names)
    final = text_of(world.public_messages()[-1])  # the table in its channel
    assert "Game over" in final
    for seat in outcome.winners:
        assert (f"AI {seat[3:]}" if seat.startswith("ai:") else f"<@{seat}>") in final.splitlines()[1]
    for seen in pages:
        assert await seen.version(row.version) == row.version
        shown = seen.tables()[-1]
        assert shown["over"] and shown["actions"] == [] and shown["result"]
        await expect(seen.activity.frame.locator("#turn")).to_have_text(shown["result"])
        assert all(names[seat] in shown["result"].splitlines()[0] for seat in outcome.winners)
        assert await seen.activity.frame.locator("#moves-list button").count() == 0


# --- a timer's move ------------------------------------------------------------------------------
async def test_a_timers_move_arrives_on_the_page(world, fake_api, open_activity):
    """A silent person's seat taken over by the AI when the clock runs out: the pages show it."""
    alice, bob, carol = world.members
    row = await open_table(world, "tobago", [alice, bob], options="takeover=1 reminder=0")
    pages = await open_pages(world, fake_api, open_activity, [alice, bob], [carol])
    await world.env.advance_time(HOUR)
    after = await table_moved(world, row.version)
    for seen in pages:
        assert await seen.version(after.version) >= after.version


# --- a forged token --------------------------------------------------------------------------------
async def test_a_token_discord_does_not_know_is_refused_closed_and_not_retried(world, fake_api, open_activity):
    alice = world.members[0]
    await open_table(world, "portroyal", world.members[:2])
    instance = fake_api.instance("i-forged", world.guild.id, world.channel.id, [alice])
    forged = Person(str(alice.id), "forged")  # the code buys token-forged, which users/@me does not know
    activity = await open_activity(forged, where={"instance_id": instance, "guild_id": str(world.guild.id),
                                                  "channel_id": str(world.channel.id)})
    await expect(activity.frame.get_by_text("could not confirm", exact=False)).to_be_visible(timeout=WITHIN)
    await activity.page.wait_for_timeout(1500)  # longer than the first two retries would wait
    assert await activity.document.evaluate("() => window.__closes") == [4401]
    assert len(activity.sockets) == 1 and activity.sockets[0].is_closed()
    assert [json.loads(m)["type"] for m in activity.received] == ["refused"]
    assert await activity.frame.get_by_role("button").count() == 0
    response = await activity.page.request.get(f"http://127.0.0.1:{world.bot.parts.live_board.port}/")
    policy = response.headers["content-security-policy"]
    assert "default-src 'self'" in policy and "script-src 'self';" in policy and "http" not in policy


# --- what the page looks like with a real table ----------------------------------------------------
def picture(tmp_path, name: str):
    """docs/<name> when UPDATE_SCREENSHOTS=1 (to be looked at, then committed), else a scratch file:
    a test run never rewrites a tracked file."""
    path = (DOCS if os.environ.get("UPDATE_SCREENSHOTS") == "1" else tmp_path) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


async def test_a_real_timbuktu_table_mid_game_on_a_phone_and_a_desktop(world, fake_api, open_activity, tmp_path):
    alice, bob = world.members[:2]
    await open_table(world, "timbuktu", [alice, bob], ai=1, options="reminder=0", seed=5)
    phone, other, desktop = await open_pages(world, fake_api, open_activity, [alice, bob, alice], viewport=PHONE)
    await desktop.activity.page.set_viewport_size(DESKTOP)
    await play(world, [phone, other, desktop], limit=4)  # alice's clicks on the desktop: her phone shows them
    row = await world.table()
    assert row.status == "running"
    for seen, size in ((phone, PHONE), (desktop, DESKTOP)):
        await seen.version(row.version)
        board = seen.activity.frame.locator("#board")
        await expect(board).to_have_attribute("alt", seen.tables()[-1]["alt"])
        assert await board.evaluate("img => img.decode().then(() => img.naturalWidth)") > 0
        assert await seen.activity.document.evaluate("() => document.documentElement.scrollWidth") <= size["width"]
    for box in [await b.bounding_box() for b in await phone.activity.frame.locator("button").all()]:
        assert box["height"] >= 44 and box["x"] + box["width"] <= PHONE["width"]
    await phone.activity.page.screenshot(path=picture(tmp_path, "live-board-phone.png"))
    await desktop.activity.page.screenshot(path=picture(tmp_path, "live-board-desktop.png"))
    # the README shows the phone's picture: what the page was given is kept beside it, and checked
    shown = {key: value for key, value in phone.tables()[-1].items()
             if key not in ("board", "focus", "seat")}  # a ticket's address, an id
    given = picture(tmp_path, "live-board-phone.json")
    if given.parent == DOCS:
        given.write_text(json.dumps(shown, indent=1, ensure_ascii=False) + "\n")
    assert json.loads((DOCS / "live-board-phone.json").read_text()) == shown, \
        "docs/live-board-phone.png shows another page now: python -m tests.readme_pictures, and look at it"


# --- a hint, asked and played on the page ----------------------------------------------------------
async def test_a_hint_asked_on_the_page_shows_its_moves_and_one_plays(world, fake_api, open_activity, tmp_path):
    """The seat that may act has "💡 Hint" under its moves (the other seat and a spectator do not);
    it answers with up to three moves in the buttons' words, each with its figure, and a move's
    button plays it as a move button does; the channel hears the table is now unrated."""
    alice, bob, carol = world.members
    world.bot.tables.hints.iterations = 2  # the road is tested here, not the strength
    row = await open_table(world, "portroyal", [alice, bob], options="reminder=0")
    pages = await open_pages(world, fake_api, open_activity, [alice, bob], [carol], viewport=PHONE)
    game, state = world.state(row)
    mover = next(p for p in pages if p.seat == game.to_act(state)[0])
    for seen in pages:
        asks = seen.activity.frame.get_by_role("button", name="💡 Hint", exact=True)
        await expect(asks).to_have_count(1 if seen is mover else 0)
        assert seen.tables()[-1]["hint"] is (seen is mover)
    frame = mover.activity.frame
    since = len(mover.messages())
    await frame.get_by_role("button", name="💡 Hint", exact=True).click()
    await expect(frame.locator("#hint")).to_be_visible(timeout=WITHIN)
    hint = next(m for m in mover.messages()[since:] if m["type"] == "hint")
    labels = {a["label"] for a in mover.tables()[-1]["actions"]}
    assert 1 <= len(hint["moves"]) <= min(3, len(labels)) and {m["label"] for m in hint["moves"]} <= labels, hint
    assert hint["version"] == row.version and hint["text"].startswith("💡")
    assert all("on average" in m["figure"] for m in hint["moves"]), hint
    buttons = frame.locator("#hint-list button")
    await expect(buttons).to_have_count(len(hint["moves"]))
    marked = frame.locator('#regions [role="button"].hinted')  # the hint's moves on the board too
    await expect(marked).to_have_count(1)
    assert await marked.get_attribute("aria-label") == hint["moves"][0]["label"]
    await mover.activity.page.screenshot(path=picture(tmp_path, "hints/live-board-phone.png"))
    since = len(mover.messages())
    await buttons.first.click()
    said = await mover.answered(since)
    assert said["type"] == "done" and said["text"].startswith("✅"), said
    after = await world.table()
    assert after.version == row.version + 1 and after.unrated
    for seen in pages:
        await seen.version(after.version)
    await expect(frame.locator("#hint")).to_be_hidden()  # a hint is about the position it was asked at
    for _ in range(WITHIN // 20):
        if any("took a hint: this table is now unrated" in text_of(m) for m in world.public_messages()):
            break
        await asyncio.sleep(0.02)
    else:
        raise AssertionError("the channel never heard the table is now unrated")
    moves = await world.bot.tables.store.moves(after.id)
    assert moves[-1].action == hint["moves"][0]["id"]


# --- on the board itself: a piece, then its places ------------------------------------------------
async def regions_of(seen: Seen) -> list[tuple[str, dict]]:
    """The board's regions now: (aria-label, CSS px box) each."""
    found = seen.activity.frame.locator('#regions [role="button"]')
    return [(await r.get_attribute("aria-label"), await r.bounding_box()) for r in await found.all()]


async def first_on_a_phone(world, fake_api, open_activity, name: str, **table) -> tuple[object, object, Seen]:
    """A new table of `name` (the first two members, `table`: open_table's ai, options, seed) and a
    phone's live board for the seat to act first: (the table's row, that member, their page)."""
    alice, bob = world.members[:2]
    await open_table(world, name, [alice, bob], **table)
    row = await world.table()
    game, state = world.state(row)
    first = next(m for m in (alice, bob) if str(m.id) == game.to_act(state)[0])
    phone, = await open_pages(world, fake_api, open_activity, [first], viewport=PHONE)
    return row, first, phone


async def test_a_piece_then_its_place_tapped_on_the_board_on_a_phone_and_a_desktop(world, fake_api, open_activity,
                                                                                  tmp_path):
    """Timbuktu's placing: the camels are the regions, each named as its button; a tap on one shows
    its places instead (as the buttons do), a tap on a point in no region does nothing, and Enter on
    a focused place plays it. The smallest region is measured on a phone and a desktop."""
    row, first, phone = await first_on_a_phone(world, fake_api, open_activity, "timbuktu", ai=1,
                                               options="reminder=0", seed=5)
    frame = phone.activity.frame
    shown = phone.tables()[-1]
    assert shown["turn"].startswith("Your turn: "), shown["turn"]
    pieces = await regions_of(phone)
    names = [b for b in await frame.locator("#moves-list button").all_inner_texts() if b != "💡 Hint"]
    assert sorted(label for label, _ in pieces) == sorted(names) and len(pieces) >= 2  # the buttons' step
    for label, box in pieces:
        assert 0 <= box["x"] and box["x"] + box["width"] <= PHONE["width"], (label, box)
    smallest = min(min(box["width"], box["height"]) for _, box in pieces)
    print(f"\ntimbuktu's pieces on a {PHONE['width']} px phone: the smallest region {smallest:.0f} CSS px")
    since = len(phone.messages())
    await frame.locator("#regions").click(position={"x": 2, "y": 2})  # a corner of the board: no region there
    await phone.activity.page.wait_for_timeout(300)
    assert len(phone.messages()) == since and await frame.locator("#status").inner_text() == ""
    piece = pieces[0][0]
    region = frame.locator("#regions").get_by_role("button", name=piece, exact=True)
    if smallest < 32:  # a phone's first tap on a region smaller than a finger zooms around it
        await region.click()
        await expect(frame.locator("#figure")).to_have_class(re.compile(r"\bzoomed\b"))
        zoomed = min(min(box["width"], box["height"]) for _, box in await regions_of(phone))
        print(f"after the zoom: the smallest region {zoomed:.0f} CSS px")
        assert zoomed >= 32 and not await frame.locator("#moves-list").get_by_role("button", name="Back").count()
        await phone.activity.page.screenshot(path=picture(tmp_path, "live-board-zoomed-phone.png"))
    await region.click()  # the next tap takes it
    await expect(frame.locator("#moves-list").get_by_role("button", name="Back", exact=True)).to_be_visible()
    places = await regions_of(phone)
    labels = {a["label"] for a in shown["actions"] if a["group"][:1] == [piece]}
    assert places and {label for label, _ in places} <= labels, (places, labels)
    await frame.locator('#regions [role="button"]').first.focus()
    await phone.activity.page.screenshot(path=picture(tmp_path, "live-board-on-the-board-phone.png"))
    await phone.activity.page.set_viewport_size(DESKTOP)
    await phone.activity.page.wait_for_timeout(200)
    wide = await regions_of(phone)
    print(f"timbuktu's places on a {DESKTOP['width']} px desktop: the smallest region "
          f"{min(min(b['width'], b['height']) for _, b in wide):.0f} CSS px")
    await phone.activity.page.screenshot(path=picture(tmp_path, "live-board-on-the-board-desktop.png"))
    since = len(phone.messages())
    await frame.locator('#regions [role="button"]').first.press("Enter")  # by keyboard
    said = await phone.answered(since)
    assert said["type"] == "done", said
    after = await world.table()
    assert after.version > row.version and (await world.bot.tables.store.moves(after.id))[-1].seat == str(first.id)


async def finger(seen: Seen, region) -> None:
    """A finger's tap on a region (a click whose pointer is a touch); on a phone, a first tap on a
    small region zooms to it, and the next takes it."""
    tap = "(r) => r.dispatchEvent(new PointerEvent('click', {pointerType: 'touch', bubbles: true, cancelable: true}))"
    await region.evaluate(tap)
    if await seen.activity.frame.locator("#figure.zoomed").count():
        await region.evaluate(tap)


async def test_on_a_touch_screen_a_move_for_good_asks_first(world, fake_api, open_activity, tmp_path):
    """Port Royal's draw brings a card to light (it can never be taken back): a finger's tap on the
    deck asks first, with the move's label; Cancel plays nothing and leaves the board to tap again;
    Play plays it. A mouse's click is not asked about."""
    row, _, phone = await first_on_a_phone(world, fake_api, open_activity, "portroyal", options="reminder=0", seed=3)
    frame = phone.activity.frame
    draw = next(a for a in phone.table_at(row.version)["actions"] if a["id"] == "draw")
    deck = frame.locator("#regions").get_by_role("button", name=draw["label"], exact=True)
    confirm = frame.locator("#confirm")
    await finger(phone, deck)
    await expect(confirm).to_be_visible()
    await expect(frame.locator("#confirm-move")).to_have_text(draw["label"])
    weighed = [m for m in phone.messages() if m["type"] == "weighed"]
    assert weighed == [{"type": "weighed", "table": row.id, "version": row.version, "action": "draw", "final": True}]
    await phone.activity.page.screenshot(path=picture(tmp_path, "live-board-confirm-phone.png"))
    await confirm.get_by_role("button", name="Cancel").click()
    await expect(confirm).to_be_hidden()
    assert (await world.table()).version == row.version  # nothing played
    assert not [m for m in phone.messages() if m["type"] in ("done", "error")]
    await finger(phone, deck)  # the board takes taps again
    since = len(phone.messages())
    await confirm.get_by_role("button", name="Play it").click()
    said = await phone.answered(since)
    assert said["type"] == "done", said
    after = await world.table()
    assert after.version == row.version + 1 and await phone.version(after.version) == after.version
    await expect(confirm).to_be_hidden()


async def test_on_a_touch_screen_a_move_that_can_be_taken_back_plays_at_once(world, fake_api, open_activity):
    """Timbuktu's placing is quiet (nothing comes to light): a finger's tap on a camel, then on its
    place, plays it without asking."""
    row, _, phone = await first_on_a_phone(world, fake_api, open_activity, "timbuktu", ai=1,
                                           options="reminder=0", seed=5)
    frame = phone.activity.frame
    board = frame.locator("#regions")
    camel, _ = (await regions_of(phone))[0]
    await finger(phone, board.get_by_role("button", name=camel, exact=True))
    await expect(frame.locator("#moves-list").get_by_role("button", name="Back", exact=True)).to_be_visible()
    place, _ = (await regions_of(phone))[0]
    since = len(phone.messages())
    await finger(phone, board.get_by_role("button", name=place, exact=True))
    said = await phone.answered(since)
    assert said["type"] == "done", said
    assert [m["final"] for m in phone.messages()[since:] if m["type"] == "weighed"] == [False]
    assert await frame.locator("#confirm").is_hidden()
    assert (await world.table()).version > row.version


async def test_a_tobago_clue_card_then_its_map_tapped_on_the_board(world, fake_api, open_activity, tmp_path):
    """Tobago's turn on the board, as on the turn prompt: the first step is the pieces (each clue
    card in the hand, the ATV that drives), no menu of kinds; a tapped card outlines the maps it may
    go on, named as the prompt names them inside the card's branch; a tap on a map plays the clue."""
    alice, bob = world.members[:2]
    await open_table(world, "tobago", [alice, bob], options="reminder=0", seed=4)
    by_seat = {str(m.id): m for m in (alice, bob)}
    for _ in range(2):  # the starting spaces, typed
        row = await world.table()
        game, state = world.state(row)
        seat = game.to_act(state)[0]
        await by_seat[seat].slash(world.channel, "move", action=game.ai_choose(state, seat, Rng(1)))
    row = await world.table()
    game, state = world.state(row)
    seat = game.to_act(state)[0]
    phone, = await open_pages(world, fake_api, open_activity, [by_seat[seat]], viewport=PHONE)
    frame = phone.activity.frame
    actions = phone.table_at(row.version)["actions"]
    pieces = {label for label, _ in await regions_of(phone)}
    cards = {a["group"][0] for a in actions if a["id"].startswith("clue:")}
    drive = {a["group"][0] for a in actions if a["id"].startswith("drive:")}
    assert cards and drive and cards | drive <= pieces, (pieces, cards, drive)
    card = sorted(cards)[0]
    await tap(phone, frame.locator("#regions").get_by_role("button", name=card, exact=True))
    maps = [a for a in actions if a["group"][:1] == [card]]
    places = {label for label, _ in await regions_of(phone)}
    assert len(maps) >= 2 and places == {a["label"] for a in maps}
    await frame.locator('#regions [role="button"]').first.focus()
    await phone.activity.page.screenshot(path=picture(tmp_path, "live-board-tobago-card-phone.png"))
    since = len(phone.messages())
    await tap(phone, frame.locator("#regions").get_by_role("button", name=maps[0]["label"], exact=True))
    said = await phone.answered(since)
    assert said["type"] == "done", said
    assert (await world.bot.tables.store.moves(row.id))[-1].action == maps[0]["id"]
