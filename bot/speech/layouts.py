"""The table's public messages as Components V2 layouts: one container holding the header,
what happened, the focus picture (where the decision at hand happens) and the board, each at the
width the client gives it (with its alt text), and the controls.

A V2 message refuses `content=`, `embed=` and `view=None` edits, so every edit sends the whole
layout again: a message whose buttons must come off (a superseded prompt, a closed lobby) is sent
again as `spent(layout)`, the same layout without its action rows. A layout we did not keep (one
sent before a restart) is rebuilt from the message as Discord gives it (`from_message`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import discord
from discord import ui

TEXT = 4000             # characters of text across a message's text displays
BOARD = "board.png"     # the board's attachment name: edits refer to it without uploading again
FOCUS = "focus.png"     # the focus picture's: where the decision at hand happens, shown above the board
COLOUR = discord.Colour.from_rgb(214, 162, 60)


@dataclass
class Card:
    """What one public message shows, top to bottom."""

    blocks: list[str]                                   # text displays (markdown), in order
    image: str | None = None                            # alt text of the board, when it shows
    focus: str | None = None                            # alt text of the focus picture, when it shows (above the board)
    rows: list[list[ui.Item]] = field(default_factory=list)  # action rows of controls
    later: list[str] = field(default_factory=list)     # text displays under the controls (long text, read after deciding)
    footer: str = ""                                    # small print under everything
    colour: discord.Colour = COLOUR


def text_budget(card: Card) -> int:
    """Characters left for the body once the card's other texts are counted."""
    return TEXT - sum(len(b) for b in card.blocks + card.later) - len(card.footer) - len("-# ")


def layout(card: Card) -> ui.LayoutView:
    """The card as a stopped layout view (its items are DynamicItems dispatched by custom id, so
    discord.py need not keep the view: bot/discord_surface/components.py)."""
    container = ui.Container(accent_colour=card.colour)
    for block in card.blocks:
        if block.strip():
            container.add_item(ui.TextDisplay(block))
    if card.image is not None:  # one gallery each: one gallery of two would crop both into half-width tiles
        if card.focus is not None:
            container.add_item(ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{FOCUS}",
                                                                        description=card.focus or None)))
        container.add_item(ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{BOARD}",
                                                                    description=card.image or None)))
    for items in card.rows:
        if items:
            row = ui.ActionRow()
            for item in items:
                row.add_item(item)
            container.add_item(row)
    for block in card.later:
        if block.strip():
            container.add_item(ui.TextDisplay(block))
    if card.footer:
        container.add_item(ui.TextDisplay(f"-# {card.footer}"))
    return _stopped(container)


def text_only(text: str, colour: discord.Colour = COLOUR) -> ui.LayoutView:
    """A message that only says something (a closed lobby, a result): no controls."""
    return layout(Card([text], colour=colour))


def spent(view: ui.LayoutView) -> ui.LayoutView:
    """The same layout with its controls gone: what a message says once nobody may press it."""
    def keep(item: ui.Item) -> ui.Item | None:
        if isinstance(item, ui.ActionRow):
            return None
        if isinstance(item, ui.Container):
            copy = ui.Container(accent_colour=item.accent_colour)
            for child in item.children:
                kept = keep(child)
                if kept is not None:
                    copy.add_item(kept)
            return copy
        return item
    items = [kept for item in view.children if (kept := keep(item)) is not None]
    return _stopped(*items)


def from_message(message: discord.Message) -> ui.LayoutView | None:
    """The layout a message carries, as discord.py reads it back (None for a message that is not
    a V2 layout). Its images are referred to by attachment name again, as an edit must."""
    if not message.flags.components_v2:
        return None
    names = {a.url: a.filename for a in message.attachments}
    names.update({a.proxy_url: a.filename for a in message.attachments})
    view = ui.LayoutView.from_message(message, timeout=None)
    for item in view.walk_children():
        if isinstance(item, ui.MediaGallery):
            for media in item.items:
                url = media.media.url
                if url in names:
                    media.media = discord.UnfurledMediaItem(f"attachment://{names[url]}")
    view.stop()
    return view


def controls(components: Sequence):
    """Every button and select of a message, however deep its layout nests them."""
    for component in components:
        children = getattr(component, "children", None)
        if children is not None:
            yield from controls(children)
            continue
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            yield from controls([accessory])
        if getattr(component, "custom_id", None) is not None:
            yield component


def _stopped(*items: ui.Item) -> ui.LayoutView:
    view = ui.LayoutView(timeout=None)
    for item in items:
        view.add_item(item)
    view.stop()
    return view


def pictures(text: str, shown: Sequence[tuple[str, str]], colour: discord.Colour = COLOUR) -> ui.LayoutView:
    """Text, then each picture (attachment name, alt text) at the full width: one gallery of one
    item each, since a gallery of several crops them into half-width tiles."""
    container = ui.Container(accent_colour=colour)
    container.add_item(ui.TextDisplay(text))
    for name, alt in shown:
        container.add_item(ui.MediaGallery(discord.MediaGalleryItem(f"attachment://{name}", description=alt or None)))
    return _stopped(container)
