"""Tobago board images: valid, deterministic, small, fast, and blind to secrets."""

from __future__ import annotations

import copy

import pytest

import renders
from engine import registry
from engine.core import Rng
from renders import strips, tobago
from tests.renders import tobago_samples as S
from tests.renders.pngs import differs, open_png

MAX_BYTES = 400 * 1024


@pytest.mark.parametrize("name", sorted(S.ALL))
def test_every_sample_renders_valid_small_deterministic_png(name):
    view = S.ALL[name]()
    png = renders.render("tobago", view)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    img = open_png(png)
    assert img.width == tobago.W and 1200 <= img.height <= 2200
    assert len(png) <= MAX_BYTES
    assert renders.render("tobago", S.ALL[name]()) == png


def test_every_phase_and_player_count_is_covered():
    views = [fn() for fn in S.ALL.values()]
    assert all(fn()["phase"] == name.split("_")[0] for name, fn in S.ALL.items())  # each sample is what it says
    assert {v["phase"] for v in views} == {"place", "turn", "offer", "restart", "over"}
    assert {len(v["players"]) for v in views} == {2, 3, 4}
    assert any(v["island"] == "random" for v in views)


@pytest.mark.parametrize("key, value", [("hand", []), ("gold", [6, 6, 6, 6]),
                                        ("offered_card", {"type": "gold", "value": 2})])
def test_my_view_draws_what_only_i_know(key, value):
    """A seat's own view (only ever shown to that seat) draws its clue hand, its gold and the
    card offered to it; the public view has none of them and draws none."""
    view = S.ALL["offer_4p_offered_seat"]()
    assert view["offered_card"] is not None and view["hand"]
    changed = copy.deepcopy(view)
    changed[key] = value
    assert differs(tobago.render(view), tobago.render(changed))
    public = S.view(4, 1, "offer", 5)
    assert public["you"] is None and not (public.get("hand") or public.get("gold") or public.get("offered_card"))


@pytest.mark.parametrize("change", [
    lambda v: v["players"][0].update(atv="A2"),
    lambda v: v["amulets"].update(A2=3),
    lambda v: v["players"][1].update(amulets=v["players"][1]["amulets"] + 1),
    lambda v: v["players"][1].update(treasure_cards=v["players"][1]["treasure_cards"] + 1),
    lambda v: v["maps"][0].update(markers=["A2", "A3"], possible=["A2", "A3"], possible_count=2),
    lambda v: v.update(treasure_deck=v["treasure_deck"] - 1),
    lambda v: v["objects"].update(A2="hut"),
    lambda v: v["facing"].update({n: (f + 1) % 6 for n, f in v["facing"].items()}),
])
def test_view_changes_show_up(change):
    view = S.ALL["turn_2p"]()
    before = tobago.render(view)
    change(view)
    assert differs(before, tobago.render(view))


def test_more_clues_make_the_maps_taller():
    view = S.ALL["turn_2p"]()
    h = open_png(tobago.render(view)).height
    clue = {"type": "clue", "id": 0, "relation": "in", "ref": "beach", "seat": view["players"][0]["seat"]}
    view["maps"][0]["clues"] = [dict(clue) for _ in range(12)]
    assert open_png(tobago.render(view)).height > h


def test_names_and_missing_fields():
    view = S.ALL["turn_2p"]()
    plain = tobago.render(view)
    named = tobago.render(view, {view["players"][0]["seat"]: "Олена 🌴"})
    assert differs(plain, named)
    bare = {"phase": "turn", "to_act": [], "players": [], "maps": [], "terrain": {}}
    assert tobago.render(bare).startswith(b"\x89PNG")


def test_the_card_on_offer_is_face_up_on_the_public_board():
    """Rulebook: the top card is turned face up, so everyone (spectators too) sees its value."""
    from renders import common as C

    view = S.view(4, 1, "offer", 5)
    assert view["you"] is None
    view["distribution"]["card"] = {"type": "gold", "value": 7}
    with C.recording_text() as written:
        tobago.compose(view)  # draws every strip (render() may take cached ones, writing nothing)
    assert "7" in {text for _, text in written}
    hidden = copy.deepcopy(view)
    hidden["distribution"]["card"] = None
    assert differs(tobago.render(view), tobago.render(hidden))


def test_the_card_on_offer_is_a_region_inside_its_map_cached_or_not():
    """The offered card is tapped to take it: its region lies inside its map's box, once, whether
    the board's strips were drawn now or came from the cache (a box is drawn apart, then pasted)."""
    view = S.view(4, 1, "offer", 5)
    view["distribution"]["card"] = {"type": "gold", "value": 7}
    colour = view["distribution"]["map"]
    choices = [("take", "", (f"map:{colour}", "offer"))]
    for cached in (False, True):
        if not cached:
            strips.clear()
        regions = renders.draw("tobago", view, choices).regions
        (card,), (box,) = regions["offer"], regions[f"map:{colour}"]
        xs, ys = [x for x, _ in box], [y for _, y in box]
        assert all(min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys) for x, y in card), (card, box)


def test_a_board_from_cached_strips_is_the_board_drawn_afresh():
    """Each strip's key names everything its pixels show: a whole game's consecutive boards
    (public and a seat's own, named players) drawn with earlier boards' strips in the cache
    are, byte for byte, the boards drawn with nothing cached."""
    game = registry.get("tobago")
    state = game.setup(["1", "2", "3", "4"], 2)
    rng = Rng(2)
    views = []
    while game.outcome(state) is None:  # the AI plays every phase, to the end, in about 100 moves
        seat = game.to_act(state)[0]
        views.append(game.view(state, seat if len(views) % 4 == 0 else None))
        game.apply(state, seat, game.ai_choose(state, seat, rng))
    views.append(game.view(state, None))
    names = {"1": "Олена", "3": "Jiří"}
    strips.clear()
    for sample in S.ALL.values():  # other tables' boards first
        tobago.render(sample())
    warm = [tobago.render(v, names) for v in views]
    cold = []
    for v in views:
        strips.clear()
        tobago._layout_image.cache_clear()
        cold.append(tobago.render(v, names))
    assert warm == cold
