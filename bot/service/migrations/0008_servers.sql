-- a server's own settings (bot/service/servers.py, as JSON) and, once the bot was removed from
-- it, when its data is deleted (NULL: the bot is there); open tables by server and host,
-- which the limits count at every `/game new`
CREATE TABLE servers (
    guild     INTEGER NOT NULL PRIMARY KEY,
    settings  TEXT    NOT NULL DEFAULT '{}',
    forget_at REAL
);
CREATE INDEX servers_by_forget_at ON servers(forget_at);
CREATE INDEX open_tables_by_host ON tables(guild, host) WHERE status IN ('lobby', 'running');
