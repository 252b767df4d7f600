"""/game server's forms: under the settings Manage Server finds two buttons, each opening a form
filled with the settings as they are; a save says so and shows them, a wrong number is refused
in `/game server`'s own words with nothing changed, and nobody else opens or submits one."""

from __future__ import annotations

import pytest

from bot.discord_surface.forms import FORMS, ServerForm
from bot.service.servers import LIMITS, ServerSettings
from bot.text import Words, locales
from tests.bot.conftest import answer, button_labels, speak_ukrainian
from tests.bot.forging import forge, forge_form
from tests.bot.test_limits import moderator
from tests.bot.test_recovery import restart
from tests.discord_limits import MODAL_LABEL, check_modal

TABLES, LIMITS_BUTTON = "Edit language, timers, who and where", "Edit limits"


def fields(modal: dict) -> dict[str, dict]:
    """A shown form's controls by custom id, each with its label's words beside it."""
    return {block["component"]["custom_id"]: {**block["component"], "label_text": block["label"]}
            for block in modal["components"]}


def defaults(control: dict) -> list:
    """What a control shows chosen or typed when the form opens."""
    if control["type"] == 4:
        return [control.get("value")]
    if control["type"] == 3:
        return [o["value"] for o in control["options"] if o.get("default")]
    return [str(d["id"]) for d in control.get("default_values", [])]


async def settings_message(member, world):
    result = await member.slash(world.channel, "game server")
    assert result.ephemeral
    return result.response


async def test_a_manager_saves_both_forms_and_game_server_shows_them(world):
    alice = world.members[0]
    mod = moderator(world)
    players = world.guild.create_role("Players")
    games, more = world.guild.create_text_channel("tables-here"), world.guild.create_text_channel("more-tables")
    shown = await settings_message(mod, world)
    assert button_labels(shown) == [TABLES, LIMITS_BUTTON]
    form = await mod.click(shown, label=TABLES)
    assert form.modal["title"] == "New tables on this server"
    controls = fields(form.modal)
    assert list(controls) == ["language", "reminder", "takeover", "opener", "channels"]
    assert [defaults(controls[n]) for n in controls] == [["auto"], ["12"], ["0"], [], []]  # today's settings
    assert controls["language"]["options"][0]["label"] == "The server's own (English)"
    saved = await mod.submit_modal(form, {"language": ["uk"], "reminder": ["6"], "takeover": ["24"],
                                          "opener": [players], "channels": [games, more]})
    said = answer(saved)
    assert said.startswith("✅ Saved.") and "Language of new tables: Українська" in said
    assert "Reminder after 6 h · AI takeover after 24 h" in said
    assert f"Who may open tables: <@&{players.id}>" in said and f"Where: <#{games.id}> <#{more.id}>" in said
    assert saved.response.id == shown.id and button_labels(saved.response) == button_labels(shown)  # in place
    stored = await world.bot.tables.server(world.guild.id)
    assert (stored.language, stored.reminder, stored.takeover, stored.opener) == ("uk", 6, 24, players.id)
    assert stored.channels == (games.id, more.id)

    form = await mod.click(saved.response, label=LIMITS_BUTTON)
    controls = fields(form.modal)
    assert form.modal["title"] == "Limits on this server" and list(controls) == [*LIMITS, "hints"]
    assert [defaults(controls[n]) for n in controls] == [["1"], ["5"], ["50"], ["10"], ["on"]]
    assert controls["cooldown"]["label_text"] == "Seconds between one person's /game new"
    assert controls["hints"]["label_text"] == "Hints at this server's tables"
    saved = await mod.submit_modal(form, {"lobbies": "2", "hosted": " 7 ", "running": "40", "cooldown": "0",
                                          "hints": ["off"]})
    said = answer(saved)
    assert said.startswith("✅ Saved.") and "Reminder after 6 h" in said
    assert "Hints (`/game hint`): off at every table" in said and not (await world.bot.tables.server(world.guild.id)).hints
    assert "Limits: 2 open lobbies and 7 running tables hosted per person; 40 running tables in the server;" in said
    assert "every 0 seconds" in said

    # what anyone then reads, and a form opened again starts from it
    looked = answer(await alice.slash(world.channel, "game server"))
    assert "Українська" in looked and f"<@&{players.id}>" in looked and "2 open lobbies" in looked
    form = await mod.click(await settings_message(mod, world), label=TABLES)
    controls = fields(form.modal)
    assert [defaults(controls[n]) for n in controls] == [
        ["uk"], ["6"], ["24"], [str(players.id)], [str(games.id), str(more.id)]]
    # nothing picked: everyone, anywhere; the server's own language again
    saved = await mod.submit_modal(form, {"language": ["auto"], "reminder": ["6"], "takeover": ["24"]})
    assert "Who may open tables: everyone" in answer(saved) and "Where: any channel" in answer(saved)
    stored = await world.bot.tables.server(world.guild.id)
    assert (stored.language, stored.opener, stored.channels, stored.limit("hosted")) == (None, None, (), 7)


async def test_a_form_opened_before_a_restart_is_saved_after_it(world, db_path):
    mod = moderator(world)
    form = await mod.click(await settings_message(mod, world), label=LIMITS_BUTTON)
    await restart(world, db_path)
    saved = await mod.submit_modal(form, {"lobbies": "4", "hosted": "5", "running": "50", "cooldown": "10"})
    assert answer(saved).startswith("✅ Saved.") and "4 open lobbies" in answer(saved)
    assert (await world.bot.tables.server(world.guild.id)).limit("lobbies") == 4


@pytest.mark.parametrize("typed, told", [
    ({"lobbies": "11"}, "“lobbies” must be between 1 and 10, not 11."),
    ({"lobbies": "2", "running": "0"}, "“running” must be between 1 and 500, not 0."),
    ({"cooldown": "ten"}, "“cooldown” must be between 0 and 3,600, not ten."),  # as the service words it
    ({"hosted": "-3"}, "“hosted” must be between 1 and 50, not -3."),
    ({"hosted": "5.5"}, "“hosted” must be between 1 and 50, not 5.5."),
])
async def test_a_wrong_number_is_refused_in_todays_words_and_nothing_changes(world, typed, told):
    mod = moderator(world)
    shown = await settings_message(mod, world)
    form = await mod.click(shown, label=LIMITS_BUTTON)
    values = {name: str(LIMITS[name][0]) for name in LIMITS} | typed
    result = await mod.submit_modal(form, values)
    assert result.ephemeral and answer(result) == f"⚠️ {told}"
    assert result.response.id != shown.id  # a reply of its own: the settings shown stay as they were
    assert world.env.backend.get_message(world.channel.id, shown.id).content == shown.content
    assert await world.bot.tables.server(world.guild.id) == ServerSettings()


async def test_a_forged_hour_is_refused_like_the_command_refuses_it(world):
    mod = moderator(world)
    result = await forge_form(mod, world.channel, "tt:server-form:tables", {"reminder": ["5"], "language": ["uk"]})
    assert result.ephemeral and "“5” is not a valid value for reminder" in answer(result)
    assert await world.bot.tables.server(world.guild.id) == ServerSettings()


async def test_without_manage_server_no_form_opens_and_none_is_saved(world):
    alice = world.members[0]
    shown = await settings_message(alice, world)
    assert button_labels(shown) == [] and "Who may open tables: everyone" in shown.content  # she may look
    public = (await alice.slash(world.channel, "game new", game="highcard")).response
    for form in FORMS:
        pressed = await forge(alice, world.channel, public, f"tt:server:{form}")
        assert pressed.modal is None and "Only someone with Manage Server" in answer(pressed)
        submitted = await forge_form(alice, world.channel, f"tt:server-form:{form}",
                                     {"language": ["uk"]} if form == "tables" else {"lobbies": "3"})
        assert submitted.ephemeral and "Only someone with Manage Server" in answer(submitted)
    # a manager who opened a form and lost Manage Server before sending it
    mod = moderator(world)
    form = await mod.click(await settings_message(mod, world), label=LIMITS_BUTTON)
    world.env.backend.get_guild(world.guild.id).members[mod.id].role_ids.clear()
    result = await mod.submit_modal(form, {name: "3" for name in LIMITS})
    assert result.ephemeral and "Only someone with Manage Server" in answer(result)
    assert await world.bot.tables.server(world.guild.id) == ServerSettings()


async def test_a_form_of_no_kind_of_ours_is_answered(world):
    mod = moderator(world)
    for custom_id in ("tt:server-form:colours", "someone-elses-form"):
        result = await forge_form(mod, world.channel, custom_id, {"lobbies": "3"})
        assert result.ephemeral and answer(result).startswith("⚠️ I can't read that button or menu: nothing changed.")
    assert await world.bot.tables.server(world.guild.id) == ServerSettings()


async def test_the_forms_speak_the_managers_language(world, monkeypatch):
    mod = moderator(world)
    speak_ukrainian(monkeypatch)
    shown = await settings_message(mod, world)
    assert button_labels(shown) == ["Змінити мову, таймери, хто й де", "Змінити обмеження"]
    form = await mod.click(shown, label="Змінити обмеження")
    assert form.modal["title"] == "Обмеження на цьому сервері"
    assert fields(form.modal)["lobbies"]["label_text"] == "Відкритих лобі на одну людину"
    assert form.modal["components"][0]["description"] == "Ціле число від 1 до 10."
    refused = await mod.submit_modal(form, {"lobbies": "11", "hosted": "5", "running": "50", "cooldown": "10"})
    assert answer(refused) == "⚠️ «lobbies» має бути від 1 до 10, а не 11."
    form = await mod.click(shown, label="Змінити мову, таймери, хто й де")
    assert form.modal["title"] == "Нові столи на цьому сервері"
    assert fields(form.modal)["reminder"]["options"][0]["label"] == "Вимкнено"
    saved = await mod.submit_modal(form, {"language": ["es"], "reminder": ["0"], "takeover": ["1"]})
    assert answer(saved).startswith("✅ Збережено.") and "Мова нових столів: Español" in answer(saved)


@pytest.mark.parametrize("locale", locales())
async def test_every_form_in_every_language_fits_discords_limits(locale):
    words = Words(locale)
    full = ServerSettings(language="cs", reminder=48, takeover=168, opener=123456789012345678,
                          channels=tuple(range(10**17, 10**17 + 30)), limits={"cooldown": 3600})
    for form, names in FORMS.items():
        modal = ServerForm.laid_out(form, words, full, locale).to_dict()
        assert check_modal(modal) == [], (locale, form)
        for name in names:  # the words themselves fit: nothing was cut to make them
            assert len(words(f"core.server.field.{name}")) <= MODAL_LABEL, (locale, name)
        assert len(words(f"core.server.form_{form}")) <= MODAL_LABEL
    chosen = fields(ServerForm.laid_out("tables", words, full, locale).to_dict())["channels"]
    assert len(chosen["default_values"]) == 25  # the most a select holds
