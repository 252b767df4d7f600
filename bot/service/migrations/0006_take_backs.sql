-- moves taken back (`/game undo`): a move stays in the log, marked with the version of the
-- take-back that undid it; the take-back is a line of the log itself (action TAKE_BACK)
ALTER TABLE moves ADD COLUMN undone INTEGER;
