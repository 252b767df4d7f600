-- ratings per server and game (bot/service/ratings.py): each person's skill, each rated game's
-- places, and which tables were rated, in the order they were (a table once only)
CREATE TABLE rated (
    id       INTEGER PRIMARY KEY,
    table_id INTEGER NOT NULL UNIQUE REFERENCES tables(id),
    at       REAL    NOT NULL
);
CREATE TABLE ratings (
    guild    INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    person   TEXT    NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    PRIMARY KEY (guild, game, person)
);
CREATE TABLE results (
    table_id INTEGER NOT NULL REFERENCES tables(id),
    person   TEXT    NOT NULL,
    guild    INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    place    INTEGER NOT NULL,
    sides    INTEGER NOT NULL,
    won      INTEGER NOT NULL,
    at       REAL    NOT NULL,
    PRIMARY KEY (table_id, person)
);
CREATE INDEX results_by_person ON results(guild, person, game, at);
