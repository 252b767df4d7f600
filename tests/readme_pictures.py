"""`python -m tests.readme_pictures`: every picture in the README, drawn from real runs.

Boards come from the renderer (byte for byte what it draws today); the Discord side from the real
bot on SimCord, photographed in Chromium through SimCord's preview, which draws messages as
Discord's client does. Beside each browser picture lies what the browser was given (the
preview's snapshot, as JSON): tests/test_readme.py fails when the bot would now show something
else, never on a browser's pixels. The live board on a phone comes from its own real-table test
(tests/web/test_real_tables.py, with UPDATE_SCREENSHOTS=1), which checks its stored view likewise.

Needs `pip install -e ".[test]"` and Chromium at /usr/bin/chromium (CHROMIUM to override)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("RENDER_WORKERS", "0")  # boards in-process, under SimCord's clock

import renders  # noqa: E402
from tests.renders.make_docs import english_legend, mid_game  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PICTURES = DOCS / "pictures"
WIDTH, HEIGHT = 700, 2000  # a desktop's message column; tall enough for a whole Tobago turn message
SEED, MOVES = 7, 4  # the Tobago table of the Discord pictures: its deal, the people's moves before

SCENES = ("turn-message", "private-view")  # docs/pictures/<scene>.png and .json

# The board pictures: (file, game, players, moves into the game), drawn for the first seat.
BOARDS = (("howto-board.png", "portroyal", 3, 40),)


def board(game: str, players: int, moves: int) -> bytes:
    view, names = mid_game(game, players, moves)
    return renders.render(game, view, names)


def legend() -> bytes:
    """The README's example: the first picture of Port Royal's legend that "?" sends, in English."""
    return english_legend("portroyal")[0]


def drawn_boards() -> dict[str, bytes]:
    """docs/<file> -> the bytes the renderer draws for it now."""
    found = {name: board(game, players, moves) for name, game, players, moves in BOARDS}
    found["legend.png"] = legend()
    return found


async def discord_side(shoot: bool = False) -> dict[str, dict]:
    """The Tobago table's turn message and Olena's private view (My view), as the preview's
    snapshots; with `shoot`, also photographed into docs/pictures/."""
    import simcord

    from bot.app import create_bot
    from tests.bot.conftest import World, open_table, prompt
    from tests.bot.playing import play_out

    snapshots = {}
    with tempfile.TemporaryDirectory() as folder:
        bot = create_bot(database=Path(folder) / "pictures.sqlite3")
        async with simcord.run(bot) as env:
            env.backend.edit_bot_profile("Treasure Table")
            world = World(env, names=("Olena", "Jiří"))
            olena, jiri = world.members[:2]
            await open_table(world, "tobago", [olena, jiri], ai=1, options="thread=no", seed=SEED)
            await play_out(world, [olena, jiri], seed=SEED, stop=lambda count: count >= MOVES)
            turn = prompt(world)
            row = await world.table()
            game, state = world.state(row)
            you = next(m for m in (olena, jiri) if str(m.id) in game.to_act(state))  # the one asked to move
            mine = await you.click(turn, label="My view")
            for name, target in zip(SCENES, (turn, mine)):
                async with env.preview(world.channel, viewers=[you], layout="message", width=WIDTH,
                                       height=HEIGHT) as preview:
                    await preview.show(target)
                    snapshots[name] = stable(await preview.snapshot())
                    if shoot:
                        await photograph(preview.url, PICTURES / f"{name}.png")
        await bot.close_storage()
    return snapshots


VOLATILE = {"publishedAt", "capability", "url", "src", "assetId", "id", "contextId", "revision", "generation",
            "expiresAt", "leaseExpiresAt", "token", "requestId", "fingerprint"}


SESSION_ID = re.compile(r"a_[A-Za-z0-9_-]{16}")  # an asset's id in one preview session


def stable(snapshot: dict) -> dict:
    """What the browser is given, less what differs from one run to the next (addresses, ids of
    the session, times of publishing)."""
    def walk(value):
        if isinstance(value, dict):
            if value and all(SESSION_ID.fullmatch(k) for k in value):  # keyed by this session's asset ids
                return sorted((walk(v) for v in value.values()), key=lambda v: json.dumps(v, sort_keys=True))
            return {k: walk(v) for k, v in sorted(value.items()) if k not in VOLATILE}
        if isinstance(value, list):
            return [walk(v) for v in value]
        return "<asset>" if isinstance(value, str) and SESSION_ID.fullmatch(value) else value
    return walk(snapshot)


async def photograph(url: str, path: Path) -> None:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
        page = await browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
        await page.goto(url)
        await page.wait_for_load_state("networkidle")
        await page.wait_for_function("[...document.images].every(i => i.complete && i.naturalWidth > 0)",
                                     timeout=15_000)
        await page.wait_for_timeout(300)
        await page.locator("article").first.screenshot(path=path)  # the message, without the preview's bar
        await browser.close()


def main() -> None:
    for name, data in drawn_boards().items():
        (DOCS / name).write_bytes(data)
        print(f"docs/{name}")
    PICTURES.mkdir(exist_ok=True)
    for name, snapshot in asyncio.run(discord_side(shoot=True)).items():
        (PICTURES / f"{name}.json").write_text(json.dumps(snapshot, indent=1, ensure_ascii=False) + "\n")
        print(f"docs/pictures/{name}.png and .json")
    web = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "tests/web/test_real_tables.py",
                          "-k", "phone_and_a_desktop"], cwd=ROOT, env={**os.environ, "UPDATE_SCREENSHOTS": "1"})
    print("docs/live-board-phone.png, docs/live-board-desktop.png" if web.returncode == 0 else
          "the live board's pictures were not redrawn: tests/web/test_real_tables.py failed or was skipped")


if __name__ == "__main__":
    main()
