-- the hints each person took at each table (`/game hint` and its button): the export and
-- `/game stats` show them
CREATE TABLE hints_taken (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    person   TEXT    NOT NULL,
    taken    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, person)
);
