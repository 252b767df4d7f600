"""`python -m tests.renders.make_docs`: the pictures in docs/boards/ — for each game its legend,
a mid-game board at full width and at a phone's 360 px, and that board as a deutan sees it; and
the focus picture of the decision there (the acting seat's own), the same three ways."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

import renders
from bot.text import Words
from engine import registry
from engine.core import Game, Rng, State
from tests.games import game_names
from tests.renders.vision import simulate_image

OUT = Path(__file__).resolve().parents[2] / "docs" / "boards"
NAMES = ["Olena", "Jiří", "Lucía", "Sam", "Ana", "Petr", "Taras", "Mia", "Noor"]
SHOWN = {"portroyal": (4, 160), "tobago": (3, 70), "tortuga": (6, 60), "timbuktu": (4, 60)}  # players, moves in


def shown(game_name: str) -> tuple[int, int]:
    """How a game's mid-game board is dealt: SHOWN, else (a game added since) its fewest players, 60 moves."""
    return SHOWN.get(game_name) or (registry.get(game_name).min_players, 60)


def played(game_name: str, players: int, moves: int) -> tuple[Game, State, list[str]]:
    """The game, its state after `moves` AI moves (seed 7) and its seats."""
    game = registry.get(game_name)
    seats = [str(100 + i) for i in range(players)]
    state = game.setup(seats, seed=7, options={})
    rng = Rng(7)
    for _ in range(moves):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        game.apply(state, seat, game.ai_choose(state, seat, rng))
    return game, state, seats


def mid_game(game_name: str, players: int, moves: int) -> tuple[dict, dict]:
    game, state, seats = played(game_name, players, moves)
    return game.view(state, seats[0]), dict(zip(seats, NAMES))


def english_legend(game_name: str) -> list[bytes]:
    """A game's whole legend worded in English: the pictures "?" sends, in order."""
    words = Words("en")
    keys = renders.legend_keys(game_name) or []
    return [png for png, _ in renders.legend(
        game_name, None, {key: words(f"{game_name}.icon.{key}", game_name) for key in keys})]


def legend_sheet(game_name: str) -> Image.Image:
    """A game's whole legend in English: its pictures one under the other, as a reader scrolls them."""
    pictures = [Image.open(io.BytesIO(png)).convert("RGB") for png in english_legend(game_name)]
    sheet = Image.new("RGB", (max(p.width for p in pictures), sum(p.height + 8 for p in pictures)), (255, 255, 255))
    y = 0
    for picture in pictures:
        sheet.paste(picture, (0, y))
        y += picture.height + 8
    return sheet


def mid_decision(game_name: str, players: int, moves: int) -> tuple[dict, list, dict]:
    """The acting seat's view and choices after `moves` moves (its focus picture's data)."""
    game, state, seats = played(game_name, players, moves)
    seat = game.to_act(state)[0]
    choices = [renders.Choice(a.id, "", a.at) for a in game.legal_actions(state, seat)]
    return game.view(state, seat), choices, dict(zip(seats, NAMES))


def focus_pictures(game_name: str) -> None:
    view, choices, names = mid_decision(game_name, *shown(game_name))
    focus = renders.draw(game_name, view, choices, names).focus
    if focus is None:
        return
    picture = Image.open(io.BytesIO(focus)).convert("RGB")
    save(picture, OUT / f"{game_name}-focus.png")
    save(picture.resize((360, round(picture.height * 360 / picture.width)), Image.LANCZOS),
         OUT / f"{game_name}-focus-360.png")
    save(simulate_image(picture, "deutan"), OUT / f"{game_name}-focus-deutan.png")


def save(img: Image.Image, path: Path) -> None:
    img.convert("RGB").quantize(colors=256, method=Image.Quantize.FASTOCTREE).save(path, optimize=True)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for game_name in game_names():  # every real game: one added tomorrow too
        players, moves = shown(game_name)
        save(legend_sheet(game_name), OUT / f"{game_name}-legend.png")
        view, names = mid_game(game_name, players, moves)
        board = Image.open(io.BytesIO(renders.render(game_name, view, names))).convert("RGB")
        save(board, OUT / f"{game_name}-board.png")
        phone = board.resize((360, round(board.height * 360 / board.width)), Image.LANCZOS)
        save(phone, OUT / f"{game_name}-board-360.png")
        save(simulate_image(board, "deutan"), OUT / f"{game_name}-board-deutan.png")
        focus_pictures(game_name)
        print(game_name, ", ".join(f"{p.name} {p.stat().st_size // 1024} KB" for p in sorted(OUT.glob(f"{game_name}-*"))))


if __name__ == "__main__":
    main()
