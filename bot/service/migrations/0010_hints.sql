-- a table at which someone took a hint (`/game hint`): it is no longer rated
ALTER TABLE tables ADD COLUMN unrated INTEGER NOT NULL DEFAULT 0;
