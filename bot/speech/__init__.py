"""What the bot says: the words of a table (wording, lobby, log pages, replays), the pure
composition of a channel's messages. Words and layouts only: the Discord surface posts them."""
