-- tables and the move log
CREATE TABLE tables (
    id        INTEGER PRIMARY KEY,
    guild     INTEGER NOT NULL,
    channel   INTEGER NOT NULL,
    game      TEXT    NOT NULL,
    status    TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'over', 'abandoned')),
    host      TEXT    NOT NULL,
    seats     TEXT    NOT NULL DEFAULT '[]',
    names     TEXT    NOT NULL DEFAULT '{}',
    options   TEXT    NOT NULL DEFAULT '{}',
    seed      INTEGER,
    version   INTEGER NOT NULL DEFAULT 0,
    state     TEXT,
    locale    TEXT    NOT NULL DEFAULT 'en',
    announced INTEGER NOT NULL DEFAULT 0,
    prompt_message INTEGER,
    dm_closed TEXT    NOT NULL DEFAULT '[]',
    created   REAL    NOT NULL,
    updated   REAL    NOT NULL
);
CREATE UNIQUE INDEX one_open_table_per_channel ON tables(channel) WHERE status IN ('lobby', 'running');
CREATE TABLE moves (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    seq      INTEGER NOT NULL,
    seat     TEXT    NOT NULL,
    action   TEXT    NOT NULL,
    events   TEXT    NOT NULL DEFAULT '[]',
    at       REAL    NOT NULL,
    PRIMARY KEY (table_id, seq)
);
CREATE INDEX moves_by_seat ON moves(table_id, seat, seq);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
