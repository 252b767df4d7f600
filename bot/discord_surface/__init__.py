"""The Discord surface: slash commands, buttons and menus turn a person's input into calls on the
table service and answer them; the cogs are where each command comes in. Its posting (posting/)
speaks for the service: every commit -> Discord messages, DMs and notices."""
