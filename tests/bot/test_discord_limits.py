"""The payload validator refuses what real Discord refuses, accepts what it accepts, and fails a
SimCord test whose bot sends a payload over a limit."""

from __future__ import annotations

import base64
import io
import textwrap

import discord
import pytest

from tests.discord_limits import EMOJI_IMAGE_BYTES, UPLOAD_BYTES, CallLog, check_request, watching
from tests.bot.conftest import text_of

MESSAGES = "/channels/1/messages"
CALLBACK = "/interactions/7/secret-token/callback"
SYNC = "/applications/9/commands"


def fields(method, path, json, files=()):
    return [v.field for v in check_request(method, path, json, files)]


def post(body, files=()):
    return fields("POST", MESSAGES, body, files)


def button(label="Go", custom_id="b", **extra):
    return {"type": 2, "style": 1, "label": label, "custom_id": custom_id, **extra}


def rows(*rows_):
    return {"components": [{"type": 1, "components": list(r)} for r in rows_]}


def select(n, custom_id="s", **extra):
    options = [{"label": f"o{i}", "value": f"v{i}"} for i in range(n)]
    return {"type": 3, "custom_id": custom_id, "options": options, **extra}


# ---- messages and components -----------------------------------------------------------------

@pytest.mark.parametrize("name, known", [
    ("\U0001F0A0", False),  # 🂠 playing card back: in Unicode, not an emoji
    ("\U0001F0CF", True),  # 🃏
    ("\u2764", True),  # ❤ without its presentation mark
    ("\u2764\ufe0f", True),
    ("A", False),
])
def test_a_button_emoji_must_be_one_discord_knows(name, known):
    problems = post(rows([button(emoji={"name": name})]))
    assert (problems == []) is known
    if not known:
        assert problems == ["components[0].components[0].emoji.name"]


def test_a_custom_emoji_needs_a_snowflake_id():
    assert post(rows([button(emoji={"id": "123456789012345678", "name": "coin"})])) == []
    assert post(rows([button(emoji={"id": "coin", "name": "coin"})])) == ["components[0].components[0].emoji.id"]


OURS = {"id": "5", "name": "tt_coin_2f9d3e"}  # an emoji the app owns (see `owned=`)
NOT_OURS = {"id": "6", "name": "tt_coin_000000"}


def test_a_custom_emoji_in_a_component_must_be_one_the_app_owns():
    def owned(body):
        return [v.field for v in check_request("POST", MESSAGES, body, owned={5})]

    assert owned(rows([button(emoji=OURS)])) == []
    assert owned(rows([button(emoji=NOT_OURS)])) == ["components[0].components[0].emoji.id"]
    options = select(2)
    options["options"][1]["emoji"] = NOT_OURS
    assert owned(rows([options])) == ["components[0].components[0].options[1].emoji.id"]
    assert post(rows([button(emoji=NOT_OURS)])) == []  # nothing known of the app's emojis: not checked


def test_a_custom_emoji_written_in_text_must_be_one_the_app_owns():
    def owned(method, path, body):
        return [v.field for v in check_request(method, path, body, owned={5})]

    ours, other = "<:tt_coin_2f9d3e:5>", "<:tt_coin_000000:6>"
    assert owned("POST", MESSAGES, {"content": f"{ours} 3", "embeds": [{"description": ours}]}) == []
    assert owned("POST", MESSAGES, {"content": f"{other} 3"}) == ["content"]
    assert owned("PATCH", "/channels/1/messages/2", {"embeds": [{"description": f"• {other}2"}]}) == ["embeds[0]"]
    assert owned("POST", MESSAGES, {"embeds": [{"fields": [{"name": "n", "value": other}]}]}) == ["embeds[0]"]
    v2 = {"flags": 1 << 15, "components": [{"type": 17, "components": [{"type": 10, "content": other}]}]}
    assert owned("POST", CALLBACK, {"type": 4, "data": v2}) == ["data.components(#1, type 10).content"]


def test_the_recorder_checks_emojis_against_simcords_app_emojis():
    class Backend:
        application_emojis = {5: object()}

    log = CallLog()
    log.record(Backend(), "POST", MESSAGES, rows([button(emoji=OURS)]), [])
    log.record(Backend(), "POST", MESSAGES, rows([button(emoji=NOT_OURS)]), [])
    assert [v.field for v in log.violations] == ["components[0].components[0].emoji.id"]


def png_uri(size: int, kind: str = "png") -> str:
    return f"data:image/{kind};base64," + base64.b64encode(b"\0" * size).decode()


@pytest.mark.parametrize("body, problems", [
    ({"name": "tt_coin_2f9d3e", "image": png_uri(EMOJI_IMAGE_BYTES)}, []),
    ({"name": "tt_coin", "image": png_uri(100, "webp")}, []),
    ({"name": "c", "image": png_uri(100)}, ["name"]),
    ({"name": "t" * 33, "image": png_uri(100)}, ["name"]),
    ({"name": "tt coin", "image": png_uri(100)}, ["name"]),
    ({"name": "tt_coin", "image": png_uri(EMOJI_IMAGE_BYTES + 1)}, ["image"]),
    ({"name": "tt_coin", "image": png_uri(100, "svg+xml")}, ["image"]),
    ({"name": "tt_coin", "image": base64.b64encode(b"png").decode()}, ["image"]),
    ({"name": "tt_coin"}, ["image"]),
])
def test_an_app_emoji_upload_needs_a_good_name_and_a_small_image(body, problems):
    assert fields("POST", "/applications/9/emojis", body) == problems


def test_select_option_emoji_is_checked_too():
    bad = select(2)
    bad["options"][1]["emoji"] = {"name": "\U0001F0A0"}
    assert post(rows([bad])) == ["components[0].components[0].options[1].emoji.name"]


def test_button_label_at_most_80():
    assert post(rows([button("x" * 80)])) == []
    assert post(rows([button("x" * 81)])) == ["components[0].components[0].label"]


def test_a_button_needs_a_label_or_an_emoji():
    assert post(rows([{"type": 2, "style": 1, "custom_id": "b"}])) == ["components[0].components[0]"]


def test_custom_id_at_most_100_and_unique_in_a_message():
    assert post(rows([button(custom_id="c" * 100)])) == []
    assert post(rows([button(custom_id="c" * 101)])) == ["components[0].components[0].custom_id"]
    assert post(rows([button(custom_id="a")], [button(custom_id="a")])) == ["components[1].components[0].custom_id"]


def test_at_most_5_rows_of_at_most_5_buttons():
    five = [button(custom_id=f"b{i}") for i in range(5)]
    assert post(rows(*[[button(custom_id=f"r{r}b{i}") for i in range(5)] for r in range(5)])) == []
    assert post(rows(*[[button(custom_id=f"r{r}")] for r in range(6)])) == ["components"]
    assert post(rows(five + [button(custom_id="b5")])) == ["components[0].components"]


def test_a_select_sits_alone_in_its_row():
    assert post(rows([select(3)], [button()])) == []
    assert post(rows([select(3), button()])) == ["components[0].components"]


def test_select_holds_1_to_25_options():
    assert post(rows([select(25)])) == []
    assert post(rows([select(26)])) == ["components[0].components[0].options"]
    assert post(rows([select(0)])) == ["components[0].components[0].options"]


def test_select_option_texts_and_placeholder():
    good = select(1, placeholder="p" * 150)
    good["options"][0].update(label="l" * 100, value="v" * 100, description="d" * 100)
    assert post(rows([good])) == []
    bad = select(1, placeholder="p" * 151)
    bad["options"][0].update(label="l" * 101, value="v" * 101, description="d" * 101)
    assert sorted(post(rows([bad]))) == sorted([
        "components[0].components[0].placeholder",
        "components[0].components[0].options[0].label",
        "components[0].components[0].options[0].value",
        "components[0].components[0].options[0].description",
    ])


def test_select_min_and_max_values_make_sense():
    assert post(rows([select(3, min_values=1, max_values=3)])) == []
    assert post(rows([select(3, min_values=2, max_values=1)])) == ["components[0].components[0].min_values"]
    assert post(rows([select(3, max_values=4)])) == ["components[0].components[0].max_values"]
    assert post(rows([select(25, max_values=26)])) == ["components[0].components[0].max_values"] * 2


def test_content_at_most_2000_and_a_new_message_not_empty():
    assert post({"content": "x" * 2000}) == []
    assert post({"content": "x" * 2001}) == ["content"]
    assert post({"content": ""}) == ["content"]
    assert fields("PATCH", "/channels/1/messages/2", {"content": ""}) == []  # an edit may clear it


def test_embed_limits():
    assert post({"embeds": [{"title": "t" * 256, "description": "d" * 4096, "footer": {"text": "f" * 1000},
                             "author": {"name": "a" * 256}}]}) == []
    bad = {"title": "t" * 257, "description": "d" * 4097, "footer": {"text": "f" * 2049}, "author": {"name": "a" * 257}}
    assert sorted(post({"embeds": [bad]})) == sorted(
        ["embeds[0].title", "embeds[0].description", "embeds[0].footer.text", "embeds[0].author.name", "embeds"])
    assert post({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 25}]}) == []
    assert post({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}) == ["embeds[0].fields"]
    assert post({"embeds": [{"fields": [{"name": "n" * 257, "value": "v" * 1025}]}]}) == [
        "embeds[0].fields[0].name", "embeds[0].fields[0].value"]
    assert post({"embeds": [{"title": "t"}] * 10}) == []
    assert post({"embeds": [{"title": "t"}] * 11}) == ["embeds"]


def test_all_embeds_together_at_most_6000():
    assert post({"embeds": [{"description": "d" * 3000}, {"description": "d" * 3000}]}) == []
    assert post({"embeds": [{"description": "d" * 3000}, {"description": "d" * 3001}]}) == ["embeds"]


def test_attachments_at_most_10_files_and_10_mib():
    def files(*sizes):
        return [discord.File(io.BytesIO(b"\0" * size), filename=f"{i}.png") for i, size in enumerate(sizes)]

    assert post({"content": "board"}, files(UPLOAD_BYTES // 2, UPLOAD_BYTES // 2)) == []
    assert post({"content": "board"}, files(UPLOAD_BYTES // 2, UPLOAD_BYTES // 2 + 1)) == ["files"]
    assert post({"content": "boards"}, files(*[10] * 11)) == ["files"]


def test_an_images_alt_text_at_most_1024_characters():
    def described(text):
        return {"content": "board", "attachments": [{"id": 0, "filename": "board.png", "description": text}]}

    assert post(described("a" * 1024)) == []
    assert post(described("a" * 1025)) == ["attachments[0].description"]
    gallery = {"type": 12, "items": [{"media": {"url": "attachment://board.png"}, "description": "a" * 1025}]}
    thumbnail = {"type": 11, "media": {"url": "attachment://board.png"}, "description": "a" * 1025}
    assert post({"flags": 1 << 15, "components": [gallery]}) == ["components[0].items[0].description"]
    assert post({"flags": 1 << 15, "components": [{**gallery, "items": [{**gallery["items"][0], "description": "a"}]}]}) == []
    assert post({"flags": 1 << 15, "components": [{"type": 9, "components": [{"type": 10, "content": "x"}],
                                                   "accessory": thumbnail}]}) == [
        "components[0].accessory.description"]


def test_a_violation_names_route_with_token_hidden_and_field():
    body = {"type": 4, "data": rows([button("x" * 81)])}
    [violation] = check_request("POST", CALLBACK, body)
    assert violation.route == "POST /interactions/7/{token}/callback"
    assert violation.field == "data.components[0].components[0].label"
    assert "81 characters" in str(violation) and "secret-token" not in str(violation)


def test_an_update_and_a_followup_are_checked_like_messages():
    assert fields("POST", CALLBACK, {"type": 7, "data": {"content": "x" * 2001}}) == ["data.content"]
    assert fields("POST", "/webhooks/9/tok", {"content": "x" * 2001}) == ["content"]
    assert fields("PATCH", "/webhooks/9/tok/messages/@original", rows([select(26)])) == [
        "components[0].components[0].options"]


# ---- autocomplete and modals -------------------------------------------------------------------

def autocomplete(choices):
    return fields("POST", CALLBACK, {"type": 8, "data": {"choices": choices}})


def test_autocomplete_at_most_25_choices_with_names_1_to_100():
    assert autocomplete([{"name": f"n{i}", "value": f"v{i}"} for i in range(25)]) == []
    assert autocomplete([{"name": f"n{i}", "value": f"v{i}"} for i in range(26)]) == ["data.choices"]
    assert autocomplete([{"name": "", "value": "v"}]) == ["data.choices[0].name"]
    assert autocomplete([{"name": "n" * 101, "value": "v"}]) == ["data.choices[0].name"]
    assert autocomplete([{"name": "n", "value": "v" * 101}]) == ["data.choices[0].value"]
    assert autocomplete([{"name": "n", "value": 3}]) == []


def modal(title="Bid", rows_=1, label="Coins"):
    text_input = {"type": 4, "custom_id": "amount", "style": 1, "label": label}
    components = [{"type": 1, "components": [dict(text_input, custom_id=f"t{i}")]} for i in range(rows_)]
    return fields("POST", CALLBACK, {"type": 9, "data": {"custom_id": "m", "title": title, "components": components}})


def test_modal_limits():
    assert modal() == []
    assert modal(title="t" * 46) == ["data.title"]
    assert modal(label="l" * 46) == ["data.components[0].components[0].label"]
    assert modal(rows_=6) == ["data.components"]


def form(*blocks, title="Settings"):
    return fields("POST", CALLBACK, {"type": 9, "data": {"custom_id": "m", "title": title, "components": list(blocks)}})


def labelled(component, label="Who", **extra):
    return {"type": 18, "label": label, "component": component, **extra}


def test_a_modal_of_labels_each_holding_one_control():
    text_input = {"type": 4, "custom_id": "n", "style": 1, "label": None, "value": "5", "max_length": 6}
    role = {"type": 6, "custom_id": "r", "min_values": 0, "max_values": 1, "required": False,
            "default_values": [{"id": "123456789012345678", "type": "role"}]}
    channels = {"type": 8, "custom_id": "c", "min_values": 0, "max_values": 25, "disabled": False,
                "default_values": [{"id": str(10**17 + i), "type": "channel"} for i in range(25)]}
    choice = select(5, "l", options=[{"label": "uk", "value": "uk", "default": True}])
    assert form(labelled(choice, description="d" * 100), labelled(role), labelled(channels), labelled(text_input),
                {"type": 10, "content": "Limits"}) == []
    assert form(*[labelled(dict(text_input, custom_id=f"n{i}")) for i in range(6)]) == ["data.components"]
    assert form(labelled(text_input), labelled(text_input)) == ["data.components[1].component.custom_id"]
    assert form(labelled(text_input, label="l" * 46)) == ["data.components[0].label"]
    assert form(labelled(text_input, description="d" * 101)) == ["data.components[0].description"]
    assert form(labelled(dict(text_input, label="Own"))) == ["data.components[0].component.label"]
    assert form(labelled(dict(text_input, value="1234567"))) == ["data.components[0].component.value"]
    assert form(labelled(dict(role, disabled=True))) == ["data.components[0].component.disabled"]
    assert form(labelled(dict(role, default_values=[{"id": "1", "type": "user"}]))) == [
        "data.components[0].component.default_values[0].type"]
    assert form(labelled(dict(role, default_values=role["default_values"] * 2))) == [
        "data.components[0].component.default_values"]  # two defaults, one value at most
    assert form(labelled(dict(channels, max_values=26))) == ["data.components[0].component.max_values"]
    assert form(labelled(select(26, "l"))) == ["data.components[0].component.options"]
    assert form({"type": 18, "label": "Two", "components": [text_input, role]}) == ["data.components[0].component"]
    assert form(labelled({"type": 2, "style": 1, "label": "Go", "custom_id": "b"})) == [
        "data.components[0].component"]
    assert form(labelled(text_input), title="t" * 46) == ["data.title"]


# ---- the command tree --------------------------------------------------------------------------

def command(name="game", description="Play a game", **extra):
    return {"name": name, "description": description, "type": 1, **extra}


def option(name="seat", description="Whose turn", **extra):
    return {"name": name, "description": description, "type": 3, **extra}


def sync(*commands):
    return fields("PUT", SYNC, list(commands))


async def test_the_bots_own_command_tree_passes(tmp_path):
    from bot.app import create_bot

    bot = create_bot(database=tmp_path / "t.sqlite3")
    await bot.add_commands()
    tree = [c.to_dict(bot.tree) for c in bot.tree.get_commands()]
    assert tree and sync(*tree) == []


@pytest.mark.parametrize("name, ok", [
    ("game", True), ("move-2_x", True), ("खेल", True), ("เกม", True), ("игра", True),
    ("Game", False), ("game new", False), ("g" * 33, False), ("", False), ("go!", False),
])
def test_command_names(name, ok):
    assert (sync(command(name)) == []) is ok


def test_command_description_1_to_100():
    assert sync(command(description="d" * 100)) == []
    assert sync(command(description="d" * 101)) == ["[0](game).description"]
    assert sync(command(description="")) == ["[0](game).description"]


def test_at_most_25_options_and_25_choices():
    assert sync(command(options=[option(f"o{i}") for i in range(25)])) == []
    assert sync(command(options=[option(f"o{i}") for i in range(26)])) == ["[0](game).options"]
    choices = [{"name": f"c{i}", "value": f"c{i}"} for i in range(26)]
    assert sync(command(options=[option(choices=choices)])) == ["[0](game).options[0].choices"]


def test_required_options_come_first():
    assert sync(command(options=[option("a", required=True), option("b")])) == []
    assert sync(command(options=[option("a"), option("b", required=True)])) == ["[0](game).options[1].required"]


def test_localisations_follow_the_same_rules():
    good = command(name_localizations={"uk": "гра"}, description_localizations={"uk": "Зіграти"})
    assert sync(good) == []
    assert sync(command(name_localizations={"uk": "Гра"})) == ["[0](game).name_localizations[uk]"]
    assert sync(command(name_localizations={"xx": "game"})) == ["[0](game).name_localizations[xx]"]
    assert sync(command(description_localizations={"fr": "d" * 101})) == ["[0](game).description_localizations[fr]"]


def test_a_command_totals_at_most_4000_characters_counting_its_longest_localisations():
    def tree(localised):
        extra = {"name_localizations": {"de": "n" * 100}} if localised else {}
        options = [option(f"o{i}", "x" * 50, choices=[{"name": "c" * 30, "value": "v" * 30, **extra}])
                   for i in range(25)]
        return command(options=options)

    assert sync(tree(localised=False)) == []  # 15 + 25 × (2 + 50 + 30 + 30) = 2,815
    assert sync(tree(localised=True)) == ["[0](game).(whole command)"]  # 15 + 25 × (2 + 50 + 100 + 30) = 4,565


def test_at_most_100_global_commands_with_unique_names():
    assert sync(*[command(f"c{i}") for i in range(100)]) == []
    assert sync(*[command(f"c{i}") for i in range(101)]) == ["(body)"]
    assert sync(command("a"), command("a")) == ["[1](a).name"]


# ---- the hook inside SimCord -------------------------------------------------------------------

async def test_the_hook_refuses_like_discord_and_counts_posts_and_bytes(world, discord_calls):
    """The autouse hook sees the bot's own sends: a good post is counted, a bad one is a 400."""
    channel = world.bot.get_channel(world.channel.id)
    mark = discord_calls.mark()
    await channel.send("board", file=discord.File(io.BytesIO(b"\x89PNG" + b"\0" * 996), filename="b.png"))
    assert discord_calls.channel_writes(world.channel.id, since=mark) == 1
    assert discord_calls.uploaded_bytes(world.channel.id, since=mark) == 1000

    log = CallLog()
    with watching(log), pytest.raises(discord.HTTPException) as refused:
        await channel.send("x" * 2001)
    assert refused.value.status == 400 and refused.value.code == 50035
    assert "content" in str(refused.value)
    [violation] = log.violations
    assert violation.route == f"POST /channels/{world.channel.id}/messages" and violation.field == "content"
    assert discord_calls.violations == []  # refused by the inner hook before the outer one saw it


PYTESTER_BOT = textwrap.dedent('''
    import discord
    import pytest
    from discord import app_commands

    pytest_plugins = ["tests.discord_limits_plugin"]

    class Bot(discord.Client):
        def __init__(self):
            super().__init__(intents=discord.Intents.default())
            self.tree = app_commands.CommandTree(self)

            @self.tree.command(description="A label Discord accepts")
            async def good(interaction: discord.Interaction):
                view = discord.ui.View()
                view.add_item(discord.ui.Button(label="x" * 80, custom_id="ok"))
                await interaction.response.send_message("fine", view=view)

            @self.tree.command(description="A label one character too long")
            async def bad(interaction: discord.Interaction):
                view = discord.ui.View()
                view.add_item(discord.ui.Button(label="x" * 81, custom_id="long"))
                try:
                    await interaction.response.send_message("oops", view=view)
                except discord.HTTPException:
                    pass  # a bot that swallows the 400 still fails its test

        async def setup_hook(self):
            await self.tree.sync()

    @pytest.fixture
    def simcord_bot():
        return Bot()
''')

PYTESTER_TESTS = textwrap.dedent('''
    import pytest

    async def run(env, name):
        guild = env.create_guild()
        channel = guild.create_text_channel("games")
        member = guild.add_member(env.create_user("alice"))
        return await member.slash(channel, name)

    async def test_good(simcord_env):
        await run(simcord_env, "good")

    async def test_bad(simcord_env):
        await run(simcord_env, "bad")

    @pytest.mark.discord_limits(expect_violations=True)
    async def test_bad_on_purpose(simcord_env):
        await run(simcord_env, "bad")
''')


def test_a_bot_payload_over_a_limit_fails_its_test(pytester):
    pytester.makeconftest(PYTESTER_BOT)
    pytester.makepyfile(test_bot=PYTESTER_TESTS)
    pytester.makeini("[pytest]\nasyncio_mode = auto\nasyncio_default_fixture_loop_scope = function\n")
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines([
        "*test_bad - tests.discord_limits.DiscordLimitError*",
    ])
    failure = result.stdout.str()
    assert "/{token}/callback: data.components[0].components[0].label: 81 characters, allowed 0–80" in failure
    assert "test_good" not in failure and "test_bad_on_purpose" not in failure


# ---- Components V2 layouts ----------------------------------------------------------------------

def v2(*blocks):
    return {"flags": 1 << 15, "components": list(blocks)}


def container(*children):
    return {"type": 17, "components": list(children)}


def gallery(*descriptions):
    return {"type": 12, "items": [{"media": {"url": "attachment://board.png"}, "description": d}
                                  for d in descriptions]}


def test_a_layout_is_checked_block_by_block():
    text = {"type": 10, "content": "hello"}
    assert post(v2(container(text, gallery("a board"), {"type": 1, "components": [button()]}))) == []
    assert post(v2(container(container(text)))) == ["components[0].components[0].type"]  # no nesting
    assert post(v2({"type": 1, "components": [button()]}, {"type": 4, "custom_id": "t", "style": 1})) == [
        "components[1].type"]  # a text input belongs to modals
    assert post(v2(container({"type": 10, "content": ""}))) == ["components[0].components[0].content"]
    assert post(v2(container({"type": 14, "spacing": 3}))) == ["components[0].components[0].spacing"]
    assert post(v2(container({"type": 9, "components": [text]}))) == ["components[0].components[0].accessory"]


def test_a_gallery_holds_one_to_ten_images_each_with_a_url():
    assert post(v2(gallery(*["x"] * 10))) == []
    assert post(v2(gallery(*["x"] * 11))) == ["components[0].items"]
    assert post(v2({"type": 12, "items": []})) == ["components[0].items"]
    assert post(v2({"type": 12, "items": [{"media": {}}]})) == ["components[0].items[0].media.url"]


def test_a_layout_has_at_most_40_components_and_4000_characters_and_no_content():
    texts = [{"type": 10, "content": "x"} for _ in range(40)]
    assert "components" in post(v2(container(*texts)))  # 41 with the container
    assert post(v2(container(*texts[:39]))) == []
    assert post(v2(container({"type": 10, "content": "x" * 2000}, {"type": 10, "content": "x" * 2001}))) == [
        "components"]
    assert post({**v2(container({"type": 10, "content": "x"})), "content": "hi"}) == ["flags"]
