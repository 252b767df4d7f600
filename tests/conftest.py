import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.text import Words  # noqa: E402

Words.strict = True  # in tests, a template field without a param is an error, not a blank
