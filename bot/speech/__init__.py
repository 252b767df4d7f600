"""What the bot says: the words of a table (wording, lobby, log pages, replays), the pure
composition of a channel's messages, and their delivery to channels and DMs."""
