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
