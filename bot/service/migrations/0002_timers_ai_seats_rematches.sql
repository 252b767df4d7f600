-- turn timers; seats the AI plays for a person; where move numbers start; rematches
CREATE TABLE timers (
    id       INTEGER PRIMARY KEY,
    table_id INTEGER NOT NULL REFERENCES tables(id),
    seat     TEXT    NOT NULL DEFAULT '',
    kind     TEXT    NOT NULL,
    due      REAL    NOT NULL,
    UNIQUE (table_id, seat, kind)
);
CREATE INDEX timers_by_due ON timers(due);
ALTER TABLE tables ADD COLUMN ai_played TEXT NOT NULL DEFAULT '{}';
ALTER TABLE tables ADD COLUMN started_version INTEGER;
ALTER TABLE tables ADD COLUMN rematch TEXT NOT NULL DEFAULT '[]';
UPDATE tables SET started_version = COALESCE((SELECT MIN(seq) - 1 FROM moves WHERE moves.table_id = tables.id), version)
    WHERE status IN ('running', 'over');
