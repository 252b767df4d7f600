"""The README is read by someone who just cloned the project: every link and image in it
must point at a file in the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_links_stay_inside_the_repository():
    text = (ROOT / "README.md").read_text()
    targets = re.findall(r"\]\(([^)\s]+)\)", text)
    assert "docs/howto-board.png" in targets and "docs/legend.png" in targets
    for target in targets:
        assert "://" not in target and not target.startswith(".."), target
        assert (ROOT / target.split("#")[0]).resolve().is_relative_to(ROOT), target
        assert (ROOT / target.split("#")[0]).exists(), target
    assert "../shared" not in text


def test_readme_names_every_game_with_its_player_counts():
    """A game added to the registry is added to the README's opening line too, with its counts."""
    from engine import registry

    opening = (ROOT / "README.md").read_text().split("## ")[0]
    for name in registry.names():
        game = registry.get(name)
        if not type(game).__module__.startswith("engine."):
            continue  # a test's own game (tests/highcard.py), registered while the bot tests run
        assert f"**{game.title}** ({game.min_players}–{game.max_players}" in opening, name


def readme() -> str:
    return (ROOT / "README.md").read_text()


def test_try_it_comes_within_the_first_60_lines_and_every_section_is_in_the_contents():
    lines = readme().splitlines()
    assert any("treasure-table try" in line for line in lines[:60])
    headings = [line[3:] for line in lines if line.startswith("## ")]
    assert headings[0] == "Try it" and "Run it for your server" in headings
    contents = next(line for line in lines if line.startswith("**Contents:**"))
    contents += next(lines[i + 1] for i, line in enumerate(lines) if line.startswith("**Contents:**"))
    for heading in headings:
        anchor = re.sub(r"[^a-z0-9 -]", "", heading.lower()).replace(" ", "-")
        assert f"(#{anchor})" in contents, heading


def test_the_readme_runs_the_tests_as_ci_does_and_says_npm_ci_comes_first():
    ci = re.search(r"^(pytest .+?) \|\|", (ROOT / ".ci" / "run").read_text(), re.M).group(1)
    section = readme().split("## Test\n", 1)[1].split("\n## ", 1)[0]
    assert f'pip install -e ".[test]" && {ci}\n' in section and "-rs" in ci
    assert section.index("npm ci") < section.index(ci)


def test_the_docs_pages_links_stay_inside_the_repository():
    pages = sorted((ROOT / "docs").glob("*.md"))
    linked = set(re.findall(r"\]\((docs/[^)#\s]+\.md)\)", readme()))
    assert {f"docs/{p.name}" for p in pages} <= linked | {"docs/adding-a-game.md"}
    for page in pages:
        for target in re.findall(r"\]\(([^)\s]+)\)", page.read_text()):
            path = (page.parent / target.split("#")[0]).resolve()
            assert "://" not in target and path.is_relative_to(ROOT) and path.exists(), (page.name, target)


def test_every_picture_in_the_readme_comes_from_the_pictures_script():
    from tests import readme_pictures

    made = {f"docs/{name}" for name in readme_pictures.drawn_boards()}
    made |= {f"docs/pictures/{name}.png" for name in readme_pictures.SCENES} | {"docs/live-board-phone.png"}
    shown = set(re.findall(r"!\[[^]]*\]\(([^)\s]+)\)", readme()))
    assert shown and shown <= made, shown - made


def test_the_board_pictures_are_what_the_renderer_draws_byte_for_byte():
    from tests import readme_pictures

    for name, drawn in readme_pictures.drawn_boards().items():
        assert (ROOT / "docs" / name).read_bytes() == drawn, f"docs/{name}: python -m tests.readme_pictures"


async def test_the_discord_pictures_show_what_the_bot_shows_now():
    """Their inputs, the preview's snapshots stored beside them, are what the same run gives now."""
    import json

    from tests import readme_pictures

    now = await readme_pictures.discord_side()
    for name in readme_pictures.SCENES:
        stored = json.loads((readme_pictures.PICTURES / f"{name}.json").read_text())
        assert now[name] == stored, f"docs/pictures/{name}: python -m tests.readme_pictures, and look at it"
