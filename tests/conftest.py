import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.text import Words  # noqa: E402

# every SimCord request is checked against Discord's limits; pytester runs a bot that breaks one
pytest_plugins = ["tests.discord_limits_plugin", "pytester"]

Words.strict = True  # in tests, a template field without a param is an error, not a blank
