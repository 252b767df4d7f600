"""Discord's documented limits, checked on every request the bot sends through SimCord.

SimCord is an in-memory Discord: it accepts an unknown emoji, an 81-character label or a
7,000-character embed that real Discord answers with 400 / 50035 (Invalid Form Body). This module
holds those limits as plain checks over the JSON the bot sends, and a hook that sees every request.

- `check_request(method, path, json, files)` -> list of `Violation(route, field, problem)`.
- `watching(log=None, reject=True)`: a context manager that wraps `simcord.http.router.dispatch`,
  the one function both of SimCord's transports (the bot's `HTTPClient.request` and the interaction
  webhook adapter) call with the parsed body (multipart `payload_json` already decoded) and the
  `discord.File`s. Each request is checked and recorded in a `CallLog`; a request that breaks a
  limit is refused as real Discord would (`discord.HTTPException` 400, code 50035, naming the
  field), so the bot's error path runs as it would in production.
- `CallLog`: what the bot sent, for tests and the benchmark::

      with watching() as log:
          mark = log.mark()
          ...                                    # play one move
          log.channel_writes(channel.id, since=mark)   # bot-token posts + edits in that channel
          log.uploaded_bytes(channel.id)               # bytes of files uploaded there

  `channel_writes` counts `POST /channels/{id}/messages` and `PATCH /channels/{id}/messages/{m}`:
  the calls that share the channel's rate-limit bucket (about 5 per 5 s). `interactions=True` also
  counts public messages the bot creates or edits through interaction responses, follow-ups and
  webhook edits (their own buckets, but the channel still scrolls). `uploaded_bytes` counts files
  on every route. Each `Call` keeps method, route (token redacted), kind, channel id, whether it
  is a channel write, whether its message is public, file count and bytes, SimCord's clock.

The app's own emojis: a custom emoji in a component, or written `<:name:id>` in a message's text,
must be one the app owns when it is sent (SimCord's `backend.application_emojis`; `check_request`
checks this only when given `owned`). Discord refuses an unknown one in a component, and shows an
unknown one in text as its bare `:name:`. An upload (`POST /applications/{id}/emojis`) needs a
name of 2–32 of [A-Za-z0-9_] and a PNG, JPEG, GIF or WebP data URI of at most 256 KiB.

Readings chosen where Discord's documentation leaves room (each one a named constant below):
an emoji newer than `EMOJI_MAX_VERSION` is refused (Discord's emoji set lags Unicode's); the
upload limit is the free tier's 10 MiB per message; a command's 4,000-character total counts, for
each localisable string, its longest localisation (Discord's rule for localised commands).
"""

from __future__ import annotations

import base64
import binascii
import re
import unicodedata
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import discord
import emoji

CONTENT = 2000
EMBEDS = 10
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
EMBED_FIELD_NAME = 256
EMBED_FIELD_VALUE = 1024
EMBED_FOOTER = 2048
EMBED_AUTHOR = 256
EMBEDS_TOTAL = 6000
FILES = 10
UPLOAD_BYTES = 10 * 1024 * 1024  # free tier, per message
ALT_TEXT = 1024  # an attachment's or a media item's description: its alt text
ROWS = 5
ROW_BUTTONS = 5
BUTTON_LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
OPTION_TEXT = 100  # select option label, value, description
PLACEHOLDER = 150
COMPONENTS_V2 = 40  # every component of a message, nested ones too
TEXT_DISPLAY_TOTAL = 4000
MODAL_TITLE = 45
MODAL_ROWS = 5
MODAL_LABEL = 45
LABEL_DESCRIPTION = 100
TEXT_INPUT_LENGTH = 4000
TEXT_INPUT_PLACEHOLDER = 100
CHOICES = 25  # autocomplete answers and declared option choices
CHOICE_NAME = 100
CHOICE_VALUE = 100
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100
COMMAND_OPTIONS = 25
COMMAND_CHARS = 4000
GLOBAL_COMMANDS = {1: 100, 2: 15, 3: 15}  # chat input, user, message
THREAD_NAME = 100
EMOJI_MAX_VERSION = 15.0  # Discord's picker lags Unicode: refuse what it may not know yet
EMOJI_IMAGE_BYTES = 256 * 1024  # an uploaded emoji's image

EPHEMERAL = 1 << 6
IS_COMPONENTS_V2 = 1 << 15
LOCALES = frozenset(locale.value for locale in discord.Locale)
CUSTOM_EMOJI_NAME = re.compile(r"^[A-Za-z0-9_]{2,32}$")
CUSTOM_EMOJI_IN_TEXT = re.compile(r"<a?:([A-Za-z0-9_]+):([0-9]+)>")
EMOJI_IMAGE = re.compile(r"^data:image/(?:png|jpeg|gif|webp);base64,(?P<data>[A-Za-z0-9+/]*={0,2})$")
SNOWFLAKE = re.compile(r"^[0-9]{1,20}$")

BUTTON, STRING_SELECT, TEXT_INPUT, ROW, TEXT_DISPLAY, LABEL = 2, 3, 4, 1, 10, 18
SECTION, THUMBNAIL, GALLERY, FILE, SEPARATOR, CONTAINER = 9, 11, 12, 13, 14, 17
V2_TOP = frozenset({ROW, SECTION, TEXT_DISPLAY, GALLERY, FILE, SEPARATOR, CONTAINER})  # a V2 message's own
IN_CONTAINER = frozenset({ROW, SECTION, TEXT_DISPLAY, GALLERY, FILE, SEPARATOR})
GALLERY_ITEMS = 10
SELECTS = frozenset({3, 5, 6, 7, 8})
DEFAULT_TYPES = {5: frozenset({"user"}), 6: frozenset({"role"}), 7: frozenset({"user", "role"}),
                 8: frozenset({"channel"})}  # what an entity select's default_values may name
SUBCOMMAND, GROUP = 1, 2


@dataclass(frozen=True)
class Violation:
    route: str
    field: str
    problem: str

    def __str__(self) -> str:
        return f"{self.route}: {self.field}: {self.problem}"


class DiscordLimitError(AssertionError):
    """The bot sent something real Discord would refuse."""


class _Problems:
    """Collects (field, problem) pairs; `at(...)` names the field by its JSON path. `owned`: the
    ids of the app's emojis when the request was sent (None: not known, custom emojis unchecked)."""

    def __init__(self, owned: frozenset[int] | None = None) -> None:
        self.found: list[tuple[str, str]] = []
        self.owned = owned

    def add(self, where: str, problem: str) -> None:
        self.found.append((where, problem))

    def length(self, value: Any, where: str, maximum: int, minimum: int = 0) -> None:
        if value is None:
            if minimum:
                self.add(where, "is required")
            return
        if not isinstance(value, str):
            self.add(where, f"must be a string, got {type(value).__name__}")
        elif not minimum <= len(value) <= maximum:
            self.add(where, f"{len(value)} characters, allowed {minimum}–{maximum}: {_clip(value)}")

    def count(self, items: Any, where: str, maximum: int, minimum: int = 0) -> list:
        items = items or []
        if not isinstance(items, list):
            self.add(where, "must be a list")
            return []
        if not minimum <= len(items) <= maximum:
            self.add(where, f"{len(items)} items, allowed {minimum}–{maximum}")
        return items


def _clip(text: str, keep: int = 60) -> str:
    return repr(text if len(text) <= keep else text[:keep] + "…")


# ---- emoji -----------------------------------------------------------------------------------

def unicode_emoji_known(name: str) -> bool:
    """Whether Discord knows this Unicode emoji (with or without the U+FE0F presentation mark)."""
    for form in (name, name.replace("\ufe0f", ""), name + "\ufe0f"):
        data = emoji.EMOJI_DATA.get(form)
        if data is not None:
            return data["E"] <= EMOJI_MAX_VERSION
    return False


def _emoji(p: _Problems, value: Any, where: str) -> None:
    if value is None:
        return
    if not isinstance(value, dict):
        p.add(where, "must be an object {id, name} or {name}")
        return
    ident, name = value.get("id"), value.get("name")
    if ident is not None:
        if not SNOWFLAKE.match(str(ident)):
            p.add(f"{where}.id", f"{ident!r} is not a snowflake")
        if name is not None and not CUSTOM_EMOJI_NAME.match(str(name)):
            p.add(f"{where}.name", f"{name!r} is not a custom emoji name (2–32 of A–Z a–z 0–9 _)")
        _owned(p, name, ident, f"{where}.id")
    elif not isinstance(name, str) or not unicode_emoji_known(name):
        codes = " ".join(f"U+{ord(c):04X}" for c in str(name))
        p.add(f"{where}.name", f"{name!r} ({codes}) is not a Unicode emoji Discord knows")


def _owned(p: _Problems, name: Any, ident: Any, where: str) -> None:
    if p.owned is not None and str(ident).isdigit() and int(ident) not in p.owned:
        p.add(where, f"custom emoji {name}:{ident} is not one of the app's emojis")


def _text_emojis(p: _Problems, text: Any, where: str) -> None:
    """Custom emojis written in a text (`<:name:id>`) must be the app's own."""
    if isinstance(text, str):
        for name, ident in CUSTOM_EMOJI_IN_TEXT.findall(text):
            _owned(p, name, ident, where)


def check_emoji_upload(body: dict) -> list[tuple[str, str]]:
    """`POST /applications/{id}/emojis`: a valid name and an image Discord takes."""
    p = _Problems()
    name = body.get("name")
    if not isinstance(name, str) or not CUSTOM_EMOJI_NAME.match(name):
        p.add("name", f"{name!r} is not a custom emoji name (2–32 of A–Z a–z 0–9 _)")
    image = body.get("image")
    match = EMOJI_IMAGE.match(image) if isinstance(image, str) else None
    if match is None:
        p.add("image", f"{_clip(str(image))} is not a data URI of a PNG, JPEG, GIF or WebP image")
        return p.found
    try:
        size = len(base64.b64decode(match["data"], validate=True))
    except binascii.Error:
        p.add("image", "is not valid base64")
        return p.found
    if size > EMOJI_IMAGE_BYTES:
        p.add("image", f"{size:,} bytes, allowed {EMOJI_IMAGE_BYTES:,}")
    return p.found


# ---- components ------------------------------------------------------------------------------

def _custom_id(p: _Problems, component: dict, where: str, seen: set[str]) -> None:
    custom_id = component.get("custom_id")
    p.length(custom_id, f"{where}.custom_id", CUSTOM_ID, 1)
    if isinstance(custom_id, str):
        if custom_id in seen:
            p.add(f"{where}.custom_id", f"{custom_id!r} is used twice in one message")
        seen.add(custom_id)


def _button(p: _Problems, button: dict, where: str, seen: set[str]) -> None:
    style = button.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        p.add(f"{where}.style", f"{style!r} is not a button style 1–6")
    if style == 5:
        if not button.get("url"):
            p.add(f"{where}.url", "a link button needs a url")
        if "custom_id" in button:
            p.add(f"{where}.custom_id", "a link button has no custom_id")
    elif style == 6:
        if not button.get("sku_id"):
            p.add(f"{where}.sku_id", "a premium button needs a sku_id")
    else:
        _custom_id(p, button, where, seen)
    if style != 6 and not button.get("label") and not button.get("emoji"):
        p.add(where, "a button needs a label or an emoji")
    p.length(button.get("label"), f"{where}.label", BUTTON_LABEL)
    _emoji(p, button.get("emoji"), f"{where}.emoji")


def _bounds(p: _Problems, component: dict, where: str, minimum: int, maximum: int, choices: int | None) -> None:
    low, high = component.get("min_values", 1), component.get("max_values", 1)
    if not isinstance(low, int) or not minimum <= low <= maximum:
        p.add(f"{where}.min_values", f"{low!r}, allowed {minimum}–{maximum}")
    if not isinstance(high, int) or not 1 <= high <= maximum:
        p.add(f"{where}.max_values", f"{high!r}, allowed 1–{maximum}")
    if isinstance(low, int) and isinstance(high, int) and low > high:
        p.add(f"{where}.min_values", f"{low} is more than max_values {high}")
    if choices is not None and isinstance(high, int) and high > choices:
        p.add(f"{where}.max_values", f"{high} is more than the {choices} options")


def _select(p: _Problems, select: dict, where: str, seen: set[str]) -> None:
    _custom_id(p, select, where, seen)
    p.length(select.get("placeholder"), f"{where}.placeholder", PLACEHOLDER)
    if select.get("type") == STRING_SELECT:
        options = p.count(select.get("options"), f"{where}.options", SELECT_OPTIONS, 1)
        _bounds(p, select, where, 0, SELECT_OPTIONS, len(options) or None)
        values: set[str] = set()
        defaults = 0
        for i, option in enumerate(options):
            here = f"{where}.options[{i}]"
            p.length(option.get("label"), f"{here}.label", OPTION_TEXT, 1)
            p.length(option.get("value"), f"{here}.value", OPTION_TEXT, 1)
            p.length(option.get("description"), f"{here}.description", OPTION_TEXT)
            _emoji(p, option.get("emoji"), f"{here}.emoji")
            if option.get("value") in values:
                p.add(f"{here}.value", f"{option.get('value')!r} appears twice in one select")
            values.add(option.get("value"))
            defaults += bool(option.get("default"))
        high = select.get("max_values", 1)
        if isinstance(high, int) and defaults > high:
            p.add(f"{where}.options", f"{defaults} defaults, more than max_values")
    else:
        _bounds(p, select, where, 0, SELECT_OPTIONS, None)
        defaults = p.count(select.get("default_values"), f"{where}.default_values", SELECT_OPTIONS)
        kinds = DEFAULT_TYPES.get(select.get("type"), frozenset())
        for i, default in enumerate(defaults):
            here = f"{where}.default_values[{i}]"
            if not isinstance(default, dict) or not SNOWFLAKE.match(str(default.get("id"))):
                p.add(here, f"{default!r} is not {{id: snowflake, type}}")
            elif default.get("type") not in kinds:
                p.add(f"{here}.type", f"{default.get('type')!r}, allowed {sorted(kinds)} in this select")
        high = select.get("max_values", 1)
        if isinstance(high, int) and len(defaults) > high:
            p.add(f"{where}.default_values", f"{len(defaults)} defaults, more than max_values {high}")


def _text_input(p: _Problems, text_input: dict, where: str, seen: set[str], label_required: bool) -> None:
    _custom_id(p, text_input, where, seen)
    if text_input.get("style") not in (1, 2):
        p.add(f"{where}.style", f"{text_input.get('style')!r} is not 1 (short) or 2 (paragraph)")
    if label_required:
        p.length(text_input.get("label"), f"{where}.label", MODAL_LABEL, 1)
    elif text_input.get("label") is not None:
        p.add(f"{where}.label", "a text input inside a label has no label of its own")
    low, high = text_input.get("min_length", 0), text_input.get("max_length", TEXT_INPUT_LENGTH)
    if not isinstance(low, int) or not 0 <= low <= TEXT_INPUT_LENGTH:
        p.add(f"{where}.min_length", f"{low!r}, allowed 0–{TEXT_INPUT_LENGTH}")
    if not isinstance(high, int) or not 1 <= high <= TEXT_INPUT_LENGTH:
        p.add(f"{where}.max_length", f"{high!r}, allowed 1–{TEXT_INPUT_LENGTH}")
    p.length(text_input.get("placeholder"), f"{where}.placeholder", TEXT_INPUT_PLACEHOLDER)
    p.length(text_input.get("value"), f"{where}.value", high if isinstance(high, int) else TEXT_INPUT_LENGTH)


def _row(p: _Problems, row: dict, where: str, seen: set[str]) -> None:
    children = p.count(row.get("components"), f"{where}.components", ROW_BUTTONS, 1)
    kinds = [child.get("type") for child in children]
    if any(kind in SELECTS for kind in kinds) and len(kinds) > 1:
        p.add(f"{where}.components", "a select must be alone in its action row")
    for i, child in enumerate(children):
        here = f"{where}.components[{i}]"
        if child.get("type") == BUTTON:
            _button(p, child, here, seen)
        elif child.get("type") in SELECTS:
            _select(p, child, here, seen)
        else:
            p.add(f"{here}.type", f"{child.get('type')!r} cannot sit in a message's action row")


def _walk(components: Iterable[dict]) -> Iterator[dict]:
    for component in components:
        yield component
        yield from _walk(component.get("components") or [])
        for key in ("accessory", "component"):
            if isinstance(component.get(key), dict):
                yield from _walk([component[key]])


def _components(p: _Problems, components: Any, flags: int, where: str = "components") -> None:
    if components is None:
        return
    seen: set[str] = set()
    if not flags & IS_COMPONENTS_V2:
        rows = p.count(components, where, ROWS)
        for i, row in enumerate(rows):
            if row.get("type") != ROW:
                p.add(f"{where}[{i}].type", "a message's top-level components must be action rows")
            else:
                _row(p, row, f"{where}[{i}]", seen)
        return
    # Components V2: layout blocks; interactive parts obey the same rules wherever they sit.
    every = list(_walk(components))
    if len(every) > COMPONENTS_V2:
        p.add(where, f"{len(every)} components in all, allowed {COMPONENTS_V2}")
    for i, component in enumerate(every):
        if component.get("type") == TEXT_DISPLAY:
            _text_emojis(p, component.get("content"), f"{where}(#{i}, type {TEXT_DISPLAY}).content")
    text = sum(len(c.get("content") or "") for c in every if c.get("type") == TEXT_DISPLAY)
    if text > TEXT_DISPLAY_TOTAL:
        p.add(where, f"text displays total {text} characters, allowed {TEXT_DISPLAY_TOTAL}")
    _layout(p, components, where)
    accessories = {id(c["accessory"]) for c in every if isinstance(c.get("accessory"), dict)}
    for i, component in enumerate(every):
        here = f"{where}(#{i}, type {component.get('type')})"
        if component.get("type") == ROW:
            _row(p, component, here, seen)  # checks the row's buttons and selects
        elif component.get("type") == BUTTON and id(component) in accessories:
            _button(p, component, here, seen)


def _layout(p: _Problems, components: list, where: str) -> None:
    """Where V2 blocks may stand and what each holds: a container holds no container, a gallery
    1–10 images each with a URL and at most 1,024 characters of alt text, a text display some text,
    a section 1–3 text displays beside a button or thumbnail, a separator a spacing of 1 or 2."""
    def block(component: dict, here: str, allowed: frozenset[int]) -> None:
        kind = component.get("type")
        if kind not in allowed:
            p.add(f"{here}.type", f"{kind!r} cannot stand here (allowed {sorted(allowed)})")
            return
        if kind == CONTAINER:
            inner = p.count(component.get("components"), f"{here}.components", COMPONENTS_V2, 1)
            for i, child in enumerate(inner):
                block(child, f"{here}.components[{i}]", IN_CONTAINER)
        elif kind == GALLERY:
            for i, item in enumerate(p.count(component.get("items"), f"{here}.items", GALLERY_ITEMS, 1)):
                _media(p, item, f"{here}.items[{i}]")
        elif kind == TEXT_DISPLAY:
            p.length(component.get("content"), f"{here}.content", TEXT_DISPLAY_TOTAL, 1)
        elif kind == SECTION:
            texts = p.count(component.get("components"), f"{here}.components", 3, 1)
            if any(t.get("type") != TEXT_DISPLAY for t in texts):
                p.add(f"{here}.components", "a section holds text displays only")
            accessory = component.get("accessory")
            if not isinstance(accessory, dict) or accessory.get("type") not in (BUTTON, THUMBNAIL):
                p.add(f"{here}.accessory", "a section needs a button or a thumbnail beside it")
            elif accessory.get("type") == THUMBNAIL:
                _media(p, accessory, f"{here}.accessory")
        elif kind == SEPARATOR and component.get("spacing", 1) not in (1, 2):
            p.add(f"{here}.spacing", f"{component.get('spacing')!r} is not 1 (small) or 2 (large)")
    for i, component in enumerate(components):
        block(component, f"{where}[{i}]", V2_TOP)


def _media(p: _Problems, item: dict, where: str) -> None:
    url = (item.get("media") or {}).get("url")
    if not isinstance(url, str) or not url:
        p.add(f"{where}.media.url", "an image needs a URL (attachment://name for an upload)")
    p.length(item.get("description"), f"{where}.description", ALT_TEXT)


# ---- embeds, files, messages -----------------------------------------------------------------

def _embeds(p: _Problems, embeds: Any) -> None:
    total = 0
    for i, embed in enumerate(p.count(embeds, "embeds", EMBEDS)):
        here = f"embeds[{i}]"
        title, description = embed.get("title"), embed.get("description")
        footer = (embed.get("footer") or {}).get("text")
        author = (embed.get("author") or {}).get("name")
        p.length(title, f"{here}.title", EMBED_TITLE)
        p.length(description, f"{here}.description", EMBED_DESCRIPTION)
        p.length(footer, f"{here}.footer.text", EMBED_FOOTER)
        p.length(author, f"{here}.author.name", EMBED_AUTHOR)
        texts = [title, description, footer, author]
        for j, item in enumerate(p.count(embed.get("fields"), f"{here}.fields", EMBED_FIELDS)):
            p.length(item.get("name"), f"{here}.fields[{j}].name", EMBED_FIELD_NAME, 1)
            p.length(item.get("value"), f"{here}.fields[{j}].value", EMBED_FIELD_VALUE, 1)
            texts += [item.get("name"), item.get("value")]
        for text in texts:
            _text_emojis(p, text, here)
        total += sum(len(t) for t in texts if isinstance(t, str))
    if total > EMBEDS_TOTAL:
        p.add("embeds", f"{total} characters in all embeds, allowed {EMBEDS_TOTAL}")


def file_size(file: Any) -> int:
    """Bytes a `discord.File` will upload (from its current position), without consuming it."""
    fp = getattr(file, "fp", None)
    if fp is None:
        return len(getattr(file, "data", b"") or b"")
    here = fp.tell()
    end = fp.seek(0, 2)
    fp.seek(here)
    return end - here


def _files(p: _Problems, body: dict, sizes: list[int]) -> None:
    if len(sizes) > FILES:
        p.add("files", f"{len(sizes)} files, allowed {FILES}")
    if sum(sizes) > UPLOAD_BYTES:
        p.add("files", f"{sum(sizes):,} bytes, allowed {UPLOAD_BYTES:,}")
    for i, attachment in enumerate(p.count(body.get("attachments"), "attachments", FILES)):
        if isinstance(attachment, dict):
            p.length(attachment.get("description"), f"attachments[{i}].description", ALT_TEXT)


def check_message(body: dict, sizes: list[int], *, create: bool,
                  owned: frozenset[int] | None = None) -> list[tuple[str, str]]:
    """A message create or edit body (channel, interaction response data, follow-up, webhook);
    `owned`: the app's emoji ids, if known."""
    p = _Problems(owned)
    flags = body.get("flags") or 0
    p.length(body.get("content"), "content", CONTENT)
    _text_emojis(p, body.get("content"), "content")
    _embeds(p, body.get("embeds"))
    _components(p, body.get("components"), flags)
    _files(p, body, sizes)
    if flags & IS_COMPONENTS_V2 and (body.get("content") or body.get("embeds")):
        p.add("flags", "a Components V2 message cannot have content or embeds")
    if create and not (body.get("content") or body.get("embeds") or body.get("components") or sizes
                       or body.get("sticker_ids") or body.get("poll")):
        p.add("content", "an empty message (no content, embeds, components, files, stickers or poll)")
    return p.found


def check_modal(data: dict) -> list[tuple[str, str]]:
    p = _Problems()
    seen: set[str] = set()
    p.length(data.get("custom_id"), "data.custom_id", CUSTOM_ID, 1)
    p.length(data.get("title"), "data.title", MODAL_TITLE, 1)
    for i, block in enumerate(p.count(data.get("components"), "data.components", MODAL_ROWS, 1)):
        here = f"data.components[{i}]"
        if block.get("type") == ROW:
            inner = block.get("components") or []
            if len(inner) != 1 or inner[0].get("type") != TEXT_INPUT:
                p.add(here, "a modal's action row holds exactly one text input")
            else:
                _text_input(p, inner[0], f"{here}.components[0]", seen, label_required=True)
        elif block.get("type") == LABEL:
            p.length(block.get("label"), f"{here}.label", MODAL_LABEL, 1)
            p.length(block.get("description"), f"{here}.description", LABEL_DESCRIPTION)
            inner = block.get("component")
            if "components" in block or not isinstance(inner, dict):
                p.add(f"{here}.component", "a label holds exactly one component, as `component`")
                inner = {}
            if inner.get("type") == TEXT_INPUT:
                _text_input(p, inner, f"{here}.component", seen, label_required=False)
            elif inner.get("type") in SELECTS:
                _select(p, inner, f"{here}.component", seen)
                if inner.get("disabled"):
                    p.add(f"{here}.component.disabled", "a select in a modal cannot be disabled")
                if not isinstance(inner.get("required", True), bool):
                    p.add(f"{here}.component.required", "must be true or false")
            elif inner:
                p.add(f"{here}.component", f"type {inner.get('type')!r} cannot sit in a modal label")
        elif block.get("type") == TEXT_DISPLAY:
            p.length(block.get("content"), f"{here}.content", TEXT_DISPLAY_TOTAL)
        else:
            p.add(f"{here}.type", f"{block.get('type')!r} cannot sit in a modal")
    return p.found


def _choice(p: _Problems, choice: dict, where: str) -> None:
    p.length(choice.get("name"), f"{where}.name", CHOICE_NAME, 1)
    _localizations(p, choice.get("name_localizations"), f"{where}.name_localizations", CHOICE_NAME)
    value = choice.get("value")
    if isinstance(value, str):
        p.length(value, f"{where}.value", CHOICE_VALUE)
    elif isinstance(value, bool) or not isinstance(value, (int, float)):
        p.add(f"{where}.value", f"{value!r} must be a string, an integer or a number")
    elif isinstance(value, int) and abs(value) > 2**53:
        p.add(f"{where}.value", f"{value} is outside ±2^53")


def check_autocomplete(data: dict) -> list[tuple[str, str]]:
    p = _Problems()
    for i, choice in enumerate(p.count(data.get("choices"), "data.choices", CHOICES)):
        _choice(p, choice, f"data.choices[{i}]")
    return p.found


# ---- application commands --------------------------------------------------------------------

def _name_char_ok(c: str) -> bool:
    if c in "-_":
        return True
    if unicodedata.category(c)[0] in "LN":
        return True
    code = ord(c)  # Devanagari and Thai marks are letters of those scripts, not category L
    return 0x0900 <= code <= 0x097F or 0xA8E0 <= code <= 0xA8FF or 0x0E00 <= code <= 0x0E7F


def _chat_name(p: _Problems, name: Any, where: str) -> None:
    """`^[-_\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$`, lower-case where a character has one."""
    if not isinstance(name, str) or not 1 <= len(name) <= COMMAND_NAME:
        p.add(where, f"{name!r} must be 1–{COMMAND_NAME} characters")
        return
    bad = [c for c in name if not _name_char_ok(c)]
    if bad:
        p.add(where, f"{name!r} has characters a command name cannot: {''.join(bad)!r}")
    upper = [c for c in name if c.lower() != c]
    if upper:
        p.add(where, f"{name!r} has upper-case characters: {''.join(upper)!r}")


def _localizations(p: _Problems, table: Any, where: str, maximum: int, name_rule: bool = False) -> None:
    if not table:
        return
    if not isinstance(table, dict):
        p.add(where, "must be an object of locale -> text")
        return
    for locale, text in table.items():
        if locale not in LOCALES:
            p.add(f"{where}[{locale}]", f"{locale!r} is not a Discord locale")
        if name_rule:
            _chat_name(p, text, f"{where}[{locale}]")
        else:
            p.length(text, f"{where}[{locale}]", maximum, 1)


def _longest(item: dict, key: str) -> int:
    """A localisable string's share of the 4,000: its longest form."""
    forms = [item.get(key) or ""] + list((item.get(f"{key}_localizations") or {}).values())
    return max(len(str(form)) for form in forms)


def _option(p: _Problems, option: dict, where: str) -> int:
    """Check one option (recursively); return its characters for the 4,000 total."""
    _chat_name(p, option.get("name"), f"{where}.name")
    _localizations(p, option.get("name_localizations"), f"{where}.name_localizations", COMMAND_NAME, True)
    p.length(option.get("description"), f"{where}.description", COMMAND_DESCRIPTION, 1)
    _localizations(p, option.get("description_localizations"), f"{where}.description_localizations",
                   COMMAND_DESCRIPTION)
    chars = _longest(option, "name") + _longest(option, "description")
    kind = option.get("type")
    if kind in (SUBCOMMAND, GROUP):
        chars += _options(p, option.get("options"), where, subcommands=kind == GROUP)
        return chars
    choices = p.count(option.get("choices"), f"{where}.choices", CHOICES)
    if choices and option.get("autocomplete"):
        p.add(f"{where}.autocomplete", "an option cannot have both choices and autocomplete")
    for i, choice in enumerate(choices):
        _choice(p, choice, f"{where}.choices[{i}]")
        chars += _longest(choice, "name") + len(str(choice.get("value", "")))
    for key, low in (("min_length", 0), ("max_length", 1)):
        if key in option and not (isinstance(option[key], int) and low <= option[key] <= 6000):
            p.add(f"{where}.{key}", f"{option[key]!r}, allowed {low}–6000")
    return chars


def _options(p: _Problems, options: Any, where: str, subcommands: bool | None = None) -> int:
    options = p.count(options, f"{where}.options", COMMAND_OPTIONS)
    chars = 0
    names: set[str] = set()
    optional_seen = False
    for i, option in enumerate(options):
        here = f"{where}.options[{i}]"
        kind = option.get("type")
        if subcommands is True and kind != SUBCOMMAND:
            p.add(f"{here}.type", "a subcommand group holds only subcommands")
        if subcommands is False and kind in (SUBCOMMAND, GROUP):
            p.add(f"{here}.type", "a subcommand cannot hold subcommands or groups")
        if option.get("name") in names:
            p.add(f"{here}.name", f"{option.get('name')!r} is used twice")
        names.add(option.get("name"))
        if kind not in (SUBCOMMAND, GROUP):
            if option.get("required") and optional_seen:
                p.add(f"{here}.required", "a required option must come before every optional one")
            optional_seen |= not option.get("required")
        chars += _option(p, option, here)
    return chars


def check_command(command: dict, where: str = "") -> list[tuple[str, str]]:
    p = _Problems()
    kind = command.get("type", 1)
    if kind == 1:
        _chat_name(p, command.get("name"), f"{where}name")
        _localizations(p, command.get("name_localizations"), f"{where}name_localizations", COMMAND_NAME, True)
        p.length(command.get("description"), f"{where}description", COMMAND_DESCRIPTION, 1)
        _localizations(p, command.get("description_localizations"), f"{where}description_localizations",
                       COMMAND_DESCRIPTION)
    else:
        p.length(command.get("name"), f"{where}name", COMMAND_NAME, 1)
        _localizations(p, command.get("name_localizations"), f"{where}name_localizations", COMMAND_NAME)
    has_subcommands = any(o.get("type") in (SUBCOMMAND, GROUP) for o in command.get("options") or [])
    if has_subcommands and any(o.get("type") not in (SUBCOMMAND, GROUP) for o in command["options"]):
        p.add(f"{where}options", "subcommands cannot sit beside plain options")
    chars = _longest(command, "name") + _longest(command, "description")
    chars += _options(p, command.get("options"), where.rstrip(".") or "command")
    if chars > COMMAND_CHARS:
        p.add(f"{where}(whole command)", f"{chars} characters of names, descriptions and values, "
                                         f"allowed {COMMAND_CHARS}")
    return p.found


def check_command_tree(commands: Any) -> list[tuple[str, str]]:
    if not isinstance(commands, list):
        return [("(body)", "a command sync sends a list of commands")]
    found = []
    per_type: dict[int, set[str]] = {}
    for i, command in enumerate(commands):
        kind = command.get("type", 1)
        label = f"[{i}]({command.get('name')})."
        found += check_command(command, label)
        names = per_type.setdefault(kind, set())
        if command.get("name") in names:
            found.append((f"{label}name", f"{command.get('name')!r} is used twice"))
        names.add(command.get("name"))
    for kind, names in per_type.items():
        if len(names) > GLOBAL_COMMANDS.get(kind, 100):
            found.append(("(body)", f"{len(names)} commands of type {kind}, allowed {GLOBAL_COMMANDS[kind]}"))
    return found


# ---- routes ----------------------------------------------------------------------------------

_ROUTES = [  # (method, pattern, kind); the first group, when named channel, is the channel id
    ("POST", re.compile(r"^/channels/(?P<channel>\d+)/messages$"), "message.create"),
    ("PATCH", re.compile(r"^/channels/(?P<channel>\d+)/messages/\d+$"), "message.edit"),
    ("POST", re.compile(r"^/interactions/(?P<interaction>\d+)/[^/]+/callback$"), "interaction.callback"),
    ("POST", re.compile(r"^/webhooks/\d+/(?P<token>[^/]+)$"), "followup.create"),
    ("PATCH", re.compile(r"^/webhooks/\d+/(?P<token>[^/]+)/messages/[^/]+$"), "followup.edit"),
    ("PUT", re.compile(r"^/applications/\d+(/guilds/\d+)?/commands$"), "commands.sync"),
    ("POST", re.compile(r"^/applications/\d+(/guilds/\d+)?/commands$"), "command.upsert"),
    ("PATCH", re.compile(r"^/applications/\d+(/guilds/\d+)?/commands/\d+$"), "command.upsert"),
    ("POST", re.compile(r"^/channels/(?P<channel>\d+)(/messages/\d+)?/threads$"), "thread.create"),
    ("POST", re.compile(r"^/applications/\d+/emojis$"), "app_emoji.create"),
]
_TOKEN = re.compile(r"^(/(?:interactions/\d+|webhooks/\d+))/[^/]+")


def route_of(method: str, path: str) -> tuple[str, re.Match | None]:
    for verb, pattern, kind in _ROUTES:
        if verb == method:
            match = pattern.match(path)
            if match:
                return kind, match
    return "other", None


def redact(path: str) -> str:
    return _TOKEN.sub(r"\1/{token}", path)


def _problems(kind: str, body: Any, sizes: list[int], owned: frozenset[int] | None = None) -> list[tuple[str, str]]:
    body = body if body is not None else {}
    if kind in ("message.create", "followup.create"):
        return check_message(body, sizes, create=True, owned=owned)
    if kind in ("message.edit", "followup.edit"):
        return check_message(body, sizes, create=False, owned=owned)
    if kind == "interaction.callback":
        data = body.get("data") or {}
        callback = body.get("type")
        if callback == 4:
            return [(f"data.{f}", m) for f, m in check_message(data, sizes, create=True, owned=owned)]
        if callback == 7:
            return [(f"data.{f}", m) for f, m in check_message(data, sizes, create=False, owned=owned)]
        if callback == 8:
            return check_autocomplete(data)
        if callback == 9:
            return check_modal(data)
        return []
    if kind == "commands.sync":
        return check_command_tree(body)
    if kind == "command.upsert":
        return check_command(body)
    if kind == "thread.create":
        p = _Problems()
        p.length(body.get("name"), "name", THREAD_NAME, 1)
        return p.found
    if kind == "app_emoji.create":
        return check_emoji_upload(body)
    return []


def check_request(method: str, path: str, json: Any = None, files: Iterable[Any] = (),
                  owned: Iterable[int] | None = None) -> list[Violation]:
    """Every limit the request breaks, each naming its route and field. `owned`: the ids of the
    app's emojis (custom emojis are checked against them only when given)."""
    kind, _ = route_of(method, path)
    sizes = [file_size(f) for f in files or ()]
    route = f"{method} {redact(path)}"
    owned = frozenset(owned) if owned is not None else None
    return [Violation(route, where, problem) for where, problem in _problems(kind, json, sizes, owned)]


def app_emojis(backend: Any) -> frozenset[int] | None:
    """The ids of the emojis the app owns in SimCord's backend (None if it keeps none)."""
    owned = getattr(backend, "application_emojis", None)
    return frozenset(owned) if owned is not None else None


# ---- the recorder and the hook ---------------------------------------------------------------

@dataclass(frozen=True)
class Call:
    method: str
    route: str  # path with any interaction token replaced by {token}
    kind: str  # message.create, message.edit, interaction.callback, followup.create, ... or other
    channel_id: int | None
    channel_write: bool  # a bot-token post or edit in a channel: the channel's rate-limit bucket
    public: bool  # creates or edits a message everyone in the channel sees
    files: int
    uploaded_bytes: int
    at: float  # SimCord's clock, seconds
    callback_type: int | None = None
    violations: tuple[Violation, ...] = ()


@dataclass
class CallLog:
    """Every request the bot sent while `watching`, in order, and the limits they broke."""

    calls: list[Call] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)
    reported: int = 0  # violations already raised as a test failure

    def mark(self) -> int:
        """A position to count from (`since=`)."""
        return len(self.calls)

    def _pick(self, channel_id: int | None, since: int) -> list[Call]:
        return [c for c in self.calls[since:] if channel_id is None or c.channel_id == channel_id]

    def channel_writes(self, channel_id: int | None = None, *, since: int = 0, interactions: bool = False) -> int:
        """Posts + edits in the channel (every channel, DMs included, when None). `interactions=True` adds the public
        messages created or edited through interaction responses, follow-ups and webhook edits."""
        return sum(1 for c in self._pick(channel_id, since)
                   if c.channel_write or (interactions and c.public))

    def uploaded_bytes(self, channel_id: int | None = None, *, since: int = 0) -> int:
        return sum(c.uploaded_bytes for c in self._pick(channel_id, since))

    def unreported(self) -> list[Violation]:
        return self.violations[self.reported:]

    def report(self) -> str:
        lines = [str(v) for v in self.unreported()]
        self.reported = len(self.violations)
        return "the bot sent what real Discord refuses (400 / 50035):\n  " + "\n  ".join(lines)

    def record(self, backend: Any, method: str, path: str, json: Any, files: list[Any]) -> Call:
        kind, match = route_of(method, path)
        sizes = [file_size(f) for f in files]
        route = f"{method} {redact(path)}"
        found = _problems(kind, json, sizes, app_emojis(backend))
        violations = tuple(Violation(route, where, problem) for where, problem in found)
        body = json if isinstance(json, dict) else {}
        channel, public, callback = _channel_of(backend, kind, match, body)
        call = Call(method, route, kind, channel, kind in ("message.create", "message.edit"), public,
                    len(sizes), sum(sizes), _clock(backend), callback, violations)
        self.calls.append(call)
        self.violations += violations
        return call


def _clock(backend: Any) -> float:
    clock = getattr(backend, "clock", None)
    return float(getattr(clock, "elapsed", 0.0))


def _channel_of(backend: Any, kind: str, match: re.Match | None, body: dict) -> tuple[int | None, bool, int | None]:
    """(channel id, public message?, interaction callback type) of a request."""
    if match is None:
        return None, False, None
    groups = match.groupdict()
    if groups.get("channel"):
        return int(groups["channel"]), kind in ("message.create", "message.edit"), None
    if kind not in ("interaction.callback", "followup.create", "followup.edit"):
        return None, False, None
    record = None
    try:
        if groups.get("interaction"):
            record = backend.interactions.get(int(groups["interaction"]))
        elif groups.get("token"):
            record = backend.interaction_by_token(groups["token"])
    except Exception:  # an unknown token: SimCord itself answers 404 for it
        record = None
    channel = getattr(record, "channel_id", None)
    if kind == "interaction.callback":
        callback = body.get("type")
        data = body.get("data") or {}
        public = callback in (4, 5) and not (data.get("flags") or 0) & EPHEMERAL
        public |= callback == 7 and not getattr(record, "ephemeral", False)
        return channel, public, callback
    ephemeral = bool((body.get("flags") or 0) & EPHEMERAL)
    if kind == "followup.edit":
        ephemeral = bool(getattr(record, "ephemeral", False))
    return channel, not ephemeral, None


@contextmanager
def each_request(look: Any) -> Iterator[None]:
    """`look(backend, method, path, json, files)` sees every request SimCord receives while
    inside, before SimCord answers it (it may raise, as Discord would refuse)."""
    from simcord.http import router

    original = router.dispatch

    def dispatch(backend, method, path, *, json=None, files=None, **kwargs):
        look(backend, method, path, json, list(files or []))
        return original(backend, method, path, json=json, files=files, **kwargs)

    router.dispatch = dispatch
    try:
        yield
    finally:
        router.dispatch = original


@contextmanager
def watching(log: CallLog | None = None, *, reject: bool = True) -> Iterator[CallLog]:
    """Check and record every request SimCord receives while inside; see the module docstring."""
    from simcord.backend.errors import BackendError

    log = log if log is not None else CallLog()

    def check(backend, method, path, json, files):
        call = log.record(backend, method, path, json, files)
        if call.violations and reject:
            errors = {v.field: {"_errors": [{"code": "LIMIT", "message": v.problem}]} for v in call.violations}
            raise BackendError(400, 50035, "Invalid Form Body: " + "; ".join(
                f"{v.field}: {v.problem}" for v in call.violations), errors=errors)

    with each_request(check):
        yield log
