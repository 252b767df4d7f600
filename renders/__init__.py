"""Board images: a game's view (a plain dict from the engine) -> PNG bytes.

No Discord, no database, no engine: everything comes in as plain data. Each game has a module
`renders.<game_name>` with `render(view, names=None) -> bytes` (the whole board) and
`focus(view, choices, names=None) -> (PNG bytes, facts) | None` (the part of the board where the
decision at hand happens, drawn for a phone); `draw` gives both as one `Drawing`, with the regions
of the board things the choices name (each strip's draw marks them: `strips.mark`). Adding a game
means adding a module. `register` lets a renderer that lives elsewhere (a test game's) plug in.
`icon_png` draws one icon of the set alone (the bot's app emojis are made from them).
"""

from __future__ import annotations

import importlib
import io
import pkgutil
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, NamedTuple, Sequence

from . import common, strips


class Choice(NamedTuple):
    """One legal action of the seat the picture is for, as plain data: its id, its label (in the
    reader's words) and the board things it names (the engine's `Action.at`: `hex:F7`, `slot:3`)."""

    id: str
    label: str = ""
    at: tuple[str, ...] = ()


Polygon = tuple[tuple[int, int], ...]
Fact = tuple[str, dict]  # (kind, params): the bot words it as `<game>.focus.<kind>`, as it words `describe`


@dataclass(frozen=True)
class Drawing:
    """What a renderer draws for one decision."""

    board: bytes                      # the whole board (PNG)
    focus: bytes | None = None        # where this decision happens, drawn for a phone (PNG); None: no focus
    facts: tuple[Fact, ...] = ()      # what the focus shows, for its alt text
    # where the board things the choices name are on `board`: at key -> its polygons, each a tuple
    # of (x, y) in the board's pixels (a thing drawn twice has two); a renderer that marks none: empty
    regions: dict[str, tuple[Polygon, ...]] = field(default_factory=dict)


Renderer = Callable[[dict, "dict[str, str] | None"], bytes]
Focus = Callable[[dict, Sequence[Choice], "dict[str, str] | None"], "tuple[bytes, list[Fact]] | None"]
_renderers: dict[str, Renderer] = {}
_focuses: dict[str, Focus | None] = {}
NOT_GAMES = frozenset({"common", "focus", "strips", "portroyal_icons"})  # the kit, not a game


def register(game_name: str, renderer: Renderer, focus: Focus | None = None) -> None:
    _renderers[game_name] = renderer
    _focuses[game_name] = focus


def unregister(game_name: str) -> None:
    _renderers.pop(game_name, None)
    _focuses.pop(game_name, None)


def draw(game_name: str, view: dict, choices: Sequence[Any] = (), names: dict[str, str] | None = None) -> Drawing:
    """The board and the focus of one decision: `view` is what the picture's reader may see,
    `choices` the legal actions of the seat it is for (`Choice`s or (id, label, at) triples; none
    in the channel when nobody may act)."""
    choices = [Choice(*c) for c in choices]
    with strips.recording_regions() as marked:
        board = render(game_name, view, names)
    named = {key for c in choices for key in c.at}
    regions: dict[str, tuple[Polygon, ...]] = {}
    for key, polygon in marked:
        if key in named:
            regions[key] = (*regions.get(key, ()), polygon)
    made = _focuses[game_name]
    drawn = made(view, choices, names) if made is not None else None
    if drawn is None:
        return Drawing(board, regions=regions)
    png, facts = drawn
    return Drawing(board, png, tuple((kind, dict(params)) for kind, params in facts), regions)


def render(game_name: str, view: dict, names: dict[str, str] | None = None) -> bytes:
    """Render `view` of game `game_name` as PNG bytes.

    `names` maps seat ids to display names (supplied by the bot); seats without a name are
    labelled P1, P2, ... in seat order.
    """
    if game_name not in _renderers:
        if not game_name.isidentifier() or game_name.startswith("_") or game_name in NOT_GAMES:
            raise ValueError(f"unknown game {game_name!r}")
        try:
            module = importlib.import_module(f"{__name__}.{game_name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"{__name__}.{game_name}":
                raise ValueError(f"unknown game {game_name!r}") from exc
            raise
        register(game_name, module.render, getattr(module, "focus", None))
    return _renderers[game_name](view, names)


def legend_keys(game_name: str, table: dict | None = None) -> list[str] | None:
    """The names of the icons a table's board can show, in the legend's order (the bot words
    them: `<game>.icon.<name>`). `table`: the table's options, plus `players` (how many sit);
    None: every icon. None when the game has no module with `legend_entries(table)` (e.g. a
    test game registered from elsewhere)."""
    entries = _entries(game_name, _frozen(table))
    return None if entries is None else [key for key, _, _ in entries]


def legend(game_name: str, table: dict | None = None,
           labels: dict[str, str] | None = None) -> list[tuple[bytes, list[str]]] | None:
    """The legend of `legend_keys(game_name, table)` as pictures no taller than wide, each a PNG
    and the names of the rows it holds: rows of an icon and its words, `labels[name]` (the one
    place a picture carries words: the bot hands them over in the reader's language)."""
    return _legend(game_name, _frozen(table), tuple(sorted((labels or {}).items())))


def _frozen(table: dict | None) -> tuple | None:
    return None if table is None else tuple(sorted(table.items()))


@lru_cache(maxsize=None)  # a game's legend entries never change while the bot runs
def _entries(game_name: str, table: tuple | None) -> tuple | None:
    module = _module(game_name)
    make = getattr(module, "legend_entries", None)
    return None if make is None else tuple(make(None if table is None else dict(table)))


@lru_cache(maxsize=64)  # per table reading and language: drawn once, kept
def _legend(game_name: str, table: tuple | None, labels: tuple) -> list[tuple[bytes, list[str]]] | None:
    entries = _entries(game_name, table)
    if entries is None:
        return None
    words = dict(labels)
    module = _module(game_name)
    pictures = common.legend_pictures(entries, [words.get(key, key) for key, _, _ in entries],
                                      module.legend_palette(), module.LEGEND_ON_DARK)
    out, start = [], 0
    for png, count in pictures:
        out.append((png, [key for key, _, _ in entries[start:start + count]]))
        start += count
    return out


def _module(game_name: str):
    if not game_name.isidentifier() or game_name.startswith("_") or game_name in NOT_GAMES:
        return None
    try:
        return importlib.import_module(f"{__name__}.{game_name}")
    except ModuleNotFoundError:
        return None


EMOJI_SIZE = 128  # Discord shows an emoji at most this big


@lru_cache(maxsize=1)
def every_icon() -> frozenset[str]:
    """Every icon of the set: the kit's and the games' (a module registers its own when imported)."""
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")
    return frozenset(common.icon_names())


def symbols() -> dict[str, str]:
    """Every symbol our words write that an icon of the set draws too -> that icon's name."""
    every_icon()
    return dict(common.SYMBOLS)


@lru_cache(maxsize=None)  # a drawing never changes while the bot runs
def icon_png(name: str, size: int = EMOJI_SIZE) -> bytes:
    """One icon of the set (`every_icon()`) alone, as a transparent PNG of side `size`: an app
    emoji's image. The same drawing gives the same bytes."""
    if name not in every_icon():
        raise ValueError(f"unknown icon {name!r}")
    buffer = io.BytesIO()
    common.icon(name, size).save(buffer, format="PNG", compress_level=9)
    return buffer.getvalue()
