"""The Discord surface's posting: committed updates -> channel messages, DMs and DM prompts, the
notices outside a turn, and the answers to a person's own interaction. What is said comes from
bot/speech (pure); here it is sent, edited and taken back."""
