"""A throw-away PostgreSQL server for the tests and the bench: a cluster in a temp folder,
listening only on a unix socket there, started once and removed at the end.

It uses Debian's server binaries (/usr/lib/postgresql/<version>/bin, package `postgresql`);
run as root, the server runs as the `postgres` user, which owns the folder.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from pathlib import Path

BACKENDS = ("sqlite", "postgresql")

ENABLE = ("PostgreSQL tests skipped: install the server (Debian: apt-get install postgresql) "
          "and they run too; CI=true makes them required")


def server_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    return Path(found[-1]).parent if found else None


class Cluster:
    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="tt-pg-"))
        self._as: list[str] = []
        if os.geteuid() == 0:  # the server refuses to run as root
            owner = pwd.getpwnam("postgres")
            os.chown(self.root, owner.pw_uid, owner.pw_gid)
            self._as = ["runuser", "-u", "postgres", "--"]
        self._names = itertools.count(1)

    def _run(self, *args: str) -> None:
        subprocess.run([*self._as, *args], check=True, capture_output=True, text=True)

    def start(self) -> "Cluster":
        data = self.root / "data"
        self._run(str(self.bin / "initdb"), "-D", str(data), "--auth=trust", "--username=postgres", "--no-sync",
                  "--encoding=UTF8", "--locale=C")
        options = (f"-k {self.root} -c listen_addresses='' -c fsync=off -c synchronous_commit=off"
                   " -c full_page_writes=off -c max_connections=200")
        self._run(str(self.bin / "pg_ctl"), "start", "-w", "-D", str(data), "-l", str(self.root / "log"), "-o", options)
        return self

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "stop", "-D", str(self.root / "data"), "-m", "immediate")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.root, ignore_errors=True)

    def dsn(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@/{database}?host={self.root}"

    def new_database(self) -> str:
        """A fresh, empty database on this server; its URL."""
        name = f"t{next(self._names)}"
        self._run(str(self.bin / "createdb"), "-h", str(self.root), "-U", "postgres", name)
        return self.dsn(name)
