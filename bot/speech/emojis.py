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

# A catalogue symbol (written without U+FE0F, which may follow it) -> the icon that draws the same
# thing (renders.common.icon_names()). Only true matches; the others stay Unicode.
SYMBOLS: dict[str, str] = {
    # the kit's icons, shared by the boards
    "💰": "coin",
    "🪙": "coin",
    "⚔": "swords",
    "⚓": "anchor",
    "☠": "skull",      # the boards draw the skull ships' and the mutiny's skull with it
    "💀": "skull",
    "💥": "burst",
    "🏁": "flag",
    "🛖": "hut",
    "✝": "cross",
    "✳": "star",       # Port Royal's Jack of all Trades: the board's "any symbol" star
    "🃏": "jester",    # Port Royal's Jester
    "🏆": "trophy",
    "⌛": "hourglass",
    "⏳": "hourglass",
    "👁": "eye",
    "🂠": "deck",
    # icons a game's board brings, the same things in every game's words
    "🗺": "tortuga.treasure_map",
    "🔔": "tortuga.eight_bells",
    "✅": "tortuga.tick",
    "👑": "tortuga.crown",
    "🔥": "tortuga.fire",
    "⎈": "tortuga.helm",
    "🚣": "tortuga.rowboat",
    "🔫": "tortuga.pistol",
    "⛲": "tortuga.fountain",
    "🐦": "tortuga.albatross",
    "🇬🇧": "tortuga.flag_british",
    "🇫🇷": "tortuga.flag_french",
    "🏝": "tortuga.island",
    "🧭": "tobago.rose",
    "🧿": "tobago.amulet",
    "🚙": "tobago.atv",
    "🗿": "tobago.statue",
    "🌴": "timbuktu.palm",
    "🪔": "timbuktu.lamp",
    "⭐": "timbuktu.star",
    "🗡": "timbuktu.scimitar",
    "🌙": "timbuktu.moon",
    "☕": "timbuktu.coffee",
    "🌶": "timbuktu.pepper",
    "🧂": "timbuktu.salt",
    "💧": "timbuktu.water",
    "🕵": "timbuktu.thief",  # the masked thief: Timbuktu's thieves, Tortuga's secret loyalty
}

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
