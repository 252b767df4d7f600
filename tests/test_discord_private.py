"""The one private part of discord.py the bot leans on (bot/metrics.py `count_requests`): this
fails, saying what changed, on a discord.py whose HTTP client no longer looks the same."""

from __future__ import annotations

import inspect

import discord
import discord.http

WHERE = "bot/metrics.py Metrics.count_requests wraps it: adapt it to discord.py " + discord.__version__


def test_the_http_client_still_sends_every_request_through_request_route_kwargs():
    request = getattr(discord.http.HTTPClient, "request", None)
    assert inspect.iscoroutinefunction(request), f"HTTPClient.request is gone or not a coroutine; {WHERE}"
    params = list(inspect.signature(request).parameters.values())
    assert [p.name for p in params[:2]] == ["self", "route"], f"HTTPClient.request(route, ...) changed; {WHERE}"
    assert any(p.kind is p.VAR_KEYWORD for p in params), f"HTTPClient.request takes no **kwargs; {WHERE}"


def test_a_route_still_names_its_method_and_its_path_template():
    route = discord.http.Route("POST", "/channels/{channel_id}/messages", channel_id=1)
    assert (getattr(route, "method", None), getattr(route, "path", None)) == \
        ("POST", "/channels/{channel_id}/messages"), f"discord.http.Route's method/path changed; {WHERE}"


def test_a_client_s_requests_go_through_its_http_attribute():
    client = discord.Client(intents=discord.Intents.none())
    assert isinstance(getattr(client, "http", None), discord.http.HTTPClient), f"Client.http changed; {WHERE}"


ENTRY = "bot/discord_surface/entry_point.py sync_global calls it: adapt it to discord.py " + discord.__version__


def test_the_http_client_still_reads_and_overwrites_the_global_commands():
    get = getattr(discord.http.HTTPClient, "get_global_commands", None)
    put = getattr(discord.http.HTTPClient, "bulk_upsert_global_commands", None)
    assert get is not None and list(inspect.signature(get).parameters)[:2] == ["self", "application_id"], ENTRY
    assert put is not None and list(inspect.signature(put).parameters)[:3] == ["self", "application_id", "payload"], ENTRY
