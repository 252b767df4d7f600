"""`treasure-table try`: the real bot on SimCord, played in Chromium as a newcomer would, from the
command line to moves on the page, and nothing left behind by Ctrl+C."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from engine import registry

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
MOVES = 3  # moves of yours, each answered by the AIs


def lacking() -> str | None:
    try:
        import playwright.async_api  # noqa: F401
        from simcord.preview import _require_preview_runtime
        _require_preview_runtime()
    except Exception:  # noqa: BLE001
        return "Playwright and SimCord's preview (pip install -e '.[test]')"
    return None if CHROMIUM.exists() else "Chromium (Debian: apt-get install chromium)"


def start(tmp_path: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "TMPDIR": str(tmp_path / "tmp"), "PYTHONPATH": str(ROOT)}
    (tmp_path / "tmp").mkdir()
    (tmp_path / "here").mkdir()
    return subprocess.Popen([sys.executable, "-m", "bot", "try", *args], cwd=tmp_path / "here", env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def printed_url(process: subprocess.Popen) -> tuple[str, list[str]]:
    lines = []
    for line in process.stdout:
        lines.append(line)
        if found := re.search(r"http://127\.0\.0\.1:\d+/#\S+", line):
            return found.group(0), lines
    raise AssertionError("no address printed: " + "".join(lines) + process.stderr.read())


async def play(url: str) -> list[int]:
    """Pick the first game on the first message, start the table, and play MOVES moves of yours
    from the turn message's menu. The move counters of the turn messages seen, in order."""
    from playwright.async_api import async_playwright

    first = next(registry.get(name).title for name in registry.names()  # not a test's own game
                 if type(registry.get(name)).__module__.startswith("engine."))
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        try:
            page = await browser.new_page(viewport={"width": 1000, "height": 1400})
            await page.goto(url)
            await page.get_by_role("button", name=first, exact=True).click()
            await page.get_by_role("button", name="Start", exact=True).click(timeout=10_000)
            counters = [await _move_counter(page, -1)]
            for _ in range(MOVES):
                await page.wait_for_timeout(1100)  # the bot ignores a second tap on a message within a second
                turn = page.locator("article.channel-message", has_text=f"move {counters[-1]}").last
                control = turn.locator("button.component-button, [role=combobox]").first  # the first move offered
                await control.click()
                if await control.get_attribute("role") == "combobox":
                    await page.get_by_role("option").first.click()
                counters.append(await _move_counter(page, counters[-1]))
            return counters
        finally:
            await browser.close()


async def _move_counter(page, past: int) -> int:
    """The newest turn message's move number ("table 1 · move 4"), once it is past `past`."""
    newest = """(past) => {
        const seen = [...document.querySelectorAll("article.channel-message")].map(
            (m) => /table \\d+ · move (\\d+)/.exec(m.innerText)).filter(Boolean);
        const last = seen.length ? Number(seen[seen.length - 1][1]) : -1;
        return last > past ? {last} : null;
    }"""
    handle = await page.wait_for_function(newest, arg=past, timeout=15_000)
    return (await handle.json_value())["last"]


def test_try_plays_the_real_bot_in_a_browser_and_leaves_nothing(tmp_path):
    if reason := lacking():
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI needs {reason}")
        pytest.skip(f"needs {reason}")
    process = start(tmp_path, "--no-browser", "--port", "0")
    try:
        url, said = printed_url(process)
        assert any("local simulation" in line for line in said), said
        counters = asyncio.run(play(url))
    finally:
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    assert "Traceback" not in err, err
    assert counters[0] == 0 and counters == sorted(set(counters)) and len(counters) == MOVES + 1, counters
    assert list((tmp_path / "tmp").iterdir()) == [] and list((tmp_path / "here").iterdir()) == []


def test_without_the_extra_it_says_how_to_install_it_in_one_line(monkeypatch, capsys):
    from bot.trying import cli

    monkeypatch.setitem(sys.modules, "simcord", None)  # as if `pip install -e .` only
    assert cli.main(["--no-browser"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and 'pip install -e ".[try]"' in err, err


def test_a_port_in_use_is_refused_in_one_line(capsys):
    from bot.trying import cli

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert cli.main(["--no-browser", "--port", str(port)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"port {port} is in use" in err and "--port" in err, err
