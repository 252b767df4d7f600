-- the outbox (every event of a committed version, until it has been said: after a crash
-- the restart says it, private events included); how far private events were handed to
-- their seats; timers' arguments as data ("remind:2" becomes kind remind, count 2)
CREATE TABLE outbox (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    seq      INTEGER NOT NULL,
    events   TEXT    NOT NULL,
    PRIMARY KEY (table_id, seq)
);
ALTER TABLE tables ADD COLUMN told INTEGER NOT NULL DEFAULT 0;
ALTER TABLE timers ADD COLUMN args TEXT NOT NULL DEFAULT '{}';
UPDATE timers SET args = '{"count": ' || substr(kind, 8) || '}', kind = 'remind' WHERE kind LIKE 'remind:%';
