"""`python -m bot.text check`: verify every locale's catalogue (see check.py).
`python -m bot.text missing LOCALE`: the English messages a locale still lacks, as FTL to translate."""

from __future__ import annotations

import sys

from . import DEFAULT_LOCALE, catalogue
from .check import check


def main(argv: list[str]) -> int:
    if argv[:1] == ["check"]:
        problems = check()
        for line in problems:
            print(line)
        print(f"{len(problems)} problems" if problems else "catalogue OK")
        return 1 if problems else 0
    if argv[:1] == ["missing"] and len(argv) == 2:
        english, theirs = catalogue(DEFAULT_LOCALE), catalogue(argv[1])
        for key in [k for k in english if k not in theirs]:
            print(english[key], end="")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
