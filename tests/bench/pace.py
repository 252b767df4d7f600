"""What people live with at a table, played by buttons at a human pace through the real bot.

Three people (or the game's minimum) play a whole game in SimCord, each decision `pace`
simulated seconds after the last, pressing the buttons on the turn message, the private
menu ("Choose") when their choice is there, the menu levels when there are many choices,
and `/move` only when nothing else offers the move. Measured:

- fresh: the share of decisions taken on a current board. A board is *current* when the
  newest board image the person can see for that decision was rendered from the view they
  decide on: for a choice on the turn message, the newest image in the channel rendered
  from the public view of the state at that moment; for a private decision, that or an
  image in the private menu rendered from their own seat's view. (Each render is
  fingerprinted when the bot makes it, so "rendered from" is exact.)
- writes per move: posts + edits in the channel's rate-limit bucket, per logged move.
- max writes in 5 s: the most channel writes in any window of 5 simulated seconds.
- pings per person per turn: new messages that ping a person, divided by their turns (a
  turn: a stretch in which they must act, counted when they newly must); the highest person.
- MB per game: bytes of board images uploaded to the channel.
"""

from __future__ import annotations

import hashlib
import json
import re
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import renders
from engine import registry
from tests.games import game_names
from engine.core import Rng
from tests.threadless import no_threads

PACES = (8.0, 2.0, 1.0)
WINDOW = 5.0
MENTION = re.compile(r"<@!?(\d+)>")
MENTION_CHANNELS: set[str] = set()  # the game channels (a DM pings nobody in the channel)


def _key(view) -> str:
    return hashlib.sha1(json.dumps(view, sort_keys=True, default=str).encode()).hexdigest()


@contextmanager
def fingerprinting():
    """Every board the bot renders: sha1 of the PNG -> fingerprint of the view it was drawn from."""
    seen: dict[str, str] = {}
    real = renders.render

    def render(game, view, *args, **kwargs):
        png = real(game, view, *args, **kwargs)
        seen[hashlib.sha1(png).hexdigest()] = _key(view)
        return png

    renders.render = render
    try:
        yield seen
    finally:
        renders.render = real


@contextmanager
def pings_recorded():
    """(clock, user id) for every new message that pings someone."""
    from tests.discord_limits import each_request, route_of

    found: list[tuple[float, str]] = []

    def look(backend, method, path, json, files):
        kind, _ = route_of(method, path)
        body = json if isinstance(json, dict) else {}
        if kind == "interaction.callback":
            body = body.get("data") or {} if body.get("type") == 4 else {}
        if kind in ("message.create", "followup.create", "interaction.callback") and body \
                and not (body.get("flags") or 0) & 64:
            allowed = body.get("allowed_mentions") or {"parse": ["users"]}
            texts = [body.get("content") or ""] + [c.get("content") or "" for c in _walk(body.get("components"))
                                                    if c.get("type") == 10]  # a V2 layout's text displays
            named = set(MENTION.findall("\n".join(texts)))
            pinged = named if "users" in (allowed.get("parse") or []) else named & {str(u) for u in allowed.get("users") or []}
            at = float(getattr(getattr(backend, "clock", None), "elapsed", 0.0))
            channel = re.search(r"/channels/(\d+)/", path)
            found.extend((at, user) for user in pinged if channel is None or channel[1] in MENTION_CHANNELS)

    with each_request(look):
        yield found


def _walk(components):
    """Every component of a request's body, however deep a V2 layout nests it."""
    for c in components or []:
        yield c
        yield from _walk(c.get("components"))


def _components(message):
    """(type, label, custom id, options) of every button and select of a message or a SimCord response."""
    from tests.bot.conftest import components_of
    for c in components_of(message):
        if isinstance(c, dict):
            yield c.get("type"), c.get("label"), c.get("custom_id"), c.get("options")
        elif getattr(c, "custom_id", None) is not None:
            yield int(getattr(c.type, "value", c.type)), getattr(c, "label", None), c.custom_id, \
                getattr(c, "options", None)


def _buttons(message) -> dict[str, str]:
    return {label: custom_id for kind, label, custom_id, _ in _components(message) if kind == 2 and label}


def _select(message) -> str | None:
    return next((custom_id for kind, _, custom_id, _ in _components(message) if kind == 3), None)


def _path_to(actions, action_id):
    """The option indexes that lead to `action_id` through the menus (bot/speech/menus.py)."""
    from bot.speech import menus

    path: list[int] = []
    while True:
        options = menus.walk(actions, path)
        if not isinstance(options, list):
            return path
        index = next(i for i, o in enumerate(options) if any(a.id == action_id for a in o.actions))
        path.append(index)
        if options[index].action is not None:
            return path


@dataclass
class Result:
    game: str
    pace: float
    moves: int = 0
    decisions: int = 0
    fresh: int = 0
    writes: int = 0
    max_window: int = 0
    pings: dict[str, int] = field(default_factory=dict)
    turns: dict[str, int] = field(default_factory=dict)
    bytes: int = 0           # boards everyone sees (channel posts, public edits)
    private_bytes: int = 0   # boards in private menus
    typed: int = 0
    stale_prompts: int = 0   # older messages still showing move buttons or menus at the end
    status: str = ""

    full_moves: int = 0      # moves of the whole game (engine only, same choices) when play stopped early

    def per_game(self, value: float) -> float:
        """`value` measured over the moves played, scaled to the whole game when play stopped early."""
        return value * self.full_moves / self.moves if self.full_moves and self.moves else value

    @property
    def ping_rate(self) -> float:
        return max((self.pings.get(s, 0) / t for s, t in self.turns.items() if t), default=0.0)


async def play(game_name: str, pace: float, seed: int = 1, people: int | None = None,
               decisions: int = 3000) -> Result:
    import simcord
    from simcord.backend.errors import SetupError

    from bot.app import create_bot
    from bot.speech.wording import label_words
    from tests.discord_limits import watching

    game = registry.get(game_name)
    people = people or max(3, game.min_players)
    result = Result(game_name, pace)
    with tempfile.TemporaryDirectory() as tmp, watching() as log, fingerprinting() as drawn, \
            pings_recorded() as pings:
        bot = create_bot(database=Path(tmp) / "bench.sqlite3")
        async with simcord.run(bot) as env:
            guild = no_threads(env, env.create_guild())
            channel = guild.create_text_channel("bench")
            MENTION_CHANNELS.add(str(channel.id))
            members = [guild.add_member(env.create_user(f"p{i}")) for i in range(people)]
            await members[0].slash(channel, "game new", game=game_name)
            for member in members[1:]:
                await member.slash(channel, "game join")
            mark, start_pings = log.mark(), len(pings)
            await members[0].slash(channel, "game start")
            by_seat = {str(m.id): m for m in members}
            rng = Rng(seed)
            awaited_before: set[str] = set()

            def newest_board(messages):
                for m in reversed(messages):
                    if m.attachments:  # the board is the last picture (a focus picture may come first)
                        return drawn.get(hashlib.sha1(env.backend.cdn.get(m.attachments[-1].url) or b"").hexdigest())
                return None

            for _ in range(decisions):
                await env.advance_time(pace)
                row = await bot.tables.store.latest_table(channel.id)
                if row.status != "running":
                    break
                g, state = bot.tables.state_of(row)
                awaited = {s for s in g.to_act(state) if s in by_seat}
                for s in awaited - awaited_before:
                    result.turns[s] = result.turns.get(s, 0) + 1
                awaited_before = awaited
                seat = next(s for s in g.to_act(state) if s in by_seat)
                member = by_seat[seat]
                actions = g.legal_actions(state, seat)
                action = g.ai_choose(state, seat, rng)
                words = label_words(row)
                label = words.action(g.name, next(a for a in actions if a.id == action))
                public = [m for m in channel.history() if not m.flags.ephemeral]
                on_channel = newest_board(public) == _key(g.view(state, None))
                prompt = next((m for m in reversed(public) if m.id == row.prompt_message), None)
                result.decisions += 1
                buttons = _buttons(prompt) if prompt else {}
                if label in buttons:
                    result.fresh += on_channel
                    await member.click(prompt, custom_id=buttons[label])
                    continue
                menu, private = prompt, False
                if prompt is not None and _select(prompt) is None and "Choose" in " ".join(buttons):
                    opened = await member.click(prompt, custom_id=next(c for b, c in buttons.items() if "Choose" in b))
                    menu, private = (opened.followups[-1] if opened.followups else opened.response), True
                    mine = newest_board([menu]) == _key(g.view(state, seat)) if menu is not None else False
                    result.fresh += on_channel or mine
                    inner = _buttons(menu) if menu is not None else {}
                    if label in inner:
                        await member.click(menu, custom_id=inner[label])
                        continue
                elif prompt is not None and _select(prompt) is not None:
                    result.fresh += on_channel
                else:
                    result.fresh += on_channel
                select = _select(menu) if menu is not None else None
                if select is not None:
                    try:
                        for index in _path_to(actions, action):
                            picked = await member.select(menu, [str(index)], custom_id=select)
                            menu = picked.followups[-1] if picked.followups else picked.response
                            select = _select(menu) if menu is not None else None
                            if select is None:
                                break
                        continue
                    except SetupError:  # the menu was not where a person would find it: typed instead
                        pass
                await member.slash(channel, "move", action=action)
                result.typed += 1
            await env.advance_time(30)
            row = await bot.tables.store.latest_table(channel.id)
            result.stale_prompts = sum(
                1 for m in channel.history() if not m.flags.ephemeral and m.id != row.prompt_message
                and any(str(cid).startswith(("tt:a:", "tt:m:", "tt:choose:")) for _, _, cid, _ in _components(m)))
            result.status = row.status
            result.moves = len(await bot.tables.store.moves(row.id))
            await bot.close_storage()
    writes = [c.at for c in log.calls[mark:] if c.channel_write and c.channel_id == channel.id]
    result.writes = len(writes)
    result.max_window = max((sum(1 for t in writes if a <= t < a + WINDOW) for a in writes), default=0)
    result.bytes = sum(c.uploaded_bytes for c in log.calls[mark:] if c.channel_id == channel.id and c.public)
    result.private_bytes = sum(c.uploaded_bytes for c in log.calls[mark:]
                               if c.channel_id == channel.id and not c.public)
    for _, user in pings[start_pings:]:
        result.pings[user] = result.pings.get(user, 0) + 1
    return result


HEADER = ("| game | pace | fresh board | writes/move | max writes/5 s | pings/person/turn | MB/game (private) | moves |\n"
          "|---|---|---|---|---|---|---|---|")


def row_text(r: Result) -> str:
    return (f"| {r.game} | {r.pace:g} s | {r.fresh}/{r.decisions} = {r.fresh / max(r.decisions, 1):.0%} | "
            f"{r.writes / max(r.moves, 1):.2f} | {r.max_window} | {r.ping_rate:.2f} | "
            f"{'≈' if r.full_moves else ''}{r.per_game(r.bytes) / 1e6:.2f} ({r.per_game(r.private_bytes) / 1e6:.2f}) | "
            f"{r.moves}{f' of ≈{r.full_moves}' if r.full_moves else ''}{f', {r.typed} typed' if r.typed else ''} |")


def game_length(game_name: str, people: int, seed: int = 1) -> int:
    """Moves of a whole game with the same choices, engine only (to scale a stopped run)."""
    game = registry.get(game_name)
    state = game.setup([str(1000 + i) for i in range(people)], seed)
    rng, moves = Rng(seed), 0
    while game.outcome(state) is None and moves < 5000:
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.ai_choose(state, seat, rng))
        moves += 1
    return moves


async def bench_pace(names=None, paces=PACES, decisions: int = 3000) -> list[Result]:
    """`decisions`: stop each game after that many (its MB per game is then scaled, marked ≈).
    Boards are drawn in this process, where `fingerprinting` sees them (and SimCord, which waits
    for the bot's work to settle, can tell a board being drawn from a bot stuck)."""
    from bot import workers

    workers.configure(0)
    print("## people playing by buttons: fresh boards, channel writes, pings, board bytes")
    print(HEADER)
    results = []
    for name in names or game_names():
        for pace in paces:
            try:
                r = await play(name, pace, decisions=decisions)
            except TimeoutError as exc:  # SimCord's real-time settle deadline, on a loaded machine
                print(f"| {name} | {pace:g} s | not measured: {exc} |", flush=True)
                continue
            if r.status == "running":
                r.full_moves = game_length(name, max(3, registry.get(name).min_players))
            results.append(r)
            print(row_text(r), flush=True)
    return results
