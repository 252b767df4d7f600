"""The live board: a Discord Activity served by the bot's own aiohttp site, a second surface over
the same tables (docs/live-board.md is the contract with its page). `site` serves the page and the
socket; `identity` asks Discord who is on the socket and where; `watching` pushes each socket its
seat's table on every commit; `messages` builds what a socket is sent, in the table's words."""
