-- how each person's turns reach them (bot/service/people.py), for all their tables: `notify`
-- (ping, dm, digest, quiet), the digest's hour (UTC) and when it is next due, the language they
-- set it in, and whether they were told their DMs are closed; and the turn prompts sent by DM,
-- one per table and seat while it waits on them, so a restart can still retire them
CREATE TABLE people (
    person      INTEGER NOT NULL PRIMARY KEY,
    notify      TEXT    NOT NULL DEFAULT 'ping' CHECK (notify IN ('ping', 'dm', 'digest', 'quiet')),
    digest_hour INTEGER,
    digest_at   REAL,
    locale      TEXT    NOT NULL DEFAULT 'en',
    told_closed INTEGER NOT NULL DEFAULT 0,
    updated     REAL    NOT NULL
);
CREATE INDEX people_by_digest_at ON people(digest_at);
CREATE TABLE dm_prompts (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    seat     TEXT    NOT NULL,
    channel  INTEGER NOT NULL,
    message  INTEGER NOT NULL,
    version  INTEGER NOT NULL,
    mark     TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);
