"""The board's own icons in our words: where the catalogue writes a Unicode symbol that one of the
renderer's icons draws too (💰 and the coin), the app's emoji made from that icon stands in for it.

`SYMBOLS` is the one table of those symbols. `Emojis` holds the app emojis had so far (the start-up
sync, bot/discord_surface/appemojis.py, tells it each one as it is there) and dresses words with
them. With none had (the first start still uploading, an error, a limit) the words stay exactly as
the catalogue wrote them: every emoji is a nicety, never a need.
"""

from __future__ import annotations

import re
from typing import Mapping

import discord

import renders

# A catalogue symbol -> the icon that draws the same thing: the renderers' own table (each game's
# module names its symbols beside its icons, renders.symbols()). Only true matches; the others stay Unicode.
SYMBOLS: Mapping[str, str] = renders.symbols()

JOINER = "\u200d"  # inside a longer emoji (🏴‍☠️, 🚣‍♀️) a symbol is part of another picture: left alone
PRESENTATION = "\ufe0f"


def _pattern(symbols: Mapping[str, str]) -> re.Pattern:
    """Any of the symbols, with its presentation mark, not joined to a neighbour or tinted."""
    choices = "|".join(re.escape(s) for s in sorted(symbols, key=len, reverse=True))
    return re.compile(f"(?<!{JOINER})({choices}){PRESENTATION}?(?![{JOINER}\U0001F3FB-\U0001F3FF])")


class Emojis:
    """The app emojis had for the icons of `symbols`, and our words dressed with them."""

    def __init__(self, symbols: Mapping[str, str] = SYMBOLS) -> None:
        self.symbols = dict(symbols)
        self._pattern = _pattern(self.symbols)
        self._had: dict[str, discord.PartialEmoji] = {}  # icon name -> its app emoji

    def icons(self) -> tuple[str, ...]:
        """The icons our words use, each once."""
        return tuple(sorted(set(self.symbols.values())))

    def had(self, icon: str, emoji: discord.PartialEmoji) -> None:
        """The app has `emoji` for `icon` (the sync says so once it is there)."""
        self._had[icon] = emoji

    def of(self, symbol: str) -> discord.PartialEmoji | None:
        """The app emoji standing for `symbol`, if one is had."""
        icon = self.symbols.get(symbol.replace(PRESENTATION, ""))
        return self._had.get(icon) if icon is not None else None

    def dress(self, text: str) -> str:
        """`text` with each symbol whose app emoji is had written as that emoji (`<:name:id>`)."""
        if not self._had:
            return text
        return self._pattern.sub(lambda m: str(self.of(m.group(1)) or m.group(0)), text)

    def split(self, label: str) -> tuple[discord.PartialEmoji | None, str]:
        """A button's or a select option's label -> (the emoji for its field, the label's words).
        A leading symbol whose app emoji is had moves to the emoji field; otherwise the label stays
        whole, its Unicode symbol and all, exactly as the catalogue wrote it (so does a label that
        is the symbol alone: a select option needs words)."""
        match = self._pattern.match(label)
        emoji = self.of(match.group(1)) if match else None
        rest = label[match.end():].lstrip() if match else ""
        if emoji is None or not rest:
            return None, label
        return emoji, rest
