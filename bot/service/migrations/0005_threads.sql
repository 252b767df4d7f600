-- a table in a thread. `channel` stays where the table plays (the thread's id, which is
-- also its lobby message's id in the parent), so every lookup by an interaction's
-- channel finds the table of its thread and one open table per thread is the old
-- index unchanged; `parent` is the channel the lobby message sits in (NULL: the table
-- plays where it was opened), so a channel may hold many tables, one per thread.
ALTER TABLE tables ADD COLUMN parent INTEGER;
CREATE INDEX tables_by_parent ON tables(parent) WHERE status IN ('lobby', 'running');
