"""`python -m tests.hint_pictures [game…]`: docs/hints/<game>.png, a hint as its asker sees it in
Discord (SimCord's preview of the table's thread, the ephemeral answer included), after ten random
moves, at the table's real hint budget; prints the time each hint took. Needs Debian's Chromium
and `simcord[preview]`. Look at every picture before committing it."""

from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("RENDER_WORKERS", "0")  # boards and hints in-process, under SimCord's clock

import simcord  # noqa: E402

DOCS = Path(__file__).resolve().parents[1] / "docs" / "hints"
MOVES, WIDTH, HEIGHT = 10, 500, 1200
LATER = {"timbuktu": 36}  # past its placing (where no move stands out) to its camels' moves


async def picture(game: str, out: Path, seed: int = 5) -> float:
    from playwright.async_api import async_playwright

    from bot.app import create_bot

    rng = random.Random(seed)
    async with simcord.run(create_bot(database=os.path.join(tempfile.mkdtemp(), "hint.sqlite3"))) as env:
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        people = [guild.add_member(env.create_user(n)) for n in ("Ann", "Bo", "Cy")]
        await people[0].slash(channel, "game new", game=game)
        table = channel.threads[0] if channel.threads else channel
        for person in people[1:]:
            await person.slash(channel, "game join")
        await people[0].slash(channel, "game start")
        for _ in range(LATER.get(game, MOVES)):
            ready = [(p, c) for p in people if (c := await p.autocomplete(table, "move", "action", ""))]
            if not ready:
                break
            person, choices = rng.choice(ready)
            await person.slash(table, "move", action=rng.choice(choices)["value"])
            await env.advance_time(8)
        asker = [p for p in people if len(await p.autocomplete(table, "move", "action", "")) > 1][0]
        started = time.perf_counter()
        await asker.slash(table, "game hint")
        took = time.perf_counter() - started
        async with env.preview(table, viewers=[asker], layout="channel", width=WIDTH, height=HEIGHT) as preview:
            async with async_playwright() as pw:
                browser = await pw.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"),
                                                   args=["--no-sandbox"])
                page = await browser.new_page(viewport={"width": WIDTH, "height": HEIGHT})
                await page.goto(preview.url)
                await page.wait_for_load_state("networkidle")
                await page.wait_for_function("[...document.images].every(i => i.complete)", timeout=15000)
                await page.wait_for_timeout(500)
                await page.screenshot(path=str(out))
                await browser.close()
    return took


def main(names: list[str]) -> None:
    DOCS.mkdir(parents=True, exist_ok=True)
    for game in names or ["portroyal", "tobago", "tortuga", "timbuktu"]:
        took = asyncio.run(picture(game, DOCS / f"{game}.png"))
        print(f"{game}: the hint took {took:.2f} s -> {DOCS / f'{game}.png'}")


if __name__ == "__main__":
    main(sys.argv[1:])
