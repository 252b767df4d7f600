"""The container: its build context holds no local state or secret, and it serves the live board."""

from __future__ import annotations

import fnmatch
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def ignored(path: str) -> bool:
    patterns = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    return any(fnmatch.fnmatch(path, p) or path.startswith(p.rstrip("/") + "/") for p in patterns)


def test_the_build_context_leaves_out_local_state_and_secrets_but_not_what_is_built():
    for local in (".venv/bin/python", "node_modules/@discord/x.js", "data/tables.sqlite3", ".env", ".git/HEAD"):
        assert ignored(local), local
    copied = re.findall(r"^COPY (?!--from)(.+) \S+$", (ROOT / "Dockerfile").read_text(), re.M)
    sources = [source for line in copied for source in line.split()]
    assert "bot" in sources and "package-lock.json" in sources
    assert [source for source in sources if ignored(source)] == []


def test_compose_publishes_the_live_board_which_listens_beyond_the_containers_loopback():
    compose = (ROOT / "docker-compose.yml").read_text()
    assert re.search(r'^\s+ACTIVITY_HOST: "0\.0\.0\.0"', compose, re.M)
    assert '"127.0.0.1:${ACTIVITY_PORT:-8080}:${ACTIVITY_PORT:-8080}"' in compose
    assert "ENV ACTIVITY_HOST=0.0.0.0" in (ROOT / "Dockerfile").read_text()  # `docker run` too
