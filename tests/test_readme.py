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
