"""Treasure Table's Discord bot, in floors that import only downwards (tests/test_layers.py):

- `text` (the catalogue) and `workers` (the processes that draw boards and think for hard AIs);
- `service`: the table service, the one door to every table and the only way to the store;
- `speech`: what the bot says, pure (no Discord call); `metrics`; `settings` (the environment);
- `timers`: what moves a table by itself (turn clocks, AI takeovers, forgetting);
- `discord_surface`: slash commands, buttons and menus, turned into service calls; and its
  posting: commits -> Discord messages, DMs and notices;
- `web_surface`: the live board (a Discord Activity) beside it: its site, sign-in and one socket
  per seat, pushed every commit; the two surfaces never import each other;
- `app`: `compose` builds every service with its collaborators, in one place; `create_bot`;
- `__main__`: `python -m bot`.
"""
