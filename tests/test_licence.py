"""The project's licence is MIT (as discord.py's), said in the files people and tools read."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_licence_is_mit_in_the_licence_file_the_package_and_the_npm_manifest():
    licence = (ROOT / "LICENSE").read_text()
    assert licence.startswith("MIT License") and "Copyright (c) 2026 Treasure Table contributors" in licence
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert json.loads((ROOT / "package.json").read_text())["license"] == "MIT"
