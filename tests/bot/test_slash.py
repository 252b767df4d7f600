"""A slash command is written in one place, its method: what `@slash` says there is what Discord
is sent, and a command that fails is still answered."""

from __future__ import annotations

import inspect

import pytest

from bot.discord_surface.slash import GROUP, TableCog, slash
from bot.text import Words
from tests.bot.conftest import answer


def sent_commands(bot) -> dict[str, dict]:
    """Every command as Discord is sent it, by its full name ("game new", "move")."""
    found = {}
    for command in bot.tree.get_commands():
        data = command.to_dict(bot.tree)
        for sub in data.get("options", []) if command.name == GROUP else [data]:
            found[f"{GROUP} {sub['name']}" if command.name == GROUP else sub["name"]] = sub
    return found


async def test_each_method_marked_slash_is_sent_with_its_description_parameters_and_suggestions(world):
    sent = sent_commands(world.bot)
    declared = {}
    for cog in world.bot.parts.cogs:
        for method_name, spec in type(cog).commands_here():
            full = spec.name if spec.top else f"{GROUP} {spec.name}"
            declared[full] = spec
            data = sent[full]
            assert data["description"] == spec.description
            params = [p for p in inspect.signature(getattr(cog, method_name)).parameters if p != "interaction"]
            options = {o["name"]: o for o in data.get("options", [])}
            assert list(options) == params  # the method's own parameters, in its order
            for name, option in options.items():
                assert option["description"] == spec.describe.get(name, "…")
                assert option.get("autocomplete", False) == (name in spec.autocomplete)
    assert set(declared) == set(sent)  # nothing in the tree that no method declares


async def test_a_command_that_fails_is_answered_privately_without_its_internals(world, monkeypatch):
    class Broken(TableCog):
        @slash("broken", "Always fails", top=True, describe={"why": "What to fail with"})
        async def broken(self, interaction, why: str) -> None:
            raise RuntimeError(why)

    await world.bot.add_cog(Broken(world.bot.tree, world.bot.tables))
    await world.bot.tree.sync()
    result = await world.members[0].slash(world.channel, "broken", why="on purpose")
    assert result.ephemeral and answer(result).endswith(Words("en")("core.error.internal"))  # privately, in words
    assert "on purpose" not in answer(result)  # an internal error's text is not shown to people


def test_a_description_for_a_parameter_the_method_lacks_is_refused(world):
    class Wrong(TableCog):
        @slash("wrong", "Misdescribed", describe={"nothing": "No such parameter"})
        async def wrong(self, interaction) -> None:
            pass

    with pytest.raises(TypeError):
        Wrong(world.bot.tree, world.bot.tables)
