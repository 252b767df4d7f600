-- DMs that failed for a reason other than closed DMs, kept until they go out or are given
-- up, so a restart tries them again (the outbox has been emptied of them by then)
CREATE TABLE dm_retries (
    id       INTEGER PRIMARY KEY,
    table_id INTEGER NOT NULL REFERENCES tables(id),
    seat     TEXT    NOT NULL,
    text     TEXT    NOT NULL,
    attempt  INTEGER NOT NULL DEFAULT 0
);
